import { workspaceApi, type WorkspaceDoc } from '@slidecraft/contract';
import { call } from '../../shared/http';

/** How long a document fetched ahead of the editor may stand in for the editor's own read. */
const FRESH_MS = 10_000;
const early = new Map<string, { at: number; doc: Promise<WorkspaceDoc> }>();

/**
 * The deckDoc call started before the editor's code has loaded (a record opened
 * by address): this module is small and outside the editor's chunk, so the document and the
 * code download side by side. Quiet: the editor's own read reports a failure.
 */
export function fetchDeckDocEarly(recordId: string): void {
  const doc = call(workspaceApi.deckDoc, { query: { recordId } }, { quiet: true });
  doc.catch(() => undefined);
  early.set(recordId, { at: Date.now(), doc });
}

/** The early read of a record's document, once, while fresh (undefined otherwise). */
export function takeEarlyDeckDoc(recordId: string): Promise<WorkspaceDoc> | undefined {
  const entry = early.get(recordId);
  early.delete(recordId);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.doc : undefined;
}
