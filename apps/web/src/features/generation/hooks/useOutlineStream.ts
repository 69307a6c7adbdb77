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

export type OutlineStreamStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface OutlineStreamState {
  status: OutlineStreamStatus;
  text: string;
  offline: boolean;
  /** Set when status is error. */
  error?: string;
}

const STREAMING: OutlineStreamState = { status: 'streaming', text: '', offline: false };

/**
 * Streams the outline of the given params once per mount (and again on `regenerate`); `stop`
 * aborts the request and keeps the text received so far. An imported (landing) outline takes
 * the place of the params' stream.
 */
export function useOutlineStream(params: GenerationParams, landing?: LandingOutline | null) {
  const [state, setState] = useState<OutlineStreamState>(STREAMING);
  const [run, setRun] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
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
      ({ text, offline }) => setState({ status: 'done', text, offline }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = isApiError(error) || error instanceof Error ? error.message : String(error);
        setState((prev) => ({ ...prev, status: 'error', error: message }));
      },
    );
    return () => abort.abort();
  }, [params, landing, run]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((prev) => (prev.status === 'streaming' ? { ...prev, status: 'stopped' } : prev));
  }, []);
  const regenerate = useCallback(() => setRun((n) => n + 1), []);

  return { ...state, stop, regenerate };
}
