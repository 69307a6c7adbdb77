import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../providers/kv/kv.js';
import { MemoryKeyValueStore } from '../../providers/kv/memory-kv.js';
import { RedisKeyValueStore } from '../../providers/kv/redis-kv.js';
import { AiStreamSlots } from './stream-slots.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: KeyValueStore[] = [];
afterAll(() => Promise.all(stores.map((s) => s.close())));

describe.each([
  ['memory', async () => new MemoryKeyValueStore()],
  [
    'redis',
    async () => {
      const store = new RedisKeyValueStore(REDIS_URL);
      await store.connect();
      return store;
    },
  ],
] as const)('AI stream slots on the %s store', (_name, open) => {
  const slotsOn = async (perUser: number) => {
    const kv = await open();
    stores.push(kv);
    // Two "nodes" sharing one store, as two API processes share Redis.
    return [new AiStreamSlots(kv, perUser, 60), new AiStreamSlots(kv, perUser, 60)] as const;
  };

  it('gives exactly the cap to 20 concurrent requests of one user across two nodes', async () => {
    const [a, b] = await slotsOn(3);
    const user = randomUUID();
    const slots = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(user)),
    );
    expect(slots.filter(Boolean)).toHaveLength(3);
    expect(await a.inUse(user)).toBe(3);
    // Another user has slots of their own.
    expect(await b.acquire(randomUUID())).not.toBeNull();
  });

  it('frees a slot once, however often it is released', async () => {
    const [a] = await slotsOn(2);
    const user = randomUUID();
    const first = (await a.acquire(user))!;
    const second = (await a.acquire(user))!;
    expect(await a.acquire(user)).toBeNull();
    await first.release();
    await first.release();
    expect(await a.inUse(user)).toBe(1);
    const third = await a.acquire(user);
    expect(third).not.toBeNull();
    expect(await a.acquire(user)).toBeNull();
    await Promise.all([second.release(), third!.release()]);
    expect(await a.inUse(user)).toBe(0);
  });
});
