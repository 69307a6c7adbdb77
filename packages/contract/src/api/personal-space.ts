import * as z from 'zod/mini';
import { OUTLINE_HEADING_MAX } from '../constants.js';
import { isCleanText } from '../validators.js';
import { BrandThemeSpecResultSchema } from './brand-themes.js';
import { PREVIEW_STATUSES } from './generation.js';

/**
 * The personal space (spec sections 2, 7 and 9): a user's decks, searched and sorted, renamed,
 * moved to the trash and back, destroyed for good. The same records as the generation history.
 */

/** Decks one list call answers unless it asks for another size (spec section 9). */
export const PERSONAL_SPACE_PAGE_SIZE = 20;
/** Days a deck stays in the trash before it is removed for good. */
export const TRASH_DAYS = 30;
/** Longest search text (characters). */
export const SPACE_SEARCH_MAX = 100;

const recordId = z.uuid();

/** GET /api/personal-space/list */
export const SpaceListQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  size: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(100)),
    PERSONAL_SPACE_PAGE_SIZE,
  ),
  /** Part of the title, any case. */
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SPACE_SEARCH_MAX),
        z.refine(isCleanText, { message: 'control characters' }),
      ),
  ),
  /** 'edited' (last change first, the default) or 'created' (newest first). */
  sort: z._default(z.enum(['edited', 'created']), 'edited'),
  /** '1': the trash instead of the kept decks. */
  trash: z._default(z.enum(['0', '1']), '0'),
});
export type SpaceListQuery = z.infer<typeof SpaceListQuerySchema>;

export const SpaceItemSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  /** Signed link to the first slide's image; null until it is rendered. */
  thumbnail: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: the last change to the deck or its title. */
  updatedAt: z.string(),
  /** ISO 8601 when in the trash, else null. */
  deletedAt: z.nullable(z.string()),
  totalPage: z.int(),
  status: z.enum(PREVIEW_STATUSES),
});
export type SpaceItem = z.infer<typeof SpaceItemSchema>;
export const SpaceListSchema = z.object({ items: z.array(SpaceItemSchema), total: z.int() });
export type SpaceList = z.infer<typeof SpaceListSchema>;

/** DELETE /api/personal-space/delete?recordId, /destroy?recordId; GET /ppt?recordId */
export const SpaceRecordQuerySchema = z.object({ recordId });
/** PUT /api/personal-space/recover */
export const SpaceRecoverBodySchema = z.object({ recordId });
/** POST /api/personal-space/ppt: renames a deck. */
export const SpaceRenameBodySchema = z.object({
  recordId,
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(OUTLINE_HEADING_MAX),
      z.refine(isCleanText, { message: 'control characters' }),
    ),
});

/** GET /api/personal-space/share?recordId&allowDownload: the deck's live link (made once). */
export const ShareQuerySchema = z.object({
  recordId,
  /** '1': viewers may download the PPTX; '0': they may not; absent: as it was. */
  allowDownload: z.optional(z.enum(['0', '1'])),
});
/** DELETE /api/personal-space/share?recordId: revokes the live link. */
export const ShareRevokeQuerySchema = z.object({ recordId });
/** A share link: `/s/<code>` on the app's origin. */
export const ShareLinkSchema = z.object({
  code: z.string(),
  path: z.string(),
  allowDownload: z.boolean(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
/** A share code: base64url of 16 random bytes (128 bits). */
export const SHARE_CODE = /^[A-Za-z0-9_-]{22}$/;

/** GET /api/personal-space/share/{code} (public): the shared deck, read-only. */
export const SharedDeckSchema = z.object({
  title: z.string(),
  /** The deck document (packages/deck model). */
  deck: z.unknown(),
  /**
   * The pictures the deck shows (no other picture of its record), each linked through the share
   * (`/api/personal-space/share/{code}/pictures/{id}`), so a revoke ends the link.
   */
  pictures: z.array(
    z.object({ src: z.string(), url: z.string(), width: z.int(), height: z.int() }),
  ),
  /** The first slide's image (`/api/personal-space/share/{code}/cover.png`), or null. */
  cover: z.nullable(z.string()),
  allowDownload: z.boolean(),
  /**
   * A deck in one of its owner's brand themes: what the page draws it with (as the owner's
   * editor reads it from GET /api/themes/brand/{themeId}/spec). Absent for an engine theme, and
   * when the owner may no longer use the theme.
   */
  brandTheme: z.optional(BrandThemeSpecResultSchema),
});
export type SharedDeck = z.infer<typeof SharedDeckSchema>;
