import {
  CaptchaResultSchema,
  ErrorCode,
  LoginResultSchema,
  UserInfoSchema,
  type PhoneLoginBody,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { api, noData } from '../../shared/http';

export function fetchUserInfo(signal?: AbortSignal) {
  return api.get('/api/user/user-info', UserInfoSchema, { signal });
}

export function postLogout() {
  return api.post('/api/user/logout', noData, undefined, { quiet: true });
}

export function fetchCaptcha(signal?: AbortSignal) {
  return api.get('/api/captcha', CaptchaResultSchema, { signal });
}

/** The SMS form shows these itself (and refreshes the captcha for the first two). */
export const SMS_CODE_FORM_ERRORS = [
  ErrorCode.VERIFY_OVERDUE,
  ErrorCode.VERIFY_CODE_ERROR,
  ErrorCode.OPERATION_TOO_FREQUENT,
] as const;

export function requestSmsCode(query: SmsCodeQuery) {
  return api.get('/api/login/sms-code', noData, {
    query: { ...query },
    quiet: SMS_CODE_FORM_ERRORS,
  });
}

export function loginByPhone(body: PhoneLoginBody) {
  return api.post('/api/login/phone', LoginResultSchema, body);
}
