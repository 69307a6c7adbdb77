import { Form } from 'antd';
import { SubmitButton } from '../../../shared/ui';
import { PASSWORD_LIMITS } from '../../../shared/forms/useCodeForm';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';
import { useLoginFlow } from '../login/login-flow';
import { NewPasswordField } from '../../../shared/forms/NewPasswordField';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { ViewHeader } from './ViewHeader';
import { useAuthTranslation } from '../auth-texts';

/** lm=f: reset a forgotten password with the bound phone; success returns to lm=p. */
export function ResetPasswordView() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlow();
  const form = useResetPasswordForm(() => flow.go('p'));
  return (
    <>
      <ViewHeader
        title={t('reset.title')}
        subtitle={t('reset.subtitle')}
        onBack={() => flow.go('p')}
        backTestId="reset-back"
      />
      <Form layout="vertical" size="large" requiredMark={false} component="form">
        <PhoneCodeFields form={form} />
        <NewPasswordField
          form={form}
          placeholder={t('reset.passwordPlaceholder', PASSWORD_LIMITS)}
        />
        <Form.Item>
          <SubmitButton
            block
            disabled={!form.canSubmit}
            onSubmit={form.submit}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </SubmitButton>
        </Form.Item>
      </Form>
    </>
  );
}
