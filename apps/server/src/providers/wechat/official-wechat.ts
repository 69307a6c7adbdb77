import { createHash, timingSafeEqual } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { KeyValueStore } from '../kv/index.js';
import { WechatOAuthError, type WechatLoginProvider, type WechatQr } from './wechat.js';

const API_BASE = 'https://api.weixin.qq.com';
const OAUTH_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** WeChat's "system busy" code: worth another try later, not a bad code. */
const SYSTEM_BUSY = -1;
/** WeChat's codes for an access token that is invalid or expired. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);
const REQUEST_TIMEOUT_MS = 5000;

export interface OfficialWechatOptions {
  appId: string;
  appSecret: string;
  kv: KeyValueStore;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  apiBase?: string;
}

/**
 * WeChat Official Account temporary QR codes (QR_STR_SCENE). The access token comes from the
 * stable_token endpoint (which hands every caller the same live token, so nodes refreshing at
 * once do not invalidate each other) and is cached in the key-value store, shared by all nodes.
 */
export class OfficialWechatLoginProvider implements WechatLoginProvider {
  readonly name = 'official';
  private readonly fetch: typeof fetch;
  private readonly apiBase: string;

  constructor(private readonly opts: OfficialWechatOptions) {
    this.fetch = opts.fetch ?? fetch;
    this.apiBase = opts.apiBase ?? API_BASE;
  }

  get appId(): string {
    return this.opts.appId;
  }

  private get tokenKey(): string {
    return `wechat-access-token:${this.opts.appId}`;
  }

  private async post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await this.fetch(`${this.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`wechat ${path.split('?')[0]}: HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** The cached access token, fetched from stable_token when absent. */
  async accessToken(): Promise<string> {
    const cached = await this.opts.kv.get(this.tokenKey);
    if (cached) return cached;
    const res = await this.post('/cgi-bin/stable_token', {
      grant_type: 'client_credential',
      appid: this.opts.appId,
      secret: this.opts.appSecret,
    });
    const token = res.access_token;
    if (typeof token !== 'string' || !token) {
      throw new Error(`wechat stable_token: errcode ${String(res.errcode)}`);
    }
    const expiresIn = typeof res.expires_in === 'number' ? res.expires_in : 7200;
    // Refresh 5 minutes early; stable_token answers with the same token until then.
    await this.opts.kv.set(this.tokenKey, token, Math.max(60, expiresIn - 300));
    return token;
  }

  async createQr(input: { scene: string; expireSeconds: number }): Promise<WechatQr> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const res = await this.post(
        `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
        {
          expire_seconds: input.expireSeconds,
          action_name: 'QR_STR_SCENE',
          action_info: { scene: { scene_str: input.scene } },
        },
      );
      if (typeof res.url === 'string' && res.url) {
        const seconds = typeof res.expire_seconds === 'number' ? res.expire_seconds : 0;
        return { url: res.url, expireSeconds: Math.min(input.expireSeconds, seconds || Infinity) };
      }
      if (attempt === 0 && STALE_TOKEN_CODES.has(Number(res.errcode))) {
        await this.opts.kv.del(this.tokenKey);
        continue;
      }
      throw new Error(`wechat qrcode/create: errcode ${String(res.errcode)}`);
    }
  }

  /**
   * cgi-bin/ticket/getticket?type=jsapi: the JS-SDK ticket (valid 7200 s), cached in the
   * key-value store (shared by all nodes) and refreshed 5 minutes early; a stale access token is
   * dropped and the call tried once more.
   */
  async jsapiTicket(): Promise<string> {
    const key = `wechat-jsapi-ticket:${this.opts.appId}`;
    const cached = await this.opts.kv.get(key);
    if (cached) return cached;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const res = await this.fetch(
        `${this.apiBase}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`,
        { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
      );
      if (!res.ok) throw new Error(`wechat ticket/getticket: HTTP ${res.status}`);
      const body = (await res.json()) as Record<string, unknown>;
      if (typeof body.ticket === 'string' && body.ticket && Number(body.errcode ?? 0) === 0) {
        const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 7200;
        await this.opts.kv.set(key, body.ticket, Math.max(60, expiresIn - 300));
        return body.ticket;
      }
      if (attempt === 0 && STALE_TOKEN_CODES.has(Number(body.errcode))) {
        await this.opts.kv.del(this.tokenKey);
        continue;
      }
      throw new Error(`wechat ticket/getticket: errcode ${String(body.errcode)}`);
    }
  }

  oauthUrl(input: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      appid: this.opts.appId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state: input.state,
    });
    // WeChat wants its parameters in this order and the #wechat_redirect fragment.
    return `${OAUTH_AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
  }

  /** sns/oauth2/access_token: the code (valid 5 minutes, once) for the user's openid. */
  async exchangeOAuthCode(code: string): Promise<{ openid: string }> {
    const query = new URLSearchParams({
      appid: this.opts.appId,
      secret: this.opts.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    let res: Record<string, unknown>;
    try {
      const answer = await this.fetch(
        `${this.apiBase}/sns/oauth2/access_token?${query.toString()}`,
        {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      res = (await answer.json()) as Record<string, unknown>;
    } catch (error) {
      throw new WechatOAuthError('unavailable', `sns/oauth2/access_token: ${String(error)}`, {
        cause: error,
      });
    }
    if (typeof res.openid === 'string' && res.openid) return { openid: res.openid };
    const failure = Number(res.errcode) === SYSTEM_BUSY ? 'unavailable' : 'rejected';
    throw new WechatOAuthError(failure, `sns/oauth2/access_token: errcode ${String(res.errcode)}`);
  }
}

/** The query WeChat signs every call to the server URL with. */
export interface WechatSignedQuery {
  signature?: string | undefined;
  timestamp?: string | undefined;
  nonce?: string | undefined;
}

/** `sha1(sort([token, timestamp, nonce]).join(''))` must equal `signature` (constant time). */
export function verifyWechatSignature(token: string, query: WechatSignedQuery): boolean {
  const { signature, timestamp, nonce } = query;
  if (!signature || !timestamp || !nonce) return false;
  const expected = createHash('sha1')
    .update([token, timestamp, nonce].sort().join(''))
    .digest('hex');
  const given = Buffer.from(signature.toLowerCase());
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The fields of a pushed message, all as strings. */
export type WechatPush = Record<string, string>;

const parser = new XMLParser({
  // No entity expansion of any kind (XXE, billion laughs), no attributes, values kept as text.
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
});

/** Parses the `<xml>` of a push; null when it is not a flat WeChat message. */
export function parseWechatPush(xml: string): WechatPush | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    return null;
  }
  const root = (parsed as { xml?: unknown }).xml;
  if (!root || typeof root !== 'object') return null;
  const out: WechatPush = {};
  for (const [key, value] of Object.entries(root)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** The login scene of a QR event: `subscribe` carries `qrscene_<scene>`, `SCAN` the scene. */
export function sceneOfPush(push: WechatPush): string | null {
  if (push.MsgType !== 'event') return null;
  const key = push.EventKey ?? '';
  if (push.Event === 'subscribe' && key.startsWith('qrscene_')) return key.slice('qrscene_'.length);
  if (push.Event === 'SCAN' && key) return key;
  return null;
}
