import type { KeyValueStore } from './kv.js';
import { MemoryKeyValueStore } from './memory-kv.js';

export type { KeyValueStore } from './kv.js';

export async function openKeyValueStore(redisUrl: string | undefined): Promise<KeyValueStore> {
  if (!redisUrl) return new MemoryKeyValueStore();
  const { RedisKeyValueStore } = await import('./redis-kv.js');
  const store = new RedisKeyValueStore(redisUrl);
  await store.connect();
  return store;
}
