import {
  TemplateContentsResultSchema,
  ThemeListResultSchema,
  type TemplateContentsQuery as ContentsQuery,
} from '@slidecraft/contract';
import { api } from '../../shared/http';

/** The query of TemplateContentsQuerySchema (start 0 and size 30 when left out). */
export type TemplateContentsQuery = Partial<ContentsQuery>;

/**
 * GET /api/template-center/contents (public). Quiet: the login wall only decorates, and the
 * centre shows its own retry when a page fails.
 */
export function fetchTemplateContents(query: TemplateContentsQuery, signal?: AbortSignal) {
  return api.get('/api/template-center/contents', TemplateContentsResultSchema, {
    query,
    signal,
    quiet: true,
  });
}

/** GET /api/workspace/template: the themes of the theme picker (quiet: it shows a retry). */
export function fetchThemes(signal?: AbortSignal) {
  return api.get('/api/workspace/template', ThemeListResultSchema, {
    query: { size: 50 },
    signal,
    quiet: true,
  });
}
