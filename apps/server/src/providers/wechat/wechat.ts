/** A login QR: what the image encodes and how long WeChat honours it. */
export interface WechatQr {
  url: string;
  expireSeconds: number;
}

/**
 * Creates WeChat login QR codes. The scan itself arrives separately: through the Official
 * Account event push (official) or the dev scan call (dev), both ending in QrLoginService.
 */
export interface WechatLoginProvider {
  readonly name: 'dev' | 'official';
  /** A QR for one login attempt: `scene` is what WeChat reports back, `topic` what the browser polls. */
  createQr(input: { topic: string; scene: string; expireSeconds: number }): Promise<WechatQr>;
}
