import {
  LoginOptionsSchema,
  CaptchaResultSchema,
  ErrorCode,
  HandoffExchangeResultSchema,
  HuaweiAuthorizeResultSchema,
  HuaweiLoginResultSchema,
  LoginResultSchema,
  MobileWechatLoginResultSchema,
  MobileWechatResultSchema,
  QrCodeResultSchema,
  QrStatusResultSchema,
  UserInfoSchema,
  UtmTraceResultSchema,
  WechatBindResultSchema,
  type AccountLoginBody,
  type PhoneLoginBody,
  type SmsCodeQuery,
} from '@slidecraft/contract';
import { api, noData } from '../../shared/http';

export function fetchUserInfo(signal?: AbortSignal) {
  return api.get('/api/user/user-info', UserInfoSchema, { signal });
}

/**
 * The account of a token the page holds without storing it (a `?token=` link's); the caller
 * says what a failure means.
 */
export function fetchUserInfoOf(token: string) {
  return api.get('/api/user/user-info', UserInfoSchema, { token, quiet: true });
}

/** Revokes a session the page made but does not keep (a hand-off it was not asked to use). */
export function revokeSession(token: string) {
  return api.post('/api/user/logout', noData, undefined, { token, quiet: true });
}

/** POST /api/login/handoff/exchange: the app shell's one-use hand-off token for a session. */
export function exchangeHandoff(handoff: string) {
  return api.post(
    '/api/login/handoff/exchange',
    HandoffExchangeResultSchema,
    { handoff },
    {
      quiet: true,
    },
  );
}

/** GET /api/user/utm-trace: the campaign kept in sessionStorage reaches the account (best effort). */
export function traceCampaign(campaign: string) {
  return api.get('/api/user/utm-trace', UtmTraceResultSchema, { query: { campaign }, quiet: true });
}

/**
 * POST /api/mobile/wechat/bind: binds the WeChat that came back from a bind started in the
 * account settings (inside WeChat); 5108 (another account's WeChat) is toasted by the client.
 */
export function bindWechatByCode(body: { code: string; state: string }) {
  return api.post('/api/mobile/wechat/bind', WechatBindResultSchema, body);
}

export function postLogout() {
  return api.post('/api/user/logout', noData, undefined, { quiet: true });
}

/** Which login methods this deployment offers (WeChat QR login may be off). */
export function fetchLoginOptions(signal?: AbortSignal) {
  return api.get('/api/login/options', LoginOptionsSchema, { signal, quiet: true });
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

/** Password login: the form handles 5111 (the lock) itself; the rest are toasted by the client. */
export function loginByAccount(body: AccountLoginBody) {
  return api.post('/api/login/account', LoginResultSchema, body, {
    quiet: [ErrorCode.TOO_MANY_PASSWORD_ERRORS],
  });
}

/** The SMS code for a password reset (captcha first, like the login code). */
export function requestResetSms(query: SmsCodeQuery) {
  return api.get('/api/sms/reset-pwd', noData, {
    query: { ...query },
    quiet: SMS_CODE_FORM_ERRORS,
  });
}

export interface ResetPasswordBody {
  phone: string;
  code: string;
  password: string;
}

export function resetPassword(body: ResetPasswordBody) {
  return api.post('/api/user/set-password', noData, body);
}

/** The SMS code for binding a phone to the signed-in account. */
export function requestBindSms(query: SmsCodeQuery) {
  return api.get('/api/sms/set-bind', noData, { query: { ...query }, quiet: SMS_CODE_FORM_ERRORS });
}

/** Binds a phone to the signed-in account; 5108 (bound to another account) is toasted. */
export function bindPhone(body: { phone: string; code: string }) {
  return api.post('/api/user/bind-account', noData, body);
}

/** A WeChat login QR; the QR flow reports its own failures (warning toast or expired state). */
export function createLoginQr(topic: string | undefined, signal?: AbortSignal) {
  return api.get('/api/getTemporaryQrcode', QrCodeResultSchema, {
    query: { purpose: 'login', topic },
    signal,
    quiet: true,
  });
}

/** One poll of a login QR; 5106 means it expired. */
export function fetchQrStatus(topic: string, signal?: AbortSignal) {
  return api.get('/api/login/qrcode/status', QrStatusResultSchema, {
    query: { topic },
    signal,
    quiet: true,
  });
}

/** The Huawei authorize address for a login that returns to `redirect`; failures are shown by the view. */
export function fetchHuaweiAuthorizeUrl(redirect: string) {
  return api.get('/api/login/huawei/authorize', HuaweiAuthorizeResultSchema, {
    query: { redirect },
    quiet: true,
  });
}

/**
 * Exchanges a Huawei code: the one Huawei sent back with our state, or (`native`) the one the
 * Huawei host app's one-tap hook handed over. The caller shows the phone-maker login messages.
 */
export function loginByHuawei(
  body:
    | { authorizationCode: string; state: string | undefined }
    | {
        authorizationCode: string;
        native: true;
      },
) {
  return api.post('/api/login/huawei', HuaweiLoginResultSchema, body, { quiet: true });
}

/**
 * The WeChat in-app authorize address for a login that returns to `callback` (a path of this
 * site); failures are shown by the view.
 */
export function fetchMobileWechatUrl(callback: string) {
  return api.get('/api/login/mobile-wechat', MobileWechatResultSchema, {
    query: { callback },
    quiet: true,
  });
}

/** Exchanges the code WeChat sent back with its state; the caller shows the failure. */
export function loginByMobileWechat(body: { code: string; state: string }) {
  return api.post('/api/login/mobile-wechat', MobileWechatLoginResultSchema, body, {
    quiet: true,
  });
}
