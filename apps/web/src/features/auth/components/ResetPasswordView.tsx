import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slidecraft/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PasswordInput, PhoneInput, PrimaryButton } from '../../../shared/ui';
import { statusOf } from '../hooks/useFieldErrors';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';
import { useLoginFlow } from '../login/login-flow';
import { SmsCodeField } from './SmsCodeField';
import { ViewHeader } from './ViewHeader';

/** lm=f: reset a forgotten password with the bound phone; success returns to lm=p. */
export function ResetPasswordView() {
  const { t } = useTranslation('auth');
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
        <Form.Item validateStatus={statusOf(form.errors.phone)} help={form.errors.phone}>
          <PhoneInput
            value={form.phone}
            onChange={form.setPhone}
            placeholder={t('sms.phonePlaceholder')}
            data-testid="phone-input"
          />
        </Form.Item>
        <Form.Item validateStatus={statusOf(form.errors.captcha)} help={form.errors.captcha}>
          <CaptchaInput
            value={form.captchaCode}
            onChange={form.setCaptchaCode}
            image={form.captcha.image}
            onRefresh={form.captcha.refresh}
            data-testid="captcha-input"
          />
        </Form.Item>
        <Form.Item validateStatus={statusOf(form.errors.code)} help={form.errors.code}>
          <SmsCodeField
            value={form.code}
            onChange={form.setCode}
            onSend={() => void form.sendCode()}
            countdown={form.countdown}
          />
        </Form.Item>
        <Form.Item validateStatus={statusOf(form.errors.password)} help={form.errors.password}>
          <PasswordInput
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            placeholder={t('reset.passwordPlaceholder', {
              min: PASSWORD_MIN_LENGTH,
              max: PASSWORD_MAX_LENGTH,
            })}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            data-testid="password-input"
          />
        </Form.Item>
        <Form.Item>
          <PrimaryButton
            htmlType="submit"
            block
            disabled={!form.canSubmit}
            onClick={(event) => {
              event.preventDefault();
              return form.submit();
            }}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </PrimaryButton>
        </Form.Item>
      </Form>
    </>
  );
}
