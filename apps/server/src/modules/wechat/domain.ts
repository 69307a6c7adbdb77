import type { KeyValueStore } from '../../providers/kv/index.js';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';
import type { LoginService } from '../auth/login-service.js';
import { WechatOAuthLoginService } from './oauth-login-service.js';
import { QrLoginService } from './qr-login-service.js';

export interface WechatDomainNeeds {
  kv: KeyValueStore;
  /** null with WECHAT_LOGIN_PROVIDER=off. */
  provider: WechatLoginProvider | null;
  login: LoginService;
}

export interface WechatDomain {
  /** WeChat QR login; null with WECHAT_LOGIN_PROVIDER=off. */
  qrLogin: QrLoginService | null;
  /** WeChat in-app OAuth login (pages opened inside WeChat); null with WECHAT_LOGIN_PROVIDER=off. */
  wechatOAuth: WechatOAuthLoginService | null;
  /** The WeChat provider (JS-SDK signatures); null with WECHAT_LOGIN_PROVIDER=off. */
  wechatProvider: WechatLoginProvider | null;
}

/** Signing in with WeChat: the QR scan on a computer, OAuth inside WeChat. */
export function wechatDomain({ kv, provider, login }: WechatDomainNeeds): WechatDomain {
  return {
    qrLogin: provider && new QrLoginService(kv, provider, login),
    wechatOAuth: provider && new WechatOAuthLoginService(kv, provider, login),
    wechatProvider: provider,
  };
}
