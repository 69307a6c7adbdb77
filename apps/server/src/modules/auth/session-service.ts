import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { TOKEN_TTL_SECONDS } from '@slidecraft/contract';
import type { Db } from '../../db/client.js';
import { sessions } from './tables.js';
import { findUser } from '../user/accounts.js';
import { randomToken, sha256 } from '../../security/hash.js';
import type { CachedSession, SessionCache } from './session-cache.js';

/** The session of this token hash, while it is neither revoked nor expired. */
const liveToken = (tokenHash: string) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  );

/**
 * Opaque bearer tokens: 256 random bits, stored only as sha256, with expiry and revocation.
 * With a cache, `authenticate` answers from memory and every revocation is announced to all
 * nodes before it returns.
 */
export class SessionService {
  /**
   * Lookups under way, by cache epoch and token hash: the calls a client makes at once with one
   * token (a page's parallel requests, several streams) share one database read. A call that
   * arrives after an invalidation never joins a lookup that started before it.
   */
  private readonly inflight = new Map<string, Promise<CachedSession | null>>();

  constructor(
    private readonly db: Db,
    private readonly cache: SessionCache | null = null,
  ) {}

  /** A new session; `ttlSeconds` shorter than a login's for a partner's channel session. */
  async create(userId: string, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    const token = randomToken();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
  }

  /** The user id of a live token, or null when unknown, expired or revoked. */
  async resolve(token: string): Promise<string | null> {
    return (await this.liveSession(sha256(token)))?.userId ?? null;
  }

  /**
   * The user behind a live token (null when the token or the user is gone): the lookup of every
   * authenticated call, from the cache when it has it.
   */
  async authenticate(token: string): Promise<CachedSession | null> {
    const tokenHash = sha256(token);
    if (!this.cache) return this.lookUp(tokenHash, 0);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const epoch = this.cache.epoch();
    const key = `${epoch}:${tokenHash}`;
    let lookup = this.inflight.get(key);
    if (!lookup) {
      lookup = this.lookUp(tokenHash, epoch).finally(() => this.inflight.delete(key));
      this.inflight.set(key, lookup);
    }
    return lookup;
  }

  /** The live session of this token hash with its end and its user's row (the user module's). */
  async liveWithUser(tokenHash: string) {
    const session = await this.liveSession(tokenHash);
    if (!session) return undefined;
    const user = await findUser(this.db, session.userId);
    return user && { expiresAt: session.expiresAt, user };
  }

  private async lookUp(tokenHash: string, epoch: number): Promise<CachedSession | null> {
    const row = await this.liveWithUser(tokenHash);
    if (!row) return null;
    const answer = { userId: row.user.id, user: row.user };
    this.cache?.set(tokenHash, answer, row.expiresAt, epoch);
    return answer;
  }

  private async liveSession(tokenHash: string) {
    const [row] = await this.db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(liveToken(tokenHash))
      .limit(1);
    return row;
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = sha256(token);
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, tokenHash));
    await this.cache?.forgetToken(tokenHash);
  }

  /** Revokes every live session of a user, except the one of `keepToken` when given. */
  async revokeAllForUser(userId: string, keepToken?: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepToken ? ne(sessions.tokenHash, sha256(keepToken)) : undefined,
        ),
      );
    await this.cache?.forgetUser(userId);
  }

  /** A user's row changed (status, profile, phone, membership): every node asks again. */
  async userChanged(userId: string): Promise<void> {
    await this.cache?.forgetUser(userId);
  }
}
