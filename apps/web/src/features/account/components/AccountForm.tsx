import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../shared/ui';
import { useAccountTranslation } from '../account-texts';

/**
 * An account settings form (phone, email, password): its fields, then its submit button and
 * 'cancel'. The test ids are `${name}-form` and `${name}-submit`.
 */
export function AccountForm({
  name,
  form,
  submitLabel,
  onClose,
  children,
}: {
  name: string;
  form: { canSubmit: boolean; submit: () => Promise<void> };
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useAccountTranslation();
  return (
    <Form layout="vertical" requiredMark={false} component="form" data-testid={`${name}-form`}>
      {children}
      <Space>
        <SubmitButton
          disabled={!form.canSubmit}
          onSubmit={form.submit}
          data-testid={`${name}-submit`}
        >
          {submitLabel}
        </SubmitButton>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
