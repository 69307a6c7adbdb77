import { useEffect, useRef } from 'react';

/**
 * Scrolls the row (a horizontally scrolling list, and nothing around it: not the page) so that
 * its checked item is wholly in view, moving as little as it can; `chosen` is the checked item's
 * key. Again when the row changes size (a drawer that lays out once open, a turned phone).
 */
export function useChosenInView<T extends HTMLElement>(chosen: string | null) {
  const row = useRef<T>(null);
  useEffect(() => {
    const element = row.current;
    if (!element || chosen === null) return;
    const reveal = () => {
      const item = element.querySelector('[aria-checked="true"]');
      if (item) element.scrollLeft += overflowOf(element, item);
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    return () => observer.disconnect();
  }, [chosen]);
  return row;
}

/** How far `item` sticks out of the row's view: negative on the left, positive on the right. */
function overflowOf(row: Element, item: Element): number {
  const view = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < view.left) return box.left - view.left;
  if (box.right > view.right) return Math.min(box.right - view.right, box.left - view.left);
  return 0;
}
