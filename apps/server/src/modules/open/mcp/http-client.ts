import {
  HEADER,
  linkTo,
  openApi,
  type OpenDeck,
  type OpenDeckCreated,
  type OpenExport,
  type RouteEntry,
} from '@slidecraft/contract';
import { DeckClientError, type DeckClient, type OpenTheme } from './deck-client.js';

/**
 * The open API over HTTP with an API key: what the stdio MCP entry (`npm run mcp`) drives a
 * SlideCraft server with. A refusal becomes a DeckClientError with the server's message.
 */
export function httpDeckClient(options: {
  /** The server's origin, e.g. https://slides.example.com */
  baseUrl: string;
  apiKey: string;
  /** The language of the server's messages (App-Language). */
  locale?: string;
  fetch?: typeof fetch;
}): DeckClient {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  async function callApi<T>(
    entry: RouteEntry,
    params: Record<string, string> | undefined,
    body?: unknown,
  ): Promise<T> {
    const response = await send(`${base}${linkTo(entry, params ? { params } : {})}`, {
      method: entry.method,
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        ...(options.locale ? { [HEADER.language]: options.locale } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json().catch(() => null)) as {
      code: number;
      message: string;
      data: T;
    } | null;
    if (!envelope) throw new DeckClientError(response.status, `HTTP ${response.status}`);
    if (envelope.code !== 200) throw new DeckClientError(envelope.code, envelope.message);
    return envelope.data;
  }
  return {
    listThemes: () => callApi<OpenTheme[]>(openApi.listThemes, undefined),
    createDeck: (input) => callApi<OpenDeckCreated>(openApi.createDeck, undefined, input),
    getDeck: (deckId) => callApi<OpenDeck>(openApi.getDeck, { deckId }),
    restyleDeck: (deckId, themeId) =>
      callApi<OpenDeck>(openApi.restyleDeck, { deckId }, { themeId }),
    startExport: (deckId, format) =>
      callApi<{ exportId: string }>(openApi.createExport, { deckId }, { format }),
    getExport: (deckId, exportId) => callApi<OpenExport>(openApi.getExport, { deckId, exportId }),
  };
}
