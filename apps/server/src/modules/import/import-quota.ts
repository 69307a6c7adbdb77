import { AppError, ErrorCode, IMPORT_DAILY_LIMIT } from '@slidecraft/contract';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { chinaDay } from '../../time/china-day.js';

/** Keys outlive their day by a day, so a counter never vanishes while its day lasts. */
const TTL_SECONDS = 2 * 24 * 3600;

/**
 * The daily import count per user (5408). A file or link counts once a day: the parse call of
 * the chat-import fallback and retries of the same file are free, so the limit is about
 * distinct documents. Kept in the shared key-value store, so every node sees the same count.
 */
export class ImportQuota {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limit: number = IMPORT_DAILY_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  async take(userId: string, fingerprint: string): Promise<void> {
    const day = chinaDay(this.now());
    const seen = `import:seen:${userId}:${day}:${fingerprint}`;
    if (await this.kv.get(seen)) return;
    const count = await this.kv.incr(`import:count:${userId}:${day}`, TTL_SECONDS);
    if (count > this.limit)
      throw new AppError(ErrorCode.IMPORT_COUNT_EXCEEDED, `import ${count} of ${this.limit} today`);
    await this.kv.set(seen, '1', TTL_SECONDS);
  }
}
