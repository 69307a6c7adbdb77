import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../../../shared/forms/NewPasswordField';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { PASSWORD_LIMITS } from '../../../shared/forms/useCodeForm';
import { usePasswordForm } from '../hooks/usePasswordForm';
import { AccountForm } from './AccountForm';

/** Captcha + code sent to the bound phone + the new password. */
export function PasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = usePasswordForm(onClose);
  return (
    <AccountForm name="password" form={form} submitLabel={t('password.submit')} onClose={onClose}>
      <PhoneCodeFields form={form} />
      <NewPasswordField
        form={form}
        placeholder={t('password.passwordPlaceholder', PASSWORD_LIMITS)}
      />
    </AccountForm>
  );
}
