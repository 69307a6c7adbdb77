import { importApi } from '@slidecraft/contract';
import { call } from '../../shared/http';

/** What the user gave: a file, or a mind-map share link. */
export type ImportSource = { kind: 'file'; file: File } | { kind: 'link'; link: string };

function form(source: ImportSource, linkField: 'mubuShareLink' | 'url'): FormData {
  const data = new FormData();
  if (source.kind === 'file') data.append('file', source.file, source.file.name);
  else data.append(linkField, source.link.trim());
  return data;
}

/**
 * The file or link as outline text. Quiet: the caller decides between the chat-import fallback
 * and the import-failed dialog (no toast).
 */
export function importOutline(source: ImportSource, signal: AbortSignal) {
  return call(
    importApi.importOutline,
    { body: form(source, 'mubuShareLink') },
    { signal, quiet: true },
  );
}

/** The same source as text, for the chat-import fallback. */
export function parseDocument(source: ImportSource, signal: AbortSignal) {
  return call(importApi.parseDocument, { body: form(source, 'url') }, { signal, quiet: true });
}
