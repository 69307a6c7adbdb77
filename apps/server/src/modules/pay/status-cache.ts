import type { OrderStatus } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/kv.js';

/**
 * A status answer is kept this long: a QR page polls every 5 s, so each poll still sees fresh
 * state, while a burst of polls of one order costs one database read and at most one provider
 * query a second. Settling an order drops it at once (on every node within this second).
 */
export const STATUS_CACHE_SECONDS = 1;
/** Answers kept in this process at most (the oldest go first). */
const LOCAL_LIMIT = 10_000;

/** A kept answer: whose order it is, and the status (null: expired unpaid, 5205). */
export interface KeptStatus {
  userId: string;
  answer: OrderStatus | null;
}

const key = (orderNumber: string) => `order-status:${orderNumber}`;

/**
 * The status poll's cache: this process's memory first (no network), then the shared key-value
 * store (Redis with several nodes), both for STATUS_CACHE_SECONDS. Forgetting an order clears
 * both here; another node's memory holds it one second at most.
 */
export class StatusCache {
  private readonly local = new Map<string, { until: number; kept: KeptStatus }>();

  constructor(
    private readonly kv: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  async get(orderNumber: string): Promise<KeptStatus | null> {
    const mine = this.local.get(orderNumber);
    if (mine && mine.until > this.now()) return mine.kept;
    if (mine) this.local.delete(orderNumber);
    const shared = await this.kv.get(key(orderNumber));
    if (!shared) return null;
    const kept = JSON.parse(shared) as KeptStatus;
    this.remember(orderNumber, kept);
    return kept;
  }

  async set(orderNumber: string, kept: KeptStatus): Promise<void> {
    this.remember(orderNumber, kept);
    await this.kv.set(key(orderNumber), JSON.stringify(kept), STATUS_CACHE_SECONDS);
  }

  async forget(orderNumber: string): Promise<void> {
    this.local.delete(orderNumber);
    await this.kv.del(key(orderNumber));
  }

  private remember(orderNumber: string, kept: KeptStatus): void {
    this.local.delete(orderNumber);
    if (this.local.size >= LOCAL_LIMIT) this.local.delete(this.local.keys().next().value!);
    this.local.set(orderNumber, { until: this.now() + STATUS_CACHE_SECONDS * 1000, kept });
  }
}
