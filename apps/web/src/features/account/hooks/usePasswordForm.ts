import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_LENGTH,
  isBlank,
} from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { toast } from '../../../shared/ui';
import { useFieldErrors } from '../../auth/hooks/useFieldErrors';
import { useSmsCode } from '../../auth/hooks/useSmsCode';
import { requestPasswordSms, updatePassword } from '../api';
import { useRefreshUser } from './useRefreshUser';

/** Changing the password with a code sent to the bound phone (GET set-pwd + POST update-pwd). */
export function usePasswordForm(onDone: () => void) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const refreshUser = useRefreshUser();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<'captcha' | 'code' | 'password'>();
  const sms = useSmsCode(requestPasswordSms);

  const sendCode = async () => {
    if (sms.captcha.needsTyping && isBlank(sms.captchaCode)) {
      setErrors({ captcha: tAuth('sms.captchaEmpty') });
      return;
    }
    setErrors({});
    await sms.send('');
  };

  const submit = async () => {
    const next: typeof errors = {};
    if (isBlank(code)) next.code = t('password.codeEmpty');
    else if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)) {
      next.code = tAuth('sms.codeInvalid');
    }
    if (password.length === 0) next.password = t('password.passwordEmpty');
    else if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      next.password = t('password.passwordLength', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
      });
    }
    setErrors(next);
    if (next.code || next.password) return;
    try {
      // 5000 (a too common password) is toasted by the client with the server message.
      await updatePassword({ code, password });
      toast.success(t('password.success'));
      await refreshUser();
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return {
    captchaCode: sms.captchaCode,
    setCaptchaCode: edit('captcha', sms.setCaptchaCode),
    code,
    setCode: edit('code', setCode),
    password,
    setPassword: edit('password', setPassword),
    errors,
    captcha: sms.captcha,
    countdown: sms.countdown,
    canSubmit: !isBlank(code) && password.length > 0,
    sendCode,
    submit,
  };
}
