import * as z from 'zod/mini';
import type { Locale } from '../locale.js';
import { isCleanText } from '../validators.js';

/**
 * Brand themes (issue 33, item 3): a company's own template (.pptx or .potx) read into a theme
 * of its colours, fonts, backgrounds, logo and placeholder frames, kept for its owner or shared
 * with the owner's team (docs/decisions.md, "Issue 33: brand themes").
 */

/** Longest brand theme name, in characters (trimmed first). */
export const BRAND_THEME_NAME_MAX = 40;

/**
 * Brand themes one account may keep (5412 past it): a basic user's own, a professional user's
 * own, and a team's shared ones (a team whose plan has lapsed counts as a basic account).
 */
export const BRAND_THEME_LIMITS = { basic: 1, professional: 10, team: 20 } as const;
export type BrandThemeScope = keyof typeof BRAND_THEME_LIMITS;

/** What every brand theme id starts with: never the id of one of the engine's themes. */
export const BRAND_THEME_PREFIX = 'brand-';
/**
 * The tags a brand theme carries in the theme picker (GET /api/workspace/template): `brand`,
 * and `removable` when the caller may remove it (its uploader, or the owner of its team).
 */
export const BRAND_THEME_TAG = 'brand';
export const BRAND_REMOVABLE_TAG = 'removable';
/** `brand-` and a lower-case uuid. */
export const BRAND_THEME_ID =
  /^brand-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isBrandThemeId(themeId: string): boolean {
  return BRAND_THEME_ID.test(themeId);
}

const brandThemeId = z.string().check(z.regex(BRAND_THEME_ID));

/** POST /api/themes/brand form fields besides `file`. */
export const BrandThemeFormFieldsSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'a brand theme needs a name'),
    z.refine((s) => Array.from(s).length <= BRAND_THEME_NAME_MAX, {
      message: `at most ${BRAND_THEME_NAME_MAX} characters`,
    }),
    z.refine(isCleanText, { message: 'control characters or broken unicode' }),
  ),
  /** Shares the theme with the caller's team (5107 when the caller is not in it). */
  teamId: z.optional(z.uuid()),
});

export const BrandThemeCreatedSchema = z.object({ themeId: z.string() });
export type BrandThemeCreated = z.infer<typeof BrandThemeCreatedSchema>;

export const BrandThemeItemSchema = z.object({
  themeId: z.string(),
  name: z.string(),
  /** The team it is shared with; null for the caller's own. */
  teamId: z.nullable(z.string()),
  /** The caller uploaded it. */
  mine: z.boolean(),
  /** The caller may remove it (its uploader, or the owner of its team). */
  canDelete: z.boolean(),
  /** A 16:9 PNG of a title slide in the theme (the picker's thumbnail route). */
  thumbnail: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BrandThemeItem = z.infer<typeof BrandThemeItemSchema>;

/** GET /api/themes/brand: the caller's own, then their team's, newest first in each. */
export const BrandThemeListSchema = z.object({ items: z.array(BrandThemeItemSchema) });
export type BrandThemeList = z.infer<typeof BrandThemeListSchema>;

/** DELETE /api/themes/brand/:themeId */
export const BrandThemeParamsSchema = z.object({ themeId: brandThemeId });

/** The 5412 detail past a cap, in each locale. */
export function brandThemeLimitMessage(scope: BrandThemeScope): Record<Locale, string> {
  const cap = BRAND_THEME_LIMITS[scope];
  if (scope === 'team')
    return {
      'zh-CN': `团队最多保存 ${cap} 个品牌主题，请先删除不用的主题`,
      'zh-TW': `團隊最多保存 ${cap} 個品牌主題，請先刪除不用的主題`,
      'en-US': `a team keeps at most ${cap} brand themes: remove one it no longer uses`,
    };
  return {
    'zh-CN': `最多保存 ${cap} 个品牌主题，请先删除不用的主题${scope === 'basic' ? '或升级专业版' : ''}`,
    'zh-TW': `最多保存 ${cap} 個品牌主題，請先刪除不用的主題${scope === 'basic' ? '或升級專業版' : ''}`,
    'en-US': `you keep at most ${cap} brand ${cap === 1 ? 'theme' : 'themes'}: remove one${scope === 'basic' ? ' or upgrade to professional' : ''}`,
  };
}

/**
 * GET /api/themes/brand/{themeId}/spec: what a browser needs to draw a deck in a brand theme:
 * its spec (packages/deck's brand spec, read as it is stored) and its pictures as data URLs
 * (pictures past the answer's size cap are left out: a slide then shows their frame's colour).
 */
export const BrandThemeSpecResultSchema = z.object({
  themeId: z.string(),
  name: z.string(),
  spec: z.unknown(),
  pictures: z.array(
    z.object({ src: z.string(), dataUrl: z.string(), width: z.int(), height: z.int() }),
  ),
});
export type BrandThemeSpecResult = z.infer<typeof BrandThemeSpecResultSchema>;
