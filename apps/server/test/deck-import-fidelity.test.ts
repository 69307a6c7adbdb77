import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadDeckImages, writePptx, type ImageData } from '@slidecraft/deck';
import { importPptxDeck, type ImportedPptx } from '../src/modules/deck-import/reader/read-deck.js';
import {
  compareRenderedText,
  importDifferences,
  libreOfficeText,
} from './support/pptx-fidelity.js';

/**
 * Import fidelity on decks written by other tools (fixtures/pptx-corpus/README.md): every text
 * survives, pictures, tables and charts keep their count, frames stay within 1 % of the page,
 * in the imported deck and in the PPTX written back from it; LibreOffice renders the original and
 * the written-back deck to pages with the same words.
 */
const CORPUS = fileURLToPath(new URL('./fixtures/pptx-corpus/', import.meta.url));
const decks = readdirSync(CORPUS).filter((name) => name.endsWith('.pptx'));

/** The imported deck written back to PPTX, its pictures from the import. */
async function writtenBack(imported: ImportedPptx): Promise<Buffer> {
  const bytes = new Map(imported.pictures.map((picture) => [picture.src, picture.bytes]));
  const images = await loadDeckImages(
    imported.deck,
    async (src): Promise<ImageData | undefined> => {
      const data = bytes.get(src);
      if (!data) return undefined;
      const meta = await sharp(data).metadata();
      if (meta.format !== 'png' && meta.format !== 'jpeg') return undefined;
      return { bytes: data, mime: `image/${meta.format}`, width: meta.width, height: meta.height };
    },
  );
  return writePptx(imported.deck, { images });
}

describe('importing the corpus', () => {
  it('finds decks of every source', () => {
    expect(decks.some((name) => name.startsWith('pptxgenjs-'))).toBe(true);
    expect(decks.some((name) => name.startsWith('libreoffice-template-'))).toBe(true);
    expect(decks).toContain('libreoffice-roundtrip.pptx');
  });

  it.each(decks)(
    '%s: the deck and its PPTX written back keep every text, count and frame',
    async (name) => {
      const original = readFileSync(CORPUS + name);
      const imported = await importPptxDeck(original);
      expect(await importDifferences(original, imported)).toEqual([]);
      const exported = await writtenBack(imported);
      const differences = await importDifferences(original, imported, { exported });
      expect(differences).toEqual([]);
    },
    60_000,
  );
});

describe('LibreOffice reads the written-back deck as the original', () => {
  // Slow (two conversions each): the decks with the most kinds and the Chinese one.
  it.each(['pptxgenjs-mixed.pptx', 'pptxgenjs-chinese.pptx', 'libreoffice-roundtrip.pptx'])(
    '%s renders to pages with the same words',
    async (name) => {
      const original = readFileSync(CORPUS + name);
      const exported = await writtenBack(await importPptxDeck(original));
      const [before, after] = await Promise.all([
        libreOfficeText(original),
        libreOfficeText(exported),
      ]);
      expect(compareRenderedText(before, after)).toEqual([]);
    },
    120_000,
  );
});
