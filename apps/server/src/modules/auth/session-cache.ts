import type { InvalidationBus } from '../../providers/kv/invalidation-bus.js';
import type { UserRow } from '../user/types.js';

/** A live session and its user's row (status included), as the database had them. */
export interface CachedSession {
  userId: string;
  user: UserRow;
}

interface Entry extends CachedSession {
  /** Until when the entry may be served (ms); also bounded by the token's own expiry. */
  until: number;
}

/** How long a token lookup is served from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * The token lookup every authenticated call makes, kept in memory for a short time. Logout,
 * password changes, session revocations and account disabling evict entries here and, through
 * the invalidation bus, on every other node at once. While the bus is unhealthy (Redis
 * subscription down) nothing is served from the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Counts invalidations: a lookup that started before one may have read what it invalidated,
   * so its answer is not cached (see `epoch` / `set`).
   */
  private invalidations = 0;
  /** The bus generation the entries were cached under. */
  private generation: number;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.generation = bus.generation;
    bus.subscribe((message) => {
      this.invalidations++;
      if ('tokenHash' in message) this.entries.delete(message.tokenHash);
      else this.dropUser(message.userId);
    });
  }

  get(tokenHash: string): CachedSession | null {
    if (!this.usable()) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return { userId: entry.userId, user: entry.user };
  }

  /** Taken before a database lookup and handed to `set` with its answer. */
  epoch(): number {
    return this.invalidations;
  }

  set(tokenHash: string, session: CachedSession, tokenExpiresAt: Date, epoch: number): void {
    if (!this.usable() || epoch !== this.invalidations) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest insertion goes first (Map keeps insertion order).
      this.entries.delete(this.entries.keys().next().value!);
    }
    const until = Math.min(this.now() + this.ttlMs, tokenExpiresAt.getTime());
    this.entries.set(tokenHash, { ...session, until });
  }

  /** One session ended (logout): here and on every node. */
  async forgetToken(tokenHash: string): Promise<void> {
    this.invalidations++;
    this.entries.delete(tokenHash);
    await this.bus.publish({ tokenHash });
  }

  /** Every session of a user changed (revoked, or the account disabled): here and everywhere. */
  async forgetUser(userId: string): Promise<void> {
    this.invalidations++;
    this.dropUser(userId);
    await this.bus.publish({ userId });
  }

  /** Forgets everything (the bus reconnected after an outage: messages may be lost). */
  clear(): void {
    this.invalidations++;
    this.entries.clear();
  }

  /** Serves only while the bus is up, and forgets all it had after the bus was down. */
  private usable(): boolean {
    if (!this.bus.healthy) return false;
    if (this.bus.generation !== this.generation) {
      this.generation = this.bus.generation;
      this.clear();
    }
    return true;
  }

  private dropUser(userId: string): void {
    for (const [hash, entry] of this.entries)
      if (entry.userId === userId) this.entries.delete(hash);
  }
}
