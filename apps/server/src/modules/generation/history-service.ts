import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  ErrorCode,
  TRASH_DAYS,
  type HistoryPage,
  type PreviewStatus,
} from '@slidecraft/contract';
import type { FileStorage } from '../../providers/storage/storage.js';
import { previewKey, type PreviewService } from './preview-service.js';
import type { RecordPictures, RemovedRecord } from './record.js';
import type { RecordRepo } from './record-repo.js';

/**
 * A user's generation history (spec section 7): their records newest first, removing one or
 * all. Every query is scoped to the signed-in user, so another user's record is never listed,
 * and removing it answers exactly as removing one that does not exist (5107).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export class HistoryService {
  private purger: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly repo: RecordRepo,
    private readonly previews: PreviewService,
    /** The records' pictures, whose files go with them. */
    private readonly pictures: Pick<RecordPictures, 'filesOf'>,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: string, start: number, size: number): Promise<HistoryPage> {
    const { rows, total } = await this.repo.listOwned(userId, start, size);
    return {
      items: rows.map((row) => ({
        recordId: row.id,
        title: row.title,
        thumbnail: this.previews.thumbnail(row),
        createdAt: row.createdAt.toISOString(),
        totalPage: row.totalPage,
        status: row.previewStatus as PreviewStatus,
      })),
      total,
    };
  }

  async remove(userId: string, recordId: string): Promise<{ removed: number }> {
    const removed = await this.repo.removeOwned(userId, this.pictures, recordId);
    if (removed.length === 0) {
      throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    }
    this.removeFiles(removed);
    return { removed: removed.length };
  }

  /**
   * Removes for good what has been in the trash for TRASH_DAYS (every hour, and at start);
   * the number removed.
   */
  async purgeTrash(now = Date.now()): Promise<number> {
    const removed = await this.repo.purgeTrashed(
      new Date(now - TRASH_DAYS * DAY_MS),
      this.pictures,
    );
    this.removeFiles(removed);
    return removed.length;
  }

  startPurging(): void {
    const purge = () =>
      this.purgeTrash().catch((err: unknown) => this.log.warn({ err }, 'trash purge failed'));
    void purge();
    this.purger = setInterval(() => void purge(), PURGE_EVERY_MS);
    this.purger.unref();
  }

  stopPurging(): void {
    clearInterval(this.purger);
  }

  async removeAll(userId: string): Promise<{ removed: number }> {
    const removed = await this.repo.removeOwned(userId, this.pictures);
    this.removeFiles(removed);
    return { removed: removed.length };
  }

  /**
   * Deletes the files of removed records after answering: the rows are gone, so the files are
   * unreachable already; a failure here only leaves garbage behind, never breaks the call.
   * (Images of older revisions, left by theme changes, are not tracked and stay.)
   */
  private removeFiles(removed: readonly RemovedRecord[]): void {
    const keys = removed.flatMap((record) => [
      ...record.exportKeys,
      ...record.attachmentKeys,
      ...Array.from({ length: record.finishPage }, (_, page) =>
        previewKey(record, record.revision, page),
      ),
    ]);
    void Promise.allSettled(keys.map((key) => this.storage.remove(key))).then((results) => {
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed > 0) this.log.warn({ failed }, 'files of removed records were not all deleted');
    });
  }
}
