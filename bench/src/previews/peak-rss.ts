import { createPngPool, renderSlidePngAsync } from '@slidecraft/deck';
import { peakRssMb } from '../peak-rss-mb.mjs';
import { PREVIEW_WIDTH, previewDeck } from './deck.js';

/**
 * Peak RSS of a fresh process that draws the 30 previews three times, on the pool (`pool`,
 * every thread of the process counted) or on one thread (`thread`): prints it in MB.
 */
const mode = process.argv[2];
const deck = previewDeck();
const pages = deck.slides.map((_, index) => index);
const pool = createPngPool();
for (let run = 0; run < 3; run++) {
  if (mode === 'pool') {
    await Promise.all(pages.map((page) => pool.render(deck, page, { width: PREVIEW_WIDTH })));
  } else {
    for (const page of pages) await renderSlidePngAsync(deck, page, { width: PREVIEW_WIDTH });
  }
}
await pool.close();
console.log(peakRssMb());
