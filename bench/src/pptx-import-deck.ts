import { readFile } from 'node:fs/promises';

/** The 50-slide deck of the PPTX corpus (apps/server/test/fixtures/pptx-corpus/README.md). */
export const BENCH_DECK = new URL(
  '../../apps/server/test/fixtures/pptx-corpus/pptxgenjs-50-slides.pptx',
  import.meta.url,
);

export const readBenchDeck = () => readFile(BENCH_DECK);
