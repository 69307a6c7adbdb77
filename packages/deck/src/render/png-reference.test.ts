import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOutline } from '@slidecraft/contract/outline';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { DeckDocument } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { galleryDeck } from '../testing/gallery-deck.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { listThemes } from '../themes.js';
import { renderSlidePng } from './png.js';

/**
 * Rendered slides against stored reference images (packages/deck/test-references): the cover of
 * every theme, the first slide of every layout family (each in a different theme), and the
 * element gallery. `UPDATE_REFERENCES=1` rewrites them; a missing one is written and reported.
 */
const WIDTH = 480;
/** Mean absolute difference per channel, on 0-255, that still counts as the same picture. */
const TOLERANCE = 1.5;
const REFERENCES = fileURLToPath(new URL('../../test-references/', import.meta.url));
const UPDATE = process.env.UPDATE_REFERENCES === '1';

interface Case {
  name: string;
  deck: DeckDocument;
  index: number;
}

function cases(): Case[] {
  const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
  const themes = listThemes();
  const decks = themes.map((theme) => outlineToDeck(outline, { themeId: theme.id }));
  const result: Case[] = decks.map((deck) => ({ name: `theme-${deck.themeId}`, deck, index: 0 }));
  const layouts = [...new Set(decks[0]?.slides.map((slide) => slide.layout) ?? [])];
  layouts.forEach((layout, i) => {
    const deck = decks[i % decks.length]!;
    const index = deck.slides.findIndex((slide) => slide.layout === layout);
    if (index > 0) result.push({ name: `layout-${layout}-${deck.themeId}`, deck, index });
  });
  const gallery = galleryDeck();
  gallery.slides.forEach((_, index) =>
    result.push({ name: `gallery-${index + 1}`, deck: gallery, index }),
  );
  return result;
}

function meanDifference(actual: PNG, expected: PNG): number {
  let sum = 0;
  for (let i = 0; i < actual.data.length; i++)
    sum += Math.abs((actual.data[i] ?? 0) - (expected.data[i] ?? 0));
  return sum / actual.data.length;
}

describe('PNG reference images', () => {
  mkdirSync(REFERENCES, { recursive: true });
  for (const { name, deck, index } of cases()) {
    it(`renders ${name} like its reference`, () => {
      const png = renderSlidePng(deck, index, { width: WIDTH });
      const file = `${REFERENCES}${name}.png`;
      if (UPDATE || !existsSync(file)) {
        writeFileSync(file, png);
        if (!UPDATE) console.warn(`wrote missing reference ${name}.png`);
        return;
      }
      const actual = PNG.sync.read(png);
      const expected = PNG.sync.read(readFileSync(file));
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      expect(meanDifference(actual, expected), name).toBeLessThan(TOLERANCE);
    });
  }
});
