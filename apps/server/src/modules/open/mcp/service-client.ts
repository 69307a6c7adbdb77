import {
  AppError,
  ErrorCode,
  errorMessage,
  OpenDeckCreateBodySchema,
  type Locale,
} from '@slidecraft/contract';
import { catalogueError } from '../../../http/deck-errors.js';
import type { OpenCaller, OpenDeckService } from '../deck-service.js';
import { DeckClientError, type DeckClient, type OpenTheme } from './deck-client.js';

/** The MCP tools of POST /api/mcp on the server's own service, as the key's owner. */
export function serviceDeckClient(
  decks: OpenDeckService,
  caller: OpenCaller,
  locale: Locale,
  origin: string,
  thumbnail: (themeId: string) => string,
): DeckClient {
  const { userId } = caller;
  const refused = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      const caught = catalogueError(err);
      if (!(caught instanceof AppError)) throw err;
      const detail = caught.clientDetail(locale);
      const message = errorMessage(caught.code, locale) + (detail ? `: ${detail}` : '');
      throw new DeckClientError(caught.code, message);
    }
  };
  return {
    listThemes: async (): Promise<OpenTheme[]> => decks.themes(locale, thumbnail),
    // The REST call's own checks (trimmed text, clean characters, one of topic or outline).
    createDeck: (input) =>
      refused(async () => {
        const parsed = OpenDeckCreateBodySchema.safeParse(input);
        if (!parsed.success) {
          const fields = parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ');
          throw new AppError(ErrorCode.PARAMS_ERROR, fields, { expose: true });
        }
        return decks.create(caller, parsed.data, undefined, locale);
      }),
    getDeck: (deckId) => refused(() => decks.get(userId, deckId, locale)),
    restyleDeck: (deckId, themeId) => refused(() => decks.restyle(userId, deckId, themeId, locale)),
    startExport: (deckId, format) => refused(() => decks.startExport(userId, deckId, format)),
    getExport: (deckId, exportId) =>
      refused(() => decks.exportOf(userId, deckId, exportId, origin, locale)),
  };
}
