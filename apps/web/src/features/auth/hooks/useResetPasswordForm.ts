import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_LENGTH,
  isBlank,
  isMainlandPhone,
} from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { requestResetSms, resetPassword } from '../api';
import { useFieldErrors } from './useFieldErrors';
import { useSmsCode } from './useSmsCode';

/** State and actions of the reset password screen (lm=f; spec sections 2, 4, 5). */
export function useResetPasswordForm(onDone: () => void) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<'phone' | 'captcha' | 'code' | 'password'>();
  const sms = useSmsCode(requestResetSms);

  const phoneError = () => {
    if (isBlank(phone)) return t('reset.phoneEmpty');
    return isMainlandPhone(phone) ? undefined : t('sms.phoneInvalid');
  };

  const sendCode = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (!next.phone && sms.captcha.needsTyping && isBlank(sms.captchaCode))
      next.captcha = t('sms.captchaEmpty');
    setErrors(next);
    if (next.phone || next.captcha) return;
    await sms.send(phone);
  };

  const submit = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (isBlank(code)) next.code = t('reset.codeEmpty');
    else if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) next.code = t('sms.codeInvalid');
    if (password.length === 0) next.password = t('reset.passwordEmpty');
    else if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      next.password = t('reset.passwordLength', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
      });
    }
    setErrors(next);
    if (next.phone || next.code || next.password) return;
    try {
      await resetPassword({ phone, code, password });
      toast.success(t('reset.success'));
      onDone();
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
    setCode: edit('code', setCode),
    password,
    setPassword: edit('password', setPassword),
    errors,
    captcha: sms.captcha,
    countdown: sms.countdown,
    canSubmit: !isBlank(phone) && !isBlank(code) && password.length > 0,
    sendCode,
    submit,
  };
}
