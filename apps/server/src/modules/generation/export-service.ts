import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  ErrorCode,
  errorMessage,
  type DownloadResult,
  type Locale,
} from '@slidecraft/contract';
import { migrateDeck, writePptx } from '@slidecraft/deck';
import type { InProcessJobQueue } from '../../jobs/job-queue.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import type { RecordRepo, RecordRow } from './record-repo.js';

export const EXPORT_JOB = 'export-pptx';
const MAX_ATTEMPTS = 3;

/** Characters that are unsafe in a download file name (control characters are removed too). */
const UNSAFE_NAME = /[\\/:*?"<>|]/g;

export function downloadName(title: string, extension: string): string {
  const printable = Array.from(title)
    .filter((ch) => ch.charCodeAt(0) >= 0x20)
    .join('');
  const base = printable.replace(UNSAFE_NAME, ' ').trim().slice(0, 80) || 'slides';
  return `${base}.${extension}`;
}

/** PPTX exports: queued as jobs, state kept in the exports table, files in storage. */
export class ExportService {
  constructor(
    private readonly repo: RecordRepo,
    private readonly storage: FileStorage,
    private readonly links: FileLinkSigner,
    private readonly queue: InProcessJobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    queue.register(EXPORT_JOB, (exportId) => this.run(exportId));
  }

  private async ownedRecord(userId: string, recordId: string): Promise<RecordRow> {
    const record = await this.repo.findOwnedRecord(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    return record;
  }

  /** Starts an export, or reuses the current one when the record has not changed since. */
  async request(userId: string, recordId: string): Promise<DownloadResult['status']> {
    const record = await this.ownedRecord(userId, recordId);
    const latest = await this.repo.latestExport(record.id, 'pptx');
    const reusable = latest && latest.status !== 'error' && latest.createdAt >= record.updatedAt;
    if (reusable) return latest.status as DownloadResult['status'];
    const row = await this.repo.insertExport({
      recordId: record.id,
      userId,
      format: 'pptx',
      status: 'pending',
    });
    this.queue.enqueue(EXPORT_JOB, row.id);
    return 'pending';
  }

  async result(userId: string, recordId: string, locale: Locale): Promise<DownloadResult> {
    const record = await this.ownedRecord(userId, recordId);
    const latest = await this.repo.latestExport(record.id, 'pptx');
    if (!latest)
      throw new AppError(ErrorCode.PARAMS_ERROR, 'no download was requested for this record', {
        expose: false,
      });
    if (latest.status === 'finish' && latest.fileKey) {
      return {
        status: 'finish',
        url: this.links.sign(latest.fileKey, downloadName(record.title, 'pptx')),
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

  /** The job: render the deck to PPTX and store it. Safe to run again for the same export. */
  private async run(exportId: string): Promise<void> {
    const row = await this.repo.findExport(exportId);
    if (!row || row.status === 'finish') return;
    const record = await this.repo.findRecord(row.recordId);
    if (!record) return;
    await this.repo.updateExport(exportId, { status: 'running', attempts: row.attempts + 1 });
    try {
      const buffer = await writePptx(migrateDeck(record.deck));
      const fileKey = `exports/${record.userId}/${exportId}.pptx`;
      await this.storage.put(fileKey, buffer);
      await this.repo.updateExport(exportId, { status: 'finish', fileKey });
    } catch (err) {
      const code = err instanceof AppError ? err.code : ErrorCode.SERVER_ERROR;
      this.log.error({ err, exportId }, 'pptx export failed');
      await this.repo.updateExport(exportId, { status: 'error', errorCode: code });
    }
  }

  /** Re-queues exports that a stopped process left pending or running. */
  async resumeUnfinished(): Promise<void> {
    for (const row of await this.repo.unfinishedExports()) {
      if (row.attempts >= MAX_ATTEMPTS) {
        await this.repo.updateExport(row.id, {
          status: 'error',
          errorCode: ErrorCode.SERVER_ERROR,
        });
      } else {
        this.queue.enqueue(EXPORT_JOB, row.id);
      }
    }
  }
}
