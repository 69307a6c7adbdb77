import * as z from 'zod/mini';
import { LOCALES } from '../locale.js';

/**
 * The workspace editor's calls (spec section 7, Workspace): the deck document as edited and
 * as generated, and saving it whole or as patches against the version it was read at.
 */

const recordId = z.uuid();

/** The largest deck document a save accepts, in bytes of JSON. */
export const DECK_SAVE_MAX_BYTES = 4 * 1024 * 1024;
/** The most patches one autosave may carry. */
const DECK_PATCHES_MAX = 2000;

/** GET /api/workspace/ppt/json-file?recordId and /origin-json-file?recordId */
export const WorkspaceDocQuerySchema = z.object({ recordId });
/** POST /api/workspace/ppt/reload and /api/workspace/islide/load (an add-in's name of it) */
export const WorkspaceReloadBodySchema = z.object({ recordId });

/** A deck version: the number a save starts from (5430 when another save came first). */
const version = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const WorkspaceDocSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  themeId: z.string(),
  version: z.int(),
  /** The deck document (the engine's versioned model, packages/deck). */
  deck: z.unknown(),
});
export type WorkspaceDoc = z.infer<typeof WorkspaceDocSchema>;

/** POST /api/workspace/ppt/load-slide: one slide of the saved deck, by id. */
export const LoadSlideBodySchema = z.object({
  recordId,
  slideId: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const LoadSlideResultSchema = z.object({
  version: z.int(),
  index: z.int(),
  slide: z.unknown(),
});

/**
 * The AI actions on one slide (POST /api/workspace/single-outline/load). 'regenerate' writes
 * the slide anew from its outline item (a professional feature: 5414 for the basic tier); the
 * others work on what the slide says now. Every action costs AI points (AI_LIMITS.chatCost).
 */
const SLIDE_AI_ACTIONS = [
  'regenerate',
  'rewrite',
  'expand',
  'shorten',
  'table',
  'timeline',
  'translate',
] as const;
export type SlideAiAction = (typeof SLIDE_AI_ACTIONS)[number];

/**
 * POST /api/workspace/single-outline/load: streams the slide's new points (`* ` lines, like
 * the outline format) as server-sent events; the last event (`done`) carries `slides`, the
 * slide laid out again in the deck's theme (its id kept; rarely more than one slide when the
 * text needs it). Nothing is stored: the editor applies the slides as one undoable step.
 */
export const SingleOutlineLoadBodySchema = z
  .object({
    recordId,
    slideId: z.string().check(z.minLength(1), z.maxLength(200)),
    action: z._default(z.enum(SLIDE_AI_ACTIONS), 'regenerate'),
    /** The language a 'translate' writes in (required there). */
    to: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((body) => body.action !== 'translate' || body.to !== undefined, {
      message: "action 'translate' needs 'to'",
      path: ['to'],
    }),
  );

/** Object keys a patch path may never name (prototype pollution). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const pathStep = z.union([
  z.string().check(
    z.minLength(1),
    z.maxLength(64),
    z.refine((key) => !FORBIDDEN_KEYS.has(key), { message: 'forbidden key' }),
  ),
  z.int().check(z.gte(0), z.lte(100_000)),
]);

/** One change to the document: immer's patch shape (a path of keys and indexes). */
export const DeckPatchSchema = z.object({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.array(pathStep).check(z.maxLength(16)),
  value: z.optional(z.unknown()),
});
export type DeckPatch = z.infer<typeof DeckPatchSchema>;

/** POST /api/workspace/ppt/content/{recordId}: patches made since `version`. */
export const DeckPatchBodySchema = z.object({
  version,
  patches: z.array(DeckPatchSchema).check(z.minLength(1), z.maxLength(DECK_PATCHES_MAX)),
});
export const RecordIdParamsSchema = z.object({ recordId });
/** POST /api/workspace/ppt/save/{recordId}?version: the whole document as plain-text JSON. */
export const DeckSaveQuerySchema = z.object({ version: z.string().check(z.regex(/^\d{1,15}$/)) });
/** POST /api/workspace/ppt/save: the same as JSON. */
export const DeckSaveBodySchema = z.object({ recordId, version, deck: z.unknown() });
/** What a save answers: the version the next save starts from. */
export const DeckSavedSchema = z.object({ version: z.int() });

/**
 * Pictures for the deck (image elements): uploaded to a record, named in the deck as
 * `attachment:<id>`, served to their owner only. docs/decisions.md, "Pictures and rotation in
 * decks".
 */

/** Most pictures one record's uploads may add up to; the next upload is refused with 5000. */
export const ATTACHMENTS_PER_RECORD = 200;
/** Largest picture an upload takes (bytes); a larger one is refused with 5000. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * How long an attachment's signed link works (seconds). `<img>` and SVG `<image>` cannot send
 * the bearer token, so uploads and lists answer a signed link; a day outlasts an editing
 * session, and the editor lists again for fresh links when it opens a deck.
 */
export const ATTACHMENT_LINK_TTL_SECONDS = 24 * 60 * 60;

/** POST /api/workspace/ppt/attachment (multipart/form-data): a `file` part and this field. */
export const AttachmentUploadFieldsSchema = z.object({ recordId });

/** A stored picture of a record. */
export const AttachmentSchema = z.object({
  id: z.string(),
  /** What an image element's `src` holds: `attachment:<id>`. */
  src: z.string(),
  /** A signed link to the picture (GET /api/workspace/ppt/attachment/{id}?exp&sig) for <img>. */
  url: z.string(),
  /** Pixel size of the stored picture (what the scene fits into a frame). */
  width: z.int(),
  height: z.int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** GET /api/workspace/ppt/attachments?recordId: the record's pictures, oldest first. */
export const AttachmentListQuerySchema = z.object({ recordId });
export const AttachmentListSchema = z.object({ items: z.array(AttachmentSchema) });

/** GET /api/workspace/ppt/attachment/{id}: with the bearer token, or a signed link's exp and sig. */
export const AttachmentParamsSchema = z.object({ id: z.uuid() });
export const AttachmentLinkQuerySchema = z.object({
  exp: z.optional(z.coerce.number().check(z.int(), z.positive())),
  sig: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/))),
});

/*
 * Issue 18: the other workspace paths of spec section 7, served from the same code as their
 * siblings. docs/decisions.md, "Issue 18: alternate AI and workspace paths".
 */

const themeIdField = z.string().check(z.minLength(1), z.maxLength(64));

/** POST /api/workspace/outline/load {recordId}: the record's outline text. */
export const OutlineLoadBodySchema = z.object({ recordId });
export const OutlineLoadResultSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  outline: z.string(),
  themeId: z.string(),
  status: z.string(),
});
export type OutlineLoadResult = z.infer<typeof OutlineLoadResultSchema>;

/**
 * POST /api/workspace/outline/generate-ppt {recordId, themeId?}: preview/outline (or, with a
 * theme other than the record's, preview/theme); GET .../result?recordId is preview/result.
 */
export const WorkspaceGeneratePptBodySchema = z.object({
  recordId,
  themeId: z.optional(themeIdField),
});

/** POST /api/workspace/ppt {outline, themeId?}: a new deck, like POST /ai/generate-ppt/record. */
export const WorkspacePptBodySchema = z.object({
  outline: z.string().check(z.minLength(1), z.maxLength(60_000)),
  themeId: z.optional(themeIdField),
});

/** POST /api/workspace/ppt/json-file/attachment {recordId}: the document and its pictures. */
export const JsonFileAttachmentBodySchema = z.object({ recordId });
export const JsonFileAttachmentResultSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  themeId: z.string(),
  version: z.int(),
  deck: z.unknown(),
  attachments: z.array(AttachmentSchema),
});

/** GET /api/workspace/ppt/template?recordId: the deck's theme; POST {recordId, themeId} sets it. */
export const DeckTemplateQuerySchema = z.object({ recordId });
export const DeckTemplateBodySchema = z.object({ recordId, themeId: themeIdField });
export const DeckTemplateSchema = z.object({
  recordId: z.string(),
  themeId: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  thumbnail: z.string(),
});

/** POST /api/workspace/ppt/download/read {recordId, format?}: the finished download seen. */
export const DownloadReadBodySchema = z.object({
  recordId,
  format: z._default(z.enum(['pptx', 'pdf']), 'pptx'),
});
export const DownloadReadResultSchema = z.object({ read: z.boolean(), readAt: z.string() });

/** POST /api/themeIsAiImag {ids}: which themes get model pictures in place of illustrations. */
export const ThemeAiImageBodySchema = z.object({
  ids: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1), z.maxLength(100)),
});
export const ThemeAiImageResultSchema = z.object({ items: z.record(z.string(), z.boolean()) });

/**
 * POST /api/workspace/ppt/import (multipart `file`): a .pptx kept as an editable deck. The
 * answer names the new record and reports what the import could not keep as itself: an element
 * kept as a picture of itself, drawn as a near shape, or dropped (with the slide it was on).
 */
export const DeckImportNoteSchema = z.object({
  slide: z.int(),
  kind: z.string(),
  outcome: z.enum(['picture', 'approximated', 'dropped']),
  reason: z.string(),
});
export const DeckImportResultSchema = z.object({
  recordId,
  title: z.string(),
  slides: z.int(),
  elements: z.int(),
  pictures: z.int(),
  notes: z.array(DeckImportNoteSchema),
});
export type DeckImportResult = z.infer<typeof DeckImportResultSchema>;
export type DeckImportNote = z.infer<typeof DeckImportNoteSchema>;
