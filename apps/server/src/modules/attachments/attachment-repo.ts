import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attachments } from './tables.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = typeof attachments.$inferInsert;

export class AttachmentRepo {
  constructor(private readonly db: Db) {}

  /**
   * Inserts an attachment unless its record already has `cap` of them (undefined then). The
   * record's row is locked while counting (`lockRecord`, in the same transaction), so parallel
   * uploads cannot pass the cap together.
   */
  async insertWithin(
    values: NewAttachmentRow,
    cap: number,
    lockRecord: (tx: Db, recordId: string) => Promise<void>,
  ): Promise<AttachmentRow | undefined> {
    return this.db.transaction(async (tx) => {
      await lockRecord(tx, values.recordId);
      const [held] = await tx
        .select({ n: count() })
        .from(attachments)
        .where(eq(attachments.recordId, values.recordId));
      if ((held?.n ?? 0) >= cap) return undefined;
      const [row] = await tx.insert(attachments).values(values).returning();
      return row;
    });
  }

  async insertMany(values: readonly NewAttachmentRow[]): Promise<void> {
    if (values.length > 0) await this.db.insert(attachments).values([...values]);
  }

  /** A record's attachments, oldest first. */
  listOfRecord(recordId: string): Promise<AttachmentRow[]> {
    return this.db
      .select()
      .from(attachments)
      .where(eq(attachments.recordId, recordId))
      .orderBy(asc(attachments.createdAt), asc(attachments.id));
  }

  /** The files of these records' attachments. */
  async keysOf(recordIds: readonly string[]): Promise<{ recordId: string; key: string }[]> {
    if (recordIds.length === 0) return [];
    return this.db
      .select({ recordId: attachments.recordId, key: attachments.key })
      .from(attachments)
      .where(inArray(attachments.recordId, [...recordIds]));
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
