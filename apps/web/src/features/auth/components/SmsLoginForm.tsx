import { SMS_CODE_LENGTH } from '@slidecraft/contract';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PhoneInput, PrimaryButton } from '../../../shared/ui';
import { useSmsLoginForm } from '../hooks/useSmsLoginForm';
import { AgreementCheckbox } from './AgreementCheckbox';

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
        <Space.Compact block>
          <Input
            value={form.code}
            onChange={(event) => form.setCode(event.target.value)}
            placeholder={t('sms.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            data-testid="sms-code-input"
          />
          <Button
            onClick={() => void form.sendCode()}
            disabled={form.countdown.running}
            data-testid="sms-code-button"
          >
            {form.countdown.running
              ? t('sms.resendIn', { seconds: form.countdown.left })
              : t('sms.getCode')}
          </Button>
        </Space.Compact>
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
