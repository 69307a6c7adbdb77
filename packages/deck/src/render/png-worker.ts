import type { DeckImages } from '../images.js';
import type { DeckDocument } from '../model.js';
import { registerRuntimeTheme, unregisterRuntimeTheme } from '../themes/registry.js';
import type { DeckTheme } from '../themes/types.js';
import { renderSlidePng } from './png.js';
import { releaseRasters } from './raster-memory.js';

/**
 * One slide to draw, as the PNG pool (png-pool.ts) sends it to a worker thread. A worker has
 * only the built-in themes: a theme registered at run time in the main thread (a brand theme)
 * comes with the task. The pictures' bytes are views of shared memory (no copy per task).
 */
export interface PngTask {
  deck: DeckDocument;
  index: number;
  width: number;
  images: DeckImages;
  /** The deck's theme when it is not a built-in one. */
  theme?: DeckTheme;
}

/**
 * The worker's task: the same PNG as renderSlidePng on the main thread (scene, SVG with glyph
 * outlines, resvg, PNG encoding, all on this thread), its raster let go before the next task.
 */
export default async function drawSlide({ deck, index, width, images, theme }: PngTask) {
  if (theme) registerRuntimeTheme(theme);
  try {
    return renderSlidePng(deck, index, { width, images });
  } finally {
    if (theme) unregisterRuntimeTheme(theme.id);
    await releaseRasters();
  }
}
