import { randomUUID } from 'node:crypto';
import { AppError, CAPTCHA_TTL_SECONDS, ErrorCode, type CaptchaResult } from '@slidecraft/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaProvider } from '../../providers/captcha/captcha.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { sha256 } from '../../security/hash.js';

const ISSUE_LIMIT_PER_MINUTE = 30;
/** What the key of a widget captcha holds instead of an answer hash. */
const REMOTE = 'remote';
const key = (id: string) => `captcha:${id}`;
const answerKey = (id: string) => `captcha-answer:${id}`;

/**
 * Issues captchas and checks answers: the built-in image captcha or a provider's widget. Either
 * way a captcha id is single use with a 5-minute life, and issuing is capped per address.
 */
export class CaptchaService {
  constructor(
    private readonly provider: CaptchaProvider,
    private readonly kv: KeyValueStore,
    /** Keep the plain answer for GET /api/dev/captcha (dev providers only). */
    private readonly exposeAnswers: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  get kind(): CaptchaProvider['kind'] {
    return this.provider.kind;
  }

  /** Issues a captcha; more than 30 a minute from one address get 5427. */
  async issue(ip: string): Promise<CaptchaResult> {
    if ((await this.kv.incr(`captcha-ip:${ip}`, 60)) > ISSUE_LIMIT_PER_MINUTE) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'captcha issue rate');
    }
    const captchaId = randomUUID();
    if (this.provider.kind === 'aliyun') {
      await this.kv.set(key(captchaId), REMOTE, CAPTCHA_TTL_SECONDS);
      return { provider: 'aliyun', captchaId, ...this.provider.widget };
    }
    const { image, answer } = this.provider.create();
    await this.kv.set(key(captchaId), sha256(answer.toLowerCase()), CAPTCHA_TTL_SECONDS);
    if (this.exposeAnswers) await this.kv.set(answerKey(captchaId), answer, CAPTCHA_TTL_SECONDS);
    return { provider: 'builtin', captchaId, image };
  }

  /**
   * Throws 5002 when the captcha is unknown or expired, 5003 when the typed answer is wrong, 5001
   * when the widget's check fails, 5402 when the captcha provider cannot tell. Either way it is
   * used up.
   */
  async verify(captchaId: string, answer: string): Promise<void> {
    const expected = await this.kv.take(key(captchaId));
    await this.kv.del(answerKey(captchaId));
    if (!expected) throw new AppError(ErrorCode.VERIFY_OVERDUE);
    if (this.provider.kind === 'aliyun') {
      if (expected !== REMOTE) throw new AppError(ErrorCode.VERIFY_OVERDUE, 'not a widget captcha');
      return this.verifyRemote(this.provider.verify.bind(this.provider), answer);
    }
    if (sha256(answer.trim().toLowerCase()) !== expected)
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'captcha');
  }

  private async verifyRemote(verify: (param: string) => Promise<boolean>, param: string) {
    let passed: boolean;
    try {
      passed = await verify(param);
    } catch (err) {
      this.log.warn({ err }, 'captcha provider failed');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'captcha provider failed');
    }
    // 5001 (spec section 8: silent, the form retries): the widget asks the person again.
    if (!passed) throw new AppError(ErrorCode.VERIFY_ERROR, 'captcha widget');
  }

  /** Dev only: the answer of a live captcha. */
  async peekAnswer(captchaId: string): Promise<string | null> {
    return this.exposeAnswers ? this.kv.get(answerKey(captchaId)) : null;
  }
}
