import type { LayoutContext } from '../layouts/context.js';
import type { ImageElement, Slide } from '../model.js';
import { shownStrings } from './content.js';
import { missingTexts } from './kept.js';

/**
 * The check every composition passes: a layout that cut a text (a cover title shortened to
 * its first clauses, a subtitle dropped) or left out a picture is not used, and the composer
 * tries the next one. The last one of each chain keeps everything by construction.
 */
export function keepsAll(
  slides: readonly Slide[],
  texts: readonly string[],
  pictures: readonly ImageElement[] = [],
): boolean {
  if (missingTexts(texts, slides.flatMap(shownStrings)).length > 0) return false;
  const shown = new Set(
    slides.flatMap((slide) => slide.elements.flatMap((e) => (e.type === 'image' ? [e.src] : []))),
  );
  return pictures.every((picture) => shown.has(picture.src));
}

/**
 * The slides `make` lays out when they pass `ok`, else undefined, with the deck's memory of
 * layouts and pictures as it was before (a discarded try must not change the next slide's).
 */
export function attempt(
  ctx: LayoutContext,
  make: () => Slide[] | undefined,
  ok: (slides: readonly Slide[]) => boolean,
): Slide[] | undefined {
  const history = ctx.history.length;
  const pictures = ctx.pictures.length;
  const slides = make();
  if (slides && slides.length > 0 && ok(slides)) return slides;
  ctx.history.splice(history);
  ctx.pictures.splice(pictures);
  return undefined;
}

/** The imported picture's crop and flips on the layout's image of the same source. */
export function withCrops(slides: readonly Slide[], pictures: readonly ImageElement[]): Slide[] {
  const bySrc = new Map(pictures.map((picture) => [picture.src, picture]));
  return slides.map((slide) => ({
    ...slide,
    elements: slide.elements.map((element) => {
      const picture = element.type === 'image' ? bySrc.get(element.src) : undefined;
      if (!picture || element.type !== 'image') return element;
      return {
        ...element,
        ...(picture.crop ? { crop: picture.crop } : {}),
        ...(picture.flipH ? { flipH: true } : {}),
        ...(picture.flipV ? { flipV: true } : {}),
      };
    }),
  }));
}
