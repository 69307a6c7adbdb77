import * as z from 'zod/mini';
import { OUTLINE_HEADING_MAX, PAGE_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '../constants.js';
import { LOCALES } from '../locale.js';
import { isCleanText } from '../validators.js';

/**
 * The AI streams of spec section 7 ("Generation and AI"). Each answers with server-sent events
 * (StreamEvent): `data.text` chunks that the client accumulates, a last event with `done`, or one
 * event with a catalogue code. Malformed parameters are refused before streaming with a 5000
 * envelope. POST /api/ai/chat/outline-section is in api/generation.ts.
 */

/** Longest text POST /api/ai/chat and /api/ai/chat/import take (characters). */
export const CHAT_TEXT_MAX_LENGTH = 20_000;
/** Longest outline GET /api/ai/chat/outline-section-fill takes as context (characters). */
const FILL_OUTLINE_MAX_LENGTH = 6_000;

const cleanText = { message: 'control characters or broken unicode' };
const maxChars = (max: number) => ({
  check: (s: string) => s.length <= max || Array.from(s).length <= max,
  message: `at most ${max} characters`,
});

const boundedText = (max: number) => {
  const limit = maxChars(max);
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.refine(limit.check, { message: limit.message }),
      z.refine(isCleanText, cleanText),
    );
};

const topic = boundedText(TOPIC_MAX_LENGTH);

/** GET /api/ai/chat/outline?topic: the stored outline of a suggested topic (5000 if unknown). */
export const PresetOutlineQuerySchema = z.object({ topic });

/** GET /api/ai/chat/outline-section-list?topic&page_limit: chapter and section headings only. */
export const OutlineSectionListQuerySchema = z.object({
  topic,
  page_limit: z._default(z.enum(PAGE_LIMIT_OPTIONS), ''),
});

/**
 * GET /api/ai/chat/outline-section-fill?topic&title&outline: the points (`* ` lines) of one page;
 * `outline`, the whole outline text, keeps the page consistent with the others.
 */
export const OutlineSectionFillQuerySchema = z.object({
  topic,
  title: boundedText(OUTLINE_HEADING_MAX),
  outline: z.optional(
    z.string().check(
      z.refine(maxChars(FILL_OUTLINE_MAX_LENGTH).check, {
        message: maxChars(FILL_OUTLINE_MAX_LENGTH).message,
      }),
      z.refine(isCleanText, cleanText),
    ),
  ),
});

/** POST /api/ai/chat/import {text}: pasted or extracted document text to an outline. */
export const ChatImportBodySchema = z.object({ text: boundedText(CHAT_TEXT_MAX_LENGTH) });

/**
 * The chat types the slide editor sends for a selected text box: the answer is the box's new
 * text, one paragraph per line. Every POST /api/ai/chat call costs AI points
 * (AI_LIMITS.chatCost).
 */
export const TEXT_AI_ACTIONS = ['rewrite', 'expand', 'shorten', 'translate'] as const;
export type TextAiAction = (typeof TEXT_AI_ACTIONS)[number];

/** The chat type whose answer is reformatted into the outline text format. */
export const CHAT_OUTLINE_TYPE = 'outline';

/**
 * POST /api/ai/chat {type, text}: a typed request. Type 'outline' answers in the outline text
 * format; any other type (a short lowercase name such as 'rewrite' or 'expand') in free text.
 */
export const ChatBodySchema = z
  .object({
    type: z.string().check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/, 'a lowercase type name')),
    text: boundedText(CHAT_TEXT_MAX_LENGTH),
    /** The language a 'translate' answers in (required there, ignored elsewhere). */
    to: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((body) => body.type !== 'translate' || body.to !== undefined, {
      message: "type 'translate' needs 'to'",
      path: ['to'],
    }),
  );

/**
 * POST /api/ai/chat/outline/generate-ppt: the custom outline stream of a topic (the body of
 * POST /api/ai/chat/outline-section, charged the same), after which the outline becomes a deck
 * in `themeId` (the default theme when not given) whose generation starts at once: the last
 * event (`done`) carries its `recordId`.
 */
export const OutlineGeneratePptBodySchema = z.object({
  topic,
  deep_thinking: z._default(z.boolean(), false),
  web_search: z._default(z.boolean(), false),
  page_limit: z._default(z.enum(PAGE_LIMIT_OPTIONS), ''),
  themeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
