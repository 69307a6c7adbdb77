import { Form } from 'antd';
import { SubmitButton } from '../../../shared/ui';
import { useSmsLoginForm } from '../hooks/useSmsLoginForm';
import { AgreementCheckbox } from './AgreementCheckbox';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { useAuthTranslation } from '../auth-texts';

/** Phone + captcha + SMS code login (lm=v). */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useAuthTranslation();
  const form = useSmsLoginForm(onSuccess);
  return (
    <Form layout="vertical" size="large" requiredMark={false} component="form">
      <PhoneCodeFields form={form} />
      <Form.Item>
        <SubmitButton
          block
          disabled={!form.canSubmit}
          onSubmit={form.login}
          data-testid="login-submit"
        >
          {t('sms.submit')}
        </SubmitButton>
      </Form.Item>
      <AgreementCheckbox checked={form.agreement.agreed} onChange={form.agreement.setAgreed} />
    </Form>
  );
}
