import { devApi, linkTo } from '@slidecraft/contract';
import type { KeyValueStore } from '../kv/index.js';
import { randomToken } from '../../security/hash.js';
import { WechatOAuthError, type WechatLoginProvider, type WechatQr } from './wechat.js';

/** Life of a dev in-app OAuth code, seconds (WeChat's live 5 minutes). */
const DEV_CODE_SECONDS = 300;
const devCodeKey = (code: string) => `wx-dev-oauth:${code}`;

/**
 * Development WeChat login: the QR encodes a local page (the dev wechatScanPage call) whose
 * button confirms the scan as a test user; in-app OAuth goes to a local page (wechatOauthPage)
 * that issues a one-time code for a chosen test openid. Never loaded with NODE_ENV=production.
 */
export class DevWechatLoginProvider implements WechatLoginProvider {
  readonly name = 'dev';
  /** Not a real Official Account: pages inside WeChat cannot use this configuration. */
  readonly appId = 'wxdevslidecraft0000';

  constructor(private readonly kv: KeyValueStore) {}

  async createQr(input: { topic: string; expireSeconds: number }): Promise<WechatQr> {
    return {
      url: linkTo(devApi.wechatScanPage, { query: { topic: input.topic } }),
      expireSeconds: input.expireSeconds,
    };
  }

  /** The dev page gets the return path only (same site), never a full address. */
  oauthUrl(input: { state: string; redirectUri: string }): string {
    const back = new URL(input.redirectUri);
    return `${devApi.wechatOauthPage.path}?${new URLSearchParams({
      state: input.state,
      redirect: `${back.pathname}${back.search}`,
    }).toString()}`;
  }

  /** What the dev OAuth page's confirm button asks for: a code for `openid`, usable once. */
  async issueOAuthCode(openid: string): Promise<string> {
    const code = `dev-${randomToken().slice(0, 24)}`;
    await this.kv.set(devCodeKey(code), openid, DEV_CODE_SECONDS);
    return code;
  }

  /** A fixed stand-in ticket: the signature is computed exactly as with a real one. */
  async jsapiTicket(): Promise<string> {
    return 'dev-jsapi-ticket';
  }

  async exchangeOAuthCode(code: string): Promise<{ openid: string }> {
    const openid = await this.kv.take(devCodeKey(code));
    if (!openid) throw new WechatOAuthError('rejected', 'unknown or used dev code');
    return { openid };
  }
}
