/**
 * Opening the AI-points packs (features/membership) from code that runs outside the router,
 * such as the AI limit dialogs of the http client: the app frame listens and sets the address
 * parameter; where no frame listens, the page is loaded again with the parameter.
 */

/** `?aipacks` (any value) opens the AI-points packs modal (drawer on mobile). */
export const AI_PACKS_PARAM = 'aipacks';

const EVENT = 'slidecraft:buy-ai-points';

/** Asks the app frame to open the packs; falls back to a navigation when none answers. */
export function requestAiPacks(): void {
  const handled = !window.dispatchEvent(new Event(EVENT, { cancelable: true }));
  if (handled) return;
  const url = new URL(window.location.href);
  url.searchParams.set(AI_PACKS_PARAM, '');
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
}

/** The app frame's side: `open` runs on each request; answers the unsubscribe. */
export function onAiPacksRequest(open: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    open();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
