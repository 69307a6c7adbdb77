/**
 * Renders a slide kind's samples (KIND_SAMPLES) in the first theme of every family to PNGs, to
 * look at while working on layouts:
 *   node --conditions=slidecraft-source --import tsx packages/deck/src/testing/family-preview.ts <kind> [outDir]
 * writes <outDir>/<kind>-<sample>-<family>.png (default outDir /tmp/family-preview).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECK_VERSION, PAGE_HEIGHT, PAGE_WIDTH, type DeckDocument } from '../model.js';
import { renderSlidePng } from '../render/png.js';
import type { ContentLayoutId } from '../layouts/content-layout.js';
import { familyThemes, kindSlides, KIND_SAMPLES } from './family-slides.js';

const [kind, out = '/tmp/family-preview'] = process.argv.slice(2) as [ContentLayoutId, string?];
if (!kind || !(kind in KIND_SAMPLES)) {
  console.error(`usage: family-preview.ts <${Object.keys(KIND_SAMPLES).join('|')}> [outDir]`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });
for (const [name, sample] of Object.entries(KIND_SAMPLES[kind])) {
  for (const [family, theme] of familyThemes()) {
    const slides = kindSlides(kind, sample, theme.id);
    const deck: DeckDocument = {
      version: DECK_VERSION,
      title: '预览',
      themeId: theme.id,
      page: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
      slides,
    };
    slides.forEach((slide, index) => {
      const file = join(out, `${kind}-${name}-${family}${index > 0 ? `-${index + 1}` : ''}.png`);
      writeFileSync(file, renderSlidePng(deck, index, { width: 960 }));
      console.log(file, slide.layout);
    });
  }
}
