import type { FastifyInstance } from 'fastify';
import type { AppServices } from './app-services.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { AiLimitsService } from './modules/ai/limits.js';
import type { UsageRecorder } from './modules/ai/usage-ledger.js';
import { AttachmentRepo } from './modules/attachments/attachment-repo.js';
import { AttachmentService } from './modules/attachments/attachment-service.js';
import type { FileLinkSigner } from './modules/files/file-links.js';
import { ExportRepo } from './modules/generation/export-repo.js';
import { ExportService } from './modules/generation/export-service.js';
import { FillService } from './modules/generation/fill-service.js';
import { HistoryService } from './modules/generation/history-service.js';
import { PreviewJobRepo } from './modules/generation/preview-job-repo.js';
import { PreviewService } from './modules/generation/preview-service.js';
import type { RecordAccess } from './modules/generation/record-access.js';
import { RecordRepo } from './modules/generation/record-repo.js';
import { RecordService } from './modules/generation/record-service.js';
import { ShareService } from './modules/personal-space/share-service.js';
import { SpaceService } from './modules/personal-space/space-service.js';
import { WorkspaceService } from './modules/workspace/workspace-service.js';
import type { FileStorage } from './providers/storage/storage.js';
import { DeckPictures } from './modules/generation/deck-pictures.js';
import type { OutlineWriter } from './providers/llm/llm.js';
import type { PictureMaker } from './providers/image/index.js';

type DeckServices = Pick<
  AppServices,
  'records' | 'previews' | 'history' | 'workspace' | 'attachments' | 'exports' | 'shares' | 'space'
>;

/**
 * The services of a user's decks: records and their generation, previews, history, the editor's
 * document, pictures, exports, the personal space and sharing. One place wires them, since they
 * share the record repository and call one another.
 */
export function deckServices(deps: {
  app: FastifyInstance;
  database: Database;
  storage: FileStorage;
  fileLinks: FileLinkSigner;
  jobs: JobQueue;
  /** The records as the other modules reach them (made before the AI limits, which count them). */
  recordAccess: RecordAccess;
  /** The AI usage ledger (the fill's tokens). */
  usage: UsageRecorder;
  aiLimits: AiLimitsService;
  /** Model pictures (IMAGE_*), or null for the engine's illustrations. */
  pictureMaker: PictureMaker | null;
  /** The model's outline writer, or the offline composer. */
  outlineWriter: OutlineWriter;
}): DeckServices {
  const { app, database, storage, fileLinks, jobs, aiLimits, recordAccess } = deps;
  const recordRepo = new RecordRepo(database.db);
  const attachmentRepo = new AttachmentRepo(database.db);
  const attachments = new AttachmentService(attachmentRepo, recordAccess, storage, fileLinks);
  const { outlineWriter } = deps;
  const previews = new PreviewService(
    recordRepo,
    new PreviewJobRepo(database.db),
    attachments,
    storage,
    fileLinks,
    jobs,
    new FillService(outlineWriter, app.log),
    outlineWriter,
    deps.usage,
    app.log,
    deps.pictureMaker && new DeckPictures(deps.pictureMaker, attachments, app.log),
  );
  const history = new HistoryService(recordRepo, previews, attachments, storage, app.log);
  const exports = new ExportService(
    recordRepo,
    attachments,
    new ExportRepo(database.db),
    storage,
    fileLinks,
    jobs,
    app.log,
  );
  return {
    records: new RecordService(recordRepo, previews),
    previews,
    history,
    workspace: new WorkspaceService(
      recordAccess,
      attachments,
      (userId, slides, before) => aiLimits.checkEditedPages(userId, slides, before),
      (recordId) => previews.coverChanged(recordId),
    ),
    attachments,
    exports,
    shares: new ShareService(database.db, recordAccess, attachments, storage, exports),
    space: new SpaceService({
      records: recordAccess,
      previews,
      history,
      attachments,
      storage,
      withProjectRoom: (userId, add) => aiLimits.withProjectRoom(userId, add),
      createWithinCaps: (userId, outline, create) => aiLimits.createRecord(userId, outline, create),
    }),
  };
}
