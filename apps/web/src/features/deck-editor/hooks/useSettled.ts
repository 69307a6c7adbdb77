import { useEffect, useState } from 'react';

/**
 * `value` once it has stood still for `delayMs` (0: at once). While a box is typed in, the
 * engine's drawing of the slide and of its thumbnail waits for a pause in the typing: the
 * editable area already shows the words, so no key waits for a drawing.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}
