import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exportsTable } from './tables.js';

export type ExportRow = typeof exportsTable.$inferSelect;
export type ExportStatus = 'pending' | 'running' | 'finish' | 'error';

export class ExportRepo {
  constructor(private readonly db: Db) {}

  async findOf(recordId: string, exportId: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(exportsTable)
      .where(and(eq(exportsTable.recordId, recordId), eq(exportsTable.id, exportId)))
      .limit(1);
    return row;
  }

  async latest(recordId: string, format: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(exportsTable)
      .where(and(eq(exportsTable.recordId, recordId), eq(exportsTable.format, format)))
      .orderBy(desc(exportsTable.createdAt))
      .limit(1);
    return row;
  }

  /** Inserts a pending export; undefined when an unfinished one already exists (unique index). */
  async insertPending(values: {
    recordId: string;
    userId: string;
    format: string;
  }): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .insert(exportsTable)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Moves a pending export to running; undefined when another worker claimed it first. */
  /** Takes a pending export for the try the job was queued for (a stale job does nothing). */
  async claim(id: string, attempt: number): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .update(exportsTable)
      .set({
        status: 'running',
        attempts: sql`${exportsTable.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(exportsTable.id, id),
          eq(exportsTable.status, 'pending'),
          eq(exportsTable.attempts, attempt),
        ),
      )
      .returning();
    return row;
  }

  /** The running export's sign of life (its updatedAt). */
  async beat(id: string): Promise<void> {
    await this.db
      .update(exportsTable)
      .set({ updatedAt: new Date() })
      .where(and(eq(exportsTable.id, id), eq(exportsTable.status, 'running')));
  }

  async finish(id: string, fileKey: string): Promise<void> {
    await this.db
      .update(exportsTable)
      .set({ status: 'finish', fileKey, updatedAt: new Date() })
      .where(eq(exportsTable.id, id));
  }

  /** Marks a finished export as seen (the first time stays); when it was first seen. */
  async markRead(id: string): Promise<Date> {
    const [row] = await this.db
      .update(exportsTable)
      .set({ readAt: sql`coalesce(${exportsTable.readAt}, now())` })
      .where(eq(exportsTable.id, id))
      .returning({ readAt: exportsTable.readAt });
    return row?.readAt ?? new Date();
  }

  async fail(id: string, errorCode: number): Promise<void> {
    await this.db
      .update(exportsTable)
      .set({ status: 'error', errorCode, updatedAt: new Date() })
      .where(eq(exportsTable.id, id));
  }

  /** Exports waiting for a worker, with the try they wait for. */
  async pending(): Promise<{ id: string; attempts: number }[]> {
    return this.db
      .select({ id: exportsTable.id, attempts: exportsTable.attempts })
      .from(exportsTable)
      .where(eq(exportsTable.status, 'pending'));
  }

  /**
   * With no worker: running exports silent since `runningBefore` and pending ones waiting since
   * `pendingBefore` fail with `code` (nobody would run them).
   */
  async failStuck(runningBefore: Date, pendingBefore: Date, code: number): Promise<void> {
    await this.db
      .update(exportsTable)
      .set({ status: 'error', errorCode: code, updatedAt: new Date() })
      .where(
        or(
          and(eq(exportsTable.status, 'running'), lt(exportsTable.updatedAt, runningBefore)),
          and(eq(exportsTable.status, 'pending'), lt(exportsTable.updatedAt, pendingBefore)),
        ),
      );
  }

  /**
   * Running exports not touched since `before` belong to a process that died: back to pending
   * (or failed once they used up their attempts). Returns the ids put back to pending.
   */
  async releaseStale(before: Date, maxAttempts: number): Promise<string[]> {
    const stale = and(eq(exportsTable.status, 'running'), lt(exportsTable.updatedAt, before));
    await this.db
      .update(exportsTable)
      .set({ status: 'error', errorCode: 500, updatedAt: new Date() })
      .where(and(stale, sql`${exportsTable.attempts} >= ${maxAttempts}`));
    const released = await this.db
      .update(exportsTable)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(stale)
      .returning({ id: exportsTable.id });
    return released.map((r) => r.id);
  }
}
