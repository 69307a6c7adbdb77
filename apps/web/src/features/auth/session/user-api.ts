import { accountApi, authApi } from '@slidecraft/contract';
import { call } from '../../../shared/http';

/*
 * What every page calls to know who is signed in and how one may sign in: apart from the other
 * session calls (`session-api.ts`, loaded with the code that needs them), since whatever a
 * module of the first page holds loads with it.
 */

export function fetchUserInfo(signal?: AbortSignal) {
  return call(accountApi.userInfo, {}, { signal });
}

/** Which login methods this deployment offers (WeChat QR login may be off). */
export function fetchLoginOptions(signal?: AbortSignal) {
  return call(authApi.loginOptions, {}, { signal, quiet: true });
}
