/** A login QR: what the image encodes and how long WeChat honours it. */
export interface WechatQr {
  url: string;
  expireSeconds: number;
}

/** Why an in-app OAuth code did not give an openid. */
export type WechatOAuthFailure =
  /** WeChat refused the code (unknown, used or expired). */
  | 'rejected'
  /** WeChat could not be reached or answered with a server error. */
  | 'unavailable';

export class WechatOAuthError extends Error {
  override name = 'WechatOAuthError';
  constructor(
    readonly failure: WechatOAuthFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * WeChat login. QR codes: the scan itself arrives separately, through the Official Account
 * event push (official) or the dev scan call (dev), both ending in QrLoginService. In-app
 * OAuth (a page opened inside WeChat): the browser visits `oauthUrl`, WeChat sends it back to
 * `redirectUri` with a code and the state, and the code gives the user's openid.
 */
export interface WechatLoginProvider {
  readonly name: 'dev' | 'official';
  /** A QR for one login attempt: `scene` is what WeChat reports back, `topic` what the browser polls. */
  createQr(input: { topic: string; scene: string; expireSeconds: number }): Promise<WechatQr>;
  /** The in-app OAuth (snsapi_base, silent) authorize address. */
  oauthUrl(input: { state: string; redirectUri: string }): string;
  /** The openid behind an in-app OAuth code. Throws WechatOAuthError. */
  exchangeOAuthCode(code: string): Promise<{ openid: string }>;
  /** The Official Account's AppID (what the JS-SDK's wx.config takes). */
  readonly appId: string;
  /** The JS-SDK's jsapi_ticket (cached; fetched with the access token). */
  jsapiTicket(): Promise<string>;
}
