import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { illustrationHref } from '../illustrations/svg.js';
import type { DeckImages, ImageData } from '../images.js';
import type { DeckDocument } from '../model.js';
import { getTheme } from '../themes.js';
import { createGlyphOutliner } from './glyphs.js';
import { noteRaster, releaseRasters } from './raster-memory.js';
import { sceneAt } from './scene.js';
import { sceneToSvg } from './svg.js';

/**
 * PNG of slides through resvg. Text reaches resvg as glyph outlines of the bundled fonts (see
 * glyphs.ts) and system fonts are never loaded, so the pixels never depend on the machine.
 */
export interface PngOptions {
  /** Width in pixels; the height follows the page's aspect ratio. Default 1280. */
  width?: number;
  /** The deck's pictures (loadDeckImages); one missing is drawn as a placeholder. */
  images?: DeckImages;
}

function dataUri({ mime, bytes }: ImageData): string {
  return `data:${mime};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

function resvgOptions(width: number): ResvgRenderOptions {
  return {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: [], defaultFontFamily: 'Noto Sans SC' },
    shapeRendering: 2,
  };
}

/** Rasterises an SVG whose text is already outlined. */
export function svgToPng(svg: string, width: number): Buffer {
  const image = new Resvg(svg, resvgOptions(width)).render();
  noteRaster(image.width, image.height);
  return image.asPng();
}

/**
 * The SVG the PNG writer rasterises: the preview SVG with text as outlines, pictures inline.
 * Illustrations go in as their own SVG in the deck's current theme (resvg draws a nested SVG
 * image as vectors), so a PNG needs no illustration raster: sharper, and less memory.
 */
export function renderSlideRasterSvg(
  deck: DeckDocument,
  index: number,
  images: DeckImages = new Map(),
): string {
  const theme = getTheme(deck.themeId);
  const imageHref = (src: string) => {
    const image = images.get(src);
    return illustrationHref(src, theme) ?? (image && dataUri(image));
  };
  return sceneToSvg(sceneAt(deck, index, { images }), { glyphs: createGlyphOutliner(), imageHref });
}

export function renderSlidePng(
  deck: DeckDocument,
  index: number,
  options: PngOptions = {},
): Buffer {
  return svgToPng(renderSlideRasterSvg(deck, index, options.images), options.width ?? 1280);
}

/**
 * Every slide's PNG, drawn one after the other on this thread, each slide's raster let go before
 * the next is drawn (raster-memory.ts): drawn in one synchronous pass, the deck's pixmaps all
 * stayed in memory until it returned (125 MB for 31 slides at 1280 px).
 */
export async function renderDeckPng(
  deck: DeckDocument,
  options: PngOptions = {},
): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  for (let index = 0; index < deck.slides.length; index++) {
    pngs.push(renderSlidePng(deck, index, options));
    await releaseRasters();
  }
  return pngs;
}

/**
 * The same PNG, rasterised on libuv's thread pool: servers use this so that rendering a deck
 * never blocks the event loop for more than the SVG building.
 */
export async function renderSlidePngAsync(
  deck: DeckDocument,
  index: number,
  options: PngOptions = {},
): Promise<Buffer> {
  const image = await renderAsync(
    renderSlideRasterSvg(deck, index, options.images),
    resvgOptions(options.width ?? 1280),
  );
  const png = image.asPng();
  noteRaster(image.width, image.height);
  await releaseRasters();
  return png;
}
