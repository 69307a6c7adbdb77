import type { QueryClient } from '@tanstack/react-query';
import { sessionToken } from '../../shared/storage/session-token';
import { fetchDeckDocEarly } from '../deck-editor/early-doc';
import { fetchRecordInfo } from './api';
import { previewKey } from './hooks/useDeckPreview';
import { advancePreview } from './preview-progress';

/** A record id as the workspace address carries it (?recordId=). */
export const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The slide editor's code (its engine, transforms and pickers): loaded when a record opens. */
export const loadEditor = () => import('../deck-editor');

/**
 * Starts what opening a record needs (its status, the editor's code, the deck) as soon as the
 * address names it, alongside the page's code and the session check rather than after them.
 * Quiet: a failure here (a stale session, say) is reported by the page's own calls.
 */
export function prefetchOpenedRecord(client: QueryClient, recordId: string | null): void {
  if (!recordId || !RECORD_ID.test(recordId) || !sessionToken.get()) return;
  void client.prefetchQuery({
    queryKey: previewKey(recordId),
    queryFn: async ({ signal }) =>
      advancePreview(undefined, await fetchRecordInfo(recordId, signal, true)),
    retry: false,
  });
  fetchDeckDocEarly(recordId);
  loadEditor()
    .then((editor) => editor.prefetchDeckDoc(client, recordId))
    .catch(() => undefined);
}
