import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint: a screen at least this wide is a desktop's. */
const DESKTOP = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is as wide as antd's `md` breakpoint (`Grid.useBreakpoint().md`), from a
 * media query of its own: the header, on every page, does not carry antd's grid.
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}
