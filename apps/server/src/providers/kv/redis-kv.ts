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

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
