import {
  ErrorCode,
  LAST_LOGIN_METHOD_MESSAGES,
  SMS_CODE_LENGTH,
  isBlank,
  isMainlandPhone,
} from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { currentLocale } from '../../../shared/i18n/instance';
import { toast } from '../../../shared/ui';
import { useFieldErrors } from '../../auth/hooks/useFieldErrors';
import { useSmsCode } from '../../auth/hooks/useSmsCode';
import { bindPhone, requestBindSms, requestUnbindSms, unbindPhone } from '../api';
import { useRefreshUser } from './useRefreshUser';

export type PhoneMode = 'bind' | 'unbind';

/**
 * Binding a phone (phone + captcha + code sent to it) or unbinding the bound one (captcha +
 * code sent to the bound phone). 5107 on unbind (the last way to log in) is shown in the form.
 */
export function usePhoneForm(mode: PhoneMode, onDone: () => void) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const refreshUser = useRefreshUser();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [blocked, setBlocked] = useState<string>();
  const { errors, setErrors, edit } = useFieldErrors<'phone' | 'captcha' | 'code'>();
  const sms = useSmsCode(mode === 'bind' ? requestBindSms : requestUnbindSms);

  const phoneError = () => {
    if (mode === 'unbind') return undefined;
    if (isBlank(phone)) return tAuth('bind.phoneEmpty');
    return isMainlandPhone(phone) ? undefined : tAuth('sms.phoneInvalid');
  };

  const sendCode = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (!next.phone && sms.captcha.needsTyping && isBlank(sms.captchaCode))
      next.captcha = tAuth('sms.captchaEmpty');
    setErrors(next);
    if (next.phone || next.captcha) return;
    await sms.send(mode === 'bind' ? phone : '');
  };

  const submit = async () => {
    const next: typeof errors = { phone: phoneError() };
    if (isBlank(code)) next.code = t('phone.codeEmpty');
    else if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) {
      next.code = tAuth('sms.codeInvalid');
    }
    setErrors(next);
    if (next.phone || next.code) return;
    setBlocked(undefined);
    try {
      if (mode === 'bind') {
        // 5108 (the phone belongs to another account) is toasted by the client.
        await bindPhone({ phone, code });
        toast.success(t('phone.bindSuccess'));
      } else {
        await unbindPhone({ code });
        toast.success(t('phone.unbindSuccess'));
      }
      await refreshUser();
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === ErrorCode.NO_USER_PERMISSION) {
        setBlocked(error.message || LAST_LOGIN_METHOD_MESSAGES[currentLocale()]);
      }
    }
  };

  return {
    mode,
    phone,
    // Unbinding sends the code to the bound phone: no setter, so PhoneCodeFields shows no phone.
    setPhone: mode === 'bind' ? edit('phone', setPhone) : undefined,
    captchaCode: sms.captchaCode,
    setCaptchaCode: edit('captcha', sms.setCaptchaCode),
    code,
    setCode: edit('code', setCode),
    errors,
    blocked,
    captcha: sms.captcha,
    countdown: sms.countdown,
    canSubmit: (mode === 'unbind' || !isBlank(phone)) && !isBlank(code),
    sendCode,
    submit,
  };
}
