import { AppError, ErrorCode, type QrCodeResult, type QrStatusResult } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';
import { randomToken } from '../../security/hash.js';
import type { LoginService } from '../auth/login-service.js';

/** Life of a login QR, seconds. */
export const QR_LIFE_SECONDS = 300;
/** New login QRs per client address and minute (each costs a WeChat API call). */
export const QR_CREATE_PER_MINUTE = 20;
/** How long a pushed event is remembered for de-duplication (WeChat retries within 15 s). */
const PUSH_DEDUPE_SECONDS = 300;

interface QrState {
  /** login (absent in QRs made before binds existed) or bind to `userId`. */
  purpose?: 'login' | 'bind';
  userId?: string;
  scene: string;
  url: string;
  /** Unix seconds. */
  expireAt: number;
}

const qrKey = (topic: string) => `wx-qr:${topic}`;
const sceneKey = (scene: string) => `wx-scene:${scene}`;
const scanKey = (topic: string) => `wx-scan:${topic}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * WeChat QR login. A topic (what the browser polls) and a scene (what WeChat reports) are
 * random and separate; both live in the key-value store for the QR's life, so any node can
 * answer. A confirmed scan is handed out once, as a token; the topic is then spent.
 */
export class QrLoginService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly provider: WechatLoginProvider,
    private readonly login: LoginService,
  ) {}

  get providerName(): WechatLoginProvider['name'] {
    return this.provider.name;
  }

  private async state(topic: string): Promise<QrState | null> {
    const raw = await this.kv.get(qrKey(topic));
    return raw ? (JSON.parse(raw) as QrState) : null;
  }

  /**
   * A new login QR (or, with `bindUserId`, a QR that binds the scanning WeChat to that
   * account), or the live one of `topic` when it is of the same kind. New QRs are limited per
   * address (5427); a WeChat API failure is 5402.
   */
  async create(ip: string, topic?: string, bindUserId?: string): Promise<QrCodeResult> {
    if (topic) {
      const live = await this.state(topic);
      if (live && live.userId === bindUserId) {
        return { url: live.url, topic, expireAt: live.expireAt };
      }
    }
    if ((await this.kv.incr(`wx-qr-ip:${ip}`, 60)) > QR_CREATE_PER_MINUTE) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'login QR rate');
    }
    const fresh = randomToken();
    const scene = randomToken().slice(0, 32);
    const qr = await this.provider
      .createQr({ topic: fresh, scene, expireSeconds: QR_LIFE_SECONDS })
      .catch((error: unknown) => {
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `wechat QR: ${String(error)}`);
      });
    const life = Math.max(1, Math.min(QR_LIFE_SECONDS, qr.expireSeconds));
    const state: QrState = {
      ...(bindUserId
        ? { purpose: 'bind' as const, userId: bindUserId }
        : { purpose: 'login' as const }),
      scene,
      url: qr.url,
      expireAt: nowSeconds() + life,
    };
    await this.kv.set(sceneKey(scene), fresh, life);
    await this.kv.set(qrKey(fresh), JSON.stringify(state), life);
    return { url: state.url, topic: fresh, expireAt: state.expireAt };
  }

  /** Records the scan of a live topic (the first one wins); 5106 when expired or unknown. */
  async confirmTopic(topic: string, openid: string): Promise<void> {
    const state = await this.state(topic);
    if (!state) throw new AppError(ErrorCode.WECHAT_CODE_OVERDUE);
    const remaining = Math.max(1, state.expireAt - nowSeconds());
    await this.kv.setIfAbsent(scanKey(topic), openid, remaining);
  }

  /**
   * An event pushed by WeChat (already signature-checked): a repeat of the same event
   * (FromUserName + CreateTime) or an unknown scene changes nothing.
   */
  async confirmPushedScan(scene: string, openid: string, createTime: string): Promise<void> {
    const fresh = await this.kv.setIfAbsent(
      `wx-push:${openid}:${createTime}`,
      '1',
      PUSH_DEDUPE_SECONDS,
    );
    if (!fresh) return;
    const topic = await this.kv.get(sceneKey(scene));
    if (!topic) return;
    await this.confirmTopic(topic, openid).catch(() => undefined);
  }

  /** waiting, or once scanned: success with a token, exactly once; then (and on expiry) 5106. */
  async status(topic: string): Promise<QrStatusResult> {
    const state = await this.state(topic);
    // A bind QR never logs in: its topic is unknown here.
    if (!state || state.purpose === 'bind') throw new AppError(ErrorCode.WECHAT_CODE_OVERDUE);
    const openid = await this.kv.take(scanKey(topic));
    if (!openid) return { status: 'waiting' };
    await this.kv.del(qrKey(topic));
    await this.kv.del(sceneKey(state.scene));
    const result = await this.login.loginWithWechat(openid);
    return { status: 'success', ...result };
  }

  /**
   * A bind QR of `userId`: waiting, or once scanned the WeChat is bound (success, once); 5106
   * when expired, spent or another account's; 5108 when that WeChat belongs to another account
   * (the QR is spent either way).
   */
  async bindStatus(topic: string, userId: string): Promise<{ status: 'waiting' | 'success' }> {
    const state = await this.state(topic);
    if (!state || state.purpose !== 'bind' || state.userId !== userId) {
      throw new AppError(ErrorCode.WECHAT_CODE_OVERDUE);
    }
    const openid = await this.kv.take(scanKey(topic));
    if (!openid) return { status: 'waiting' };
    await this.kv.del(qrKey(topic));
    await this.kv.del(sceneKey(state.scene));
    await this.login.bindWechat(userId, openid);
    return { status: 'success' };
  }
}
