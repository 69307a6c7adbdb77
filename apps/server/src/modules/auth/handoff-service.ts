import {
  AppError,
  ErrorCode,
  HANDOFF_TOKEN_PREFIX,
  HANDOFF_TOKEN_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  type HandoffResult,
} from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { randomToken, sha256 } from '../../security/hash.js';
import type { LoginService } from './login-service.js';
import type { SessionService } from './session-service.js';

/** Only the token's hash is a key: a store dump hands out nothing usable. */
const handoffKey = (handoff: string) => `handoff:${sha256(handoff)}`;

/** What a live hand-off token stands for: whose session, and which one (its hash). */
interface HandoffRecord {
  userId: string;
  sessionHash: string;
}

/**
 * Hand-off tokens: the app shell opens a web page signed in without putting its session token in
 * the address. A signed-in session mints one (random, 60 s, kept as a hash in the key-value
 * store); the page exchanges it once for a session of its own, which ends no later than the one
 * that minted it (a hand-off never lengthens a session) and only while that one is still live.
 */
export class HandoffService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly sessions: SessionService,
    private readonly login: LoginService,
  ) {}

  /** A new hand-off token for the session of `sessionToken` (already authenticated). */
  async mint(userId: string, sessionToken: string): Promise<HandoffResult> {
    const handoff = `${HANDOFF_TOKEN_PREFIX}${randomToken()}`;
    const record: HandoffRecord = { userId, sessionHash: sha256(sessionToken) };
    await this.kv.set(handoffKey(handoff), JSON.stringify(record), HANDOFF_TOKEN_TTL_SECONDS);
    return { handoff, expiresIn: HANDOFF_TOKEN_TTL_SECONDS };
  }

  /**
   * Takes the hand-off token (once) for a new session token: 5000 when it is unknown, used or
   * expired, or the session that minted it has ended; 5101 / 5112 for a disabled or deleted user.
   */
  async exchange(handoff: string): Promise<string> {
    const stored = await this.kv.take(handoffKey(handoff));
    if (!stored) throw new AppError(ErrorCode.PARAMS_ERROR, 'handoff: unknown, used or expired');
    const { userId, sessionHash } = JSON.parse(stored) as HandoffRecord;
    const minter = await this.sessions.liveWithUser(sessionHash);
    if (!minter || minter.user.id !== userId) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'handoff: the session that made it has ended');
    }
    const left = Math.floor((minter.expiresAt.getTime() - Date.now()) / 1000);
    return this.login.startSession(minter.user, Math.min(TOKEN_TTL_SECONDS, left));
  }
}
