import type { KeyValueStore } from './kv.js';

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryKeyValueStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = () => Date.now()) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async del(key: string) {
    this.entries.delete(key);
  }

  async incr(key: string, windowSeconds: number) {
    const entry = this.live(key);
    if (!entry) {
      await this.set(key, '1', windowSeconds);
      return 1;
    }
    const next = Number(entry.value) + 1;
    entry.value = String(next);
    return next;
  }

  async decr(key: string) {
    const entry = this.live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async addWithin(key: string, amount: number, limit: number, ttlSeconds: number) {
    const entry = this.live(key);
    if (!entry) return null;
    const value = Number(entry.value);
    const next = Math.max(0, value + amount);
    if (amount > 0 && next > limit) return { added: false, value };
    await this.set(key, String(next), ttlSeconds);
    return { added: true, value: next };
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
