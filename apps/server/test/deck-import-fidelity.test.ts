import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importPptxDeck } from '../src/modules/deck-import/reader/read-deck.js';
import { importDifferences } from './support/pptx-fidelity.js';

/**
 * Import fidelity on decks written by other tools (fixtures/pptx-corpus/README.md): every text
 * survives, pictures, tables and charts keep their count, frames stay within 1 % of the page.
 */
const CORPUS = fileURLToPath(new URL('./fixtures/pptx-corpus/', import.meta.url));
const decks = readdirSync(CORPUS).filter((name) => name.endsWith('.pptx'));

describe('importing the corpus', () => {
  it('finds decks of every source', () => {
    expect(decks.some((name) => name.startsWith('pptxgenjs-'))).toBe(true);
    expect(decks.some((name) => name.startsWith('libreoffice-template-'))).toBe(true);
    expect(decks).toContain('libreoffice-roundtrip.pptx');
  });

  it.each(decks)(
    '%s: the deck keeps every text, count and frame',
    async (name) => {
      const original = readFileSync(CORPUS + name);
      expect(await importDifferences(original, await importPptxDeck(original))).toEqual([]);
    },
    60_000,
  );
});
