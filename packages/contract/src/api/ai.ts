import * as z from 'zod/mini';
import {
  OUTLINE_MAX_LENGTH,
  SUGGESTED_TOPICS_DEFAULT,
  SUGGESTED_TOPICS_MAX,
  TOPIC_MAX_LENGTH,
  type PageLimit,
} from '../constants.js';
import { LOCALES } from '../locale.js';
import { isCleanText } from '../validators.js';

/** GET /api/ai/outline/topic?size (public): curated topics with preset outlines. */
export const OutlineTopicQuerySchema = z.object({
  size: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(SUGGESTED_TOPICS_MAX)),
    SUGGESTED_TOPICS_DEFAULT,
  ),
});
export const OutlineTopicListSchema = z.object({
  items: z.array(z.object({ topic: z.string() })),
});

/**
 * POST /api/ai/outline/suggest-topic (public). A blank topic is valid and gets no suggestions;
 * the client debounces by 500 ms and swallows failures.
 */
export const SuggestTopicBodySchema = z.object({
  topic: z.string().check(
    z.trim(),
    z.refine((s) => Array.from(s).length <= TOPIC_MAX_LENGTH, {
      message: `at most ${TOPIC_MAX_LENGTH} characters`,
    }),
    z.refine(isCleanText, { message: 'control characters or broken unicode' }),
  ),
});
export const SuggestTopicResultSchema = z.object({ items: z.array(z.string()) });

/** GET /api/ai/rate: the signed-in user's AI points (spec section 3). */
export const AiRateSchema = z.object({
  aiTimes: z.object({ total: z.int(), used: z.int() }),
});
type AiRate = z.infer<typeof AiRateSchema>;

/** Remaining AI points: total minus used, never below 0 (spec section 3). */
export function remainingAiTimes(rate: AiRate): number {
  return Math.max(0, rate.aiTimes.total - rate.aiTimes.used);
}

/**
 * The fewest slides a page-limit option asks for ('' is "smart": the writer decides). A tier
 * whose page cap is below it cannot pick the option (5421).
 */
export function pageLimitFloor(option: PageLimit): number {
  if (option === '') return 0;
  if (option.endsWith('+')) return Number(option.slice(0, -1)) + 1;
  return Number(option.split('-')[0]);
}

/*
 * Issue 18: the content and alternate AI calls of spec section 7 ("Generation and AI").
 * docs/decisions.md, "Issue 18: alternate AI and workspace paths".
 */

/** The most text GET /api/ai/layout-match takes (characters). */
const LAYOUT_MATCH_TEXT_MAX = 4000;

/** GET /api/ai/layout-match?text: a heading line (`#`…) and its points, one a line. */
export const LayoutMatchQuerySchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(LAYOUT_MATCH_TEXT_MAX),
      z.refine(isCleanText, { message: 'control characters or broken unicode' }),
    ),
});
/** The content layout the deck engine picks for the text first, and the others that suit it. */
export const LayoutMatchResultSchema = z.object({
  layout: z.string(),
  candidates: z.array(z.string()),
  title: z.string(),
  points: z.array(z.string()),
});
export type LayoutMatchResult = z.infer<typeof LayoutMatchResultSchema>;

/** Most labels one GET /api/ai/translate takes, and the longest key and label. */
const TRANSLATE_ITEMS_MAX = 50;
const TRANSLATE_LABEL_MAX = 200;
const TRANSLATE_KEY_MAX = 100;

const translateItems = (raw: string): Record<string, string> | undefined => {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    if (entries.length === 0 || entries.length > TRANSLATE_ITEMS_MAX) return undefined;
    for (const [key, label] of entries) {
      if (key.length === 0 || key.length > TRANSLATE_KEY_MAX) return undefined;
      if (typeof label !== 'string' || label.length > TRANSLATE_LABEL_MAX) return undefined;
      if (!isCleanText(label) || !isCleanText(key)) return undefined;
    }
    return value as Record<string, string>;
  } catch {
    return undefined;
  }
};

/**
 * GET /api/ai/translate?items&to: `items`, a JSON key-to-label map (at most 50 labels of 200
 * characters), answered with the same keys and the labels in `to` (the request's language when
 * not given).
 */
export const TranslateQuerySchema = z.object({
  items: z.pipe(
    z.string().check(
      z.maxLength(TRANSLATE_ITEMS_MAX * (TRANSLATE_LABEL_MAX + TRANSLATE_KEY_MAX + 8) + 2),
      z.refine((raw) => translateItems(raw) !== undefined, {
        message: `a JSON object of at most ${TRANSLATE_ITEMS_MAX} string labels`,
      }),
    ),
    z.transform((raw) => translateItems(raw)!),
  ),
  to: z.optional(z.enum(LOCALES)),
});
export const TranslateResultSchema = z.object({
  items: z.record(z.string(), z.string()),
  /** The language the labels are in. */
  to: z.enum(LOCALES),
  /** True when the model translated some label (else every label came from the offline table). */
  usedAI: z.boolean(),
  /** Keys neither the table nor the model could translate (their labels come back as sent). */
  untranslated: z.array(z.string()),
});
export type TranslateResult = z.infer<typeof TranslateResultSchema>;

/** GET /api/ai/contents/tags?type: the template centre's tag groups, or the themes' tags. */
export const ContentTagsQuerySchema = z.object({
  type: z._default(z.enum(['template', 'theme']), 'template'),
});
/** Tag groups as GET /api/template-center/tags answers them (a 'theme' group for type=theme). */
export const ContentTagsResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      items: z.array(
        z.object({ title: z.string(), label: z.string(), defaultSelect: z.boolean() }),
      ),
    }),
  ),
});
export type ContentTagsResult = z.infer<typeof ContentTagsResultSchema>;

/** Examples a home page shows by default (GET /api/ai/example?size), spec section 9. */
const EXAMPLES_DEFAULT = 60;
const EXAMPLES_MAX = 100;
export const ExampleQuerySchema = z.object({
  size: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(EXAMPLES_MAX)),
    EXAMPLES_DEFAULT,
  ),
});

const recordId = z.uuid();
const themeId = z.string().check(z.minLength(1), z.maxLength(64));

/** POST /api/ai/outline/fill-info {recordId, outline, themeId} */
export const FillInfoBodySchema = z.object({
  recordId,
  outline: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(OUTLINE_MAX_LENGTH),
      z.refine(isCleanText, { message: 'control characters or broken unicode' }),
    ),
  themeId,
});
/** The outline with its empty pages filled, and the record's generation started anew. */
export const FillInfoResultSchema = z.object({
  recordId: z.string(),
  outline: z.string(),
  /** Pages that had no points and got some. */
  filled: z.int(),
  /** True when the model wrote any of them (else the offline composer did). */
  usedAI: z.boolean(),
  status: z.string(),
  finishPage: z.int(),
  totalPage: z.int(),
});
export type FillInfoResult = z.infer<typeof FillInfoResultSchema>;

/** POST /api/ai/parse-single-outline {outline}: one page's or chapter's outline text. */
export const ParseSingleOutlineBodySchema = z.object({
  outline: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(OUTLINE_MAX_LENGTH),
      z.refine(isCleanText, { message: 'control characters or broken unicode' }),
    ),
});
export const ParseSingleOutlineResultSchema = z.object({
  /** Outline items (spec section 3), their parents within the fragment (null at its top). */
  items: z.array(
    z.object({
      id: z.string(),
      parentId: z.nullable(z.string()),
      kind: z.string(),
      title: z.string(),
      subTitle: z.optional(z.string()),
    }),
  ),
  /** The fragment in the normalised outline text format. */
  outline: z.string(),
});
export type ParseSingleOutlineResult = z.infer<typeof ParseSingleOutlineResultSchema>;

/** POST /api/ai/generate-ppt/preview/diagram {recordId, slideId, layout?} */
export const DiagramPreviewBodySchema = z.object({
  recordId,
  slideId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** A content layout id of the deck engine; the best diagram for the points when not given. */
  layout: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,32}$/))),
});
export const DiagramPreviewResultSchema = z.object({
  /** The layout the slide got (the asked one when the points fit it). */
  layout: z.string(),
  /** The layouts that suit the slide's points, best first. */
  candidates: z.array(z.string()),
  /** The slide laid out again (its id kept); nothing is stored. */
  slides: z.array(z.unknown()),
});

/** GET /api/ai/generate-ppt/preview/thumbnail?recordId */
export const PreviewThumbnailQuerySchema = z.object({ recordId });
export const PreviewThumbnailSchema = z.object({
  recordId: z.string(),
  /** A signed link to the first slide's image, null until it is rendered. */
  thumbnail: z.nullable(z.string()),
  status: z.string(),
});

/** POST /api/ai/generate-ppt/record/copy?recordId */
export const RecordCopyQuerySchema = z.object({ recordId });
export const RecordCopyResultSchema = z.object({ recordId: z.string(), title: z.string() });
