import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { records } from './tables.js';

/**
 * The writes of a record's generation job (PreviewService) and of its queue's upkeep: taking a
 * revision's generation, its sign of life and progress, the deck it fills and the pictures it
 * adds, and the generations left pending, stuck or stale. Each is guarded by the revision (and
 * status) it is for, so a superseded job changes nothing. The record itself: RecordRepo.
 */
export class PreviewJobRepo {
  constructor(private readonly db: Db) {}

  /** Stores the filled outline and its deck; false when the revision was superseded meanwhile. */
  async applyFill(
    recordId: string,
    revision: number,
    values: { outline: string; deck: unknown; totalPage: number },
  ): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({
        ...values,
        // The filled deck is the generated one the editor can go back to.
        originDeck: values.deck,
        deckVersion: sql`${records.deckVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(records.id, recordId), eq(records.revision, revision)))
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /**
   * The running generation put `added` model pictures in its deck (and in the origin the editor
   * can go back to); false once the revision is superseded. Editor saves wait meanwhile (a
   * generation is writing), so nobody's edit is overwritten.
   */
  async applyPictures(
    recordId: string,
    revision: number,
    deck: unknown,
    added: number,
  ): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({
        deck,
        originDeck: sql`case when ${records.originDeck} is null then null else ${JSON.stringify(deck)}::jsonb end`,
        deckVersion: sql`${records.deckVersion} + 1`,
        previewPictures: sql`${records.previewPictures} + ${added}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.revision, revision),
          eq(records.previewStatus, 'running'),
        ),
      )
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /**
   * Takes a revision's generation for this job: only a pending one, only on the try the job
   * was queued for (a job delivered twice, or queued before a retry, does nothing).
   */
  async claimPreview(recordId: string, revision: number, attempt: number): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({
        previewStatus: 'running',
        previewAttempts: sql`${records.previewAttempts} + 1`,
        previewBeatAt: new Date(),
      })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.revision, revision),
          eq(records.previewStatus, 'pending'),
          eq(records.previewAttempts, attempt),
        ),
      )
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /** The running generation's sign of life. */
  async beatPreview(recordId: string, revision: number): Promise<void> {
    await this.db
      .update(records)
      .set({ previewBeatAt: new Date() })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.revision, revision),
          eq(records.previewStatus, 'running'),
        ),
      );
  }

  /**
   * Records progress of a revision's generation; false once the revision is superseded or the
   * record removed (the job then stops).
   */
  async setPreviewProgress(
    recordId: string,
    revision: number,
    finishPage: number,
    status: string,
  ): Promise<boolean> {
    // A finished generation's deck is the origin the editor can go back to.
    const origin =
      status === 'completed'
        ? { originDeck: sql`coalesce(${records.originDeck}, ${records.deck})` }
        : {};
    const rows = await this.db
      .update(records)
      .set({ finishPage, previewStatus: status, previewBeatAt: new Date(), ...origin })
      .where(and(eq(records.id, recordId), eq(records.revision, revision)))
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /** Generations waiting for a worker, with the try they wait for. */
  async pendingPreviews(): Promise<{ id: string; revision: number; previewAttempts: number }[]> {
    return this.db
      .select({
        id: records.id,
        revision: records.revision,
        previewAttempts: records.previewAttempts,
      })
      .from(records)
      .where(eq(records.previewStatus, 'pending'));
  }

  /**
   * With no worker: running generations silent since `runningBefore`, and pending ones queued
   * before `pendingBefore` (by their last sign of life, else their last change), fail.
   */
  async failStuckPreviews(runningBefore: Date, pendingBefore: Date): Promise<void> {
    const since = sql`coalesce(${records.previewBeatAt}, ${records.updatedAt})`;
    await this.db
      .update(records)
      .set({ previewStatus: 'failed' })
      .where(
        or(
          and(eq(records.previewStatus, 'running'), lt(records.previewBeatAt, runningBefore)),
          and(eq(records.previewStatus, 'pending'), sql`${since} < ${pendingBefore}`),
        ),
      );
  }

  /**
   * Running generations without a sign of life since `before` (all of them when `before` is
   * null: at the start of the only node) belong to a process that died: back to pending for
   * another try, or failed once they used their tries.
   */
  async releaseStalePreviews(before: Date | null, maxAttempts: number): Promise<void> {
    const stale = and(
      eq(records.previewStatus, 'running'),
      before ? lt(records.previewBeatAt, before) : undefined,
    );
    await this.db
      .update(records)
      .set({ previewStatus: 'failed' })
      .where(and(stale, sql`${records.previewAttempts} >= ${maxAttempts}`));
    await this.db.update(records).set({ previewStatus: 'pending' }).where(stale);
  }
}
