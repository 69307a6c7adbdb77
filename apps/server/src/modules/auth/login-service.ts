import { AppError, ErrorCode, type LoginResult } from '@slidecraft/contract';
import { forbiddenUser } from '../../http/authenticate.js';
import type { AnalyticsSink } from '../../providers/analytics/analytics.js';
import { sha256 } from '../../security/hash.js';
import { canonicalAccountName, type UserService } from '../user/user-service.js';
import type { UserRow } from '../user/types.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordAttemptLimiter } from './password-limiter.js';
import { userSubject } from './password-service.js';
import type { SessionService } from './session-service.js';
import type { SmsCodeService } from './sms-code-service.js';

export class LoginService {
  constructor(
    private readonly smsCodes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly users: UserService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: PasswordAttemptLimiter,
    private readonly analytics: AnalyticsSink,
  ) {}

  /** SMS-code login; an unknown phone registers a new user. */
  async loginWithPhone(phone: string, code: string): Promise<LoginResult> {
    await this.smsCodes.verify('login', phone, code);
    const { user, isNewUser } = await this.users.findOrRegisterByPhone(phone);
    if (isNewUser) this.analytics.track({ name: 'registration', userId: user.id, method: 'phone' });
    const token = await this.startSession(user);
    return { token, isNewUser };
  }

  /**
   * Login by a confirmed WeChat scan: the openid's account, or a new one without a phone. An
   * openid is never matched to a phone account: that link is made only by an SMS-verified bind.
   */
  async loginWithWechat(
    openid: string,
  ): Promise<{ token: string; isNewUser: boolean; isBindPhone: boolean }> {
    const { user, isNewUser } = await this.users.findOrRegisterByOpenid(openid);
    if (isNewUser) {
      this.analytics.track({ name: 'registration', userId: user.id, register_method: 'wechat' });
    }
    const token = await this.startSession(user);
    return { token, isNewUser, isBindPhone: user.phone !== null };
  }

  /** Links a WeChat openid to a signed-in account (QR or in-app bind); 5108 when taken. */
  bindWechat(userId: string, openid: string): Promise<void> {
    return this.users.bindWechat(userId, openid);
  }

  /**
   * Password login with a phone or an email. Unknown accounts, accounts without a password and
   * wrong passwords all answer 5104 after the same argon2 work and under the same attempt limits
   * (keyed by the normalised name when there is no account), so nothing tells them apart.
   */
  async loginWithPassword(userName: string, password: string): Promise<LoginResult> {
    const name = canonicalAccountName(userName);
    const user = name ? await this.users.findByAccountName(name) : undefined;
    const subject = user
      ? userSubject(user.id)
      : `name:${sha256(name ?? userName.trim().toLowerCase())}`;
    await this.limiter.attempt(subject, () =>
      this.hasher.verify(user?.passwordHash ?? null, password),
    );
    if (!user) throw new AppError(ErrorCode.PASSWORD_ERROR, 'unreachable: no account');
    return { token: await this.startSession(user), isNewUser: false };
  }

  /**
   * A new token for an active user (for `ttlSeconds`, a login's life by default); 5101 when
   * forbidden, 5112 when deleted.
   */
  async startSession(user: UserRow, ttlSeconds?: number): Promise<string> {
    if (user.status === 'forbidden') throw forbiddenUser(user.disabledReason);
    if (user.status === 'deleted') throw new AppError(ErrorCode.USER_LOGGED_OUT);
    return this.sessions.create(user.id, ttlSeconds);
  }
}
