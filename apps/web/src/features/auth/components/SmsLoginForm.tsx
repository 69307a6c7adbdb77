import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PhoneInput, PrimaryButton } from '../../../shared/ui';
import { useSmsLoginForm } from '../hooks/useSmsLoginForm';
import { AgreementCheckbox } from './AgreementCheckbox';
import { SmsCodeField } from './SmsCodeField';

/** Phone + captcha + SMS code login (lm=v). */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const form = useSmsLoginForm(onSuccess);
  const status = (error: string | undefined) => (error ? 'error' : undefined);
  return (
    <Form layout="vertical" size="large" requiredMark={false} component="form">
      <Form.Item validateStatus={status(form.errors.phone)} help={form.errors.phone}>
        <PhoneInput
          value={form.phone}
          onChange={form.setPhone}
          placeholder={t('sms.phonePlaceholder')}
          data-testid="phone-input"
        />
      </Form.Item>
      <Form.Item validateStatus={status(form.errors.captcha)} help={form.errors.captcha}>
        <CaptchaInput
          value={form.captchaCode}
          onChange={form.setCaptchaCode}
          image={form.captcha.image}
          onRefresh={form.captcha.refresh}
          data-testid="captcha-input"
        />
      </Form.Item>
      <Form.Item validateStatus={status(form.errors.code)} help={form.errors.code}>
        <SmsCodeField
          value={form.code}
          onChange={form.setCode}
          onSend={() => void form.sendCode()}
          countdown={form.countdown}
        />
      </Form.Item>
      <Form.Item>
        <PrimaryButton
          htmlType="submit"
          block
          disabled={!form.canSubmit}
          onClick={(event) => {
            event.preventDefault();
            return form.login();
          }}
          data-testid="login-submit"
        >
          {t('sms.submit')}
        </PrimaryButton>
      </Form.Item>
      <AgreementCheckbox checked={form.agreement.agreed} onChange={form.agreement.setAgreed} />
    </Form>
  );
}
