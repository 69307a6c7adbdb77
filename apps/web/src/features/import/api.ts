import { ImportResultSchema, ParseResultSchema } from '@slidecraft/contract';
import { api } from '../../shared/http';

/** What the user gave: a file, or a mind-map share link. */
export type ImportSource = { kind: 'file'; file: File } | { kind: 'link'; link: string };

function form(source: ImportSource, linkField: 'mubuShareLink' | 'url'): FormData {
  const data = new FormData();
  if (source.kind === 'file') data.append('file', source.file, source.file.name);
  else data.append(linkField, source.link.trim());
  return data;
}

/**
 * POST /api/ai/outline/import: the file or link as outline text. Quiet: the caller decides
 * between the chat-import fallback and the import-failed dialog (no toast).
 */
export function importOutline(source: ImportSource, signal: AbortSignal) {
  return api.post('/api/ai/outline/import', ImportResultSchema, form(source, 'mubuShareLink'), {
    signal,
    quiet: true,
  });
}

/** POST /api/ai/outline/parse: the same source as text, for the chat-import fallback. */
export function parseDocument(source: ImportSource, signal: AbortSignal) {
  return api.post('/api/ai/outline/parse', ParseResultSchema, form(source, 'url'), {
    signal,
    quiet: true,
  });
}
