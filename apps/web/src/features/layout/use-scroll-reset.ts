import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (or at the element its #hash names), as a link to a new document
 * would; going back or forward leaves the position to the browser, which restores it. Only the
 * page's path counts: a change of its query (a dialog's ?mm, the login's ?lm) keeps the scroll.
 */
export function useScrollReset(): void {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
}
