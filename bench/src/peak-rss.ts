import { parseOutline } from '@slidecraft/contract';
import {
  fontMeasurer,
  outlineToDeck,
  renderDeckPng,
  renderDeckSvg,
  writePdf,
  writePptx,
} from '@slidecraft/deck';
import { peakRssMb } from './peak-rss-mb.mjs';

/**
 * One deck exported in every format in a fresh process, as a server request would: prints the
 * process's peak RSS in MB (peak-rss-mb.mjs). run.ts starts it with the outline on stdin.
 */
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const deck = outlineToDeck(parseOutline(Buffer.concat(chunks).toString('utf8')), {
  measurer: fontMeasurer,
});
renderDeckSvg(deck);
await renderDeckPng(deck, { width: 1280 });
await writePptx(deck);
await writePdf(deck);
console.log(peakRssMb());
