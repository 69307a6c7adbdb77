import type { InvalidationBus } from './invalidation-bus.js';
import type { KeyValueStore } from './kv.js';
import { MemoryKeyValueStore } from './memory-kv.js';

export type { KeyValueStore } from './kv.js';
export type { InvalidationBus } from './invalidation-bus.js';

export async function openKeyValueStore(redisUrl: string | undefined): Promise<KeyValueStore> {
  if (!redisUrl) return new MemoryKeyValueStore();
  const { RedisKeyValueStore } = await import('./redis-kv.js');
  const store = new RedisKeyValueStore(redisUrl);
  await store.connect();
  return store;
}

/**
 * The session-cache invalidation bus: local on one node, Redis pub/sub with REDIS_URL (its
 * outages empty the cache, which then stays off until the subscription is back).
 */
export async function openInvalidationBus(
  redisUrl: string | undefined,
  log: { warn(obj: object, msg: string): void },
): Promise<InvalidationBus> {
  const { LocalInvalidationBus, RedisInvalidationBus } = await import('./invalidation-bus.js');
  if (!redisUrl) return new LocalInvalidationBus();
  const bus = new RedisInvalidationBus(redisUrl);
  await bus.connect();
  bus.onHealthChange = (healthy) =>
    log.warn({ healthy }, healthy ? 'session invalidations back' : 'session invalidations lost');
  return bus;
}
