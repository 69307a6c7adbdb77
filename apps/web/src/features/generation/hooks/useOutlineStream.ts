import type { GenerationParams } from '@slidecraft/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isAbortError,
  isApiError,
  type StreamOptions,
  type StreamProgress,
} from '../../../shared/http';
import { streamOutline } from '../api';
import { streamLanding, type LandingOutline } from '../landing-outline';
import { clearOutlineDraft, loadOutlineDraft, updateOutlineDraft } from '../outline-draft';

export type OutlineStreamStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface OutlineStreamState {
  status: OutlineStreamStatus;
  text: string;
  offline: boolean;
  /** Set when status is error. */
  error?: string;
  /** The catalogue code of the error, when the server gave one. */
  errorCode?: number;
}

const STREAMING: OutlineStreamState = { status: 'streaming', text: '', offline: false };

/**
 * Streams the outline of the given params once per mount (and again on `regenerate`); `stop`
 * aborts the request and keeps the text received so far. An imported (landing) outline takes
 * the place of the params' stream, and the workspace's draft (the outline as last edited)
 * takes the place of both until `regenerate`. A finished or stopped outline becomes the draft.
 */
export function useOutlineStream(params: GenerationParams, landing?: LandingOutline | null) {
  const [draft] = useState(loadOutlineDraft);
  const [state, setState] = useState<OutlineStreamState>(() =>
    draft ? { status: 'done', text: draft.text, offline: draft.offline } : STREAMING,
  );
  const [run, setRun] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (draft && run === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    setState(STREAMING);
    const options: StreamOptions = {
      signal: abort.signal,
      onProgress: ({ text, offline }: StreamProgress) =>
        setState({ status: 'streaming', text, offline }),
      // The workspace shows a failure in place (not as a toast too); limit dialogs still open.
      quiet: 'inline',
    };
    (landing ? streamLanding(landing, options) : streamOutline(params, options)).then(
      ({ text, offline }) => {
        setState({ status: 'done', text, offline });
        if (text.trim()) updateOutlineDraft({ text, offline, record: undefined });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = isApiError(error) || error instanceof Error ? error.message : String(error);
        const errorCode = isApiError(error) ? error.code : undefined;
        setState((prev) => ({ ...prev, status: 'error', error: message, errorCode }));
      },
    );
    return () => abort.abort();
  }, [params, landing, run, draft]);

  const latest = useRef(state);
  latest.current = state;
  const stop = useCallback(() => {
    controller.current?.abort();
    const prev = latest.current;
    if (prev.status !== 'streaming') return;
    if (prev.text.trim()) {
      updateOutlineDraft({ text: prev.text, offline: prev.offline, record: undefined });
    }
    setState({ ...prev, status: 'stopped' });
  }, []);
  const regenerate = useCallback(() => {
    clearOutlineDraft();
    setRun((n) => n + 1);
  }, []);

  return { ...state, stop, regenerate };
}
