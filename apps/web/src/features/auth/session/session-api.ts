import { accountApi, authApi, type RouteInput } from '@slidecraft/contract';
import { call } from '../../../shared/http';

/*
 * The session's calls: what a return from a login or bind redirect exchanges, a link's token,
 * the logout (what every page needs to know who is signed in is `user-api.ts`: a module of its
 * own, so the home page does not carry these). The login forms' calls are in `../api.ts`, loaded with the
 * login modal, so the home page does not carry them.
 */

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

/**
 * Exchanges a Huawei code: the one Huawei sent back with our state, or (`native`) the one the
 * Huawei host app's one-tap hook handed over. The caller shows the phone-maker login messages.
 */
export function loginByHuawei(body: RouteInput<typeof authApi.loginByHuawei>['body']) {
  return call(authApi.loginByHuawei, { body }, { quiet: true });
}

/** Exchanges the code WeChat sent back with its state; the caller shows the failure. */
export function loginByMobileWechat(body: RouteInput<typeof authApi.loginByMobileWechat>['body']) {
  return call(authApi.loginByMobileWechat, { body }, { quiet: true });
}
