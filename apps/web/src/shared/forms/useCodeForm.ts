import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SMS_CODE_LENGTH,
  isBlank,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../http';
import { useFieldErrors } from './useFieldErrors';
import { useSmsCode } from './useSmsCode';

export interface CodeFormOptions<F extends string> {
  /** Asks for the code to be sent (an SMS, or the mail of the account's email form). */
  request: (query: SmsCodeQuery) => Promise<unknown>;
  /**
   * The typed address the code goes to (a phone, an email): its field, the value sent and its
   * message when it is not right. None where the code goes to the bound phone.
   */
  to?: { field: F; value: string; error: () => string | undefined };
  /** The message for a blank code; without one a blank code is an invalid one. */
  codeEmpty?: string;
  /** The messages of the form's other fields (the new password) on submit. */
  check?: () => Partial<Record<F, string>>;
  /** Asked before a code is sent and before the action (the login agreement); false stops. */
  confirm?: () => Promise<boolean>;
  /** The action once every field is right; the client has toasted an API error it throws. */
  action: (code: string) => Promise<void>;
  /** What an API error of the action shows besides the client's toast. */
  onApiError?: (error: ApiError) => void;
}

const hasError = (errors: Partial<Record<string, string>>) => Object.values(errors).some(Boolean);

/**
 * The part shared by every form whose action needs a code sent to the user (SMS login, password
 * reset, phone binding, the account's phone, email and password forms): the captcha and code
 * fields with their messages, 'get verification code' (the typed address checked, the captcha
 * asked for first) and submit (the address, the code and the other fields checked, then the
 * action; its API errors are the client's toasts). The form adds its own fields and canSubmit.
 */
export function useCodeForm<F extends string = never>(options: CodeFormOptions<F>) {
  const { t } = useTranslation('common');
  const [code, setCode] = useState('');
  const { errors, setErrors, edit } = useFieldErrors<F | 'captcha' | 'code'>();
  const sms = useSmsCode(options.request);
  const { to } = options;

  type Errors = typeof errors;
  const toErrors = (): Errors => (to ? { [to.field]: to.error() } : {}) as Errors;

  const codeError = () => {
    if (options.codeEmpty !== undefined && isBlank(code)) return options.codeEmpty;
    return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)
      ? undefined
      : t('codeForm.codeInvalid');
  };

  const sendCode = async () => {
    const next = toErrors();
    if (!hasError(next) && sms.captcha.needsTyping && isBlank(sms.captchaCode))
      next.captcha = t('codeForm.captchaEmpty');
    setErrors(next);
    if (hasError(next)) return;
    if (options.confirm && !(await options.confirm())) return;
    await sms.send(to?.value ?? '');
  };

  const submit = async () => {
    const next: Errors = { ...toErrors(), code: codeError(), ...(options.check?.() as Errors) };
    setErrors(next);
    if (hasError(next)) return;
    if (options.confirm && !(await options.confirm())) return;
    try {
      await options.action(code);
    } catch (error) {
      if (!isApiError(error)) throw error;
      options.onApiError?.(error);
    }
  };

  return {
    captchaCode: sms.captchaCode,
    setCaptchaCode: edit('captcha', sms.setCaptchaCode),
    code,
    // A code is digits, at most SMS_CODE_LENGTH of them.
    setCode: edit('code', (value: string) =>
      setCode(value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)),
    ),
    errors,
    /** Wraps a setter of the form's own fields so that editing one clears its message. */
    edit,
    captcha: sms.captcha,
    countdown: sms.countdown,
    sendCode,
    submit,
  };
}

/** The lengths a new password may have, for the messages that name them. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** A new password's message: `empty` when none is typed, `length` outside PASSWORD_LIMITS. */
export function newPasswordError(
  password: string,
  messages: { empty: string; length: string },
): string | undefined {
  if (password.length === 0) return messages.empty;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return messages.length;
  }
  return undefined;
}
