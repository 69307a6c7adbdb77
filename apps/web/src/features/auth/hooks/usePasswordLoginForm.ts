import {
  ErrorCode,
  accountKind,
  isBlank,
  isEmail,
  isMainlandPhone,
  normalizePhone,
} from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { localStore } from '../../../shared/storage/local-store';
import { toast } from '../../../shared/ui';
import { loginByAccount } from '../api';
import { useCompleteLogin } from '../login/login-flow';
import { useAgreement } from './useAgreement';
import { useCaptcha } from '../../../shared/forms/useCaptcha';
import { useFieldErrors } from '../../../shared/forms/useFieldErrors';
import { useLoginLock } from './useLoginLock';
import { useAuthTranslation } from '../auth-texts';

/** The remembered account of password login and its flag (default on), in localStorage. */
export const rememberedAccount = {
  enabled(): boolean {
    return localStore.get(STORAGE_KEYS.rememberAccount) !== '0';
  },
  get(): string {
    return rememberedAccount.enabled()
      ? (localStore.get(STORAGE_KEYS.rememberedAccount) ?? '')
      : '';
  },
  setEnabled(enabled: boolean): void {
    localStore.set(STORAGE_KEYS.rememberAccount, enabled ? '1' : '0');
    if (!enabled) localStore.remove(STORAGE_KEYS.rememberedAccount);
  },
  save(account: string): void {
    if (rememberedAccount.enabled()) localStore.set(STORAGE_KEYS.rememberedAccount, account);
  },
};

/** The userName sent for an account: an email as typed, a phone in its canonical form. */
export function userNameOf(account: string): string {
  const value = account.trim();
  return accountKind(value) === 'email' ? value : (normalizePhone(value) ?? value);
}

/** State and actions of the password login form (lm=p; spec sections 4, 5, 8). */
export function usePasswordLoginForm(onSuccess: () => void) {
  const { t } = useAuthTranslation();
  const { t: tCommon } = useTranslation('common');
  const [account, setAccount] = useState(() => rememberedAccount.get());
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [remember, setRemember] = useState(() => rememberedAccount.enabled());
  const { errors, setErrors, edit } = useFieldErrors<'account' | 'password' | 'captcha'>();
  const captcha = useCaptcha();
  const agreement = useAgreement();
  const lock = useLoginLock();
  const completeLogin = useCompleteLogin();

  const accountError = () => {
    const value = account.trim();
    if (isBlank(value)) return t('password.accountEmpty');
    const valid = accountKind(value) === 'email' ? isEmail(value) : isMainlandPhone(value);
    return valid ? undefined : t('password.accountInvalid');
  };

  const newCaptcha = () => {
    setCaptchaCode('');
    captcha.refresh();
  };

  const login = async () => {
    if (lock.locked) return;
    const next: typeof errors = { account: accountError() };
    if (password.length === 0) next.password = t('password.passwordEmpty');
    if (captcha.needsTyping && isBlank(captchaCode))
      next.captcha = tCommon('codeForm.captchaEmpty');
    setErrors(next);
    if (next.account || next.password || next.captcha) return;
    if (!(await agreement.ensureAgreed())) return;
    const answer = await captcha.answer(captchaCode);
    if (answer === null) return;
    try {
      const result = await loginByAccount({
        userName: userNameOf(account),
        password,
        captchaId: captcha.captchaId,
        captchaCode: answer,
      });
      rememberedAccount.save(account.trim());
      await completeLogin(result, 'password');
      onSuccess();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A captcha answers once: any failed attempt needs a new one.
      newCaptcha();
      if (error.code === ErrorCode.TOO_MANY_PASSWORD_ERRORS) {
        toast.error(error.message);
        lock.lock();
      }
    }
  };

  return {
    account,
    setAccount: edit('account', setAccount),
    password,
    setPassword: edit('password', setPassword),
    captchaCode,
    setCaptchaCode: edit('captcha', setCaptchaCode),
    remember,
    setRemember: (value: boolean) => {
      setRemember(value);
      rememberedAccount.setEnabled(value);
    },
    errors,
    captcha,
    agreement,
    lock,
    canSubmit: !isBlank(account) && password.length > 0 && !lock.locked,
    login,
  };
}
