import {
  ErrorCode,
  accountApi,
  authApi,
  type RouteInput,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { call } from '../../shared/http';

export function fetchUserInfo(signal?: AbortSignal) {
  return call(accountApi.userInfo, {}, { signal });
}

/**
 * The account of a token the page holds without storing it (a `?token=` link's); the caller
 * says what a failure means.
 */
export function fetchUserInfoOf(token: string) {
  return call(accountApi.userInfo, {}, { token, quiet: true });
}

/** Revokes a session the page made but does not keep (a hand-off it was not asked to use). */
export function revokeSession(token: string) {
  return call(accountApi.logout, {}, { token, quiet: true });
}

/** The hand-off exchange: the app shell's one-use hand-off token for a session. */
export function exchangeHandoff(handoff: string) {
  return call(authApi.exchangeHandoff, { body: { handoff } }, { quiet: true });
}

/** The campaign trace: the campaign kept in sessionStorage reaches the account (best effort). */
export function traceCampaign(campaign: string) {
  return call(accountApi.utmTrace, { query: { campaign } }, { quiet: true });
}

/**
 * The WeChat bind (accountApi.bindWechat): binds the WeChat that came back from a bind started
 * in the account settings (inside WeChat); 5108 (another account's WeChat) is toasted by the
 * client.
 */
export function bindWechatByCode(body: RouteInput<typeof accountApi.bindWechat>['body']) {
  return call(accountApi.bindWechat, { body });
}

export function postLogout() {
  return call(accountApi.logout, {}, { quiet: true });
}

/** Which login methods this deployment offers (WeChat QR login may be off). */
export function fetchLoginOptions(signal?: AbortSignal) {
  return call(authApi.loginOptions, {}, { signal, quiet: true });
}

export function fetchCaptcha(signal?: AbortSignal) {
  return call(authApi.captcha, {}, { signal });
}

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
 * Exchanges a Huawei code: the one Huawei sent back with our state, or (`native`) the one the
 * Huawei host app's one-tap hook handed over. The caller shows the phone-maker login messages.
 */
export function loginByHuawei(body: RouteInput<typeof authApi.loginByHuawei>['body']) {
  return call(authApi.loginByHuawei, { body }, { quiet: true });
}

/**
 * The WeChat in-app authorize address for a login that returns to `callback` (a path of this
 * site); failures are shown by the view.
 */
export function fetchMobileWechatUrl(callback: string) {
  return call(authApi.mobileWechatUrl, { query: { callback } }, { quiet: true });
}

/** Exchanges the code WeChat sent back with its state; the caller shows the failure. */
export function loginByMobileWechat(body: RouteInput<typeof authApi.loginByMobileWechat>['body']) {
  return call(authApi.loginByMobileWechat, { body }, { quiet: true });
}
