import type { GenerationParams } from '@slidecraft/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isApiError } from '../../../shared/http';
import { streamOutline } from '../api';

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
 * aborts the request and keeps the text received so far.
 */
export function useOutlineStream(params: GenerationParams) {
  const [state, setState] = useState<OutlineStreamState>(STREAMING);
  const [run, setRun] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    setState(STREAMING);
    streamOutline(params, {
      signal: abort.signal,
      onProgress: ({ text, offline }) => setState({ status: 'streaming', text, offline }),
    }).then(
      ({ text, offline }) => setState({ status: 'done', text, offline }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = isApiError(error) || error instanceof Error ? error.message : String(error);
        setState((prev) => ({ ...prev, status: 'error', error: message }));
      },
    );
    return () => abort.abort();
  }, [params, run]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((prev) => (prev.status === 'streaming' ? { ...prev, status: 'stopped' } : prev));
  }, []);
  const regenerate = useCallback(() => setRun((n) => n + 1), []);

  return { ...state, stop, regenerate };
}
