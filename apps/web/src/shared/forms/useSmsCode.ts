import { ErrorCode, SMS_RESEND_SECONDS, type SmsCodeQuery } from '@slidecraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http';
import { toast } from '../ui';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';

/**
 * What a form that sends an SMS code returns for PhoneCodeFields to render: the phone (absent
 * where the code goes to the bound phone), the captcha and the code with their setters and
 * messages, the countdown and the send action.
 */
export interface PhoneCodeForm extends CaptchaForm {
  phone?: string;
  setPhone?: (phone: string) => void;
  code: string;
  setCode: (code: string) => void;
  errors: Partial<Record<'phone' | 'captcha' | 'code', string>>;
  countdown: { running: boolean; left: number };
  sendCode: () => Promise<void>;
}

/** The image captcha row's state (CaptchaField), also returned by the password login form. */
export interface CaptchaForm {
  captchaCode: string;
  setCaptchaCode: (captchaCode: string) => void;
  errors: { captcha?: string };
  captcha: { captchaId: string; image?: string; needsTyping: boolean; refresh: () => void };
}

/**
 * The captcha + SMS code part shared by SMS login, password reset and phone binding: the
 * captcha is needed before any code is sent; a sent code starts the 60 s countdown; a wrong or
 * overdue captcha (5003 / 5002) is shown and replaced, 5001 is replaced silently, 5427 is shown.
 */
export function useSmsCode(request: (query: SmsCodeQuery) => Promise<unknown>) {
  const { t } = useTranslation('common');
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [captchaCode, setCaptchaCode] = useState('');

  const newCaptcha = () => {
    setCaptchaCode('');
    captcha.refresh();
  };

  /** Sends the code to a phone the caller has validated; resolves whether it was sent. */
  const send = async (phone: string): Promise<boolean> => {
    const answer = await captcha.answer(captchaCode);
    if (answer === null) return false;
    try {
      await request({ phone, captchaId: captcha.captchaId, captchaCode: answer });
      toast.success(t('codeForm.sent'));
      countdown.start(SMS_RESEND_SECONDS);
      newCaptcha();
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === ErrorCode.OPERATION_TOO_FREQUENT) toast.error(error.message);
      if (error.code === ErrorCode.VERIFY_OVERDUE || error.code === ErrorCode.VERIFY_CODE_ERROR) {
        toast.error(error.message);
        newCaptcha();
      }
      if (error.code === ErrorCode.VERIFY_ERROR) newCaptcha();
      return false;
    }
  };

  return { captcha, countdown, captchaCode, setCaptchaCode, newCaptcha, send };
}
