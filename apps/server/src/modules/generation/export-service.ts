import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  ErrorCode,
  errorMessage,
  isPreviewActive,
  type DownloadResult,
  type ErrorCodeValue,
  type PreviewStatus,
  type ExportFormat,
  type Locale,
} from '@slidecraft/contract';
import {
  migrateDeck,
  writePdf,
  writePptx,
  type DeckDocument,
  type DeckImages,
  type PptxBrand,
} from '@slidecraft/deck';
import { catalogueError } from '../../http/deck-errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { heartbeat, NO_WORKER_GIVE_UP_MS, STALE_AFTER_MS } from '../../jobs/sweeper.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import { drawnTheme, withBrandImages, type BrandThemeUse } from './brand-use.js';
import type { ExportRepo } from './export-repo.js';
import { emptyPages } from './fill-service.js';
import { recordOutline, type RecordPictures, type RecordRow } from './record.js';
import type { RecordRepo } from './record-repo.js';

export const EXPORT_JOB = 'export';

/** The job: an export and the try it was queued for. */
interface ExportJob {
  id: string;
  attempt: number;
}

const WRITERS: Record<
  ExportFormat,
  (deck: DeckDocument, options: { images: DeckImages; brand?: PptxBrand }) => Promise<Buffer>
> = {
  pptx: writePptx,
  pdf: writePdf,
};
const MAX_ATTEMPTS = 3;
/** A running export untouched this long belongs to a process that died. */
/** How long a share link's download waits for its export, and how often it looks. */
const WAIT_MS = 45 * 1000;
const WAIT_POLL_MS = 150;

/** Characters that are unsafe in a download file name (control characters are removed too). */
const UNSAFE_NAME = /[\\/:*?"<>|]/g;

type StoredFile = NonNullable<Awaited<ReturnType<FileStorage['open']>>>;

export function downloadName(title: string, extension: string): string {
  const printable = Array.from(title)
    .filter((ch) => ch.charCodeAt(0) >= 0x20)
    .join('');
  const base = printable.replace(UNSAFE_NAME, ' ').trim().slice(0, 80) || 'slides';
  return `${base}.${extension}`;
}

/**
 * PPTX and PDF exports: queued as jobs, state kept in the exports table (at most one unfinished export
 * per record, claimed atomically by one worker), files in storage. A sweeper puts exports of
 * dead processes back in the queue.
 */
export class ExportService {
  constructor(
    private readonly records: RecordRepo,
    private readonly attachments: Pick<RecordPictures, 'deckImages'>,
    private readonly exportsRepo: ExportRepo,
    private readonly storage: FileStorage,
    private readonly links: FileLinkSigner,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly brands?: BrandThemeUse,
  ) {
    queue.register(EXPORT_JOB, (payload, job) =>
      this.run(JSON.parse(payload) as ExportJob, job.reqId),
    );
  }

  private async ownedRecord(userId: string, recordId: string): Promise<RecordRow> {
    const record = await this.records.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    return record;
  }

  /** Starts an export, or reuses the current one when the record has not changed since. */
  async request(
    userId: string,
    recordId: string,
    format: ExportFormat,
  ): Promise<DownloadResult['status']> {
    return (await this.start(await this.ownedRecord(userId, recordId), format)).status;
  }

  /** The same, answering which export it is (the open API polls it by id). */
  async requestExport(
    userId: string,
    recordId: string,
    format: ExportFormat,
  ): Promise<{ id: string; status: DownloadResult['status'] }> {
    return this.start(await this.ownedRecord(userId, recordId), format);
  }

  /**
   * One export of the owner's record by its id (NOT_FOUND for any other): its status, and the
   * signed path of its file once finished.
   */
  async exportOf(
    userId: string,
    recordId: string,
    exportId: string,
    locale: Locale,
  ): Promise<{ format: ExportFormat; result: Omit<DownloadResult, 'read'> & { code?: number } }> {
    const record = await this.records.findOwned(userId, recordId);
    const row = record && (await this.exportsRepo.findOf(record.id, exportId));
    if (!record || !row) throw new AppError(ErrorCode.NOT_FOUND, 'no such export');
    const format = row.format as ExportFormat;
    if (row.status === 'finish' && row.fileKey) {
      return {
        format,
        result: {
          status: 'finish',
          url: this.links.sign(row.fileKey, downloadName(record.title, format)),
        },
      };
    }
    if (row.status === 'error') {
      const code = row.errorCode ?? ErrorCode.SERVER_ERROR;
      return { format, result: { status: 'error', error: errorMessage(code, locale), code } };
    }
    return { format, result: { status: row.status as 'pending' | 'running' } };
  }

  private async start(
    record: RecordRow,
    format: ExportFormat,
  ): Promise<{ id: string; status: DownloadResult['status'] }> {
    // While the generation is still writing empty pages, the stored deck is not the final one.
    if (
      isPreviewActive(record.previewStatus as PreviewStatus) &&
      emptyPages(recordOutline(record)).length > 0
    ) {
      throw new AppError(ErrorCode.OUTLINE_FILLING, 'the deck is still being filled');
    }
    const latest = await this.exportsRepo.latest(record.id, format);
    if (latest && latest.status !== 'error' && latest.createdAt >= record.updatedAt) {
      return { id: latest.id, status: latest.status as DownloadResult['status'] };
    }
    const row = await this.exportsRepo.insertPending({
      recordId: record.id,
      userId: record.userId,
      format,
    });
    // No row: a concurrent request inserted the unfinished export first; it is queued already.
    // A queue that cannot take it now leaves it pending: the sweeper queues it.
    if (!row) {
      const concurrent = await this.exportsRepo.latest(record.id, format);
      if (!concurrent) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'export not started');
      return { id: concurrent.id, status: 'pending' };
    }
    await this.enqueue(row).catch((err: unknown) => this.log.warn({ err }, 'export not queued'));
    return { id: row.id, status: 'pending' };
  }

  async result(
    userId: string,
    recordId: string,
    format: ExportFormat,
    locale: Locale,
  ): Promise<DownloadResult> {
    const record = await this.ownedRecord(userId, recordId);
    const latest = await this.exportsRepo.latest(record.id, format);
    if (!latest)
      throw new AppError(ErrorCode.PARAMS_ERROR, 'no download was requested for this record');
    if (latest.status === 'finish' && latest.fileKey) {
      return {
        status: 'finish',
        url: this.links.sign(latest.fileKey, downloadName(record.title, format)),
        read: latest.readAt !== null,
      };
    }
    if (latest.status === 'error') {
      return {
        status: 'error',
        error: errorMessage(latest.errorCode ?? ErrorCode.SERVER_ERROR, locale),
      };
    }
    return { status: latest.status as 'pending' | 'running' };
  }

  /**
   * POST /api/workspace/ppt/download/read: the record's finished download of `format` marked as
   * seen by its owner (once: a second call keeps the first time). 5000 when there is none.
   */
  async markRead(userId: string, recordId: string, format: ExportFormat): Promise<Date> {
    const record = await this.ownedRecord(userId, recordId);
    const latest = await this.exportsRepo.latest(record.id, format);
    if (latest?.status !== 'finish') {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'no finished download of this record');
    }
    return this.exportsRepo.markRead(latest.id);
  }

  /**
   * The file of a record's current export, for a viewer of its share link: the same export as
   * the owner's download (reused while the deck is unchanged, started when there is none),
   * waited for up to WAIT_MS. 5422 while the deck is still being filled; 5402 when the export
   * takes longer (it goes on: the next try finds it).
   */
  async currentFile(
    record: RecordRow,
    format: ExportFormat,
  ): Promise<StoredFile & { name: string }> {
    await this.start(record, format);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const latest = await this.exportsRepo.latest(record.id, format);
      if (latest?.status === 'finish' && latest.fileKey) {
        const file = await this.storage.open(latest.fileKey);
        if (!file) throw new Error(`export ${latest.id}: its file is missing`);
        return { ...file, name: downloadName(record.title, format) };
      }
      if (!latest || latest.status === 'error') {
        const code = latest?.errorCode ?? ErrorCode.SERVER_ERROR;
        if (code === ErrorCode.SERVER_ERROR) throw new Error(`export of ${record.id} failed`);
        throw new AppError(code as ErrorCodeValue, 'export failed');
      }
      if (Date.now() >= deadline) {
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'export still running');
      }
      await sleep(WAIT_POLL_MS);
    }
  }

  /**
   * The job: write the deck as PPTX or PDF, with the record's own pictures, and store it. Safe
   * to deliver twice (the claim is atomic).
   */
  private async run({ id: exportId, attempt }: ExportJob, reqId?: string): Promise<void> {
    const claimed = await this.exportsRepo.claim(exportId, attempt);
    if (!claimed) return;
    const stopBeat = heartbeat(() => this.exportsRepo.beat(exportId), this.log);
    try {
      const record = await this.records.findById(claimed.recordId);
      if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record deleted');
      const format = claimed.format as ExportFormat;
      const stored = migrateDeck(record.deck);
      const { themeId, brand } = await drawnTheme(this.brands, stored.themeId, record.userId, {
        pictures: true,
        template: format === 'pptx',
      });
      const deck = { ...stored, themeId };
      const images = withBrandImages(await this.attachments.deckImages(record.id, deck), brand);
      const { spec, templateBytes } = brand ?? {};
      const onMaster = spec && templateBytes ? { brand: { spec, templateBytes } } : {};
      const buffer = await WRITERS[format](deck, { images, ...onMaster });
      const fileKey = `exports/${record.userId}/${exportId}.${format}`;
      await this.storage.put(fileKey, buffer);
      await this.exportsRepo.finish(exportId, fileKey);
    } catch (err) {
      const known = catalogueError(err);
      const code = known instanceof AppError ? known.code : ErrorCode.SERVER_ERROR;
      this.log.error({ err, exportId, reqId }, 'export failed');
      // If even this write fails, the sweeper retries the export once it is stale.
      await this.exportsRepo.fail(exportId, code);
    } finally {
      stopBeat();
    }
  }

  /** Queues an export's pending try (the id names the try: a waiting one is not doubled). */
  private enqueue(row: { id: string; attempts: number }): Promise<void> {
    const job: ExportJob = { id: row.id, attempt: row.attempts };
    return this.queue.enqueue(EXPORT_JOB, `export:${row.id}:${row.attempts}`, JSON.stringify(job));
  }

  /**
   * One round of the sweeper (jobs/sweeper.ts): exports of dead processes back to pending (or
   * failed after their last try), and pending ones queued. `everyRunning`: at the start of the
   * only node, every running export is a dead one.
   */
  async sweep(everyRunning = false): Promise<void> {
    const before = everyRunning ? new Date() : new Date(Date.now() - STALE_AFTER_MS);
    if ((await this.queue.workers()) === 0) {
      // Nobody would run a retry: the user is told now rather than left waiting.
      const waitedSince = new Date(Date.now() - NO_WORKER_GIVE_UP_MS);
      await this.exportsRepo.failStuck(before, waitedSince, ErrorCode.SERVICE_UNAVAILABLE);
    }
    await this.exportsRepo.releaseStale(before, MAX_ATTEMPTS);
    for (const row of await this.exportsRepo.pending()) await this.enqueue(row);
  }
}
