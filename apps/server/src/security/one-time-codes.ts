import {
  AppError,
  ErrorCode,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '@slidecraft/contract';
import type { KeyValueStore } from '../providers/kv/index.js';
import { hmac, randomDigits, safeEqual } from './hash.js';

/** A sending cap: at most `max` codes in `window` seconds for one value of `scope`. */
export interface SendCap<Scope extends string> {
  scope: Scope;
  window: number;
  max: number;
}

/**
 * One channel of codes (SMS, email): its key-value keys, sending caps, what a code is bound to,
 * how its sender's failures read, and its log details. A `Target` is whom one code is for.
 */
export interface CodeChannel<Target, Scope extends string> {
  /** Names the resend, tries and cap keys: `<name>-resend:<slot>`, `<name>-cap:...`. */
  name: 'sms' | 'email';
  /** Names the key of the live code: `<codeKey>:<slot>`. */
  codeKey: string;
  caps: readonly SendCap<Scope>[];
  /** The target's part of the keys: one live code, one resend wait and one try count per slot. */
  slot(target: Target): string;
  /** What the code's MAC binds besides the code itself. */
  binding(target: Target): string;
  /** The stored value of a live code with this MAC. */
  record(target: Target, mac: string): string;
  /** The error of a send that failed (the code is withdrawn by then). */
  sendFailure(error: unknown): AppError;
  /** The log details of the refusals, in the channel's own words. */
  details: {
    resend: string;
    cap(cap: SendCap<Scope>): string;
    voided: string;
    noCode: string;
    wrong: string;
    used: string;
  };
}

/**
 * One-time codes of a channel: 6 CSPRNG digits, bound to their target, 5-minute life, single
 * use, void after 5 wrong tries, a new code voids the previous one, sends within 60 s refused,
 * and the channel's caps. Only the code's HMAC (under the app secret) is stored.
 */
export class OneTimeCodes<Target, Scope extends string> {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly secret: string,
    private readonly channel: CodeChannel<Target, Scope>,
  ) {}

  private mac(target: Target, code: string): string {
    return hmac(this.secret, `${this.channel.binding(target)}|${code}`);
  }

  private codeKey(target: Target): string {
    return `${this.channel.codeKey}:${this.channel.slot(target)}`;
  }

  private triesKey(target: Target): string {
    return `${this.channel.name}-tries:${this.channel.slot(target)}`;
  }

  /**
   * Applies every sending rule (the caps counted per `subjects`), then stores a new code and
   * hands it to `deliver`. With `deliver` null the rules still apply and count, but no code
   * exists and nothing leaves.
   */
  async send(
    target: Target,
    subjects: Record<Scope, string>,
    deliver: ((code: string) => Promise<void>) | null,
  ): Promise<void> {
    const { kv, channel } = this;
    const resendKey = `${channel.name}-resend:${channel.slot(target)}`;
    if (!(await kv.setIfAbsent(resendKey, '1', SMS_RESEND_SECONDS))) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, channel.details.resend);
    }
    const counted = channel.caps.map(
      (cap) => `${channel.name}-cap:${cap.scope}:${cap.window}:${subjects[cap.scope]}`,
    );
    for (const [i, cap] of channel.caps.entries()) {
      if ((await kv.incr(counted[i]!, cap.window)) > cap.max) {
        throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, channel.details.cap(cap));
      }
    }
    await kv.del(this.triesKey(target));
    const codeKey = this.codeKey(target);
    if (!deliver) {
      await kv.del(codeKey);
      return;
    }
    const code = randomDigits(SMS_CODE_LENGTH);
    await kv.set(codeKey, channel.record(target, this.mac(target, code)), SMS_CODE_TTL_SECONDS);
    try {
      await deliver(code);
    } catch (error) {
      // A send that did not happen costs nothing: no live code, no 60 s wait, no count.
      await kv.del(codeKey);
      await kv.del(resendKey);
      await Promise.all(counted.map((key) => kv.decr(key)));
      throw channel.sendFailure(error);
    }
  }

  /**
   * Consumes the code; throws 5003 when it is wrong, expired, used, voided or for another
   * target. Every attempt is counted before the comparison (atomically), so parallel guesses
   * cannot exceed the 5 tries.
   */
  async verify(target: Target, code: string): Promise<void> {
    const { kv, channel } = this;
    const key = this.codeKey(target);
    const attempt = await kv.incr(this.triesKey(target), SMS_CODE_TTL_SECONDS);
    if (attempt > SMS_CODE_MAX_WRONG_TRIES) {
      await kv.del(key);
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, channel.details.voided);
    }
    const stored = await kv.get(key);
    if (!stored) throw new AppError(ErrorCode.VERIFY_CODE_ERROR, channel.details.noCode);
    if (!safeEqual(stored, channel.record(target, this.mac(target, code)))) {
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, channel.details.wrong);
    }
    // take() makes the use single even when two right answers race.
    if ((await kv.take(key)) === null) {
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, channel.details.used);
    }
    await kv.del(this.triesKey(target));
  }
}
