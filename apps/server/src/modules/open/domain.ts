import { OpenCallbacks, type CallbackTransport } from './callbacks.js';
import { OpenDeckService, type OpenDeckServiceDeps } from './deck-service.js';
import { ApiKeyService } from './key-service.js';

/** The deck service's needs (the records, exports, AI limits and streams it drives), and: */
export interface OpenDomainNeeds extends OpenDeckServiceDeps {
  /** OPEN_API_CALLS_PER_MINUTE: each key's own limit. */
  callsPerMinute: number;
  /** Where callbacks go: the guarded HTTPS transport (tests: their own). */
  callbackTransport: CallbackTransport;
}

export interface OpenDomain {
  /** The API keys of the open API (account settings) and the check of a call's key. */
  keys: ApiKeyService;
  /** The open API's decks: the web app's records, points and limits, from a program. */
  openDecks: OpenDeckService;
  /** The decks' owed callbacks (a sweeper sends them). */
  openCallbacks: OpenCallbacks;
}

/** The open API: keys, decks made by programs and agents, their callbacks. */
export function openDomain(needs: OpenDomainNeeds): OpenDomain {
  const openDecks = new OpenDeckService(needs);
  return {
    keys: new ApiKeyService(needs.db, needs.kv, needs.callsPerMinute),
    openDecks,
    openCallbacks: new OpenCallbacks(
      needs.db,
      needs.callbackTransport,
      (userId, deckId) => openDecks.get(userId, deckId, 'zh-CN'),
      needs.log,
    ),
  };
}
