import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type {
  RecordPictures,
  RecordRow,
  RecordSummary,
  RemovedRecord,
  SpaceQuery,
} from './record.js';
import { exportsTable, records } from './tables.js';

const summary = {
  id: records.id,
  userId: records.userId,
  title: records.title,
  themeId: records.themeId,
  totalPage: records.totalPage,
  revision: records.revision,
  previewStatus: records.previewStatus,
  previewPictures: records.previewPictures,
  finishPage: records.finishPage,
  createdAt: records.createdAt,
  updatedAt: records.updatedAt,
  deletedAt: records.deletedAt,
};

/** Records the owner keeps (not in the trash): what lists, the editor and the counts see. */
const kept = isNull(records.deletedAt);

/** `%` and `_` in a search are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A new revision whose generation starts over: previews of older revisions are never mixed in. */
const restartValues = () => ({
  revision: sql`${records.revision} + 1`,
  deckVersion: sql`${records.deckVersion} + 1`,
  previewStatus: 'pending',
  finishPage: 0,
  previewAttempts: 0,
  previewPictures: 0,
  updatedAt: new Date(),
});

/**
 * A user's records: creating, reading, renaming, trashing and removing them, the editor's saves
 * and the start of a generation. What a generation job writes as it runs: PreviewJobRepo.
 */
export class RecordRepo {
  constructor(private readonly db: Db) {}

  async insert(values: typeof records.$inferInsert): Promise<RecordRow> {
    const [row] = await this.db.insert(records).values(values).returning();
    return row!;
  }

  /** A record the user keeps (a trashed one is not found until recovered). */
  async findOwned(userId: string, recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), eq(records.userId, userId), kept))
      .limit(1);
    return row;
  }

  /**
   * Moves a kept record to the trash (`trashed` true) or a trashed one back; false when the user
   * has no such record in that state.
   */
  async setTrashed(userId: string, recordId: string, trashed: boolean): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({ deletedAt: trashed ? new Date() : null })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.userId, userId),
          trashed ? kept : isNotNull(records.deletedAt),
        ),
      )
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /** Renames a kept record; false when the user has none by that id. */
  async rename(userId: string, recordId: string, title: string): Promise<boolean> {
    const rows = await this.db
      .update(records)
      .set({ title, updatedAt: new Date() })
      .where(and(eq(records.id, recordId), eq(records.userId, userId), kept))
      .returning({ id: records.id });
    return rows.length === 1;
  }

  /** A page of the personal space (kept decks or the trash), searched by title and sorted. */
  async listSpace(
    userId: string,
    query: SpaceQuery,
  ): Promise<{ rows: RecordSummary[]; total: number }> {
    const where = and(
      eq(records.userId, userId),
      query.trash ? isNotNull(records.deletedAt) : kept,
      query.search ? ilike(records.title, `%${likeEscaped(query.search)}%`) : undefined,
    );
    const first = query.trash
      ? desc(records.deletedAt)
      : query.sort === 'edited'
        ? desc(records.updatedAt)
        : desc(records.createdAt);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(summary)
        .from(records)
        .where(where)
        .orderBy(first, desc(records.id))
        .offset(query.start)
        .limit(query.size),
      this.db.select({ total: count() }).from(records).where(where),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }

  async findById(recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db.select().from(records).where(eq(records.id, recordId)).limit(1);
    return row;
  }

  /** A record its owner keeps, whoever asks (a shared deck); a trashed one is not found. */
  async findKept(recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), kept))
      .limit(1);
    return row;
  }

  /** The number of records a user keeps (the trash not counted). */
  async countKept(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(records)
      .where(and(eq(records.userId, userId), kept));
    return Number(row?.n ?? 0);
  }

  /** Locks the record's row until the end of the transaction this repo runs in. */
  async lockForUpdate(recordId: string): Promise<void> {
    await this.db
      .select({ id: records.id })
      .from(records)
      .where(eq(records.id, recordId))
      .for('update');
  }

  /**
   * Starts the generation of a record over as a new revision (status pending), with a new
   * layout when one is given (a theme change).
   */
  async restart(
    recordId: string,
    layout?: {
      deck: unknown;
      originDeck: unknown;
      themeId: string;
      totalPage: number;
      /** A new outline (POST /api/ai/outline/fill-info), with the title it gives. */
      outline?: string;
      title?: string;
    },
  ): Promise<RecordRow> {
    const [row] = await this.db
      .update(records)
      .set({ ...layout, ...restartValues() })
      .where(eq(records.id, recordId))
      .returning();
    return row!;
  }

  /**
   * Stores an edited deck when the user owns the record, its stored version is still `base`
   * and no generation is writing it (pending or running); the new version, or undefined when
   * any of that failed (the caller reads the record again to say which).
   */
  async saveDeck(
    userId: string,
    recordId: string,
    base: number,
    values: { deck: unknown; themeId: string; totalPage: number },
  ): Promise<number | undefined> {
    const [row] = await this.db
      .update(records)
      .set({ ...values, deckVersion: sql`${records.deckVersion} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(records.id, recordId),
          eq(records.userId, userId),
          eq(records.deckVersion, base),
          notInArray(records.previewStatus, ['pending', 'running']),
        ),
      )
      .returning({ version: records.deckVersion });
    return row?.version;
  }

  /** Sets the status of a revision, whatever its progress (submit_failed). */
  async setPreviewStatus(recordId: string, revision: number, status: string): Promise<void> {
    await this.db
      .update(records)
      .set({ previewStatus: status })
      .where(and(eq(records.id, recordId), eq(records.revision, revision)));
  }

  /** A page of a user's records, newest first, and how many there are in all. */
  async listOwned(
    userId: string,
    start: number,
    size: number,
  ): Promise<{ rows: RecordSummary[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(summary)
        .from(records)
        .where(and(eq(records.userId, userId), kept))
        .orderBy(desc(records.createdAt), desc(records.id))
        .offset(start)
        .limit(size),
      this.db
        .select({ total: count() })
        .from(records)
        .where(and(eq(records.userId, userId), kept)),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }

  /**
   * Removes a user's record (one, or all when `recordId` is undefined) with its exports and
   * attachments, and says which files they had; only the owner's rows ever match.
   */
  async removeOwned(
    userId: string,
    pictures: Pick<RecordPictures, 'filesOf'>,
    recordId?: string,
  ): Promise<RemovedRecord[]> {
    const owned =
      recordId === undefined
        ? eq(records.userId, userId)
        : and(eq(records.userId, userId), eq(records.id, recordId))!;
    return this.removeWhere(owned, pictures);
  }

  /** Removes every record that went to the trash before `before` (any user's). */
  async purgeTrashed(
    before: Date,
    pictures: Pick<RecordPictures, 'filesOf'>,
  ): Promise<RemovedRecord[]> {
    return this.removeWhere(
      and(isNotNull(records.deletedAt), lt(records.deletedAt, before))!,
      pictures,
    );
  }

  private async removeWhere(
    owned: SQL,
    pictures: Pick<RecordPictures, 'filesOf'>,
  ): Promise<RemovedRecord[]> {
    return this.db.transaction(async (tx) => {
      // Exports and attachments cascade with their record: read their files first.
      const ids = (await tx.select({ id: records.id }).from(records).where(owned)).map(
        (row) => row.id,
      );
      if (ids.length === 0) return [];
      const files = await tx
        .select({ recordId: exportsTable.recordId, fileKey: exportsTable.fileKey })
        .from(exportsTable)
        .where(and(inArray(exportsTable.recordId, ids), isNotNull(exportsTable.fileKey)));
      const pictureFiles = await pictures.filesOf(tx, ids);
      // Only the records whose files were read: one added meanwhile stays.
      const removed = await tx
        .delete(records)
        .where(and(owned, inArray(records.id, ids)))
        .returning({
          id: records.id,
          userId: records.userId,
          revision: records.revision,
          finishPage: records.finishPage,
        });
      return removed.map((row) => ({
        ...row,
        exportKeys: files.filter((f) => f.recordId === row.id).map((f) => f.fileKey!),
        attachmentKeys: pictureFiles.filter((p) => p.recordId === row.id).map((p) => p.key),
      }));
    });
  }
}
