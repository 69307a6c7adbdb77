import { useMemo, useRef } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

/**
 * Handlers that keep their identity across renders and always call the latest closure, so a
 * memoised child (the rail, the canvas) is not re-rendered just because its parent was.
 */
export function useStable<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo(() => {
    const stable: Handlers = {};
    for (const key of Object.keys(latest.current)) {
      stable[key] = (...args: never[]) => latest.current[key]!(...args);
    }
    return stable as T;
  }, []);
}
