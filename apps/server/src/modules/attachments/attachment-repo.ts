import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attachments } from './tables.js';
import { records } from '../generation/tables.js';

export type AttachmentRow = typeof attachments.$inferSelect;

export class AttachmentRepo {
  constructor(private readonly db: Db) {}

  /**
   * Inserts an attachment unless its record already has `cap` of them (undefined then). The
   * record's row is locked while counting, so parallel uploads cannot pass the cap together.
   */
  async insertWithin(
    values: typeof attachments.$inferInsert,
    cap: number,
  ): Promise<AttachmentRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: records.id })
        .from(records)
        .where(eq(records.id, values.recordId))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(attachments)
        .where(eq(attachments.recordId, values.recordId));
      if ((held?.n ?? 0) >= cap) return undefined;
      const [row] = await tx.insert(attachments).values(values).returning();
      return row;
    });
  }

  async insertMany(values: (typeof attachments.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await this.db.insert(attachments).values(values);
  }

  /** A record's attachments, oldest first. */
  listOfRecord(recordId: string): Promise<AttachmentRow[]> {
    return this.db
      .select()
      .from(attachments)
      .where(eq(attachments.recordId, recordId))
      .orderBy(asc(attachments.createdAt), asc(attachments.id));
  }

  async findOwned(userId: string, id: string): Promise<AttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, id), eq(attachments.userId, userId)))
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<AttachmentRow | undefined> {
    const [row] = await this.db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
    return row;
  }
}
