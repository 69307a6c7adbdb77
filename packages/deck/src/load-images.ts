import { illustrationOf } from './image-src.js';
import { loadIllustrations } from './illustrations/png.js';
import { deckImageSources, type DeckImages, type ImageData, type ImageSource } from './images.js';
import type { DeckDocument } from './model.js';

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
 * Loads the deck's pictures, all at once: attachments through `source` (which never sees an
 * illustration src), illustrations drawn here in the deck's theme (loadIllustrations: rendered
 * off the event loop one at a time, as large as their frames need, and cached, so the writers'
 * own pass finds them ready). Never throws: a picture the source does not have, fails to give,
 * or gives in another format than it says is left out, and the writers draw a placeholder in
 * its place.
 */
export async function loadDeckImages(deck: DeckDocument, source: ImageSource): Promise<DeckImages> {
  const sources = deckImageSources(deck).filter((src) => !illustrationOf(src));
  const [results, illustrations] = await Promise.all([
    Promise.allSettled(sources.map((src) => source(src))),
    loadIllustrations(deck).catch((): DeckImages => new Map()),
  ]);
  const images = new Map<string, ImageData>(illustrations);
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && result.value && usable(result.value))
      images.set(sources[i]!, result.value);
  });
  return images;
}
