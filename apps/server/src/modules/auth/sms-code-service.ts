import {
  AppError,
  ErrorCode,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { SmsSendError, type SmsProvider, type SmsPurpose } from '../../providers/sms/sms.js';
import { hmac, randomDigits, safeEqual } from '../../security/hash.js';

/** Sending caps (reliability.md): per phone 5 an hour and 10 a day, per IP 30 an hour. */
const LIMITS = [
  { scope: 'phone', window: 3600, max: 5 },
  { scope: 'phone', window: 86_400, max: 10 },
  { scope: 'ip', window: 3600, max: 30 },
] as const;

/** What a user sees when the provider says the number cannot receive SMS (after 5000). */
const BAD_NUMBER_DETAIL = {
  'zh-CN': '该手机号无法接收短信，请检查号码',
  'zh-TW': '該手機號碼無法接收簡訊，請檢查號碼',
  'en-US': 'this number cannot receive SMS, please check it',
};

const codeKey = (purpose: SmsPurpose, phone: string) => `sms:${purpose}:${phone}`;
const wrongKey = (purpose: SmsPurpose, phone: string) => `sms-tries:${purpose}:${phone}`;

/**
 * SMS verification codes: 6 CSPRNG digits, bound to phone and purpose, 5-minute life, single
 * use, void after 5 wrong tries, a resend voids the previous code, resends within 60 s refused.
 */
export class SmsCodeService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly sms: SmsProvider,
    private readonly secret: string,
  ) {}

  private mac(purpose: SmsPurpose, phone: string, code: string): string {
    return hmac(this.secret, `${purpose}|${phone}|${code}`);
  }

  /**
   * Applies every sending rule, then stores and sends a code. With `deliver: false` (a reset
   * for a phone without an account) the rules still apply and count, but no code exists and no
   * SMS leaves: the caller's answer is the same either way.
   */
  async send(
    purpose: SmsPurpose,
    phone: string,
    ip: string,
    { deliver = true }: { deliver?: boolean } = {},
  ): Promise<void> {
    const fresh = await this.kv.setIfAbsent(
      `sms-resend:${purpose}:${phone}`,
      '1',
      SMS_RESEND_SECONDS,
    );
    if (!fresh) throw new AppError(ErrorCode.OPERATION_TOO_FREQUENT, 'resend within 60 s');
    const counted = LIMITS.map(
      (limit) => `sms-cap:${limit.scope}:${limit.window}:${limit.scope === 'phone' ? phone : ip}`,
    );
    for (const [i, limit] of LIMITS.entries()) {
      const count = await this.kv.incr(counted[i]!, limit.window);
      if (count > limit.max)
        throw new AppError(
          ErrorCode.OPERATION_TOO_FREQUENT,
          `${limit.scope} cap ${limit.max}/${limit.window}s`,
        );
    }
    await this.kv.del(wrongKey(purpose, phone));
    if (!deliver) {
      await this.kv.del(codeKey(purpose, phone));
      return;
    }
    const code = randomDigits(SMS_CODE_LENGTH);
    await this.kv.set(
      codeKey(purpose, phone),
      this.mac(purpose, phone, code),
      SMS_CODE_TTL_SECONDS,
    );
    try {
      await this.sms.send({ phone, purpose, code });
    } catch (err) {
      // A send that did not happen costs the user nothing: no live code, no 60 s wait, no count.
      await this.kv.del(codeKey(purpose, phone));
      await this.kv.del(`sms-resend:${purpose}:${phone}`);
      await Promise.all(counted.map((key) => this.kv.decr(key)));
      throw sendFailure(err);
    }
  }

  /**
   * Consumes the code; throws 5003 when it is wrong, expired, used or voided. Every attempt is
   * counted before the comparison (atomically), so parallel guesses cannot exceed the 5 tries.
   */
  async verify(purpose: SmsPurpose, phone: string, code: string): Promise<void> {
    const key = codeKey(purpose, phone);
    const attempt = await this.kv.incr(wrongKey(purpose, phone), SMS_CODE_TTL_SECONDS);
    if (attempt > SMS_CODE_MAX_WRONG_TRIES) {
      await this.kv.del(key);
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'code voided after too many tries');
    }
    const expected = await this.kv.get(key);
    if (!expected) throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'no live code');
    if (!safeEqual(expected, this.mac(purpose, phone, code))) {
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'wrong code');
    }
    // take() makes the use single even when two right answers race.
    if ((await this.kv.take(key)) === null)
      throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'already used');
    await this.kv.del(wrongKey(purpose, phone));
  }
}

/** The catalogue error of a failed send; the provider's own words stay in the log detail. */
function sendFailure(err: unknown): AppError {
  if (!(err instanceof SmsSendError)) {
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, `sms send failed: ${String(err)}`);
  }
  const detail = `sms ${err.kind} (${err.providerCode}): ${err.message}`;
  if (err.kind === 'throttled') return new AppError(ErrorCode.OPERATION_TOO_FREQUENT, detail);
  if (err.kind === 'bad-number') {
    return new AppError(ErrorCode.PARAMS_ERROR, detail, { localizedDetail: BAD_NUMBER_DETAIL });
  }
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, detail);
}
