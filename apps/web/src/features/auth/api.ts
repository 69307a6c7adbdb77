import {
  ErrorCode,
  accountApi,
  authApi,
  type RouteInput,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { call } from '../../shared/http';

/* The login, reset and bind forms' calls (the session's own are in `session/session-api.ts`). */

/** The SMS form shows these itself (and refreshes the captcha for the first two). */
export const SMS_CODE_FORM_ERRORS = [
  ErrorCode.VERIFY_OVERDUE,
  ErrorCode.VERIFY_CODE_ERROR,
  ErrorCode.OPERATION_TOO_FREQUENT,
] as const;

export function requestSmsCode(query: RouteInput<typeof authApi.loginSmsCode>['query']) {
  return call(authApi.loginSmsCode, { query }, { quiet: SMS_CODE_FORM_ERRORS });
}

export function loginByPhone(body: RouteInput<typeof authApi.loginByPhone>['body']) {
  return call(authApi.loginByPhone, { body });
}

/** Password login: the form handles 5111 (the lock) itself; the rest are toasted by the client. */
export function loginByAccount(body: RouteInput<typeof authApi.loginByAccount>['body']) {
  return call(authApi.loginByAccount, { body }, { quiet: [ErrorCode.TOO_MANY_PASSWORD_ERRORS] });
}

/** The SMS code for a password reset (captcha first, like the login code). */
export function requestResetSms(query: RouteInput<typeof accountApi.resetPasswordSms>['query']) {
  return call(accountApi.resetPasswordSms, { query }, { quiet: SMS_CODE_FORM_ERRORS });
}

export function resetPassword(body: RouteInput<typeof accountApi.resetPassword>['body']) {
  return call(accountApi.resetPassword, { body });
}

/** The SMS code for binding a phone to the signed-in account. */
export function requestBindSms(query: SmsCodeQuery) {
  return call(accountApi.bindPhoneSms, { query }, { quiet: SMS_CODE_FORM_ERRORS });
}

/** Binds a phone to the signed-in account; 5108 (bound to another account) is toasted. */
export function bindPhone(body: RouteInput<typeof accountApi.bindPhone>['body']) {
  return call(accountApi.bindPhone, { body });
}

/** A WeChat login QR; the QR flow reports its own failures (warning toast or expired state). */
export function createLoginQr(topic: string | undefined, signal?: AbortSignal) {
  return call(
    authApi.wechatQrCode,
    { query: { purpose: 'login', topic } },
    { signal, quiet: true },
  );
}

/** One poll of a login QR; 5106 means it expired. */
export function fetchQrStatus(topic: string, signal?: AbortSignal) {
  return call(authApi.qrLoginStatus, { query: { topic } }, { signal, quiet: true });
}

/** The Huawei authorize address for a login that returns to `redirect`; failures are shown by the view. */
export function fetchHuaweiAuthorizeUrl(redirect: string) {
  return call(authApi.huaweiAuthorize, { query: { redirect } }, { quiet: true });
}

/**
 * The WeChat in-app authorize address for a login that returns to `callback` (a path of this
 * site); failures are shown by the view.
 */
export function fetchMobileWechatUrl(callback: string) {
  return call(authApi.mobileWechatUrl, { query: { callback } }, { quiet: true });
}
