import * as z from 'zod/mini';

/**
 * The template centre (spec sections 2, 7 and 9): real templates, each a theme, a layout plan
 * and sample content, listed by tag groups, searched in Chinese, previewed slide by slide, used
 * in the workspace and downloaded (non-members within a daily quota, 5301 beyond it).
 */

/** Listing page size (spec section 9), and the login wall's listing (type=template). */
export const TEMPLATE_PAGE_SIZE = 30;
export const TEMPLATE_WALL_SIZE = 50;
/** Recommendations under a template, leaving out single-slide collections (spec section 9). */
export const RECOMMEND_PAGE_SIZE = 12;
export const SLIDE_COLLECTION_TAG = 'category.slide-collection';
/** Daily template downloads of a non-member: the operator's setting, its default and ceiling. */
export const TEMPLATE_DOWNLOADS_DEFAULT = 5;
export const TEMPLATE_DOWNLOADS_MAX = 10;
/** Longest search text (characters). */
export const TEMPLATE_SEARCH_MAX = 50;

/** The tag groups of the centre; each item is titled 'groupId.itemId'. */
export const TEMPLATE_TAG_GROUPS = ['category', 'style', 'color'] as const;
export type TemplateTagGroup = (typeof TEMPLATE_TAG_GROUPS)[number];

export const TEMPLATE_CATEGORIES = [
  'work-report',
  'year-end',
  'education',
  'thesis',
  'marketing',
  'launch',
  'technology',
  'government',
  'finance',
  'medical',
  'training',
  'resume',
  'slide-collection',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** `filters`: page count and order. */
export const TEMPLATE_FILTERS = [
  'pages.short',
  'pages.medium',
  'pages.long',
  'sort.hot',
  'sort.new',
] as const;
export type TemplateFilter = (typeof TEMPLATE_FILTERS)[number];

/** A template id: lower-case words joined by hyphens. */
export const TEMPLATE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const contentId = z.string().check(z.regex(TEMPLATE_ID));
const tagTitle = /^[a-z]+\.[a-z0-9-]+$/;

/** A comma-separated list, each part matching `part`, at most `max` characters. */
const commaList = (part: RegExp, max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine(
      (value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every((item) => part.test(item)),
      'a comma-separated list of groupId.itemId',
    ),
  );

/** GET /api/template-center/tags */
const TemplateTagItemSchema = z.object({
  /** 'groupId.itemId', e.g. 'category.year-end'; 'groupId.all' stands for no choice. */
  title: z.string(),
  /** The item's name in the request's language. */
  label: z.string(),
  defaultSelect: z.boolean(),
});
const TemplateTagGroupSchema = z.object({
  id: z.enum(TEMPLATE_TAG_GROUPS),
  label: z.string(),
  items: z.array(TemplateTagItemSchema),
});
export type TemplateTagGroupInfo = z.infer<typeof TemplateTagGroupSchema>;
export const TemplateTagsResultSchema = z.object({ items: z.array(TemplateTagGroupSchema) });
export type TemplateTagsResult = z.infer<typeof TemplateTagsResultSchema>;

/** GET /api/template-center/contents?start&size&tags&filters&search&type */
export const TemplateContentsQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), TEMPLATE_PAGE_SIZE),
  /**
   * Comma-separated 'groupId.itemId' titles: a template matches every group chosen, and any
   * item chosen within a group ('groupId.all' chooses nothing).
   */
  tags: z.optional(commaList(tagTitle, 400)),
  /** Comma-separated TEMPLATE_FILTERS. */
  filters: z.optional(commaList(/^(pages|sort)\.[a-z]+$/, 200)),
  /** Words to look for, in Chinese or English. */
  search: z.optional(z.string().check(z.maxLength(TEMPLATE_SEARCH_MAX))),
  /** 'template' (the login wall) leaves out single-slide collections. */
  type: z.optional(z.enum(['template', 'all'])),
});
export type TemplateContentsQuery = z.infer<typeof TemplateContentsQuerySchema>;

const TemplateItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One sentence on what the template is for. */
  description: z.string(),
  /** 'groupId.itemId' titles. */
  tags: z.array(z.string()),
  /** The theme the template is set in. */
  themeId: z.string(),
  /** Number of slides. */
  pages: z.int(),
  /** A 16:9 PNG of the cover, rendered by the deck engine. */
  thumbnail: z.string(),
  /** Times downloaded or used. */
  downloads: z.int(),
});
export type TemplateItem = z.infer<typeof TemplateItemSchema>;

export const TemplateContentsResultSchema = z.object({
  items: z.array(TemplateItemSchema),
  total: z.int(),
});
export type TemplateContentsResult = z.infer<typeof TemplateContentsResultSchema>;

/** GET /api/template-center/detail?contentId, /content?contentId */
export const TemplateIdQuerySchema = z.object({ contentId });

const TemplateSlideSchema = z.object({
  index: z.int(),
  /** The slide's kind: cover, toc, divider, a content layout, closing. */
  kind: z.string(),
  /** A 16:9 PNG of the slide at preview size. */
  image: z.string(),
  /** The same at thumbnail size. */
  thumbnail: z.string(),
});
export const TemplateDetailSchema = z.extend(TemplateItemSchema, {
  themeName: z.string(),
  slides: z.array(TemplateSlideSchema),
  /**
   * A paid template's price in fen (sold on its own: GET /api/ai/contents/pay/info); null or
   * absent when it is free.
   */
  price: z.optional(
    z.nullable(z.object({ currency: z.string(), pay: z.int(), original: z.int() })),
  ),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

/**
 * Paid content (GET /api/ai/contents/pay/info, /pay/result): a template the operator sells on
 * its own (a plan of kind 'content' with the id `content-<templateId>`). 'free': not sold;
 * 'member': included in the professional tier; 'paid': bought by the caller; 'locked': to buy.
 */
export const CONTENT_ACCESS = ['free', 'member', 'paid', 'locked'] as const;
export type ContentAccess = (typeof CONTENT_ACCESS)[number];

/**
 * GET /api/template-center/content: what 'use this template' loads, the sample content as
 * outline text in the template's theme. While the caller may not use the template (sold on its
 * own, not bought, not in the caller's tier: access 'locked') it is a preview only: the title
 * block and the first chapter of the outline, the cover and the tags, without the theme.
 */
export const TemplateContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  access: z.enum(CONTENT_ACCESS),
  preview: z.boolean(),
  cover: z.string(),
  tags: z.array(z.string()),
  /** Absent in a preview. */
  themeId: z.optional(z.string()),
  outline: z.string(),
});
export type TemplateContent = z.infer<typeof TemplateContentSchema>;

/** POST /api/template-center/recommendList */
export const RecommendBodySchema = z.object({
  contentId,
  pageSize: z._default(z.int().check(z.gte(1), z.lte(30)), RECOMMEND_PAGE_SIZE),
  excludeTags: z._default(z.array(z.string().check(z.regex(tagTitle))).check(z.maxLength(20)), [
    SLIDE_COLLECTION_TAG,
  ]),
});
export const RecommendResultSchema = z.object({ items: z.array(TemplateItemSchema) });

/** POST /api/template-center/download {contentId} */
export const TemplateDownloadBodySchema = z.object({ contentId });

/** GET /api/template-center/downloadTimes: today's template downloads (Beijing day). */
export const DownloadTimesSchema = z.object({
  /** Members download without a quota. */
  unlimited: z.boolean(),
  /** Today's quota (0 when unlimited). */
  total: z.int(),
  used: z.int(),
  remaining: z.int(),
});
export type DownloadTimes = z.infer<typeof DownloadTimesSchema>;

export const TemplateDownloadResultSchema = z.object({
  /** A signed link to the .pptx, valid for DOWNLOAD_LINK_TTL_SECONDS. */
  url: z.string(),
  fileName: z.string(),
  times: DownloadTimesSchema,
});
export type TemplateDownloadResult = z.infer<typeof TemplateDownloadResultSchema>;

/** POST /api/workspace/content/load {contentId}: a new deck from the template. */
export const ContentLoadBodySchema = z.object({ contentId });
export const ContentLoadResultSchema = z.object({ recordId: z.string() });

/** GET /api/template-center/thumbnail/{id}, /preview/{id}/{index} */
export const TemplateThumbnailParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});
export const TemplateSlideParamsSchema = z.object({
  id: z.string().check(z.regex(TEMPLATE_ID)),
  index: z.coerce.number().check(z.int(), z.gte(0), z.lte(99)),
});
export const TemplateSlideQuerySchema = z.object({
  size: z._default(z.enum(['thumb', 'full']), 'full'),
  /** The catalogue's version, so a changed template is fetched again. */
  v: z.optional(z.string().check(z.maxLength(20))),
});

/** GET /api/workspace/template?start&size&tags: the engine's themes, for the theme picker. */
export const ThemeListQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  /** Comma-separated theme tags; a theme matches when it has any of them. */
  tags: z.optional(z.string().check(z.maxLength(200))),
});
export const ThemeItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  /** A 16:9 PNG rendered by the deck engine. */
  thumbnail: z.string(),
});
export const ThemeListResultSchema = z.object({
  items: z.array(ThemeItemSchema),
  total: z.int(),
});
export type ThemeListResult = z.infer<typeof ThemeListResultSchema>;
