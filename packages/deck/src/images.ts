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

/** Every distinct `src` of the deck's image elements. */
export function deckImageSources(deck: DeckDocument): string[] {
  const sources = new Set<string>();
  for (const slide of deck.slides)
    for (const element of slide.elements) if (element.type === 'image') sources.add(element.src);
  return [...sources];
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

/** The bytes are what `mime` says and the size is a real one: otherwise a writer would throw. */
function usable(image: ImageData): boolean {
  const magic = image.mime === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
  const sized = [image.width, image.height].every((side) => Number.isInteger(side) && side > 0);
  return sized && startsWith(image.bytes, magic);
}

/**
 * Loads the deck's pictures through `source`, all at once. Never throws: a picture the source
 * does not have, fails to give, or gives in another format than it says is left out, and the
 * writers draw a placeholder in its place.
 */
export async function loadDeckImages(deck: DeckDocument, source: ImageSource): Promise<DeckImages> {
  const sources = deckImageSources(deck);
  const results = await Promise.allSettled(sources.map((src) => source(src)));
  const images = new Map<string, ImageData>();
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && result.value && usable(result.value))
      images.set(sources[i]!, result.value);
  });
  return images;
}
