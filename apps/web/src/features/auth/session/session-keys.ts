import { accountApi, authApi } from '@slidecraft/contract';
import { routeKey } from '../../../shared/http';

/** TanStack Query keys of the session: the route table's keys of its calls. */
export const sessionKeys = {
  /** Every signed-in user query (each token's): what a change of the account invalidates. */
  all: routeKey(accountApi.userInfo),
  /** The user signed in with `token`. */
  user: (token: string | null) => [...routeKey(accountApi.userInfo), token] as const,
  loginOptions: routeKey(authApi.loginOptions),
};
