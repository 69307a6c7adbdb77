import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../../providers/kv/index.js';

export interface AiStreamSlot {
  /** Frees the slot; safe to call more than once. */
  release(): Promise<void>;
}

/**
 * The per-user cap on concurrent AI streams (reliability.md, ASVS 15.2.2), shared by all nodes
 * through the key-value store: a user has `perUser` numbered slot keys and a stream holds one
 * of them, taken with an atomic set-if-absent (so two nodes can never both take the same one)
 * and deleted when the stream ends, fails or is aborted. Each key also expires after
 * `ttlSeconds`, longer than a stream may live, so slots held by a crashed node come back on
 * their own and a release never frees a slot another stream has since taken.
 */
export class AiStreamSlots {
  constructor(
    private readonly kv: KeyValueStore,
    readonly perUser: number,
    private readonly ttlSeconds: number,
  ) {}

  private key(userId: string, index: number): string {
    return `ai:stream:${userId}:${index}`;
  }

  /** A slot, or null when the user already has `perUser` streams open. */
  async acquire(userId: string): Promise<AiStreamSlot | null> {
    const holder = randomUUID();
    for (let index = 0; index < this.perUser; index++) {
      const key = this.key(userId, index);
      if (await this.kv.setIfAbsent(key, holder, this.ttlSeconds)) {
        let released = false;
        return {
          release: async () => {
            if (released) return;
            released = true;
            await this.kv.del(key);
          },
        };
      }
    }
    return null;
  }

  /** Streams the user has open now (tests and diagnostics). */
  async inUse(userId: string): Promise<number> {
    let count = 0;
    for (let index = 0; index < this.perUser; index++) {
      if ((await this.kv.get(this.key(userId, index))) !== null) count += 1;
    }
    return count;
  }
}
