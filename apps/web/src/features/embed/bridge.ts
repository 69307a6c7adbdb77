import {
  EMBED_MESSAGE_SOURCE,
  PARTNER_ID,
  SDK_MESSAGE_SOURCE,
  WEB_ORIGIN,
  type EmbedEvent,
} from '@slidecraft/contract';

/** The partner page that frames the embed, and the messages between the two (sdk.js). */
export interface ParentBridge {
  /** The partner page's origin: messages go there only and are read from there only. */
  origin: string;
  partner: string;
  post(type: EmbedEvent, detail?: Record<string, unknown>): void;
  /** Calls `handler` with each SDK token the partner page posts; returns the unsubscribe. */
  onToken(handler: (token: string) => void): () => void;
}

/**
 * The bridge to the framing page named by ?origin= (set by /embed/sdk.js), or null when the
 * page is not framed, the parameters are malformed, or the browser reports another framing
 * origin. The server's frame-ancestors already limits framing to the partner's origins.
 */
export function parentBridge(win: Window = window): ParentBridge | null {
  if (win.parent === win) return null;
  const params = new URLSearchParams(win.location.search);
  const origin = params.get('origin') ?? '';
  const partner = params.get('partner') ?? '';
  if (!WEB_ORIGIN.test(origin) || !PARTNER_ID.test(partner)) return null;
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return null;
  return {
    origin,
    partner,
    post(type, detail = {}) {
      win.parent.postMessage({ source: EMBED_MESSAGE_SOURCE, type, detail }, origin);
    },
    onToken(handler) {
      const listener = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== win.parent) return;
        const data: unknown = event.data;
        if (typeof data !== 'object' || data === null) return;
        const { source, type, token } = data as Record<string, unknown>;
        if (source !== SDK_MESSAGE_SOURCE || type !== 'token') return;
        if (typeof token !== 'string' || token.length < 20 || token.length > 4096) return;
        handler(token);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
