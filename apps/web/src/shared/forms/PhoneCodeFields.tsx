import { SMS_CODE_LENGTH } from '@slidecraft/contract';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, PhoneInput } from '../ui';
import { statusOf } from './useFieldErrors';
import type { CaptchaForm, PhoneCodeForm } from './useSmsCode';

/**
 * The phone, image captcha and SMS code rows (with the 'get verification code' button and the
 * 60 s countdown) of every form that sends an SMS code; the phone row only where the form has a
 * phone setter (forms whose code goes to the bound phone have none).
 */
export function PhoneCodeFields({ form }: { form: PhoneCodeForm }) {
  const { t } = useTranslation('common');
  const { countdown } = form;
  return (
    <>
      {form.setPhone && (
        <Form.Item validateStatus={statusOf(form.errors.phone)} help={form.errors.phone}>
          <PhoneInput
            value={form.phone}
            onChange={form.setPhone}
            placeholder={t('codeForm.phonePlaceholder')}
            data-testid="phone-input"
          />
        </Form.Item>
      )}
      <CaptchaField form={form} />
      <Form.Item validateStatus={statusOf(form.errors.code)} help={form.errors.code}>
        <Space.Compact block>
          <Input
            value={form.code}
            onChange={(event) =>
              form.setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))
            }
            placeholder={t('codeForm.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            data-testid="sms-code-input"
          />
          <Button
            onClick={() => void form.sendCode()}
            disabled={countdown.running}
            data-testid="sms-code-button"
          >
            {countdown.running
              ? t('codeForm.resendIn', { seconds: countdown.left })
              : t('codeForm.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}

/**
 * The image captcha row; clicking the image asks for a new captcha. None with a widget captcha
 * (it opens when the form is submitted).
 */
export function CaptchaField({ form }: { form: CaptchaForm }) {
  if (!form.captcha.needsTyping) return null;
  return (
    <Form.Item validateStatus={statusOf(form.errors.captcha)} help={form.errors.captcha}>
      <CaptchaInput
        value={form.captchaCode}
        onChange={form.setCaptchaCode}
        image={form.captcha.image}
        captchaId={form.captcha.captchaId}
        onRefresh={form.captcha.refresh}
        data-testid="captcha-input"
      />
    </Form.Item>
  );
}
