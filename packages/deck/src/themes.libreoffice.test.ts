import { parseOutline } from '@slidecraft/contract/outline';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckDocument } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { writePptx } from './pptx.js';
import { withSmallPictures } from './pptx/v4-deck-fixtures.js';
import { convertManyPptxToPdf } from './testing/libreoffice-batch.js';
import { hasLibreOffice, type ConvertedPdf } from './testing/libreoffice.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';
import { listThemes } from './themes.js';

const available = await hasLibreOffice();
if (!available) {
  console.warn('LibreOffice check skipped: soffice, pdfinfo or pdftotext is not on the PATH');
}

/** Item 7 of the deck issue: a real office suite opens every theme with every layout. */
describe.skipIf(!available)('every theme in LibreOffice', () => {
  const decks = new Map<string, DeckDocument>();
  let pdfs: Map<string, ConvertedPdf>;

  beforeAll(async () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    const files = new Map<string, Uint8Array>();
    // The illustrations' frames hold one small picture: drawing the decks' ~70 illustrations
    // took most of this test's minute and tells LibreOffice nothing new (illustrations.test.ts
    // and bench:weight open drawn ones).
    for (const theme of listThemes()) {
      const laidOut = outlineToDeck(outline, { themeId: theme.id, today: '2026-01-01' });
      const { deck, images } = withSmallPictures(laidOut);
      decks.set(theme.id, deck);
      files.set(theme.id, await writePptx(deck, { images }));
    }
    pdfs = await convertManyPptxToPdf(files);
    // 18 conversions in one LibreOffice: a minute or more on a loaded 2-core machine.
  }, 240_000);

  it.each(listThemes().map((theme) => theme.id))(
    '%s: one PDF page per slide, and the slide text is in the PDF',
    (themeId) => {
      const deck = decks.get(themeId)!;
      const pdf = pdfs.get(themeId)!;
      expect(pdf.pages).toBe(deck.slides.length);
      const text = pdf.text.replace(/\s+/g, '');
      for (const needle of ['人工智能在教育中的应用', '目录', '发展历程', '谢谢观看', '叶芝']) {
        expect(text, needle).toContain(needle);
      }
    },
  );
});
