import { AppError, ErrorCode, type HuaweiLoginResult } from '@slidecraft/contract';
import type { AnalyticsSink } from '../../providers/analytics/analytics.js';
import { HuaweiLoginError, type HuaweiAccountProvider } from '../../providers/huawei/huawei.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { randomToken } from '../../security/hash.js';
import type { UserService } from '../user/user-service.js';
import type { LoginService } from './login-service.js';

/** Life of an OAuth state, seconds. */
export const HUAWEI_STATE_SECONDS = 600;
/** Life of the "this code was used" mark, seconds (Huawei codes live 5 minutes). */
const USED_CODE_SECONDS = 600;

const stateKey = (state: string) => `hw-state:${state}`;
const codeKey = (code: string) => `hw-code:${code}`;

/**
 * Huawei one-tap login (OAuth 2.0 authorization code). A random state, bound to the path the
 * login started from, lives 10 minutes in the key-value store and is taken once; a code is
 * accepted once. The account is found or registered by the ID token's `sub` (no phone).
 */
export class HuaweiLoginService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly provider: HuaweiAccountProvider,
    private readonly users: UserService,
    private readonly login: LoginService,
    private readonly analytics: AnalyticsSink,
  ) {}

  /** The authorize address for a new state bound to `redirect` (a same-site path). */
  async authorize(redirect: string): Promise<{ url: string }> {
    const state = randomToken();
    await this.kv.set(stateKey(state), JSON.stringify({ redirect }), HUAWEI_STATE_SECONDS);
    return { url: this.provider.authorizeUrl(state) };
  }

  /**
   * Checks and spends the state (5000 when missing, unknown or used), then exchanges the code
   * (5000 when Huawei refuses it or its ID token fails a check, 5402 when Huawei is unreachable).
   * A `native` code (from the host app's one-tap hook, handed to the page by the app, never
   * through the address) has no state; Huawei binds it to the app's own redirect URI, so a
   * web code cannot be passed off as native nor the other way round.
   */
  async loginWithCode(
    code: string,
    state: string | undefined,
    options: { native?: boolean } = {},
  ): Promise<HuaweiLoginResult> {
    let redirect = '/';
    if (!options.native) {
      const stored = state ? await this.kv.take(stateKey(state)) : null;
      if (!stored) throw new AppError(ErrorCode.PARAMS_ERROR, 'huawei: unknown or used state');
      ({ redirect } = JSON.parse(stored) as { redirect: string });
    }
    if (!(await this.kv.setIfAbsent(codeKey(code), '1', USED_CODE_SECONDS))) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'huawei: authorization code already used');
    }
    let sub: string;
    try {
      ({ sub } = await this.provider.exchangeCode(code, options));
    } catch (error) {
      if (error instanceof HuaweiLoginError && error.failure === 'rejected') {
        throw new AppError(ErrorCode.PARAMS_ERROR, `huawei: ${error.message}`);
      }
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `huawei: ${String(error)}`);
    }
    const { user, isNewUser: created } = await this.users.findOrRegisterByHuaweiSub(sub);
    if (created) {
      this.analytics.track({ name: 'registration', userId: user.id, register_method: 'huawei' });
    }
    const token = await this.login.startSession(user);
    return { token, isNewUser: created, isBindPhone: user.phone !== null, redirect };
  }
}
