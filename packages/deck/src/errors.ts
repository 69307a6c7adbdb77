/**
 * Why the engine refused its input. The engine knows nothing of the API: the server maps each
 * reason to its catalogue code (apps/server/src/http/deck-errors.ts).
 */
export type DeckErrorReason =
  /** The outline has no title or no chapter. */
  | 'outline-empty'
  /** The deck would have more slides than allowed. */
  | 'page-count-limit'
  /** No theme has this id. */
  | 'unknown-theme'
  /** A stored deck document is malformed or from a newer build. */
  | 'invalid-deck';

/** An input the deck engine cannot lay out or load; `message` is for logs, not for users. */
export class DeckError extends Error {
  override name = 'DeckError';

  constructor(
    readonly reason: DeckErrorReason,
    message: string,
  ) {
    super(message);
  }
}
