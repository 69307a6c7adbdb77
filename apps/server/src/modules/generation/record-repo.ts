import { and, eq, inArray, sql } from 'drizzle-orm';
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

  /** Replaces the laid-out deck (a theme change): a new revision whose previews start over. */
  async relayout(
    recordId: string,
    values: { deck: unknown; themeId: string; totalPage: number },
  ): Promise<RecordRow> {
    const [row] = await this.db
      .update(records)
      .set({
        ...values,
        revision: sql`${records.revision} + 1`,
        previewStatus: 'pending',
        finishPage: 0,
        updatedAt: new Date(),
      })
      .where(eq(records.id, recordId))
      .returning();
    return row!;
  }

  /** Moves the previews of a revision from pending to running; false when someone else did. */
  async claimPreview(recordId: string, revision: number): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({ previewStatus: 'running' })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.revision, revision),
          eq(records.previewStatus, 'pending'),
        ),
      )
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /** Records progress of a revision's previews (ignored once the revision is superseded). */
  async setPreviewProgress(
    recordId: string,
    revision: number,
    finishPage: number,
    status: string,
  ): Promise<void> {
    await this.db
      .update(records)
      .set({ finishPage, previewStatus: status })
      .where(and(eq(records.id, recordId), eq(records.revision, revision)));
  }

  /** Records whose previews were left unfinished (pending or running) by a stopped process. */
  async unfinishedPreviews(): Promise<{ id: string; revision: number }[]> {
    return this.db
      .select({ id: records.id, revision: records.revision })
      .from(records)
      .where(inArray(records.previewStatus, ['pending', 'running']));
  }

  /** Puts running previews back to pending (at start, before re-queueing them). */
  async resetRunningPreviews(): Promise<void> {
    await this.db
      .update(records)
      .set({ previewStatus: 'pending' })
      .where(eq(records.previewStatus, 'running'));
  }
}
