import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { records } from '../../db/schema.js';

export type RecordRow = typeof records.$inferSelect;

export class RecordRepo {
  constructor(private readonly db: Db) {}

  async insert(values: typeof records.$inferInsert): Promise<RecordRow> {
    const [row] = await this.db.insert(records).values(values).returning();
    return row!;
  }

  async findOwned(userId: string, recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), eq(records.userId, userId)))
      .limit(1);
    return row;
  }

  async findById(recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db.select().from(records).where(eq(records.id, recordId)).limit(1);
    return row;
  }
}
