import * as z from 'zod/mini';
import { DeckImportResultSchema } from '../api/workspace.js';
import { defineRoute } from './route.js';

/**
 * Bringing one's own deck (docs/decisions.md, "Issue 33"): a .pptx kept as an editable deck,
 * its pictures, tables, charts, notes and design as they were.
 */

export const importDeck = defineRoute({
  method: 'POST',
  path: '/api/workspace/ppt/import',
  access: 'user',
  tags: ['workspace'],
  summary:
    'A .pptx (form data: file) as a new editable deck as it was; the answer reports what was kept as a picture, drawn as a near shape or dropped',
  multipart: { files: ['file'], fields: z.object({}) },
  response: DeckImportResultSchema,
  errors: [5000, 5403, 5408, 5412, 5421, 5427],
});
