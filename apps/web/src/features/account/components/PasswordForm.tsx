import { NewPasswordField } from '../../../shared/forms/NewPasswordField';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { PASSWORD_LIMITS } from '../../../shared/forms/useCodeForm';
import { usePasswordForm } from '../hooks/usePasswordForm';
import { AccountForm } from './AccountForm';
import { useAccountTranslation } from '../account-texts';

/** Captcha + code sent to the bound phone + the new password. */
export function PasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useAccountTranslation();
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
