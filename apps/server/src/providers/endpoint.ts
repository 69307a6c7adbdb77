/** A provider endpoint split the way the cloud SDKs take it. */
export interface EndpointParts {
  protocol: 'http' | 'https';
  /** host[:port] */
  host: string;
}

/**
 * `dysmsapi.aliyuncs.com` -> https + host; `http://127.0.0.1:4000` -> http + host:port (the
 * tests' local fakes). The value was checked by the configuration schema.
 */
export function endpointParts(value: string): EndpointParts {
  const match = /^(https?):\/\/(.+?)\/?$/.exec(value);
  if (!match) return { protocol: 'https', host: value.replace(/\/$/, '') };
  return { protocol: match[1] as 'http' | 'https', host: match[2]! };
}
