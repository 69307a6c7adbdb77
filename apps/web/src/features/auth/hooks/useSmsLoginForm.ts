import {
  ErrorCode,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  isBlank,
  isMainlandPhone,
} from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { sessionToken } from '../../../shared/storage/session-token';
import { toast } from '../../../shared/ui';
import { loginByPhone, requestSmsCode } from '../api';
import { sessionKeys } from '../session/session-keys';
import { useAgreement } from './useAgreement';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';

interface FieldErrors {
  phone?: string;
  captcha?: string;
  code?: string;
}

/** State and actions of the SMS login form (spec sections 4, 5, 8). */
export function useSmsLoginForm(onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const agreement = useAgreement();

  const phoneError = () => {
    if (isBlank(phone)) return t('sms.phoneEmpty');
    return isMainlandPhone(phone) ? undefined : t('sms.phoneInvalid');
  };
  const newCaptcha = () => {
    setCaptchaCode('');
    captcha.refresh();
  };

  const sendCode = async () => {
    const next: FieldErrors = { phone: phoneError() };
    if (!next.phone && isBlank(captchaCode)) next.captcha = t('sms.captchaEmpty');
    setErrors(next);
    if (next.phone || next.captcha) return;
    if (!(await agreement.ensureAgreed())) return;
    try {
      await requestSmsCode({ phone, captchaId: captcha.captchaId, captchaCode });
      toast.success(t('sms.sent'));
      countdown.start(SMS_RESEND_SECONDS);
      newCaptcha();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === ErrorCode.OPERATION_TOO_FREQUENT) toast.error(error.message);
      if (error.code === ErrorCode.VERIFY_OVERDUE || error.code === ErrorCode.VERIFY_CODE_ERROR) {
        toast.error(error.message);
        newCaptcha();
      }
      if (error.code === ErrorCode.VERIFY_ERROR) newCaptcha();
    }
  };

  const login = async () => {
    const next: FieldErrors = { phone: phoneError() };
    if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) next.code = t('sms.codeInvalid');
    setErrors(next);
    if (next.phone || next.code) return;
    if (!(await agreement.ensureAgreed())) return;
    try {
      const result = await loginByPhone({ phone, code });
      sessionToken.set(result.token);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(t('sms.loginSuccess'));
      onSuccess();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const edit =
    <K extends keyof FieldErrors>(field: K, set: (value: string) => void) =>
    (value: string) => {
      set(value);
      if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
    };

  return {
    phone,
    setPhone: edit('phone', setPhone),
    captchaCode,
    setCaptchaCode: edit('captcha', setCaptchaCode),
    code,
    setCode: edit('code', (value) => setCode(value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))),
    errors,
    captcha,
    countdown,
    agreement,
    canSubmit: !isBlank(phone) && !isBlank(code),
    sendCode,
    login,
  };
}
