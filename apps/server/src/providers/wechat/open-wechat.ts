import type { AppConfig } from '../../config.js';
import type { KeyValueStore } from '../kv/kv.js';
import type { DevWechatLoginProvider } from './dev-wechat.js';
import { OfficialWechatLoginProvider } from './official-wechat.js';
import type { WechatLoginProvider } from './wechat.js';

/**
 * The WeChat login provider (null when WeChat login is off), and the same object as `dev` when
 * it is the dev one (its pages need it); the dev one is imported only when selected.
 */
export async function openWechatLogin(
  config: AppConfig,
  kv: KeyValueStore,
  fetchImpl?: typeof fetch,
): Promise<{ provider: WechatLoginProvider | null; dev: DevWechatLoginProvider | null }> {
  if (config.WECHAT_LOGIN_PROVIDER === 'off') return { provider: null, dev: null };
  if (config.WECHAT_LOGIN_PROVIDER === 'dev') {
    const dev = new (await import('./dev-wechat.js')).DevWechatLoginProvider(kv);
    return { provider: dev, dev };
  }
  const provider = new OfficialWechatLoginProvider({
    appId: config.WECHAT_APP_ID!,
    appSecret: config.WECHAT_APP_SECRET!,
    kv,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return { provider, dev: null };
}
