import { AppError, ErrorCode, SMS_CODE_TTL_SECONDS, type Locale } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { EmailSendError, type EmailProvider } from '../../providers/email/email.js';
import { OneTimeCodes, type CodeChannel } from '../../security/one-time-codes.js';
import type { UserService } from './user-service.js';

const EMAIL_OFF = {
  'zh-CN': '本站未开通邮箱功能',
  'zh-TW': '本站未開通電子郵件功能',
  'en-US': 'email is not available on this site',
};
const BAD_ADDRESS = {
  'zh-CN': '该邮箱无法接收邮件，请检查地址',
  'zh-TW': '該電子郵件地址無法接收郵件，請檢查地址',
  'en-US': 'this address cannot receive mail, please check it',
};
const SAME_EMAIL = {
  'zh-CN': '这已是账号的邮箱',
  'zh-TW': '這已是帳號的電子郵件',
  'en-US': 'this is already the email of the account',
};

/** The verification mail, per locale. */
const MAIL: Record<Locale, { subject: string; text: (code: string, minutes: number) => string }> = {
  'zh-CN': {
    subject: '【SlideCraft】邮箱验证码',
    text: (code, minutes) =>
      `您正在为 SlideCraft 账号设置邮箱，验证码：${code}\n${minutes} 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。`,
  },
  'zh-TW': {
    subject: '【SlideCraft】電子郵件驗證碼',
    text: (code, minutes) =>
      `您正在為 SlideCraft 帳號設定電子郵件，驗證碼：${code}\n${minutes} 分鐘內有效，請勿洩露給他人。如非本人操作，請忽略本郵件。`,
  },
  'en-US': {
    subject: '[SlideCraft] Email verification code',
    text: (code, minutes) =>
      `You are setting this address as the email of your SlideCraft account. Code: ${code}\nValid for ${minutes} minutes; do not share it. If this was not you, ignore this mail.`,
  },
};

interface EmailTarget {
  userId: string;
  /** Lower-cased. */
  email: string;
}

/**
 * The email channel: a code is bound to the account and the address (keys
 * `email-code:<userId>`). Sending caps, like the SMS codes' (reliability.md): per address 5 an
 * hour and 10 a day, per account 10 a day, per client address 30 an hour.
 */
const EMAIL_CHANNEL: CodeChannel<EmailTarget, 'to' | 'user' | 'ip'> = {
  name: 'email',
  codeKey: 'email-code',
  caps: [
    { scope: 'to', window: 3600, max: 5 },
    { scope: 'to', window: 86_400, max: 10 },
    { scope: 'user', window: 86_400, max: 10 },
    { scope: 'ip', window: 3600, max: 30 },
  ],
  slot: ({ userId }) => userId,
  binding: ({ userId, email }) => `email|${userId}|${email}`,
  record: ({ email }, mac) => JSON.stringify({ email, mac }),
  sendFailure: (error) =>
    error instanceof EmailSendError && error.failure === 'bad-address'
      ? new AppError(ErrorCode.PARAMS_ERROR, error.message, { localizedDetail: BAD_ADDRESS })
      : new AppError(ErrorCode.SERVICE_UNAVAILABLE, `email send failed: ${String(error)}`),
  details: {
    resend: 'email resend within 60 s',
    cap: (cap) => `email ${cap.scope} cap ${cap.max}/${cap.window}s`,
    voided: 'email code voided after too many tries',
    noCode: 'no live email code',
    wrong: 'wrong email code',
    used: 'email code already used',
  },
};

/**
 * The email of an account: a 6-digit code (one-time-codes.ts: CSPRNG) goes to the address,
 * bound to the account and the address, 5-minute life, single use, void after 5 wrong tries,
 * resends within 60 s refused; the address becomes the account's (and an account name for
 * password login) only once its code is entered. Unverified addresses are never stored on the
 * account.
 */
export class EmailService {
  private readonly codes: OneTimeCodes<EmailTarget, 'to' | 'user' | 'ip'>;

  constructor(
    kv: KeyValueStore,
    /** null: email is off (production without SMTP). */
    private readonly provider: EmailProvider | null,
    private readonly users: UserService,
    secret: string,
  ) {
    this.codes = new OneTimeCodes(kv, secret, EMAIL_CHANNEL);
  }

  get enabled(): boolean {
    return this.provider !== null;
  }

  /** The provider, or 5102 when email is off. */
  private sender(): EmailProvider {
    if (!this.provider) {
      throw new AppError(ErrorCode.UNSUPPORTED_ACCOUNT, 'email is off', {
        localizedDetail: EMAIL_OFF,
      });
    }
    return this.provider;
  }

  /** Sends a code to `email` (lower-cased) for the account `userId`. */
  async sendCode(userId: string, email: string, ip: string, locale: Locale): Promise<void> {
    const provider = this.sender();
    const owner = await this.users.findByEmail(email);
    if (owner?.id === userId) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'same email', { localizedDetail: SAME_EMAIL });
    }
    if (owner) throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'email of another account');
    const mail = MAIL[locale];
    await this.codes.send({ userId, email }, { to: email, user: userId, ip }, (code) =>
      provider.send({
        to: email,
        subject: mail.subject,
        text: mail.text(code, SMS_CODE_TTL_SECONDS / 60),
      }),
    );
  }

  /**
   * Checks the code sent to `email` (5003 when wrong, expired, used, voided or for another
   * address; every attempt counts, 5 at most) and sets the email (5108 when taken meanwhile).
   */
  async verify(userId: string, email: string, code: string): Promise<void> {
    this.sender();
    await this.codes.verify({ userId, email }, code);
    await this.users.setEmail(userId, email);
  }
}
