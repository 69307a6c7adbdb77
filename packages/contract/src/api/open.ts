import * as z from 'zod/mini';
import { OUTLINE_MAX_LENGTH, PAGE_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '../constants.js';
import { isCleanText } from '../validators.js';

/**
 * The open API (issue 32): API keys a signed-in user makes in the account settings, and the
 * REST calls and MCP tools a program makes with one, on the same account, points, limits and
 * decks as the web app.
 */

/** Live API keys one user may hold (5412 past it). */
export const API_KEYS_MAX = 10;
/** Longest key name (characters). */
export const API_KEY_NAME_MAX = 40;
/** What every key starts with (so a leaked one is recognised by secret scanners). */
export const API_KEY_PREFIX = 'sc_live_';
/** Where a key is recognised: its prefix, then 32 random bytes in base64url. */
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** True for a string shaped like an API key (a session token, 43 characters, never is). */
export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}
/** Characters of a key shown in the list (its prefix and the first random ones). */
export const API_KEY_SHOWN = API_KEY_PREFIX.length + 6;
/** How long an Idempotency-Key of a deck create is remembered (seconds). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Longest Idempotency-Key header. */
export const IDEMPOTENCY_KEY_MAX = 200;
/** Decks one list call answers unless it asks for another size. */
export const OPEN_DECKS_PAGE_SIZE = 20;
/** Longest callback address. */
export const CALLBACK_URL_MAX = 2000;
/** The header of a deck callback: `sha256=` and the hex HMAC of `<timestamp>.<body>` (docs/api.md). */
export const CALLBACK_SIGNATURE_HEADER = 'x-slidecraft-signature';
/** The header of a deck callback with its Unix time in seconds (signed with the body). */
export const CALLBACK_TIMESTAMP_HEADER = 'x-slidecraft-timestamp';

const cleanText = { message: 'control characters or broken unicode' };
const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine((s) => Array.from(s).length <= max, { message: `at most ${max} characters` }),
    z.refine(isCleanText, cleanText),
  );
const themeId = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));

/** POST /api/open/keys */
export const ApiKeyCreateBodySchema = z.object({ name: text(API_KEY_NAME_MAX) });
export const ApiKeyCreatedSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The whole key: shown this once, never again (only its hash is stored). */
  key: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
export const ApiKeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** ISO 8601 of the last call made with it; null when never used. */
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItemSchema>;
/** GET /api/open/keys: the live keys, newest first. */
export const ApiKeyListSchema = z.array(ApiKeyItemSchema);
/** DELETE /api/open/keys/:id */
export const ApiKeyParamsSchema = z.object({ id: z.uuid() });

export const OPEN_DECK_STATUSES = ['pending', 'completed', 'failed'] as const;
export type OpenDeckStatus = (typeof OPEN_DECK_STATUSES)[number];

/** POST /api/open/v1/decks: a topic (its outline is written first) or an outline of its own. */
export const OpenDeckCreateBodySchema = z
  .object({
    topic: z.optional(text(TOPIC_MAX_LENGTH)),
    /** Outline text as the app writes it (`# title`, `## chapter`, `### page`, `* point`). */
    outline: z.optional(
      z
        .string()
        .check(z.minLength(1), z.maxLength(OUTLINE_MAX_LENGTH), z.refine(isCleanText, cleanText)),
    ),
    themeId: z.optional(themeId),
    pageLimit: z.optional(z.enum(PAGE_LIMIT_OPTIONS)),
    deepThinking: z.optional(z.boolean()),
    /** Called with the deck's state when it is done (an HTTPS address on the public internet). */
    callbackUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(CALLBACK_URL_MAX))),
  })
  .check(
    z.refine((body) => (body.topic === undefined) !== (body.outline === undefined), {
      message: 'send either topic or outline',
    }),
  );
export type OpenDeckCreateBody = z.infer<typeof OpenDeckCreateBodySchema>;
/** The Idempotency-Key header of a create (printable ASCII; a retry with it answers the same deck). */
export const IdempotencyKeySchema = z
  .string()
  .check(z.minLength(1), z.maxLength(IDEMPOTENCY_KEY_MAX), z.regex(/^[\x21-\x7e]+$/));

export const OpenDeckCreatedSchema = z.object({
  deckId: z.string(),
  status: z.enum(OPEN_DECK_STATUSES),
});
export type OpenDeckCreated = z.infer<typeof OpenDeckCreatedSchema>;

export const OpenDeckParamsSchema = z.object({ deckId: z.uuid() });
export const OpenDeckErrorSchema = z.object({ code: z.int(), message: z.string() });
export const OpenDeckSchema = z.object({
  deckId: z.string(),
  status: z.enum(OPEN_DECK_STATUSES),
  /** The outline's title (the topic while its outline is being written). */
  title: z.string(),
  themeId: z.string(),
  slideCount: z.int(),
  /** The outline text ('' while it is being written). */
  outline: z.string(),
  /** Why it failed (status 'failed'), in the caller's language. */
  error: z.optional(OpenDeckErrorSchema),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OpenDeck = z.infer<typeof OpenDeckSchema>;

/** GET /api/open/v1/decks?start&size: the caller's decks, newest first. */
export const OpenDeckListQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), OPEN_DECKS_PAGE_SIZE),
});
export const OpenDeckListSchema = z.array(z.omit(OpenDeckSchema, { outline: true }));

/** PATCH /api/open/v1/decks/:deckId */
export const OpenDeckPatchBodySchema = z.object({ themeId });

export const OPEN_EXPORT_FORMATS = ['pptx', 'pdf'] as const;
/** POST /api/open/v1/decks/:deckId/exports */
export const OpenExportBodySchema = z.object({ format: z.enum(OPEN_EXPORT_FORMATS) });
export const OPEN_EXPORT_STATUSES = ['pending', 'finish', 'error'] as const;
export const OpenExportCreatedSchema = z.object({
  exportId: z.string(),
  status: z.enum(OPEN_EXPORT_STATUSES),
});
export const OpenExportParamsSchema = z.object({ deckId: z.uuid(), exportId: z.uuid() });
export const OpenExportSchema = z.object({
  exportId: z.string(),
  format: z.enum(OPEN_EXPORT_FORMATS),
  status: z.enum(OPEN_EXPORT_STATUSES),
  /** An absolute signed link that needs no key (status 'finish'); null before. */
  url: z.nullable(z.string()),
  error: z.optional(OpenDeckErrorSchema),
});
export type OpenExport = z.infer<typeof OpenExportSchema>;

/** GET /api/open/v1/themes */
export const OpenThemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  /** Absolute link to its 16:9 thumbnail (public). */
  thumbnail: z.string(),
});
export const OpenThemeListSchema = z.array(OpenThemeSchema);

/** The tag of every v1 entry: the open API's OpenAPI document lists exactly these. */
export const OPEN_V1_TAG = 'open-v1';
