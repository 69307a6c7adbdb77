import {
  AppError,
  ErrorCode,
  WECHAT_BIND_THIRD_LOGIN,
  type MobileWechatLoginResult,
} from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { WechatOAuthError, type WechatLoginProvider } from '../../providers/wechat/wechat.js';
import { randomToken } from '../../security/hash.js';
import type { LoginService } from '../auth/login-service.js';

/** Life of an in-app OAuth state, seconds. */
export const WECHAT_OAUTH_STATE_SECONDS = 600;
/** Life of the "this code was used" mark, seconds (WeChat codes live 5 minutes). */
const USED_CODE_SECONDS = 600;
/** The web page WeChat sends the browser back to; it exchanges the code. */
export const WECHAT_OAUTH_RETURN_PATH = '/login?thirdLogin=wechat';

export const wechatOAuthStateKey = (state: string) => `wx-oauth-state:${state}`;
const codeKey = (code: string) => `wx-oauth-code:${code}`;

/**
 * WeChat in-app OAuth login (a page opened inside WeChat). A random state, bound to the path
 * the login started from, lives 10 minutes in the key-value store and is taken once; a code is
 * accepted once. The account is the same as the QR login's: both come from the Official
 * Account's openid.
 */
export class WechatOAuthLoginService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly provider: WechatLoginProvider,
    private readonly login: LoginService,
  ) {}

  /** The authorize address for a new state bound to `callback`; WeChat returns to `origin`. */
  async authorize(callback: string, origin: string): Promise<{ url: string }> {
    const state = randomToken().slice(0, 32);
    await this.kv.set(
      wechatOAuthStateKey(state),
      JSON.stringify({ redirect: callback }),
      WECHAT_OAUTH_STATE_SECONDS,
    );
    const redirectUri = `${origin}${WECHAT_OAUTH_RETURN_PATH}`;
    return { url: this.provider.oauthUrl({ state, redirectUri }) };
  }

  /**
   * Checks and spends the state (5000 when unknown or used), then exchanges the code (5105 when
   * WeChat refuses it, 5402 when WeChat is unreachable) and logs in or registers the openid.
   */
  async loginWithCode(code: string, state: string): Promise<MobileWechatLoginResult> {
    const { redirect, bindUserId } = await this.takeState(state);
    // A bind's state never logs in (it would sign the WeChat user in elsewhere).
    if (bindUserId) throw new AppError(ErrorCode.PARAMS_ERROR, 'wechat oauth: a bind state');
    const openid = await this.openidOf(code);
    const result = await this.login.loginWithWechat(openid);
    return { ...result, isNew: result.isNewUser, redirect };
  }

  /**
   * The authorize address of a bind for the signed-in `userId`: WeChat returns to `callback`
   * (same site) with thirdLogin=wechatBind, the code and the state.
   */
  async authorizeBind(callback: string, origin: string, userId: string): Promise<{ url: string }> {
    const state = randomToken().slice(0, 32);
    await this.kv.set(
      wechatOAuthStateKey(state),
      JSON.stringify({ redirect: callback, bindUserId: userId }),
      WECHAT_OAUTH_STATE_SECONDS,
    );
    const back = new URL(callback, origin);
    back.searchParams.set('thirdLogin', WECHAT_BIND_THIRD_LOGIN);
    return {
      url: this.provider.oauthUrl({
        state,
        redirectUri: `${origin}${back.pathname}${back.search}`,
      }),
    };
  }

  /**
   * Binds the openid of `code` to `userId`, who must be the account that started the bind
   * (so a bind link sent to someone else binds nothing); 5000 for a wrong, used or foreign
   * state or a refused code, 5108 when the WeChat belongs to another account.
   */
  async bindWithCode(code: string, state: string, userId: string): Promise<{ redirect: string }> {
    const { redirect, bindUserId } = await this.takeState(state);
    if (bindUserId !== userId) {
      throw new AppError(ErrorCode.PARAMS_ERROR, "wechat oauth: not this account's bind");
    }
    await this.login.bindWechat(userId, await this.openidOf(code));
    return { redirect };
  }

  private async takeState(state: string): Promise<{ redirect: string; bindUserId?: string }> {
    const stored = await this.kv.take(wechatOAuthStateKey(state));
    if (!stored) throw new AppError(ErrorCode.PARAMS_ERROR, 'wechat oauth: unknown or used state');
    return JSON.parse(stored) as { redirect: string; bindUserId?: string };
  }

  /**
   * Spends the code (once) and asks WeChat for its openid: 5105 (WeChat code error) for a code
   * used before or refused by WeChat, 5402 when WeChat is busy or unreachable.
   */
  private async openidOf(code: string): Promise<string> {
    if (!(await this.kv.setIfAbsent(codeKey(code), '1', USED_CODE_SECONDS))) {
      throw new AppError(ErrorCode.WECHAT_CODE_ERROR, 'wechat oauth: code already used');
    }
    try {
      return (await this.provider.exchangeOAuthCode(code)).openid;
    } catch (error) {
      if (error instanceof WechatOAuthError && error.failure === 'rejected') {
        throw new AppError(ErrorCode.WECHAT_CODE_ERROR, `wechat oauth: ${error.message}`);
      }
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `wechat oauth: ${String(error)}`);
    }
  }
}
