import type { SmsPurpose } from '../../providers/sms/sms.js';

/**
 * What the account routes ask of the sign-in side: the auth module's captcha, SMS code,
 * password and session services answer these (they are passed in at start; the user module
 * names only the calls it makes, so it imports nothing of auth).
 */
export interface CaptchaCheck {
  verify(captchaId: string, answer: string): Promise<void>;
}

export interface SmsCodeCheck {
  send(purpose: SmsPurpose, phone: string, ip: string): Promise<unknown>;
  verify(purpose: SmsPurpose, phone: string, code: string): Promise<void>;
}

export interface PasswordChange {
  sendChangeCode(userId: string, ip: string): Promise<void>;
  change(userId: string, keepToken: string, code: string, password: string): Promise<void>;
}

export interface SessionEnd {
  revoke(token: string): Promise<void>;
}
