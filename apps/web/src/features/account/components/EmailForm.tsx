import { EMAIL_MAX_LENGTH } from '@slidecraft/contract';
import { Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, TextInput } from '../../../shared/ui';
import { PhoneCodeFields } from '../../auth/components/PhoneCodeFields';
import { statusOf } from '../../auth/hooks/useFieldErrors';
import { useEmailForm } from '../hooks/useEmailForm';

/** The email to set, the captcha and the code sent to the address. */
export function EmailForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = useEmailForm(onClose);
  return (
    <Form layout="vertical" requiredMark={false} component="form" data-testid="email-form">
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
      <Space>
        <PrimaryButton
          htmlType="submit"
          disabled={!form.canSubmit}
          onClick={(event) => {
            event.preventDefault();
            return form.submit();
          }}
          data-testid="email-submit"
        >
          {t('email.submit')}
        </PrimaryButton>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
