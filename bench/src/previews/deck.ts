import { parseOutline } from '@slidecraft/contract';
import { outlineToDeck, type DeckDocument } from '@slidecraft/deck';
import { generatedOutline } from '../outline.js';

/** Previews a generation draws: 30 pages at the workspace preview's width. */
export const PREVIEWS = 30;
export const PREVIEW_WIDTH = 960;

/** The bench's ~30-slide outline laid out as the server lays it out, cut to 30 slides. */
export function previewDeck(): DeckDocument {
  const deck = outlineToDeck(parseOutline(generatedOutline()));
  if (deck.slides.length < PREVIEWS) throw new Error(`${deck.slides.length} slides`);
  return { ...deck, slides: deck.slides.slice(0, PREVIEWS) };
}
