import { SMS_CODE_LENGTH, isBlank, isEmail } from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { useFieldErrors } from '../../auth/hooks/useFieldErrors';
import { useSmsCode } from '../../auth/hooks/useSmsCode';
import { bindEmail, requestEmailCode } from '../api';
import { useRefreshUser } from './useRefreshUser';

/**
 * Setting the account's email: the address (spec section 5's email rule), the captcha, then a
 * 6-digit code sent to the address; the email is set once the code is entered. The captcha and
 * send-code behaviour (60 s countdown, 5003 / 5002 / 5427 shown) is the SMS forms'.
 */
export function useEmailForm(onDone: () => void) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const refreshUser = useRefreshUser();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<'email' | 'captcha' | 'code'>();
  // useSmsCode sends to its `phone` argument: here that is the email.
  const sms = useSmsCode(({ phone, captchaId, captchaCode }) =>
    requestEmailCode({ email: phone, captchaId, captchaCode }),
  );

  const emailError = () => {
    if (isBlank(email)) return t('email.empty');
    return isEmail(email) ? undefined : t('email.invalid');
  };

  const sendCode = async () => {
    const next: typeof errors = { email: emailError() };
    if (!next.email && sms.captcha.needsTyping && isBlank(sms.captchaCode)) {
      next.captcha = tAuth('sms.captchaEmpty');
    }
    setErrors(next);
    if (next.email || next.captcha) return;
    await sms.send(email.trim());
  };

  const submit = async () => {
    const next: typeof errors = { email: emailError() };
    if (isBlank(code)) next.code = t('email.codeEmpty');
    else if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code))
      next.code = tAuth('sms.codeInvalid');
    setErrors(next);
    if (next.email || next.code) return;
    try {
      // 5003 (wrong or expired code) and 5108 (another account's email) are toasted.
      await bindEmail({ email: email.trim(), code });
      toast.success(t('email.success'));
      await refreshUser();
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return {
    email,
    setEmail: edit('email', setEmail),
    captchaCode: sms.captchaCode,
    setCaptchaCode: edit('captcha', sms.setCaptchaCode),
    code,
    setCode: edit('code', setCode),
    errors,
    captcha: sms.captcha,
    countdown: sms.countdown,
    canSubmit: !isBlank(email) && !isBlank(code),
    sendCode,
    submit,
  };
}
