import type { PngPool } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { PictureMaker } from '../../providers/image/index.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';
import type { FileLinkSigner } from '../files/file-links.js';
import type { BrandThemeUse } from './brand-use.js';
import { DeckPictures } from './deck-pictures.js';
import { ExportRepo } from './export-repo.js';
import { ExportService } from './export-service.js';
import { FillService } from './fill-service.js';
import { HistoryService } from './history-service.js';
import { PreviewJobRepo } from './preview-job-repo.js';
import { PreviewService } from './preview-service.js';
import type { RecordPictures } from './record.js';
import { RecordAccess } from './record-access.js';
import { RecordRepo } from './record-repo.js';
import { RecordService } from './record-service.js';

export interface RecordStore {
  /**
   * The generation records as the other domains reach them (personal space, workspace,
   * attachments, the AI limits that count projects): made before the AI domain.
   */
  recordAccess: RecordAccess;
}

export function recordStore(needs: { db: Db }): RecordStore {
  return { recordAccess: new RecordAccess(new RecordRepo(needs.db)) };
}

export interface GenerationDomainNeeds {
  db: Db;
  storage: FileStorage;
  /** The slide images' worker-thread pool. */
  pngs: Pick<PngPool, 'render' | 'threads'>;
  fileLinks: FileLinkSigner;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** A record's pictures (the attachments domain). */
  pictures: RecordPictures;
  /** The AI usage ledger (the fill's tokens). */
  usage: UsageRecorder;
  /** The model's outline writer, or the offline composer. */
  outlineWriter: OutlineWriter;
  /** Model pictures (IMAGE_*), or null for the engine's illustrations. */
  pictureMaker: PictureMaker | null;
  /** Brand themes made ready for a deck (the brand-themes module); none: engine themes only. */
  brands?: BrandThemeUse;
}

export interface GenerationDomain {
  records: RecordService;
  previews: PreviewService;
  /** The user's records, newest first; removal (own records only). */
  history: HistoryService;
  exports: ExportService;
}

/** Records and their generation: previews (filled by the model), history, PPTX/PDF exports. */
export function generationDomain(needs: GenerationDomainNeeds): GenerationDomain {
  const { db, storage, fileLinks, jobs, log, pictures, outlineWriter } = needs;
  const repo = new RecordRepo(db);
  const previews = new PreviewService(
    repo,
    new PreviewJobRepo(db),
    pictures,
    storage,
    needs.pngs,
    fileLinks,
    jobs,
    new FillService(outlineWriter, log),
    outlineWriter,
    needs.usage,
    log,
    needs.pictureMaker && new DeckPictures(needs.pictureMaker, pictures, log),
    needs.brands,
  );
  return {
    records: new RecordService(repo, previews, needs.brands),
    previews,
    history: new HistoryService(repo, previews, pictures, storage, log),
    exports: new ExportService(
      repo,
      pictures,
      new ExportRepo(db),
      storage,
      fileLinks,
      jobs,
      log,
      needs.brands,
    ),
  };
}
