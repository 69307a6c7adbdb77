import { Redis } from 'ioredis';
import type { KeyValueStore } from './kv.js';

const PREFIX = 'sc:';

export class RedisKeyValueStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { keyPrefix: PREFIX, maxRetriesPerRequest: 2, lazyConnect: true });
    // Connection errors surface on the commands that fail; a restart must not crash the process.
    this.redis.on('error', () => undefined);
  }

  async connect() {
    await this.redis.connect();
  }

  async get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async take(key: string) {
    return this.redis.getdel(key);
  }

  async del(key: string) {
    await this.redis.del(key);
  }

  async incr(key: string, windowSeconds: number) {
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, windowSeconds, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async decr(key: string) {
    // Only a counter that still exists (its window is running), and never below 0.
    await this.redis.eval(
      "local v = redis.call('get', KEYS[1]); if v and tonumber(v) > 0 then redis.call('decr', KEYS[1]) end",
      1,
      key,
    );
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
