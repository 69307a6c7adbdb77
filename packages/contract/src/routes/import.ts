import * as z from 'zod/mini';
import {
  ImportFormFieldsSchema,
  ImportResultSchema,
  MubuImportBodySchema,
  ParseFormFieldsSchema,
  ParseResultSchema,
  ValidateOutlineBodySchema,
  ValidateOutlineResultSchema,
} from '../api/import.js';
import { StreamEventSchema } from '../envelope.js';
import { defineRoute } from './route.js';

/**
 * Outline imports (spec sections 4 and 7): a file (docx, pdf, pptx, md, txt, xmind, opml; 20 MB,
 * judged by content) or a mind-map share link becomes an outline, or the text the chat-import
 * stream turns into one. Every import counts against the user's imports of the day (5408).
 */

/** What a file or a share link may be refused for, once read. */
const READ_FAILURES = [5401, 5403, 5405, 5408] as const;
/** A share link's refusals: its form or host (5409), the page or the document not found. */
const LINK_FAILURES = [5409, 5428, 5429] as const;

export const importOutline = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/import',
  access: 'user',
  tags: ['ai'],
  summary:
    'A file or mubuShareLink to outline text (5406 / 5407: the client falls back to the chat import)',
  multipart: { files: ['file'], fields: ImportFormFieldsSchema, json: true },
  response: ImportResultSchema,
  errors: [...READ_FAILURES, 5406, 5407, ...LINK_FAILURES, 5427],
});

export const parseDocument = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/parse',
  access: 'user',
  tags: ['ai'],
  summary:
    'A file or a share link (url) to its text with headings marked, without the level rules: the input of the chat-import fallback',
  multipart: { files: ['file'], fields: ParseFormFieldsSchema, json: true },
  response: ParseResultSchema,
  errors: [...READ_FAILURES, ...LINK_FAILURES],
});

export const validateOutline = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/validate',
  access: 'user',
  tags: ['ai'],
  summary:
    'Checks outline text (field outline; a multipart, urlencoded or JSON form) against the outline rules',
  multipart: { files: [], fields: ValidateOutlineBodySchema, json: true },
  response: ValidateOutlineResultSchema,
  errors: [5404, 5405, 5406, 5407],
});

export const mubuImport = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/mubu/import',
  access: 'user',
  tags: ['ai'],
  summary: 'A Mubu share link to outline text',
  body: MubuImportBodySchema,
  response: ImportResultSchema,
  errors: [...READ_FAILURES, 5406, 5407, ...LINK_FAILURES, 5427],
});

export const chatFile = defineRoute({
  method: 'POST',
  path: '/api/workspace/file/load/ai/chat',
  access: 'user',
  answer: 'sse',
  tags: ['workspace'],
  summary:
    "A file streamed back as an outline, for one AI point: parse's reading (its refusals in the stream) then chat import's writing; abortable",
  multipart: { files: ['file'], fields: z.object({}) },
  events: StreamEventSchema,
  errors: [...READ_FAILURES, 5400, 5402, 5410, 5411, 5427],
});
