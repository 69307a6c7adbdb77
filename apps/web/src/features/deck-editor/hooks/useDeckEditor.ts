import { attachmentsApi, workspaceApi } from '@slidecraft/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  fetchAttachments,
  fetchDeckDoc,
  saveDeckPatches,
  saveDeckWhole,
  type EditorDoc,
} from '../api';
import { routeKey } from '../../../shared/http';
import { NO_PICTURES, picturesOf, type Pictures } from '../model/pictures';
import { DeckHistory } from '../model/history';
import { DeckSaver } from '../model/saver';

export const deckDocKey = (recordId: string) =>
  routeKey(workspaceApi.deckDoc, { query: { recordId } });

/**
 * Starts reading a record's deck before the editor is on screen (while the workspace still
 * checks the record's status), so opening the editor does not wait for one more round trip.
 */
export function prefetchDeckDoc(client: QueryClient, recordId: string): void {
  // A deck already read belongs to the open editor: reading it again would replace its session
  // (history, autosave) with a fresh one.
  if (client.getQueryData(deckDocKey(recordId)) !== undefined) return;
  void client.prefetchQuery({
    queryKey: deckDocKey(recordId),
    queryFn: ({ signal }) => fetchDeckDoc(recordId, signal),
    staleTime: 10_000,
    gcTime: 10_000,
    retry: false,
  });
}

/** The editing session of one record: its history (undo, redo) and its autosave. */
export interface DeckSession {
  doc: EditorDoc;
  history: DeckHistory;
  saver: DeckSaver;
}

/**
 * Loads the record's deck (json-file) and keeps an editing session for it: every change goes
 * through `history`, and `saver` sends it to the server within a second. `reload` reads the
 * saved document again (after a 5430 conflict) and starts a new history from it.
 */
export function useDeckSession(recordId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deckDocKey(recordId),
    queryFn: ({ signal }) => fetchDeckDoc(recordId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
  const doc = query.data;
  const session = useMemo<DeckSession | undefined>(() => {
    if (!doc) return undefined;
    const history = new DeckHistory(doc.deck);
    const saver = new DeckSaver(history, doc.version, {
      patches: (version, patches) => saveDeckPatches(recordId, version, patches),
      whole: (version, deck) => saveDeckWhole(recordId, version, deck),
    });
    return { doc, history, saver };
  }, [doc, recordId]);

  useEffect(() => {
    if (!session) return;
    // Leaving the editor (another record, another page) saves what is left.
    return () => {
      void session.saver.flush().finally(() => session.saver.dispose());
    };
  }, [session]);

  useEffect(() => {
    if (!session) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (session.saver.state === 'saved') return;
      void session.saver.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [session]);

  return {
    session,
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    reload: () => client.invalidateQueries({ queryKey: deckDocKey(recordId) }),
  };
}

/** The deck as it is now; re-renders on every change. */
export function useDeck(history: DeckHistory) {
  return useSyncExternalStore(history.subscribe, () => history.deck);
}

/** Undo and redo availability; re-renders on every change. */
export function useHistoryFlags(history: DeckHistory) {
  const canUndo = useSyncExternalStore(history.subscribe, () => history.canUndo);
  const canRedo = useSyncExternalStore(history.subscribe, () => history.canRedo);
  return { canUndo, canRedo };
}

export function useSaveState(saver: DeckSaver) {
  return useSyncExternalStore(saver.subscribe, () => saver.state);
}

export const attachmentsKey = (recordId: string) =>
  routeKey(attachmentsApi.list, { query: { recordId } });

/** The record's pictures (sizes and signed links), read when the editor opens. */
export function usePictures(recordId: string): Pictures {
  const query = useQuery({
    queryKey: attachmentsKey(recordId),
    queryFn: ({ signal }) => fetchAttachments(recordId, signal),
    // Signed links last a day; an editing session reads them once.
    staleTime: 60 * 60 * 1000,
  });
  const { data } = query;
  return useMemo(() => (data ? picturesOf(data) : NO_PICTURES), [data]);
}
