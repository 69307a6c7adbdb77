import { afterAll, describe, expect, it } from 'vitest';
import type { KeyValueStore } from './kv.js';
import { MemoryKeyValueStore } from './memory-kv.js';
import { RedisKeyValueStore } from './redis-kv.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisStore(): Promise<KeyValueStore> {
  const store = new RedisKeyValueStore(REDIS_URL);
  await store.connect();
  return store;
}

const stores: KeyValueStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
});

describe.each([
  ['memory', async () => new MemoryKeyValueStore()],
  ['redis', redisStore],
] as const)('%s key-value store', (_name, open) => {
  const ns = `kvtest:${Date.now()}:${Math.random()}:`;
  const store = async () => {
    const s = await open();
    stores.push(s);
    return s;
  };

  it('sets, gets and deletes with a time to live', async () => {
    const kv = await store();
    await kv.set(`${ns}a`, 'x', 60);
    expect(await kv.get(`${ns}a`)).toBe('x');
    await kv.del(`${ns}a`);
    expect(await kv.get(`${ns}a`)).toBeNull();
  });

  it('setIfAbsent wins once', async () => {
    const kv = await store();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => kv.setIfAbsent(`${ns}once`, '1', 60)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('take returns the value once even under concurrency', async () => {
    const kv = await store();
    await kv.set(`${ns}t`, 'v', 60);
    const taken = await Promise.all(Array.from({ length: 10 }, () => kv.take(`${ns}t`)));
    expect(taken.filter((v) => v === 'v')).toHaveLength(1);
  });

  it('incr counts atomically', async () => {
    const kv = await store();
    await Promise.all(Array.from({ length: 25 }, () => kv.incr(`${ns}c`, 60)));
    expect(await kv.incr(`${ns}c`, 60)).toBe(26);
  });

  it('decr takes back an increment, never below 0 and never reviving an expired counter', async () => {
    const kv = await store();
    await kv.incr(`${ns}d`, 60);
    await kv.incr(`${ns}d`, 60);
    await kv.decr(`${ns}d`);
    expect(await kv.get(`${ns}d`)).toBe('1');
    await kv.decr(`${ns}d`);
    await kv.decr(`${ns}d`);
    expect(await kv.get(`${ns}d`)).toBe('0');
    await kv.decr(`${ns}missing`);
    expect(await kv.get(`${ns}missing`)).toBeNull();
  });

  it('addWithin adds atomically up to its limit, and only to a counter that exists', async () => {
    const kv = await store();
    expect(await kv.addWithin(`${ns}w`, 2, 10, 60)).toBeNull();
    expect(await kv.get(`${ns}w`)).toBeNull();
    await kv.setIfAbsent(`${ns}w`, '1', 60);
    // 20 adds of 2 at once onto 1 with a limit of 10: exactly four go in.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kv.addWithin(`${ns}w`, 2, 10, 60)),
    );
    expect(results.filter((r) => r?.added)).toHaveLength(4);
    expect(results.find((r) => r && !r.added)).toEqual({ added: false, value: 9 });
    expect(await kv.get(`${ns}w`)).toBe('9');
    // Taking back always goes in, never below 0; an unbounded limit never refuses.
    expect(await kv.addWithin(`${ns}w`, -4, 10, 60)).toEqual({ added: true, value: 5 });
    expect(await kv.addWithin(`${ns}w`, -40, 10, 60)).toEqual({ added: true, value: 0 });
    expect(await kv.addWithin(`${ns}w`, 1e6, Infinity, 60)).toEqual({ added: true, value: 1e6 });
  });

  it('expires values', async () => {
    const kv = await store();
    await kv.set(`${ns}e`, 'v', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await kv.get(`${ns}e`)).toBeNull();
  });
});
