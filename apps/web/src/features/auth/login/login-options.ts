import { useQuery } from '@tanstack/react-query';
import { fetchLoginOptions } from '../session/user-api';
import { sessionKeys } from '../session/session-keys';

/**
 * Whether this deployment offers WeChat login (an operator without an Official Account sets
 * WECHAT_LOGIN_PROVIDER=off). Read by the default login view; true until the server says
 * otherwise.
 */
let wechatLogin = true;

export function wechatLoginOffered(): boolean {
  return wechatLogin;
}

/**
 * Loads the deployment's login options once; true when the login views may render (the options
 * arrived, or could not be read and the defaults apply).
 */
export function useLoginOptionsReady(): boolean {
  return !useQuery(loginOptionsQuery).isPending;
}

/** Whether an email can be set on the account (SMTP or the dev outbox); false until known. */
export function useEmailOffered(): boolean {
  return useQuery(loginOptionsQuery).data?.email ?? false;
}

const loginOptionsQuery = {
  queryKey: sessionKeys.loginOptions,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const options = await fetchLoginOptions(signal);
    wechatLogin = options.wechatQr;
    return options;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
} as const;
