import { Redis } from 'ioredis';
import type { KeyValueStore } from './kv.js';

const PREFIX = 'sc:';

/** KeyValueStore.addWithin in one step: [1 added | 0 refused, value], or -1 for no counter. */
const ADD_WITHIN = `
local current = redis.call('get', KEYS[1])
if not current then return -1 end
current = tonumber(current)
local amount = tonumber(ARGV[1])
local nextValue = math.max(0, current + amount)
if amount > 0 and nextValue > tonumber(ARGV[2]) then return {0, current} end
redis.call('set', KEYS[1], nextValue, 'EX', ARGV[3])
return {1, nextValue}
`;

type AddWithin = (
  key: string,
  amount: number,
  limit: number,
  ttlSeconds: number,
) => Promise<-1 | [0 | 1, number]>;

export class RedisKeyValueStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis & { addWithin: AddWithin };

  constructor(url: string) {
    const redis = new Redis(url, { keyPrefix: PREFIX, maxRetriesPerRequest: 2, lazyConnect: true });
    // EVALSHA after the first call; the key gets the prefix like any other.
    redis.defineCommand('addWithin', { numberOfKeys: 1, lua: ADD_WITHIN });
    this.redis = redis as Redis & { addWithin: AddWithin };
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

  async addWithin(key: string, amount: number, limit: number, ttlSeconds: number) {
    // Lua numbers are doubles: an unbounded limit goes as the largest safe integer.
    const cap = Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
    const result = await this.redis.addWithin(key, amount, cap, Math.max(1, Math.ceil(ttlSeconds)));
    if (result === -1) return null;
    return { added: result[0] === 1, value: Number(result[1]) };
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
