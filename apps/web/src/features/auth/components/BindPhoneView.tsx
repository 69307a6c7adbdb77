import { Button, Form, Result } from 'antd';
import { SubmitButton } from '../../../shared/ui';
import { useBindPhoneForm } from '../hooks/useBindPhoneForm';
import { useLoginFlow } from '../login/login-flow';
import { useToken } from '../session/useToken';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

/** lm=b: bind a phone after a WeChat login; 'skip' finishes without binding. */
export function BindPhoneView() {
  const { t } = useAuthTranslation();
  const token = useToken();
  const flow = useLoginFlow();
  if (!token) {
    // Binding needs a session: reached signed out (an old link), offer the login instead.
    return (
      <Result
        status="info"
        title={t('bind.needLogin')}
        extra={
          <Button type="primary" onClick={() => flow.go('v')}>
            {t('session.login')}
          </Button>
        }
      />
    );
  }
  return <BindPhoneForm onDone={flow.finish} />;
}

function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useAuthTranslation();
  const form = useBindPhoneForm(onDone);
  return (
    <>
      <ViewHeader title={t('bind.title')} subtitle={t('bind.subtitle')} />
      <Form layout="vertical" size="large" requiredMark={false} component="form">
        <PhoneCodeFields form={form} />
        <Form.Item>
          <SubmitButton
            block
            disabled={!form.canSubmit}
            onSubmit={form.submit}
            data-testid="bind-submit"
          >
            {t('bind.submit')}
          </SubmitButton>
        </Form.Item>
        <div className="sc-login-more">
          <Button type="link" onClick={onDone} data-testid="bind-skip">
            {t('bind.skip')}
          </Button>
        </div>
      </Form>
    </>
  );
}
