import type { WechatLoginProvider, WechatQr } from './wechat.js';

/**
 * Development WeChat login: the QR encodes a local page (`/api/dev/wechat/scan-page`) whose
 * button confirms the scan as a test user. Never loaded with NODE_ENV=production.
 */
export class DevWechatLoginProvider implements WechatLoginProvider {
  readonly name = 'dev';

  async createQr(input: { topic: string; expireSeconds: number }): Promise<WechatQr> {
    return {
      url: `/api/dev/wechat/scan-page?topic=${encodeURIComponent(input.topic)}`,
      expireSeconds: input.expireSeconds,
    };
  }
}
