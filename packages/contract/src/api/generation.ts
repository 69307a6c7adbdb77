import { z } from 'zod';
import { OUTLINE_MAX_LENGTH, PAGE_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '../constants.js';
import { isCleanText } from '../validators.js';

const cleanText = { message: 'control characters or broken unicode' };

const topic = z
  .string()
  .trim()
  .min(1)
  .refine((s) => Array.from(s).length <= TOPIC_MAX_LENGTH, {
    message: `at most ${TOPIC_MAX_LENGTH} characters`,
  })
  .refine(isCleanText, cleanText);

/** POST /api/ai/chat/outline-section (SSE) */
export const OutlineSectionBodySchema = z.object({
  topic,
  deep_thinking: z.boolean().optional().default(false),
  web_search: z.boolean().optional().default(false),
  page_limit: z.enum(PAGE_LIMIT_OPTIONS).optional().default(''),
});
export type OutlineSectionBody = z.input<typeof OutlineSectionBodySchema>;

/** Generation params kept in local storage between the home box and the workspace. */
export const GenerationParamsSchema = z.object({
  topic,
  deep_thinking: z.boolean(),
  page_limit: z.enum(PAGE_LIMIT_OPTIONS),
});
export type GenerationParams = z.infer<typeof GenerationParamsSchema>;

/** POST /api/ai/generate-ppt/record */
export const CreateRecordBodySchema = z.object({
  outline: z.string().min(1).max(OUTLINE_MAX_LENGTH).refine(isCleanText, cleanText),
});
export const CreateRecordResultSchema = z.object({ recordId: z.string() });
export type CreateRecordResult = z.infer<typeof CreateRecordResultSchema>;

const recordId = z.string().uuid();

export const EXPORT_FORMATS = ['pptx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** POST /api/ai/generate-ppt/download (PPTX) and POST /api/workspace/ppt/download/pdf (PDF) */
export const DownloadBodySchema = z.object({ recordId });
/** GET /api/ai/generate-ppt/download/result?recordId&format */
export const DownloadQuerySchema = z.object({
  recordId,
  format: z.enum(EXPORT_FORMATS).optional().default('pptx'),
});

export const DOWNLOAD_STATUSES = ['pending', 'running', 'finish', 'error'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];
export const DownloadResultSchema = z.object({
  status: z.enum(DOWNLOAD_STATUSES),
  /** Signed, short-lived link; present when status is finish. */
  url: z.string().optional(),
  /** Localised message; present when status is error. */
  error: z.string().optional(),
});
export type DownloadResult = z.infer<typeof DownloadResultSchema>;

/** GET /api/files/{key}?exp&sig: signed file links (no auth header needed). */
export const SignedFileQuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  name: z.string().max(200).optional(),
});

export const PREVIEW_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** GET /api/ai/generate-ppt/record/info?recordId */
export const RecordInfoQuerySchema = z.object({ recordId });
export const RecordInfoSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  themeId: z.string(),
  status: z.enum(PREVIEW_STATUSES),
  finishPage: z.number().int(),
  totalPage: z.number().int(),
  /** Signed links to the slide images rendered so far (finishPage of them). */
  slides: z.array(z.string()),
});
export type RecordInfo = z.infer<typeof RecordInfoSchema>;

/** POST /api/workspace/ppt/change-theme */
export const ChangeThemeBodySchema = z.object({
  recordId,
  themeId: z.string().regex(/^[a-z0-9-]{1,64}$/),
});
