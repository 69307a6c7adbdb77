import { Alert, Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../shared/ui';
import { PhoneCodeFields } from '../../auth/components/PhoneCodeFields';
import { usePhoneForm, type PhoneMode } from '../hooks/usePhoneForm';

/** Bind (phone + captcha + code) or unbind (captcha + code to the bound phone). */
export function PhoneForm({ mode, onClose }: { mode: PhoneMode; onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = usePhoneForm(mode, onClose);
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      component="form"
      data-testid={`phone-${mode}-form`}
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
      <Space>
        <PrimaryButton
          htmlType="submit"
          disabled={!form.canSubmit}
          onClick={(event) => {
            event.preventDefault();
            return form.submit();
          }}
          data-testid={`phone-${mode}-submit`}
        >
          {mode === 'bind' ? t('phone.bindSubmit') : t('phone.unbindSubmit')}
        </PrimaryButton>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </Form>
  );
}
