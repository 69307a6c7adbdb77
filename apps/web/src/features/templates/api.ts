import { TemplateContentsResultSchema } from '@slidecraft/contract';
import { api } from '../../shared/http';

/** The query of TemplateContentsQuerySchema (start 0 and size 30 when left out). */
export type TemplateContentsQuery = {
  start?: number;
  size?: number;
  /** Comma-separated; an item matches when it has any of them. */
  tags?: string;
};

/**
 * GET /api/template-center/contents (public). Quiet: the listing only decorates the login wall
 * and feeds the theme picker, which both show their own fallback when it fails.
 */
export function fetchTemplateContents(query: TemplateContentsQuery, signal?: AbortSignal) {
  return api.get('/api/template-center/contents', TemplateContentsResultSchema, {
    query,
    signal,
    quiet: true,
  });
}
