import { readBenchDeck } from './pptx-import-deck.js';
import { importPptxDeck } from './pptx-import-reader.js';
import { peakRssMb } from './peak-rss-mb.mjs';

/**
 * One import of the bench deck in a fresh process, as a server request would do it: prints the
 * process's peak RSS in MB (peak-rss-mb.mjs). pptx-import.ts starts it.
 */
const bytes = await readBenchDeck();
const before = peakRssMb();
await importPptxDeck(bytes);
console.log(JSON.stringify({ peakRssMb: peakRssMb(), loadedRssMb: before }));
