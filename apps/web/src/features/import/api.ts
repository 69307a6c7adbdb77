import { deckImportApi, importApi } from '@slidecraft/contract';
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

/** A .pptx kept as an editable deck: the new record and what could not be kept as itself. */
export function importDeck(file: File, signal: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(deckImportApi.importDeck, { body }, { signal, quiet: true });
}

/** A PowerPoint file the user may keep as it is (by its name: the server judges the content). */
export const isPptxFile = (file: File | null) => !!file && /\.(pptx|potx|ppsx)$/i.test(file.name);
