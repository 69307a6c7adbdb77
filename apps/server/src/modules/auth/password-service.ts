import { AppError, COMMON_PASSWORD_MESSAGES, ErrorCode } from '@slidecraft/contract';
import type { UserService } from '../user/user-service.js';
import { isCommonPassword } from './common-passwords.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordAttemptLimiter } from './password-limiter.js';
import type { SessionService } from './session-service.js';
import type { SmsCodeService } from './sms-code-service.js';

/** The limiter subject of a known account (unknown names use `name:`). */
export const userSubject = (userId: string) => `user:${userId}`;

/** Setting and changing passwords, each proven with an SMS code to the account's phone. */
export class PasswordService {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limiter: PasswordAttemptLimiter,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly smsCodes: SmsCodeService,
  ) {}

  /** 5000 with a clear message when the password is on the common-password list. */
  assertAcceptable(password: string): void {
    if (isCommonPassword(password)) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'common password', {
        localizedDetail: COMMON_PASSWORD_MESSAGES,
      });
    }
  }

  /**
   * GET /api/sms/reset-pwd: every phone gets the same answer and counts against the same
   * limits; only a phone with an account actually receives a code.
   */
  async sendResetCode(phone: string, ip: string): Promise<void> {
    const user = await this.users.findByPhone(phone);
    await this.smsCodes.send('reset-pwd', phone, ip, { deliver: user !== undefined });
  }

  /** Forgotten password: sets it and ends every session of the account. */
  async reset(phone: string, code: string, password: string): Promise<void> {
    this.assertAcceptable(password);
    await this.smsCodes.verify('reset-pwd', phone, code);
    const user = await this.users.findByPhone(phone);
    if (!user) throw new AppError(ErrorCode.VERIFY_CODE_ERROR, 'phone lost its account');
    await this.store(user.id, password);
    await this.sessions.revokeAllForUser(user.id);
  }

  /** GET /api/sms/set-pwd: a code to the signed-in user's bound phone. */
  async sendChangeCode(userId: string, ip: string): Promise<void> {
    await this.smsCodes.send('set-pwd', await this.boundPhone(userId), ip);
  }

  /** Change (or first set) of the password by a signed-in user; other sessions end. */
  async change(userId: string, keepToken: string, code: string, password: string): Promise<void> {
    this.assertAcceptable(password);
    await this.smsCodes.verify('set-pwd', await this.boundPhone(userId), code);
    await this.store(userId, password);
    await this.sessions.revokeAllForUser(userId, keepToken);
  }

  private async boundPhone(userId: string): Promise<string> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    if (!user.phone) {
      throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, 'no phone bound', {
        localizedDetail: {
          'zh-CN': '请先绑定手机号',
          'zh-TW': '請先綁定手機號碼',
          'en-US': 'please bind a phone number first',
        },
      });
    }
    return user.phone;
  }

  private async store(userId: string, password: string): Promise<void> {
    await this.users.setPasswordHash(userId, await this.hasher.hash(password));
    await this.limiter.clear(userSubject(userId));
  }
}
