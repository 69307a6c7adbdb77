import * as z from 'zod/mini';
import {
  SUGGESTED_TOPICS_DEFAULT,
  SUGGESTED_TOPICS_MAX,
  TOPIC_MAX_LENGTH,
  type PageLimit,
} from '../constants.js';
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
export type OutlineTopicList = z.infer<typeof OutlineTopicListSchema>;

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
export type SuggestTopicResult = z.infer<typeof SuggestTopicResultSchema>;

/** GET /api/ai/rate: the signed-in user's AI points (spec section 3). */
export const AiRateSchema = z.object({
  aiTimes: z.object({ total: z.int(), used: z.int() }),
});
export type AiRate = z.infer<typeof AiRateSchema>;

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
