import type { DeckHistory } from '../model/history';

/** One change to the deck through the history (`key` merges a run of keystrokes into one undo). */
export type Change = (recipe: Parameters<DeckHistory['change']>[0], key?: string) => boolean;
