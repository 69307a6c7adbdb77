import { CHANNEL_AUTH_HEADER, HEADER, WEB_SOURCE } from '@slidecraft/contract';
import { currentLocale } from '../i18n/instance';
import { getDeviceId } from '../storage/device-id';

/** The partner embed's X-Channel-Auth value (/embed): sent with every call once set. */
let channelAuth: string | null = null;
export function setChannelAuth(value: string | null): void {
  channelAuth = value;
}

/** The headers every call carries (spec section 7). */
export function apiHeaders(options: {
  token: string | null;
  json: boolean;
  accept?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    [HEADER.language]: currentLocale(),
    [HEADER.device]: getDeviceId(),
    [HEADER.source]: WEB_SOURCE,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json) headers['Content-Type'] = 'application/json';
  if (channelAuth) headers[CHANNEL_AUTH_HEADER] = channelAuth;
  return headers;
}
