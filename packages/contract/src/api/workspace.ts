import * as z from 'zod/mini';

/**
 * The workspace editor's calls (spec section 7, Workspace): the deck document as edited and
 * as generated, and saving it whole or as patches against the version it was read at.
 */

const recordId = z.uuid();

/** The largest deck document a save accepts, in bytes of JSON. */
export const DECK_SAVE_MAX_BYTES = 4 * 1024 * 1024;
/** The most patches one autosave may carry. */
export const DECK_PATCHES_MAX = 2000;

/** GET /api/workspace/ppt/json-file?recordId and /origin-json-file?recordId */
export const WorkspaceDocQuerySchema = z.object({ recordId });
/** POST /api/workspace/ppt/reload */
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
export type DeckSaved = z.infer<typeof DeckSavedSchema>;
