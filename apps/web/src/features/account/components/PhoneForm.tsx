import { Alert, Typography } from 'antd';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { usePhoneForm, type PhoneMode } from '../hooks/usePhoneForm';
import { AccountForm } from './AccountForm';
import { useAccountTranslation } from '../account-texts';

/** Bind (phone + captcha + code) or unbind (captcha + code to the bound phone). */
export function PhoneForm({ mode, onClose }: { mode: PhoneMode; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const form = usePhoneForm(mode, onClose);
  return (
    <AccountForm
      name={`phone-${mode}`}
      form={form}
      submitLabel={mode === 'bind' ? t('phone.bindSubmit') : t('phone.unbindSubmit')}
      onClose={onClose}
    >
      {mode === 'unbind' && (
        <Typography.Paragraph type="secondary">{t('phone.unbindHint')}</Typography.Paragraph>
      )}
      <PhoneCodeFields form={form} />
      {form.blocked && (
        <Alert
          type="error"
          showIcon
          message={form.blocked}
          style={{ marginBottom: 16 }}
          data-testid="phone-unbind-error"
        />
      )}
    </AccountForm>
  );
}
