import { ErrorCode, WECHAT_BIND_THIRD_LOGIN } from '@slidecraft/contract';
import { isApiError } from '../../../shared/http';

/** `thirdLogin` value of a return from Huawei's authorize page (spec section 4). */
export const THIRD_LOGIN_HUAWEI = 'huawei';
/** `thirdLogin` value of a return from WeChat's in-app authorize page. */
export const THIRD_LOGIN_WECHAT = 'wechat';
/** Query parameters that name a campaign, first match wins; kept in sessionStorage. */
export const CAMPAIGN_PARAMS = ['utm_campaign', 'campaign'] as const;

/** What the landing address asks for. */
export type AddressSessionAction =
  | { kind: 'none' }
  /** `?token=`: store it as the session. */
  | { kind: 'token'; token: string }
  /** `?code=&state=&thirdLogin=huawei`: exchange the code through loginByHuawei. */
  | { kind: 'huawei'; code: string; state: string | undefined }
  /** `?error=…&thirdLogin=huawei`: Huawei's authorize page came back without a code. */
  | { kind: 'huawei-error'; error: string }
  /**
   * `?code=&state=` with `thirdLogin=wechat` or no thirdLogin (the default code exchange):
   * exchange the code through loginByMobileWechat.
   */
  | { kind: 'wechat'; code: string; state: string }
  /** `?thirdLogin=wechat` without a code or state: WeChat's page came back without a login. */
  | { kind: 'wechat-error' }
  /**
   * `?code=&state=&thirdLogin=wechatBind`: WeChat came back from a bind started in the account
   * settings; the WeChat bind call (signed in) binds it.
   */
  | { kind: 'wechat-bind'; code: string; state: string }
  /** `?thirdLogin=wechatBind` without a code or state: the bind did not happen. */
  | { kind: 'wechat-bind-error' };

export interface AddressSession {
  action: AddressSessionAction;
  campaign: string | null;
  /** The query without the handled parameters; null when nothing needs removing. */
  cleaned: URLSearchParams | null;
}

const HUAWEI_PARAMS = ['code', 'state', 'thirdLogin', 'error', 'error_description'];
const WECHAT_PARAMS = ['code', 'state', 'thirdLogin'];

/** The team invitation page, whose `token` parameter is an invitation. */
export const TEAM_JOIN_PATH = '/team/join';

/**
 * Reads the session parameters of a landing address (spec section 4: a code parameter is
 * exchanged for a token, through the phone-maker's exchange when thirdLogin names it).
 * `thirdLogin=huawei` -> Huawei; `thirdLogin=wechat`, or a `code` + `state` pair without
 * thirdLogin -> WeChat (the default exchange). A lone `code` (no state, which every exchange
 * needs) or one with another thirdLogin stays put: it may belong to something else.
 */
export function readAddressSession(params: URLSearchParams, pathname = ''): AddressSession {
  const campaign = CAMPAIGN_PARAMS.map((name) => params.get(name)?.trim()).find((v) => v) ?? null;
  const next = new URLSearchParams(params);
  let action: AddressSessionAction = { kind: 'none' };
  // The team invitation page's `token` is the invitation's, not a session (/team/join?token=).
  const token = pathname === TEAM_JOIN_PATH ? null : params.get('token');
  if (token !== null) {
    next.delete('token');
    if (token.trim()) action = { kind: 'token', token: token.trim() };
  }
  if (params.get('thirdLogin') === THIRD_LOGIN_HUAWEI) {
    const code = params.get('code')?.trim();
    const error = params.get('error')?.trim();
    if (action.kind === 'none') {
      if (code) action = { kind: 'huawei', code, state: params.get('state') ?? undefined };
      else action = { kind: 'huawei-error', error: error || 'no_code' };
    }
    for (const name of HUAWEI_PARAMS) next.delete(name);
  } else if (params.get('thirdLogin') === WECHAT_BIND_THIRD_LOGIN) {
    const code = params.get('code')?.trim();
    const state = params.get('state')?.trim();
    if (action.kind === 'none') {
      action = code && state ? { kind: 'wechat-bind', code, state } : { kind: 'wechat-bind-error' };
    }
    for (const name of WECHAT_PARAMS) next.delete(name);
  } else if (isWechatReturn(params)) {
    const code = params.get('code')?.trim();
    const state = params.get('state')?.trim();
    if (action.kind === 'none') {
      action = code && state ? { kind: 'wechat', code, state } : { kind: 'wechat-error' };
    }
    for (const name of WECHAT_PARAMS) next.delete(name);
  }
  const changed = next.toString() !== params.toString();
  return { action, campaign, cleaned: changed ? next : null };
}

function isWechatReturn(params: URLSearchParams): boolean {
  const thirdLogin = params.get('thirdLogin');
  if (thirdLogin === THIRD_LOGIN_WECHAT) return true;
  return thirdLogin === null && Boolean(params.get('code')?.trim() && params.get('state')?.trim());
}

/** The i18n key (auth namespace) of a failed WeChat in-app login. */
export type WechatMessageKey = 'wechat.networkError' | 'wechat.loginFailed';

/**
 * The message of a failed WeChat in-app call: no connection -> network error; anything else
 * (a used or unknown state, a refused code, WeChat unreachable) -> login failed, try again or
 * use another way: the user can do nothing different about the cause.
 */
export function wechatFailureMessage(error: unknown): WechatMessageKey {
  return isApiError(error) && error.httpStatus === 0 ? 'wechat.networkError' : 'wechat.loginFailed';
}

/** The i18n key (auth namespace) of a failed phone-maker login (spec section 8). */
export type HuaweiMessageKey =
  'huawei.networkError' | 'huawei.loginFailed' | 'huawei.cancelled' | 'huawei.serviceError';

/** Huawei's `error` on the way back: a refusal by the user, or anything else. */
export function huaweiCallbackMessage(error: string): HuaweiMessageKey {
  return error === 'access_denied' ? 'huawei.cancelled' : 'huawei.loginFailed';
}

/**
 * The message of a failed Huawei call: no connection -> network error; Huawei unreachable
 * (5402) or a server failure -> system service exception; a refused code, state or account
 * (5000, 5102) -> login failed, try another way; null for anything else (its own message).
 */
export function huaweiFailureMessage(error: unknown): HuaweiMessageKey | null {
  if (!isApiError(error)) return null;
  if (error.httpStatus === 0) return 'huawei.networkError';
  if (error.code === ErrorCode.SERVICE_UNAVAILABLE || error.httpStatus >= 500) {
    return 'huawei.serviceError';
  }
  if (error.code === ErrorCode.PARAMS_ERROR || error.code === ErrorCode.UNSUPPORTED_ACCOUNT) {
    return 'huawei.loginFailed';
  }
  return null;
}
