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
  ping(): Promise<void>;
  close(): Promise<void>;
}
