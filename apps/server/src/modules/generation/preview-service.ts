import type { FastifyBaseLogger } from 'fastify';
import { AppError, ErrorCode, type PreviewStatus, type RecordInfo } from '@slidecraft/contract';
import { migrateDeck, renderSlidePngAsync } from '@slidecraft/deck';
import type { InProcessJobQueue } from '../../jobs/job-queue.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import type { RecordRepo, RecordRow } from './record-repo.js';

export const PREVIEW_JOB = 'render-previews';
/** Width of the slide images of the workspace preview (16:9). */
const PREVIEW_WIDTH = 960;

const previewKey = (record: Pick<RecordRow, 'userId' | 'id'>, revision: number, page: number) =>
  `previews/${record.userId}/${record.id}/${revision}/${page + 1}.png`;

/**
 * Slide images of a record, rendered by a job after the record is created or re-laid out;
 * progress (finishPage of totalPage) is kept on the record so that any node can report it.
 */
export class PreviewService {
  constructor(
    private readonly records: RecordRepo,
    private readonly storage: FileStorage,
    private readonly links: FileLinkSigner,
    private readonly queue: InProcessJobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    queue.register(PREVIEW_JOB, (payload) => {
      const { recordId, revision } = JSON.parse(payload) as { recordId: string; revision: number };
      return this.render(recordId, revision);
    });
  }

  schedule(record: Pick<RecordRow, 'id' | 'revision'>): void {
    this.queue.enqueue(
      PREVIEW_JOB,
      JSON.stringify({ recordId: record.id, revision: record.revision }),
    );
  }

  async info(userId: string, recordId: string): Promise<RecordInfo> {
    const record = await this.records.findOwned(userId, recordId);
    if (!record) throw new AppError(ErrorCode.NO_USER_PERMISSION, 'record not found for this user');
    const slides = Array.from({ length: record.finishPage }, (_, page) =>
      this.links.sign(previewKey(record, record.revision, page), `${page + 1}.png`),
    );
    return {
      recordId: record.id,
      title: record.title,
      themeId: record.themeId,
      status: record.previewStatus as PreviewStatus,
      finishPage: record.finishPage,
      totalPage: record.totalPage,
      slides,
    };
  }

  /** The job. Renders slide by slide, reporting progress; stops when the revision is superseded. */
  private async render(recordId: string, revision: number): Promise<void> {
    if (!(await this.records.claimPreview(recordId, revision))) return;
    const record = await this.records.findById(recordId);
    if (!record || record.revision !== revision) return;
    let done = 0;
    try {
      const deck = migrateDeck(record.deck);
      for (let page = 0; page < deck.slides.length; page++) {
        const png = await renderSlidePngAsync(deck, page, { width: PREVIEW_WIDTH });
        await this.storage.put(previewKey(record, revision, page), png);
        const last = page === deck.slides.length - 1;
        done = page + 1;
        await this.records.setPreviewProgress(
          recordId,
          revision,
          done,
          last ? 'completed' : 'running',
        );
      }
    } catch (err) {
      this.log.error({ err, recordId }, 'preview rendering failed');
      await this.records.setPreviewProgress(recordId, revision, done, 'failed');
    }
  }

  /** At start: re-queue previews a stopped process left unfinished. */
  async resumeUnfinished(): Promise<void> {
    await this.records.resetRunningPreviews();
    for (const row of await this.records.unfinishedPreviews()) this.schedule(row);
  }
}
