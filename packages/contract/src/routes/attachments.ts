import {
  AttachmentLinkQuerySchema,
  AttachmentListQuerySchema,
  AttachmentListSchema,
  AttachmentParamsSchema,
  AttachmentSchema,
  AttachmentUploadFieldsSchema,
} from '../api/workspace.js';
import { defineRoute } from './route.js';

/**
 * A deck's pictures (image elements): uploaded to a record, listed with signed links, served
 * to their owner or to a signed link's holder. docs/decisions.md, "Pictures and rotation in
 * decks".
 */

const tags = ['workspace'];

export const upload = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/attachment',
  access: 'user',
  tags,
  summary:
    'Upload a picture for a record (form data: file, recordId): PNG, JPEG, WebP or GIF up to 10 MB, stored as PNG or JPEG',
  multipart: { files: ['file'], fields: AttachmentUploadFieldsSchema },
  response: AttachmentSchema,
  errors: [5000, 5107, 5403],
});

export const list = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/attachments',
  access: 'user',
  tags,
  summary: "A record's pictures with fresh signed links, oldest first",
  query: AttachmentListQuerySchema,
  response: AttachmentListSchema,
  errors: [5107],
});

/**
 * A picture's bytes: to its owner with the bearer token (checked by the handler, the scope is
 * public), or to anyone holding a signed link from an upload or list answer (what <img> uses).
 */
export const file = defineRoute({
  method: 'GET',
  path: '/api/workspace/ppt/attachment/:id',
  access: 'public',
  answer: 'file',
  tags,
  summary:
    'A picture: with the bearer token (its owner) or a signed link (exp, sig); HTTP 403 for a bad or expired link, 404 for no picture of yours',
  params: AttachmentParamsSchema,
  query: AttachmentLinkQuerySchema,
  errors: [404, 5107],
});
