/**
 * Ephemeral shared state (captcha answers, SMS codes, rate counters). In memory on one node,
 * Redis when REDIS_URL is set so that every node sees the same values.
 */
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets the key only when absent; true when it was set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Reads and deletes in one step (single-use values). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increments a counter; the first increment starts its time window. */
  incr(key: string, windowSeconds: number): Promise<number>;
  /** Takes back one increment of a live counter (an attempt that did not happen); never below 0. */
  decr(key: string): Promise<void>;
  /**
   * Adds `amount` to a live counter unless that would take it past `limit` (a negative amount
   * always goes in, and the counter never goes below 0), renewing its time to live: one atomic
   * step, so concurrent adds never pass the limit together. Null when the counter does not
   * exist (the caller seeds it with setIfAbsent and asks again).
   */
  addWithin(
    key: string,
    amount: number,
    limit: number,
    ttlSeconds: number,
  ): Promise<{ added: boolean; value: number } | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
