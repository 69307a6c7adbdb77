import { AppError, ErrorCode, type ErrorCodeValue } from '@slidecraft/contract';
import { DeckError, type DeckErrorReason } from '@slidecraft/deck';

/** The catalogue code of each reason the deck engine refuses an input for. */
const CODE_OF: Record<DeckErrorReason, ErrorCodeValue> = {
  'outline-empty': ErrorCode.OUTLINE_EMPTY,
  'page-count-limit': ErrorCode.PAGE_COUNT_LIMIT,
  'unknown-theme': ErrorCode.PARAMS_ERROR,
  'invalid-deck': ErrorCode.PARAMS_ERROR,
};

/**
 * The API's view of an error: a DeckError becomes the AppError of its catalogue code (the
 * engine's message stays the log detail); anything else is returned as it is.
 */
export function catalogueError(err: unknown): unknown {
  return err instanceof DeckError ? new AppError(CODE_OF[err.reason], err.message) : err;
}
