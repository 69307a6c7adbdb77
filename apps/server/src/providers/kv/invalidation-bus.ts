import { Redis } from 'ioredis';

/** What a node tells the others to forget: one session (token hash) or every session of a user. */
export type Invalidation = { tokenHash: string } | { userId: string };

/**
 * Carries cache invalidations to every node: in memory on one node, Redis pub/sub with
 * REDIS_URL. `healthy` is false while the Redis subscription is down: caches must then not
 * serve, since a message may be missed.
 */
export interface InvalidationBus {
  readonly healthy: boolean;
  /** Goes up each time the subscription comes back (what a cache saw before may be stale). */
  readonly generation: number;
  publish(message: Invalidation): Promise<void>;
  subscribe(handler: (message: Invalidation) => void): void;
  close(): Promise<void>;
}

/** One node: published messages reach this process's handlers only. */
export class LocalInvalidationBus implements InvalidationBus {
  readonly healthy = true;
  readonly generation = 0;
  private readonly handlers: ((message: Invalidation) => void)[] = [];

  async publish(message: Invalidation): Promise<void> {
    for (const handler of this.handlers) handler(message);
  }

  subscribe(handler: (message: Invalidation) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {}
}

export const INVALIDATION_CHANNEL = 'sc:session-invalidations';

/** Redis pub/sub: a subscriber connection of its own, and a publisher. */
export class RedisInvalidationBus implements InvalidationBus {
  private readonly subscriber: Redis;
  private readonly publisher: Redis;
  private readonly handlers: ((message: Invalidation) => void)[] = [];
  private subscribed = false;
  generation = 0;

  constructor(url: string) {
    this.subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    for (const client of [this.subscriber, this.publisher]) client.on('error', () => undefined);
    // Anything could have been missed while the subscription was down.
    this.subscriber.on('close', () => this.setSubscribed(false));
    this.subscriber.on('ready', () => {
      void this.subscriber.subscribe(INVALIDATION_CHANNEL).then(
        () => this.setSubscribed(true),
        () => this.setSubscribed(false),
      );
    });
    this.subscriber.on('message', (_channel: string, text: string) => {
      const message = parse(text);
      if (message) for (const handler of this.handlers) handler(message);
    });
  }

  /** Listeners of `healthy` flips (the cache drops everything when it goes down). */
  onHealthChange: ((healthy: boolean) => void) | null = null;

  private setSubscribed(value: boolean) {
    if (this.subscribed === value) return;
    this.subscribed = value;
    if (value) this.generation++;
    this.onHealthChange?.(value);
  }

  get healthy(): boolean {
    return this.subscribed;
  }

  async connect(): Promise<void> {
    await Promise.all([this.subscriber.connect(), this.publisher.connect()]);
    await this.subscriber.subscribe(INVALIDATION_CHANNEL);
    this.setSubscribed(true);
  }

  async publish(message: Invalidation): Promise<void> {
    await this.publisher.publish(INVALIDATION_CHANNEL, JSON.stringify(message));
  }

  subscribe(handler: (message: Invalidation) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.subscribed = false;
    await Promise.all(
      [this.subscriber, this.publisher].map((client) =>
        client.quit().catch(() => client.disconnect()),
      ),
    );
  }
}

function parse(text: string): Invalidation | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash };
    if (typeof value.userId === 'string') return { userId: value.userId };
  } catch {
    // Not ours: ignore.
  }
  return null;
}

/** Publishes one invalidation from a short-lived process (the admin CLI), then disconnects. */
export async function publishOnce(url: string, message: Invalidation): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.publish(INVALIDATION_CHANNEL, JSON.stringify(message));
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}
