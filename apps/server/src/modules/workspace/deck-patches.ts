import { AppError, ErrorCode, type DeckPatch } from '@slidecraft/contract';
import { applyPatches, enablePatches, type Patch } from 'immer';

enablePatches();

/**
 * Applies an editor's patches (immer's shape, checked by DeckPatchSchema) to a stored deck.
 * The result is not yet a valid deck: the caller validates it against the deck schema. A patch
 * that does not fit the document (a path that does not exist, an index out of range) is 5000.
 */
export function applyDeckPatches(deck: object, patches: readonly DeckPatch[]): unknown {
  try {
    // immer refuses __proto__, constructor and prototype steps itself, as the schema does.
    return applyPatches(deck, patches as Patch[]);
  } catch (err) {
    throw new AppError(ErrorCode.PARAMS_ERROR, `patch does not apply: ${(err as Error).message}`);
  }
}
