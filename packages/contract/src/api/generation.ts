import * as z from 'zod/mini';
import {
  HISTORY_PAGE,
  OUTLINE_MAX_LENGTH,
  PAGE_LIMIT_OPTIONS,
  TOPIC_MAX_LENGTH,
} from '../constants.js';
import { isCleanText } from '../validators.js';

const cleanText = { message: 'control characters or broken unicode' };

const topic = z.string().check(
  z.trim(),
  z.minLength(1),
  z.refine((s) => Array.from(s).length <= TOPIC_MAX_LENGTH, {
    message: `at most ${TOPIC_MAX_LENGTH} characters`,
  }),
  z.refine(isCleanText, cleanText),
);

/** POST /api/ai/chat/outline-section (SSE) */
export const OutlineSectionBodySchema = z.object({
  topic,
  deep_thinking: z._default(z.boolean(), false),
  web_search: z._default(z.boolean(), false),
  page_limit: z._default(z.enum(PAGE_LIMIT_OPTIONS), ''),
});

/** Generation params kept in local storage between the home box and the workspace. */
export const GenerationParamsSchema = z.object({
  topic,
  deep_thinking: z.boolean(),
  /** Search the web first (only offered when the server has a search provider). */
  web_search: z.optional(z.boolean()),
  page_limit: z.enum(PAGE_LIMIT_OPTIONS),
  /**
   * The route of spec section 4, decided by the home box: true for a suggested topic taken as
   * is with no options set (the preset stream GET /api/ai/chat/outline), else the custom stream.
   */
  preset: z.optional(z.boolean()),
});
export type GenerationParams = z.infer<typeof GenerationParamsSchema>;

/** POST /api/ai/generate-ppt/record */
export const CreateRecordBodySchema = z.object({
  outline: z
    .string()
    .check(z.minLength(1), z.maxLength(OUTLINE_MAX_LENGTH), z.refine(isCleanText, cleanText)),
});
export const CreateRecordResultSchema = z.object({ recordId: z.string() });

const recordId = z.uuid();

const EXPORT_FORMATS = ['pptx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** POST /api/ai/generate-ppt/download (PPTX) and POST /api/workspace/ppt/download/pdf (PDF) */
export const DownloadBodySchema = z.object({ recordId });
/** GET /api/ai/generate-ppt/download/result?recordId&format */
export const DownloadQuerySchema = z.object({
  recordId,
  format: z._default(z.enum(EXPORT_FORMATS), 'pptx'),
});

const DOWNLOAD_STATUSES = ['pending', 'running', 'finish', 'error'] as const;
export const DownloadResultSchema = z.object({
  status: z.enum(DOWNLOAD_STATUSES),
  /** Signed, short-lived link; present when status is finish. */
  url: z.optional(z.string()),
  /** Localised message; present when status is error. */
  error: z.optional(z.string()),
  /** Finished: whether the owner marked it seen (POST /api/workspace/ppt/download/read). */
  read: z.optional(z.boolean()),
});
export type DownloadResult = z.infer<typeof DownloadResultSchema>;
/** What starting an export answers: its status (the current export's when it is reused). */
export const DownloadStartSchema = z.object({ status: z.enum(DOWNLOAD_STATUSES) });

/** GET /api/files/{key}?exp&sig: signed file links (no auth header needed). */
export const SignedFileQuerySchema = z.object({
  exp: z.coerce.number().check(z.int(), z.positive()),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  name: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * Generation (fill, lay out, render previews) of a record, spec section 4. not_submit_preview:
 * created, generation not started; pending / running: under way; completed: every slide
 * rendered; submit_failed (could not be queued), failed and timeout are failures.
 */
export const PREVIEW_STATUSES = [
  'not_submit_preview',
  'submit_failed',
  'pending',
  'running',
  'completed',
  'failed',
  'timeout',
] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
/** The statuses shown as 'PPT generation failed, please try again later'. */
const PREVIEW_FAILURES: readonly PreviewStatus[] = [
  'not_submit_preview',
  'submit_failed',
  'failed',
  'timeout',
];

export function isPreviewActive(status: PreviewStatus | undefined): boolean {
  return status === 'pending' || status === 'running';
}
export function isPreviewFailure(status: PreviewStatus | undefined): boolean {
  return status !== undefined && PREVIEW_FAILURES.includes(status);
}

/** GET /api/ai/generate-ppt/record/info?recordId */
export const RecordInfoQuerySchema = z.object({ recordId });
export const RecordInfoSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  themeId: z.string(),
  status: z.enum(PREVIEW_STATUSES),
  finishPage: z.int(),
  totalPage: z.int(),
  /** Signed links to the slide images rendered so far (finishPage of them). */
  slides: z.array(z.string()),
});
export type RecordInfo = z.infer<typeof RecordInfoSchema>;

/** POST /api/workspace/ppt/change-theme */
/**
 * The theme id of an imported deck as it came (its own design, not one of the engine's themes):
 * a record made from a .pptx has it, and asking for it again undoes a restyle.
 */
export const ORIGINAL_THEME_ID = 'original';

export const ChangeThemeBodySchema = z.object({
  recordId,
  themeId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});

/** POST /api/ai/generate-ppt/preview/outline: fill, lay out and render the record (a job). */
export const PreviewOutlineBodySchema = z.object({ recordId });
/** POST /api/ai/generate-ppt/preview/theme: the same in another theme. */
export const PreviewThemeBodySchema = ChangeThemeBodySchema;
/** GET /api/ai/generate-ppt/preview/result?recordId */
export const PreviewResultQuerySchema = z.object({ recordId });
export const PreviewResultSchema = z.object({
  status: z.enum(PREVIEW_STATUSES),
  finishPage: z.int(),
  totalPage: z.int(),
});
export type PreviewResult = z.infer<typeof PreviewResultSchema>;

/** Largest history page a client may ask for. */
const HISTORY_PAGE_MAX = 100;
/** GET /api/ai/generate-ppt/history?start&size: the user's records, newest first. */
export const HistoryQuerySchema = z.object({
  start: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
    HISTORY_PAGE.start,
  ),
  size: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(HISTORY_PAGE_MAX)),
    HISTORY_PAGE.size,
  ),
});
const HistoryItemSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  /** Signed link to the first slide's image; null until it is rendered. */
  thumbnail: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  totalPage: z.int(),
  status: z.enum(PREVIEW_STATUSES),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
export const HistoryPageSchema = z.object({
  items: z.array(HistoryItemSchema),
  total: z.int(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** POST /api/ai/generate-ppt/history/remove (own records only) and /history/remove/all. */
export const HistoryRemoveBodySchema = z.object({ recordId });
export const HistoryRemoveAllBodySchema = z.optional(z.object({}));
export const HistoryRemoveResultSchema = z.object({ removed: z.int() });
