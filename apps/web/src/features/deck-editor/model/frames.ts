import type { DeckDocument } from '@slidecraft/deck/scene';
import { produce } from 'immer';
import { setFrame, type Frame } from './deck-ops';

export type { Frame } from './deck-ops';

/**
 * The deck with some elements drawn at other frames (a move or resize under way), without
 * touching the history: the slide follows the pointer, and one step lands when it is let go.
 */
export function withFrames(
  deck: DeckDocument,
  slideIndex: number,
  frames: Record<string, Frame> | null,
): DeckDocument {
  if (!frames) return deck;
  return produce(deck, (draft) => {
    for (const [id, frame] of Object.entries(frames)) setFrame(slideIndex, id, frame)(draft);
  });
}
