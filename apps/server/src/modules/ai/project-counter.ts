import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { records } from '../generation/tables.js';

/**
 * The number of decks (generation records) a user keeps, for the basic tier's project cap
 * (5412). A read-only count, kept here rather than in the generation repo so that the limits
 * have one owner; a record removed from the history, or moved to the trash, no longer counts.
 */
export class ProjectCounter {
  constructor(private readonly db: Db) {}

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(records)
      .where(and(eq(records.userId, userId), isNull(records.deletedAt)));
    return Number(row?.n ?? 0);
  }
}
