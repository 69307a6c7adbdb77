import { Alert, Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PhoneInput, PrimaryButton } from '../../../shared/ui';
import { SmsCodeField } from '../../auth/components/SmsCodeField';
import { statusOf } from '../../auth/hooks/useFieldErrors';
import { usePhoneForm, type PhoneMode } from '../hooks/usePhoneForm';

/** Bind (phone + captcha + code) or unbind (captcha + code to the bound phone). */
export function PhoneForm({ mode, onClose }: { mode: PhoneMode; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
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
      {mode === 'bind' && (
        <Form.Item validateStatus={statusOf(form.errors.phone)} help={form.errors.phone}>
          <PhoneInput
            value={form.phone}
            onChange={form.setPhone}
            placeholder={tAuth('sms.phonePlaceholder')}
            data-testid="phone-input"
          />
        </Form.Item>
      )}
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
