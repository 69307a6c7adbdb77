import { Resvg, renderAsync, type RenderedImage, type ResvgRenderOptions } from '@resvg/resvg-js';
import { illustrationOf } from '../image-src.js';
import type { DeckImages, ImageData } from '../images.js';
import type { DeckDocument } from '../model.js';
import { getTheme, type DeckTheme } from '../themes.js';
import { opaquePng } from './opaque-png.js';
import { ILLUSTRATION_SIZE, illustrationSvg } from './svg.js';

/**
 * Illustrations as PNG for the PPTX and PDF writers, rendered by resvg at ILLUSTRATION_SIZE
 * (960 px square), written as opaque RGB PNGs (opaque-png.ts) and kept in a bounded LRU cache by
 * src, theme and size, so a deck written again, or another deck with the same pictures, costs
 * no rendering. The PNG writer draws them as vectors instead (render/png.ts).
 */
const CACHE_LIMIT = 96;
const cache = new Map<string, ImageData>();
const pending = new Map<string, Promise<ImageData>>();

const options: ResvgRenderOptions = {
  fitTo: { mode: 'width', value: ILLUSTRATION_SIZE.width },
  font: { loadSystemFonts: false, fontFiles: [] },
};

const keyOf = (src: string, theme: DeckTheme) => `${src}|${theme.id}|${ILLUSTRATION_SIZE.width}`;

function remember(key: string, rendered: RenderedImage): ImageData {
  const { width, height } = ILLUSTRATION_SIZE;
  const bytes = opaquePng(width, height, rendered.pixels);
  const image: ImageData = { bytes, mime: 'image/png', width, height };
  cache.set(key, image);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return image;
}

function cached(key: string): ImageData | undefined {
  const image = cache.get(key);
  if (image) {
    // Most recently used last: the oldest entry is the one let go.
    cache.delete(key);
    cache.set(key, image);
  }
  return image;
}

/** The illustration's PNG in the theme (undefined when src is not an illustration). */
export function illustrationPng(src: string, theme: DeckTheme): ImageData | undefined {
  const key = keyOf(src, theme);
  const hit = cached(key);
  if (hit) return hit;
  const svg = illustrationSvg(src, theme);
  return svg === undefined ? undefined : remember(key, new Resvg(svg, options).render());
}

/** The same, rendered on libuv's thread pool (servers: the event loop is never held). */
export async function illustrationPngAsync(
  src: string,
  theme: DeckTheme,
): Promise<ImageData | undefined> {
  const key = keyOf(src, theme);
  const hit = cached(key);
  if (hit) return hit;
  const svg = illustrationSvg(src, theme);
  if (svg === undefined) return undefined;
  // Decks loaded at the same time with the same picture render it once.
  let rendering = pending.get(key);
  if (!rendering) {
    rendering = renderAsync(svg, options)
      .then((rendered) => remember(key, rendered))
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
  }
  return rendering;
}

/**
 * The deck's pictures with its illustrations drawn in the deck's current theme: what every
 * writer (PPTX, PDF, PNG) draws from. An illustration in `images` is replaced, since a deck
 * re-themed after its pictures were loaded must show the new colours. With `slideIndex`, only
 * that slide's illustrations are drawn (a writer of one slide).
 */
export function withIllustrations(
  deck: DeckDocument,
  images: DeckImages,
  slideIndex?: number,
): DeckImages {
  let theme: DeckTheme | undefined;
  let all: Map<string, ImageData> | undefined;
  const slides =
    slideIndex === undefined ? deck.slides : deck.slides.slice(slideIndex, slideIndex + 1);
  for (const slide of slides)
    for (const element of slide.elements) {
      if (element.type !== 'image' || !illustrationOf(element.src)) continue;
      theme ??= getTheme(deck.themeId);
      all ??= new Map(images);
      const png = illustrationPng(element.src, theme);
      if (png) all.set(element.src, png);
    }
  return all ?? images;
}
