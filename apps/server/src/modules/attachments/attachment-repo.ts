import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attachments } from '../../db/schema.js';

export type AttachmentRow = typeof attachments.$inferSelect;

export class AttachmentRepo {
  constructor(private readonly db: Db) {}

  async insert(values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
    const [row] = await this.db.insert(attachments).values(values).returning();
    return row!;
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
