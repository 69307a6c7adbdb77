import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slidecraft/contract';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PasswordInput, PrimaryButton } from '../../../shared/ui';
import { SmsCodeField } from '../../auth/components/SmsCodeField';
import { statusOf } from '../../auth/hooks/useFieldErrors';
import { usePasswordForm } from '../hooks/usePasswordForm';

/** Captcha + code sent to the bound phone + the new password. */
export function PasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = usePasswordForm(onClose);
  return (
    <Form layout="vertical" requiredMark={false} component="form" data-testid="password-form">
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
          placeholder={t('password.passwordPlaceholder', {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
          })}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          data-testid="password-input"
        />
      </Form.Item>
      <Space>
        <PrimaryButton
          htmlType="submit"
          disabled={!form.canSubmit}
          onClick={(event) => {
            event.preventDefault();
            return form.submit();
          }}
          data-testid="password-submit"
        >
          {t('password.submit')}
        </PrimaryButton>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
