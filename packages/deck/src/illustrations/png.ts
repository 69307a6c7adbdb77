import { Resvg, renderAsync, type RenderedImage, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { illustrationOf } from '../image-src.js';
import type { DeckImages, ImageData } from '../images.js';
import type { DeckDocument, ImageCrop } from '../model.js';
import { fitImage } from '../render/image.js';
import { noteRaster, releaseRasters } from '../render/raster-memory.js';
import { getTheme, type DeckTheme } from '../themes.js';
import { ILLUSTRATION_SIZE, illustrationSvg } from './svg.js';

/**
 * Illustrations as PNG for the PPTX and PDF writers: rendered by resvg as squares (the scene's
 * ILLUSTRATION_SIZE proportions) as large as the frames they fill need, written as palette PNGs
 * (palettePng) and kept in a bounded LRU cache by src, theme and size, so a deck written again,
 * or another deck with the same pictures, costs no rendering. The PNG writer draws them as
 * vectors instead (render/png.ts).
 */
const CACHE_LIMIT = 96;
const cache = new Map<string, ImageData>();
const pending = new Map<string, Promise<ImageData>>();

/**
 * Pixels per inch across the part of the picture its frame shows. The picture is square and
 * covers its frame, so the frame's longer side shows the whole height or width: a 360 x 540 pt
 * panel beside a cover's title needs a 1500 px square, a 300 x 358 pt one 1000 px.
 */
const ILLUSTRATION_DPI = 200;
/** Sides are rounded up to a multiple of this, so frames of about the same size share a raster. */
const SIDE_STEP = 100;
const MIN_SIDE = 400;
/** A picture cropped to a small part of itself would need more: it gets this much at most. */
const MAX_SIDE = 2400;

/** The pixel side of the square an illustration is rendered as for a frame of w x h points. */
export function illustrationSide(frame: { w: number; h: number; crop?: ImageCrop }): number {
  const { place } = fitImage({ x: 0, y: 0, ...frame }, ILLUSTRATION_SIZE);
  const pixels = (Math.max(place.w, place.h) / 72) * ILLUSTRATION_DPI;
  // Less a hair, so that a 540 pt side (1500.0000000000002 px) takes 1500, not 1600.
  const side = Math.ceil(pixels / SIDE_STEP - 1e-6) * SIDE_STEP;
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, Number.isFinite(side) ? side : MIN_SIDE));
}

/** Each illustration src of the deck (or of one slide) with the side its largest frame needs. */
function illustrationSides(deck: DeckDocument, slideIndex?: number): Map<string, number> {
  const sides = new Map<string, number>();
  const slides =
    slideIndex === undefined ? deck.slides : deck.slides.slice(slideIndex, slideIndex + 1);
  for (const slide of slides)
    for (const element of slide.elements) {
      if (element.type !== 'image' || !illustrationOf(element.src)) continue;
      const side = illustrationSide(element);
      sides.set(element.src, Math.max(side, sides.get(element.src) ?? 0));
    }
  return sides;
}

const optionsFor = (side: number): ResvgRenderOptions => ({
  fitTo: { mode: 'width', value: side },
  font: { loadSystemFonts: false, fontFiles: [] },
});

const keyOf = (src: string, theme: DeckTheme, side: number) => `${src}|${theme.id}|${side}`;

/**
 * An illustration's pixels as an opaque palette PNG: flat shapes and soft gradients on a
 * canvas they cover, which 256 colours quantized by libimagequant (sharp) keep to the eye,
 * without dithering (its noise would not deflate), at about a third of an RGB PNG's bytes.
 * pdfkit embeds an opaque palette PNG's data as it is, as it does an RGB one. On libuv's
 * thread pool: the event loop is not held.
 */
async function palettePng(side: number, rgba: Uint8Array): Promise<Buffer> {
  return sharp(rgba, { raw: { width: side, height: side, channels: 4 } })
    .removeAlpha()
    .png({ palette: true, colours: 256, quality: 100, effort: 1, dither: 0, compressionLevel: 6 })
    .toBuffer();
}

async function remember(key: string, side: number, rendered: RenderedImage): Promise<ImageData> {
  const rgba = rendered.pixels;
  noteRaster(side, side, 2);
  const image: ImageData = {
    bytes: await palettePng(side, rgba),
    mime: 'image/png',
    width: side,
    height: side,
  };
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

type Render = (svg: string, options: ResvgRenderOptions) => Promise<RenderedImage>;
/** On libuv's thread pool: a server's event loop is never held. */
const onThePool: Render = renderAsync;
/**
 * On this thread: resvg's allocator gives the next raster the pages the last one (or the last
 * slide PNG) left, where rasters drawn on the thread pool take fresh memory on another thread.
 */
const onThisThread: Render = async (svg, options) => new Resvg(svg, options).render();

/**
 * The illustration's PNG in the theme, `side` pixels square (undefined when src is not an
 * illustration), its raster let go before the promise settles (render/raster-memory.ts).
 */
async function illustrationPngBy(
  render: Render,
  src: string,
  theme: DeckTheme,
  side: number,
): Promise<ImageData | undefined> {
  const key = keyOf(src, theme, side);
  const hit = cached(key);
  if (hit) return hit;
  const svg = illustrationSvg(src, theme);
  if (svg === undefined) return undefined;
  // Decks loaded at the same time with the same picture render it once.
  let rendering = pending.get(key);
  if (!rendering) {
    rendering = render(svg, optionsFor(side))
      .then((rendered) => remember(key, side, rendered))
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
  }
  const image = await rendering;
  await releaseRasters();
  return image;
}

/** illustrationPngBy on libuv's thread pool (`side` defaults to ILLUSTRATION_SIZE). */
export function illustrationPngAsync(
  src: string,
  theme: DeckTheme,
  side = ILLUSTRATION_SIZE.width,
): Promise<ImageData | undefined> {
  return illustrationPngBy(onThePool, src, theme, side);
}

type Draw = (src: string, theme: DeckTheme, side: number) => Promise<ImageData | undefined>;

/** Each illustration of the deck (or of one slide) into a copy of `images`, one after another. */
async function drawEach(
  deck: DeckDocument,
  images: DeckImages,
  slideIndex: number | undefined,
  draw: Draw,
): Promise<DeckImages> {
  const sides = illustrationSides(deck, slideIndex);
  if (sides.size === 0) return images;
  const theme = getTheme(deck.themeId);
  const all = new Map(images);
  for (const [src, side] of sides) {
    const png = await draw(src, theme, side);
    if (png) all.set(src, png);
  }
  return all;
}

/**
 * The deck's pictures with its illustrations drawn in the deck's current theme, each as large
 * as its largest frame needs: what the PPTX and PDF writers draw from. An illustration in
 * `images` is replaced, since a deck re-themed after its pictures were loaded must show the new
 * colours. With `slideIndex`, only that slide's illustrations are drawn (a writer of one slide).
 *
 * Drawn on this thread one at a time (onThisThread), each raster let go before the next is
 * drawn.
 */
export function drawIllustrations(
  deck: DeckDocument,
  images: DeckImages,
  slideIndex?: number,
): Promise<DeckImages> {
  return drawEach(deck, images, slideIndex, (src, theme, side) =>
    illustrationPngBy(onThisThread, src, theme, side),
  );
}

/** The deck's illustrations drawn on libuv's thread pool (loadDeckImages), one at a time. */
export function loadIllustrations(deck: DeckDocument): Promise<DeckImages> {
  return drawEach(deck, new Map(), undefined, illustrationPngAsync);
}
