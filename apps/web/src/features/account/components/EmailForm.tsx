import { EMAIL_MAX_LENGTH } from '@slidecraft/contract';
import { Form, Typography } from 'antd';
import { TextInput } from '../../../shared/ui';
import { PhoneCodeFields } from '../../../shared/forms/PhoneCodeFields';
import { statusOf } from '../../../shared/forms/useFieldErrors';
import { useEmailForm } from '../hooks/useEmailForm';
import { AccountForm } from './AccountForm';
import { useAccountTranslation } from '../account-texts';

/** The email to set, the captcha and the code sent to the address. */
export function EmailForm({ onClose }: { onClose: () => void }) {
  const { t } = useAccountTranslation();
  const form = useEmailForm(onClose);
  return (
    <AccountForm name="email" form={form} submitLabel={t('email.submit')} onClose={onClose}>
      <Typography.Paragraph type="secondary">{t('email.formHint')}</Typography.Paragraph>
      <Form.Item validateStatus={statusOf(form.errors.email)} help={form.errors.email}>
        <TextInput
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          placeholder={t('email.placeholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          data-testid="email-input"
        />
      </Form.Item>
      <PhoneCodeFields form={form} />
    </AccountForm>
  );
}
