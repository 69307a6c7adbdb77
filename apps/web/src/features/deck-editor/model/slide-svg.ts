import { sceneAt, sceneToSvg, type DeckDocument, type Slide } from '@slidecraft/deck/scene';
import { NO_PICTURES, pictureHref, type Pictures } from './pictures';

/**
 * A slide's SVG as the engine draws it (the same scene as the PPTX, PDF and PNG writers),
 * cached per slide object: edits replace only the slides they touch (immer), so the rail's
 * other thumbnails cost nothing on a keystroke.
 */
const cache = new WeakMap<Slide, Map<string, string>>();

export function slideSvg(
  deck: DeckDocument,
  index: number,
  pictures: Pictures = NO_PICTURES,
): string {
  const slide = deck.slides[index];
  if (!slide) return '';
  const key = `${deck.themeId}:${index}:${deck.page.width}x${deck.page.height}:${pictures.key}`;
  let bySlide = cache.get(slide);
  if (!bySlide) {
    bySlide = new Map();
    cache.set(slide, bySlide);
  }
  let svg = bySlide.get(key);
  if (svg === undefined) {
    svg = sceneToSvg(sceneAt(deck, index, { images: pictures.sizes }), {
      imageHref: (src) => pictureHref(pictures, src, deck.themeId),
    }).replace(
      /^<svg ([^>]*?) width="[\d.]+" height="[\d.]+"/,
      '<svg $1 width="100%" height="100%" preserveAspectRatio="xMidYMid meet"',
    );
    bySlide.set(key, svg);
  }
  return svg;
}
