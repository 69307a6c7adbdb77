import { AppError, ErrorCode, type LoginResult } from '@slidecraft/contract';
import type { UserService } from '../user/user-service.js';
import type { SessionService } from './session-service.js';
import type { SmsCodeService } from './sms-code-service.js';

export class LoginService {
  constructor(
    private readonly smsCodes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly users: UserService,
  ) {}

  /** SMS-code login; an unknown phone registers a new user. */
  async loginWithPhone(phone: string, code: string): Promise<LoginResult> {
    await this.smsCodes.verify('login', phone, code);
    const { user, isNewUser } = await this.users.findOrRegisterByPhone(phone);
    if (user.status === 'forbidden') throw new AppError(ErrorCode.FORBIDDEN_USER);
    if (user.status === 'deleted') throw new AppError(ErrorCode.USER_LOGGED_OUT);
    const token = await this.sessions.create(user.id);
    return { token, isNewUser };
  }
}
