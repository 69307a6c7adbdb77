import type { DeckDocument } from './model.js';

/** A picture's size in pixels: all the scene needs to fit it into a frame. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A picture as the file writers embed it (PNG or JPEG, which PPTX, PDF and SVG all take). */
export interface ImageData extends ImageSize {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg';
}

/**
 * Resolves an image element's `src` to its picture; undefined (or a rejection) when there is
 * none, which draws a placeholder.
 */
export type ImageSource = (src: string) => Promise<ImageData | undefined>;

/** A deck's pictures by src, loaded ahead (loadDeckImages) so the writers stay synchronous. */
export type DeckImages = ReadonlyMap<string, ImageData>;

/** Every distinct `src` of the deck's image elements and slide background pictures. */
export function deckImageSources(deck: DeckDocument): string[] {
  const sources = new Set<string>();
  for (const slide of deck.slides) {
    for (const element of slide.elements) if (element.type === 'image') sources.add(element.src);
    if (slide.background?.image) sources.add(slide.background.image);
  }
  return [...sources];
}
