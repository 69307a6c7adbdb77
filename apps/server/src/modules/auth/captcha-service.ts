import { randomUUID } from 'node:crypto';
import { AppError, CAPTCHA_TTL_SECONDS, ErrorCode } from '@slidecraft/contract';
import type { CaptchaProvider } from '../../providers/captcha/captcha.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { sha256 } from '../../security/hash.js';

const ISSUE_LIMIT_PER_MINUTE = 30;
const key = (id: string) => `captcha:${id}`;
const answerKey = (id: string) => `captcha-answer:${id}`;

/** Issues image captchas and checks answers (single use, 5-minute life). */
export class CaptchaService {
  constructor(
    private readonly provider: CaptchaProvider,
    private readonly kv: KeyValueStore,
    /** Keep the plain answer for GET /api/dev/captcha (dev providers only). */
    private readonly exposeAnswers: boolean,
  ) {}

  /** Issues a captcha; more than 30 a minute from one address get 5427. */
  async issue(ip: string): Promise<{ captchaId: string; image: string }> {
    if ((await this.kv.incr(`captcha-ip:${ip}`, 60)) > ISSUE_LIMIT_PER_MINUTE) {
      throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'captcha issue rate');
    }
    const { image, answer } = this.provider.create();
    const captchaId = randomUUID();
    await this.kv.set(key(captchaId), sha256(answer.toLowerCase()), CAPTCHA_TTL_SECONDS);
    if (this.exposeAnswers) await this.kv.set(answerKey(captchaId), answer, CAPTCHA_TTL_SECONDS);
    return { captchaId, image };
  }

  /** Throws 5002 when the captcha is unknown or expired, 5003 when the answer is wrong. Either way it is used up. */
  async verify(captchaId: string, answer: string): Promise<void> {
    const expected = await this.kv.take(key(captchaId));
    await this.kv.del(answerKey(captchaId));
    if (!expected) throw new AppError(ErrorCode.VERIFY_OVERDUE);
    if (sha256(answer.trim().toLowerCase()) !== expected)
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'captcha');
  }

  /** Dev only: the answer of a live captcha. */
  async peekAnswer(captchaId: string): Promise<string | null> {
    return this.exposeAnswers ? this.kv.get(answerKey(captchaId)) : null;
  }
}
