import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab's history was scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top (or at the element its #hash names), as a link to a new document
 * would; going back or forward returns to where that entry was scrolled. Only the page's path
 * counts for a new entry: a change of its query alone (a dialog's ?mm, the login's ?lm) keeps
 * the scroll. The browser's own restoration is off: it would scroll at popstate, against the
 * page being left, before the router shows the other one.
 */
export function useScrollReset(): void {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // The position of the entry on screen, kept as the user scrolls.
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    if (navigation === 'POP') {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (samePath && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, pathname, hash, navigation]);
}
