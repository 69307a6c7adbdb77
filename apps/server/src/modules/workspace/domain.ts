import type { AiLimitsService } from '../ai/limits.js';
import type { AttachmentService } from '../attachments/attachment-service.js';
import type { BrandThemeUse } from '../generation/brand-use.js';
import type { PreviewService } from '../generation/preview-service.js';
import type { RecordAccess } from '../generation/record-access.js';
import { WorkspaceService } from './workspace-service.js';

export interface WorkspaceDomain {
  /** The editor's deck document: read, save whole or as patches, against a version. */
  workspace: WorkspaceService;
}

export function workspaceDomain(needs: {
  records: RecordAccess;
  attachments: AttachmentService;
  /** The tier's page limit on a save that adds slides. */
  limits: Pick<AiLimitsService, 'checkEditedPages'>;
  /** Told when a save changes the first slide (the history's thumbnail). */
  previews: Pick<PreviewService, 'coverChanged'>;
  /** Brand themes made ready for a deck (the brand-themes module). */
  brands?: BrandThemeUse;
}): WorkspaceDomain {
  const { limits, previews } = needs;
  return {
    workspace: new WorkspaceService(
      needs.records,
      needs.attachments,
      (userId, slides, before) => limits.checkEditedPages(userId, slides, before),
      (recordId) => previews.coverChanged(recordId),
      needs.brands,
    ),
  };
}
