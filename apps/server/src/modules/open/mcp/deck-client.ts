import type {
  OpenDeck,
  OpenDeckCreateBody,
  OpenDeckCreated,
  OpenExport,
} from '@slidecraft/contract';

/** A theme as the open API lists it. */
export interface OpenTheme {
  id: string;
  name: string;
  family: string;
  thumbnail: string;
}

/**
 * What the MCP tools ask of the open API: the server's own service in-process (POST /api/mcp),
 * or the REST API over HTTP with a key (the stdio entry, `npm run mcp`).
 */
export interface DeckClient {
  listThemes(): Promise<OpenTheme[]>;
  createDeck(input: Omit<OpenDeckCreateBody, 'callbackUrl'>): Promise<OpenDeckCreated>;
  getDeck(deckId: string): Promise<OpenDeck>;
  restyleDeck(deckId: string, themeId: string): Promise<OpenDeck>;
  startExport(deckId: string, format: 'pptx' | 'pdf'): Promise<{ exportId: string }>;
  getExport(deckId: string, exportId: string): Promise<OpenExport>;
}

/** A refusal of the open API: its catalogue code and message (in the caller's language). */
export class DeckClientError extends Error {
  override name = 'DeckClientError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
