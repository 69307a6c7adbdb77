import * as z from 'zod/mini';

/**
 * Fonts (spec sections 2 and 7): the Chinese faces the engine ships, a user's favourites, and
 * the fonts a deck uses. A font id is the shipped font's slug ('ma-shan-zheng'); an id the
 * engine does not ship is a 5000.
 */

const FONT_CATEGORY_VALUES = ['sans', 'serif', 'rounded', 'handwriting', 'display'] as const;
/** Favourites one getMyList call answers unless it asks for another size. */
const FONT_PAGE_SIZE = 20;
/** Recent fonts the browser keeps (newest first). */
export const RECENT_FONTS_MAX = 8;
/** Longest searchRecommend keyword (characters). */
const FONT_KEYWORD_MAX = 50;

const fontId = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'a font id'));

/** GET /api/font/getStyleInfo?font_id */
export const FontIdQuerySchema = z.object({ font_id: fontId });
/** POST /api/font/favourite and /api/font/unFavourite */
export const FontIdBodySchema = z.object({ font_id: fontId });

/** GET /api/font/getMyList: the user's favourite fonts, newest favourite first. */
export const FontListQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), FONT_PAGE_SIZE),
});

/** GET /api/font/searchRecommend: shipped fonts matching a name, in a category. */
export const FontSearchQuerySchema = z.object({
  /** Part of the font's name in any interface language or of its family, any case. */
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(FONT_KEYWORD_MAX))),
  category: z.optional(z.enum(FONT_CATEGORY_VALUES)),
});

export const FontInfoSchema = z.object({
  /** The font id (`font_id`). */
  id: z.string(),
  /** The font's name in the caller's language. */
  name: z.string(),
  /** The family name the PPTX names and the web font CSS declares. */
  family: z.string(),
  category: z.enum(FONT_CATEGORY_VALUES),
  /** SPDX licence id: every shipped font may be embedded and shared. */
  licence: z.string(),
  hasBold: z.boolean(),
  /** 'gb2312': the 6,763 common simplified characters; rarer ones use the theme's font. */
  coverage: z.enum(['gb2312', 'extended']),
  /** Web font CSS (unicode-range slices: a browser fetches only the characters it draws). */
  css: z.string(),
  favourite: z.boolean(),
});
export type FontInfo = z.infer<typeof FontInfoSchema>;

export const FontListSchema = z.object({ items: z.array(FontInfoSchema), total: z.int() });
export type FontList = z.infer<typeof FontListSchema>;

const roleFont = z.optional(z.nullable(fontId));

/**
 * POST /api/font/savePPT: every heading or body text box of the deck in one font (null: back
 * to the theme's font; a role left out keeps its fonts). At least one role.
 */
export const FontSavePptBodySchema = z.object({
  recordId: z.uuid(),
  heading: roleFont,
  body: roleFont,
});
export type FontSavePptBody = z.infer<typeof FontSavePptBodySchema>;
/** GET /api/font/getSavePPT?recordId */
export const FontSavedPptQuerySchema = z.object({ recordId: z.uuid() });

/** A deck's fonts: per role the font all its text boxes use, or null for the theme's font. */
export const DeckFontsSchema = z.object({
  recordId: z.string(),
  /** The deck version after the call: what the editor's next save starts from. */
  version: z.int(),
  heading: z.nullable(FontInfoSchema),
  body: z.nullable(FontInfoSchema),
});
export type DeckFontsInfo = z.infer<typeof DeckFontsSchema>;
