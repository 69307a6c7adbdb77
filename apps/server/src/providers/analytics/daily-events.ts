import type { KeyValueStore } from '../kv/index.js';
import type { AnalyticsSink, DailyEventName } from './analytics.js';

/** Beijing time (UTC+8), the product's day. */
const DAY_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A dedupe key outlives its day by a little, whatever the time zone of the node. */
const KEY_TTL_SECONDS = 26 * 3600;

export function beijingDay(nowMs: number): string {
  return new Date(nowMs + DAY_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The daily events (spec section 9: once per user per day): the first time a day each user
 * does something, its event goes to the sink. The key-value store (Redis with REDIS_URL) holds
 * the day's mark, so every node agrees; a small per-process memo spares the store a call on
 * every request of a user already counted.
 */
export class DailyEvents {
  private readonly memo = new Map<string, string>();
  /** The current day and when it ends: worked out once a day, not on every request. */
  private today = { day: '', endsAt: 0 };

  constructor(
    private readonly kv: KeyValueStore,
    private readonly sink: AnalyticsSink,
    private readonly now: () => number = Date.now,
    private readonly memoLimit = 50_000,
  ) {}

  /** Reports the event if it is the user's first of the day; never throws, never waits on the caller. */
  async once(name: DailyEventName, userId: string): Promise<boolean> {
    const day = this.day();
    const memoKey = `${name}:${userId}`;
    if (this.memo.get(memoKey) === day) return false;
    try {
      const first = await this.kv.setIfAbsent(
        `analytics:${name}:${day}:${userId}`,
        '1',
        KEY_TTL_SECONDS,
      );
      if (this.memo.size >= this.memoLimit) this.memo.clear();
      this.memo.set(memoKey, day);
      if (first) this.sink.track({ name, userId, day });
      return first;
    } catch {
      // The store is down: the event is skipped rather than sent twice.
      return false;
    }
  }

  private day(): string {
    const now = this.now();
    if (now >= this.today.endsAt || now < this.today.endsAt - DAY_MS) {
      const endsAt = (Math.floor((now + DAY_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - DAY_OFFSET_MS;
      this.today = { day: beijingDay(now), endsAt };
    }
    return this.today.day;
  }
}
