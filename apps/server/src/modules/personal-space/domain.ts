import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import type { ExportService } from '../generation/export-service.js';
import type { HistoryService } from '../generation/history-service.js';
import type { PreviewService } from '../generation/preview-service.js';
import type { RecordAccess } from '../generation/record-access.js';
import { ShareService, type SharedBrandThemes } from './share-service.js';
import { SpaceService } from './space-service.js';

export interface PersonalSpaceDomain {
  space: SpaceService;
  shares: ShareService;
}

/** The personal space (the user's decks, folders, trash) and its share links. */
export function personalSpaceDomain(needs: {
  db: Db;
  storage: FileStorage;
  records: RecordAccess;
  previews: PreviewService;
  history: HistoryService;
  exports: ExportService;
  attachments: AttachmentService;
  /** The project and page caps of a new or copied deck. */
  limits: Pick<AiLimitsService, 'withProjectRoom' | 'createRecord'>;
  /** What a shared deck in a brand theme is drawn with. */
  brands?: SharedBrandThemes;
}): PersonalSpaceDomain {
  const { records, attachments, storage, limits } = needs;
  return {
    shares: new ShareService(needs.db, records, attachments, storage, needs.exports, needs.brands),
    space: new SpaceService({
      records,
      previews: needs.previews,
      history: needs.history,
      attachments,
      storage,
      withProjectRoom: (userId, add) => limits.withProjectRoom(userId, add),
      createWithinCaps: (userId, outline, create) => limits.createRecord(userId, outline, create),
    }),
  };
}
