import { SMS_CODE_LENGTH, isBlank, isMainlandPhone } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { bindPhone, requestBindSms } from '../api';
import { sessionKeys } from '../session/session-keys';
import { useFieldErrors } from './useFieldErrors';
import { useSmsCode } from './useSmsCode';

/** State and actions of the bind-phone screen (lm=b; spec sections 2, 4, 5). */
export function useBindPhoneForm(onDone: () => void) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<'phone' | 'captcha' | 'code'>();
  const sms = useSmsCode(requestBindSms);

  const phoneError = () => {
    if (isBlank(phone)) return t('bind.phoneEmpty');
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
    if (isBlank(code)) next.code = t('bind.codeEmpty');
    else if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) next.code = t('sms.codeInvalid');
    setErrors(next);
    if (next.phone || next.code) return;
    try {
      // 5108 (the phone belongs to another account) is toasted by the client.
      await bindPhone({ phone, code });
      toast.success(t('bind.success'));
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
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
    errors,
    captcha: sms.captcha,
    countdown: sms.countdown,
    canSubmit: !isBlank(phone) && !isBlank(code),
    sendCode,
    submit,
  };
}
