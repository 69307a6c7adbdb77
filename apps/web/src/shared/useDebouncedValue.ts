import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a search box's text; the slide being typed
 * in, drawn again after a pause); with 0, `value` at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}
