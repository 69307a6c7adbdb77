import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slidecraft/contract';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput, PrimaryButton } from '../../../shared/ui';
import { PhoneCodeFields } from '../../auth/components/PhoneCodeFields';
import { statusOf } from '../../auth/hooks/useFieldErrors';
import { usePasswordForm } from '../hooks/usePasswordForm';

/** Captcha + code sent to the bound phone + the new password. */
export function PasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = usePasswordForm(onClose);
  return (
    <Form layout="vertical" requiredMark={false} component="form" data-testid="password-form">
      <PhoneCodeFields form={form} />
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
