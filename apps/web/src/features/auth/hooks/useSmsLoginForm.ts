import { SMS_CODE_LENGTH, isBlank, isMainlandPhone } from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { loginByPhone, requestSmsCode } from '../api';
import { useCompleteLogin } from '../login/login-flow';
import { useAgreement } from './useAgreement';
import { useFieldErrors } from './useFieldErrors';
import { useSmsCode } from './useSmsCode';

/** State and actions of the SMS login form (spec sections 4, 5, 8). */
export function useSmsLoginForm(onSuccess: () => void) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<'phone' | 'captcha' | 'code'>();
  const sms = useSmsCode(requestSmsCode);
  const agreement = useAgreement();
  const completeLogin = useCompleteLogin();

  const phoneError = () => {
    if (isBlank(phone)) return t('sms.phoneEmpty');
    return isMainlandPhone(phone) ? undefined : t('sms.phoneInvalid');
  };

  const sendCode = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (!next.phone && sms.captcha.needsTyping && isBlank(sms.captchaCode))
      next.captcha = t('sms.captchaEmpty');
    setErrors(next);
    if (next.phone || next.captcha) return;
    if (!(await agreement.ensureAgreed())) return;
    await sms.send(phone);
  };

  const login = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) next.code = t('sms.codeInvalid');
    setErrors(next);
    if (next.phone || next.code) return;
    if (!(await agreement.ensureAgreed())) return;
    try {
      const result = await loginByPhone({ phone, code });
      await completeLogin(result, 'phone');
      onSuccess();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return {
    phone,
    setPhone: edit('phone', setPhone),
    captchaCode: sms.captchaCode,
    setCaptchaCode: edit('captcha', sms.setCaptchaCode),
    code,
    setCode: edit('code', (value: string) =>
      setCode(value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)),
    ),
    errors,
    captcha: sms.captcha,
    countdown: sms.countdown,
    agreement,
    canSubmit: !isBlank(phone) && !isBlank(code),
    sendCode,
    login,
  };
}
