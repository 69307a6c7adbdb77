import { AppError, ErrorCode } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { SmsSendError, type SmsProvider, type SmsPurpose } from '../../providers/sms/sms.js';
import { OneTimeCodes, type CodeChannel } from '../../security/one-time-codes.js';

/** What a user sees when the provider says the number cannot receive SMS (after 5000). */
const BAD_NUMBER_DETAIL = {
  'zh-CN': '该手机号无法接收短信，请检查号码',
  'zh-TW': '該手機號碼無法接收簡訊，請檢查號碼',
  'en-US': 'this number cannot receive SMS, please check it',
};

interface SmsTarget {
  purpose: SmsPurpose;
  phone: string;
}

/**
 * The SMS channel: a code is bound to phone and purpose (keys `sms:<purpose>:<phone>`). Sending
 * caps (reliability.md): per phone 5 an hour and 10 a day, per IP 30 an hour.
 */
const SMS_CHANNEL: CodeChannel<SmsTarget, 'phone' | 'ip'> = {
  name: 'sms',
  codeKey: 'sms',
  caps: [
    { scope: 'phone', window: 3600, max: 5 },
    { scope: 'phone', window: 86_400, max: 10 },
    { scope: 'ip', window: 3600, max: 30 },
  ],
  slot: ({ purpose, phone }) => `${purpose}:${phone}`,
  binding: ({ purpose, phone }) => `${purpose}|${phone}`,
  record: (_target, mac) => mac,
  sendFailure,
  details: {
    resend: 'resend within 60 s',
    cap: (cap) => `${cap.scope} cap ${cap.max}/${cap.window}s`,
    voided: 'code voided after too many tries',
    noCode: 'no live code',
    wrong: 'wrong code',
    used: 'already used',
  },
};

/**
 * SMS verification codes (one-time-codes.ts): 6 CSPRNG digits, bound to phone and purpose,
 * 5-minute life, single use, void after 5 wrong tries, a resend voids the previous code, resends
 * within 60 s refused.
 */
export class SmsCodeService {
  private readonly codes: OneTimeCodes<SmsTarget, 'phone' | 'ip'>;

  constructor(
    kv: KeyValueStore,
    private readonly sms: SmsProvider,
    secret: string,
  ) {
    this.codes = new OneTimeCodes(kv, secret, SMS_CHANNEL);
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
    await this.codes.send(
      { purpose, phone },
      { phone, ip },
      deliver ? (code) => this.sms.send({ phone, purpose, code }) : null,
    );
  }

  /** Consumes the code; throws 5003 when it is wrong, expired, used or voided. */
  async verify(purpose: SmsPurpose, phone: string, code: string): Promise<void> {
    await this.codes.verify({ purpose, phone }, code);
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
