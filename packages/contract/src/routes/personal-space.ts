import * as z from 'zod/mini';
import { DownloadResultSchema } from '../api/generation.js';
import {
  ShareLinkSchema,
  ShareQuerySchema,
  ShareRevokeQuerySchema,
  SharedDeckSchema,
  SpaceItemSchema,
  SpaceListQuerySchema,
  SpaceListSchema,
  SpaceRecordQuerySchema,
  SpaceRecoverBodySchema,
  SpaceRenameBodySchema,
} from '../api/personal-space.js';
import { defineRoute } from './route.js';

/**
 * The personal space (spec sections 2, 7 and 9): a user's decks, the trash, copies, exports and
 * share links; and a shared deck for anyone with its link.
 */

const tags = ['personal-space'];

export const spaceList = defineRoute({
  method: 'GET',
  path: '/api/personal-space/list',
  access: 'user',
  tags,
  summary:
    "The user's decks (trash=1: the trash), searched by title, sorted by last edit or creation; size 20 by default",
  query: SpaceListQuerySchema,
  response: SpaceListSchema,
  errors: [],
});

export const spaceDeck = defineRoute({
  method: 'GET',
  path: '/api/personal-space/ppt',
  access: 'user',
  tags,
  summary: 'One kept deck',
  query: SpaceRecordQuerySchema,
  response: SpaceItemSchema,
  errors: [5107],
});

export const renameDeck = defineRoute({
  method: 'POST',
  path: '/api/personal-space/ppt',
  access: 'user',
  tags,
  summary: 'Rename a deck',
  body: SpaceRenameBodySchema,
  response: SpaceItemSchema,
  errors: [5107],
});

export const trashDeck = defineRoute({
  method: 'DELETE',
  path: '/api/personal-space/delete',
  access: 'user',
  tags,
  summary: 'Move a deck to the trash (removed for good after 30 days)',
  query: SpaceRecordQuerySchema,
  errors: [5107],
});

export const recoverDeck = defineRoute({
  method: 'PUT',
  path: '/api/personal-space/recover',
  access: 'user',
  tags,
  summary: "Bring a deck back from the trash, within the basic tier's project cap",
  body: SpaceRecoverBodySchema,
  errors: [5107, 5412, 5427],
});

export const copyDeck = defineRoute({
  method: 'GET',
  path: '/api/personal-space/copy',
  access: 'user',
  tags,
  summary:
    "Copy a deck (outline, edits, pictures, slide images) as a new one titled as a copy, within the tier's caps",
  query: SpaceRecordQuerySchema,
  response: SpaceItemSchema,
  errors: [5107, 5401, 5412, 5421, 5422, 5427],
});

export const exportDeck = defineRoute({
  method: 'GET',
  path: '/api/personal-space/download',
  access: 'user',
  tags,
  summary:
    "Start the PPTX export of a deck as last saved (its progress: the generation's download result call)",
  query: SpaceRecordQuerySchema,
  response: z.pick(DownloadResultSchema, { status: true }),
  errors: [5107, 5422],
});

export const shareLink = defineRoute({
  method: 'GET',
  path: '/api/personal-space/share',
  access: 'user',
  tags,
  summary:
    "The deck's share link (/s/<code>, 128 random bits; the same until revoked); allowDownload=1|0 lets viewers download or not",
  query: ShareQuerySchema,
  response: ShareLinkSchema,
  errors: [5107],
});

export const revokeShareLink = defineRoute({
  method: 'DELETE',
  path: '/api/personal-space/share',
  access: 'user',
  tags,
  summary: "Revoke the deck's share link (it then answers 404)",
  query: ShareRevokeQuerySchema,
  errors: [5107],
});

export const destroyDeck = defineRoute({
  method: 'DELETE',
  path: '/api/personal-space/destroy',
  access: 'user',
  tags,
  summary: 'Remove a deck for good, with its files',
  query: SpaceRecordQuerySchema,
  errors: [5107],
});

const CodeParams = z.object({ code: z.string() });

export const sharedDeck = defineRoute({
  method: 'GET',
  path: '/api/personal-space/share/:code',
  access: 'public',
  tags,
  summary:
    'A shared deck, read-only, for anyone with the link (HTTP 404 for an unknown, revoked or trashed one)',
  params: CodeParams,
  response: SharedDeckSchema,
  errors: [5428],
});

export const sharedCover = defineRoute({
  method: 'GET',
  path: '/api/personal-space/share/:code/cover.png',
  access: 'public',
  answer: 'file',
  tags,
  summary: "A shared deck's first slide as PNG, for link previews (HTTP 404 when not shared)",
  params: CodeParams,
  errors: [5428],
});

export const sharedPicture = defineRoute({
  method: 'GET',
  path: '/api/personal-space/share/:code/pictures/:id',
  access: 'public',
  answer: 'file',
  tags,
  summary:
    'A picture the shared deck shows, for anyone with the link (HTTP 404 when not shared or not shown by the deck)',
  params: z.object({ code: z.string(), id: z.string() }),
  errors: [5428],
});

export const sharedDownload = defineRoute({
  method: 'GET',
  path: '/api/personal-space/share/:code/download',
  access: 'public',
  answer: 'file',
  tags,
  summary:
    "A shared deck's PPTX (as last saved), for anyone with the link when its owner allows downloads (HTTP 404 with 5428 when not shared, 403 with 5429 when not allowed)",
  params: CodeParams,
  errors: [5428, 5429, 5422, 5402],
});
