import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import type { RecordAccess } from '../generation/record-access.js';
import { AttachmentRepo } from './attachment-repo.js';
import { AttachmentService } from './attachment-service.js';

export interface AttachmentDomain {
  /** Pictures of a record for its deck: upload, list, serve, and load for the writers. */
  attachments: AttachmentService;
}

export function attachmentDomain(needs: {
  db: Db;
  records: RecordAccess;
  storage: FileStorage;
  fileLinks: FileLinkSigner;
}): AttachmentDomain {
  return {
    attachments: new AttachmentService(
      new AttachmentRepo(needs.db),
      needs.records,
      needs.storage,
      needs.fileLinks,
    ),
  };
}
