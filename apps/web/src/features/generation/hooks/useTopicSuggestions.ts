import { SUGGEST_DEBOUNCE_MS, isBlank } from '@slidecraft/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { suggestTopics } from '../home-box-api';

/**
 * The home box's suggestion dropdown: asks the server SUGGEST_DEBOUNCE_MS (500 ms) after the
 * last keystroke, cancels a request the next keystroke makes stale, and treats any failure as
 * no suggestions. A topic that was just picked (or set from a chip) is not looked up again.
 */
export function useTopicSuggestions(topic: string) {
  const [items, setItems] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const picked = useRef<string | null>(null);
  /** Every topic the server suggested so far: the routing rule needs them (generation-route). */
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const query = topic.trim();
    if (isBlank(query) || query === picked.current) {
      setItems([]);
      return;
    }
    picked.current = null;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestTopics(query, controller.signal).then(
        (found) => {
          for (const item of found) seen.current.add(item);
          setItems(found);
          setActive(-1);
        },
        () => undefined, // aborted: a newer keystroke owns the dropdown
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [topic]);

  const visible = items.filter((item) => item !== topic.trim());
  const open = focused && visible.length > 0;

  /** Marks a topic as chosen: the dropdown closes and that text is not looked up again. */
  const settle = (chosen: string) => {
    picked.current = chosen;
    setItems([]);
    setActive(-1);
  };

  /**
   * Arrow keys move through an open dropdown, Enter takes the highlighted topic, Escape closes
   * it. Returns the topic taken, or true when the key was used, false when it is the box's.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): string | boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions -1 (none) to length - 1, wrapping around.
      setActive((i) => ((i + 1 + step + visible.length + 1) % (visible.length + 1)) - 1);
      return true;
    }
    if (event.key === 'Escape') {
      setItems([]);
      return true;
    }
    if (event.key === 'Enter' && active >= 0 && active < visible.length) {
      event.preventDefault();
      const chosen = visible[active]!;
      settle(chosen);
      return chosen;
    }
    return false;
  };

  return {
    items: visible,
    open,
    active,
    settle,
    onKeyDown,
    wasSuggested: (candidate: string) => seen.current.has(candidate),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
