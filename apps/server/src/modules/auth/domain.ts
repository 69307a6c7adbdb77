import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AnalyticsSink } from '../../providers/analytics/analytics.js';
import type { CaptchaProvider } from '../../providers/captcha/captcha.js';
import type { HuaweiAccountProvider } from '../../providers/huawei/huawei.js';
import type { InvalidationBus, KeyValueStore } from '../../providers/kv/index.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import type { UserService } from '../user/user-service.js';
import { CaptchaService } from './captcha-service.js';
import { HandoffService } from './handoff-service.js';
import { HuaweiLoginService } from './huawei-login-service.js';
import { LoginService } from './login-service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordAttemptLimiter } from './password-limiter.js';
import { PasswordService } from './password-service.js';
import { SessionCache } from './session-cache.js';
import { SessionService } from './session-service.js';
import { SmsCodeService } from './sms-code-service.js';

export interface SessionDomain {
  sessions: SessionService;
  /** Drops the user's row from the session cache of every node: every write to a user calls it. */
  userChanged: (userId: string) => Promise<void>;
}

/** Sessions and their cache, before the users (whose writes drop cached rows). */
export function sessionDomain(needs: { db: Db; invalidations: InvalidationBus }): SessionDomain {
  const cache = new SessionCache(needs.invalidations);
  return {
    sessions: new SessionService(needs.db, cache),
    userChanged: (userId) => cache.forgetUser(userId),
  };
}

export interface AuthDomainNeeds {
  kv: KeyValueStore;
  secret: string;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  /** Keep captcha answers for GET /api/dev/captcha (dev providers only). */
  exposeCaptchaAnswers: boolean;
  /** Huawei's account service; null unless HUAWEI_* are set. */
  huawei: HuaweiAccountProvider | null;
  users: UserService;
  sessions: SessionService;
  analytics: AnalyticsSink;
  log: FastifyBaseLogger;
}

export interface AuthDomain {
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  login: LoginService;
  /** One-use hand-off tokens of the app shell (POST /api/login/handoff, then its exchange). */
  handoffs: HandoffService;
  passwords: PasswordService;
  /** Huawei one-tap login; null unless HUAWEI_CLIENT_ID / SECRET / REDIRECT_URI are set. */
  huaweiLogin: HuaweiLoginService | null;
}

/** Signing in: captcha, SMS codes, passwords, sessions handed out, hand-offs, Huawei. */
export function authDomain(needs: AuthDomainNeeds): AuthDomain {
  const { kv, users, sessions, analytics } = needs;
  const smsCodes = new SmsCodeService(kv, needs.sms, needs.secret);
  const hasher = new PasswordHasher();
  const limiter = new PasswordAttemptLimiter(kv);
  const login = new LoginService(smsCodes, sessions, users, hasher, limiter, analytics);
  return {
    captcha: new CaptchaService(needs.captcha, kv, needs.exposeCaptchaAnswers, needs.log),
    smsCodes,
    login,
    handoffs: new HandoffService(kv, sessions, login),
    passwords: new PasswordService(hasher, limiter, users, sessions, smsCodes),
    huaweiLogin: needs.huawei && new HuaweiLoginService(kv, needs.huawei, users, login, analytics),
  };
}
