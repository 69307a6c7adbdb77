import { EMBED_MESSAGE_SOURCE, SDK_MESSAGE_SOURCE } from '@slidecraft/contract';
import { describe, expect, it, vi } from 'vitest';
import { parentBridge } from './bridge';

const PARTNER_PAGE = 'https://partner.example';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJhY21lIn0.c2lnbmF0dXJl';

/** A framed window: its parent, query and message listeners, all under the test's control. */
function framedWindow(search: string, ancestors?: string[]) {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    location: {
      search,
      ...(ancestors
        ? {
            ancestorOrigins: Object.assign([...ancestors], {
              contains: () => false,
              item: () => null,
            }),
          }
        : {}),
    },
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const deliver = (event: Partial<MessageEvent>) => {
    for (const fn of listeners) fn(event as MessageEvent);
  };
  return { win: win as unknown as Window, parent, deliver, listeners };
}

const query = `?partner=acme&origin=${encodeURIComponent(PARTNER_PAGE)}`;

describe('parentBridge', () => {
  it('is null outside a frame and for malformed or contradicted parameters', () => {
    const top = { location: { search: query } } as unknown as Window & { parent: Window };
    (top as { parent: unknown }).parent = top;
    expect(parentBridge(top)).toBeNull();
    expect(parentBridge(framedWindow('?partner=acme&origin=javascript:alert(1)').win)).toBeNull();
    expect(parentBridge(framedWindow(`?partner=ACME!&origin=${PARTNER_PAGE}`).win)).toBeNull();
    // The browser says another page frames us: nothing is posted to the claimed one.
    expect(parentBridge(framedWindow(query, ['https://evil.example']).win)).toBeNull();
    expect(parentBridge(framedWindow(query, [PARTNER_PAGE]).win)).not.toBeNull();
  });

  it("posts events to the partner page's origin only", () => {
    const { win, parent } = framedWindow(query);
    parentBridge(win)!.post('deck ready', { recordId: 'r1' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: EMBED_MESSAGE_SOURCE, type: 'deck ready', detail: { recordId: 'r1' } },
      PARTNER_PAGE,
    );
  });

  it('takes a token only from the parent window on the partner origin', () => {
    const { win, parent, deliver, listeners } = framedWindow(query);
    const handler = vi.fn();
    const stop = parentBridge(win)!.onToken(handler);
    const message = { source: SDK_MESSAGE_SOURCE, type: 'token', token: TOKEN };
    deliver({ origin: 'https://evil.example', source: parent as unknown as Window, data: message });
    deliver({ origin: PARTNER_PAGE, source: {} as Window, data: message });
    deliver({
      origin: PARTNER_PAGE,
      source: parent as unknown as Window,
      data: { ...message, source: 'x' },
    });
    deliver({
      origin: PARTNER_PAGE,
      source: parent as unknown as Window,
      data: { ...message, token: 1 },
    });
    expect(handler).not.toHaveBeenCalled();
    deliver({ origin: PARTNER_PAGE, source: parent as unknown as Window, data: message });
    expect(handler).toHaveBeenCalledExactlyOnceWith(TOKEN);
    stop();
    expect(listeners.size).toBe(0);
  });
});
