import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import type { DeckDocument, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { cellTextElement, tableCells } from '../render/table.js';
import { galleryDeck } from '../testing/gallery-deck.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { getTheme, listThemes } from '../themes.js';
import { layoutTextElement } from './layout.js';
import { fontMeasurer } from './measure.js';

/** Every text box of a deck, table cells included. */
function textBoxes(deck: DeckDocument): TextElement[] {
  return deck.slides.flatMap((slide) =>
    slide.elements.flatMap((element) => {
      if (element.type === 'text') return [element];
      if (element.type === 'table')
        return tableCells(element).map((cell) => cellTextElement(element, cell));
      return [];
    }),
  );
}

/** CJK glyphs reach about 0.88 em above and 0.12 em below the baseline. */
function expectInside(deck: DeckDocument) {
  const theme = getTheme(deck.themeId);
  for (const element of textBoxes(deck)) {
    for (const span of layoutTextElement(element, theme).spans) {
      const where = `${deck.themeId} ${element.id} "${span.text}"`;
      expect(span.x, where).toBeGreaterThanOrEqual(element.x + element.inset - 0.01);
      expect(span.x + span.width, where).toBeLessThanOrEqual(
        element.x + element.w - element.inset + 0.01,
      );
      expect(span.baseline - 0.88 * span.size, where).toBeGreaterThanOrEqual(element.y - 0.01);
      expect(span.baseline + 0.12 * span.size, where).toBeLessThanOrEqual(
        element.y + element.h + 0.01,
      );
    }
  }
}

describe('layoutTextElement', () => {
  it('keeps every line of the element gallery inside its box', () => {
    expectInside(galleryDeck());
  });

  it('keeps every line of the sample deck inside its box in every theme', () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    for (const theme of listThemes()) {
      expectInside(outlineToDeck(outline, { themeId: theme.id, measurer: fontMeasurer }));
    }
  });

  const box: TextElement = {
    type: 'text',
    id: 't',
    x: 100,
    y: 100,
    w: 200,
    h: 100,
    font: 'body',
    paragraphs: [{ runs: [{ text: '短句', size: 20, color: '000000' }] }],
    align: 'left',
    valign: 'top',
    lineHeight: 1.5,
    paragraphSpacing: 0,
    inset: 5,
  };
  const theme = getTheme(galleryDeck().themeId);
  const first = (element: TextElement) => layoutTextElement(element, theme).spans[0]!;

  it('honours align, valign and inset', () => {
    expect(first(box).x).toBe(105);
    expect(first({ ...box, align: 'right' }).x).toBeCloseTo(295 - 40, 5);
    expect(first({ ...box, align: 'center' }).x).toBeCloseTo(105 + (190 - 40) / 2, 5);
    const top = first(box).baseline;
    expect(first({ ...box, valign: 'middle' }).baseline).toBeCloseTo(top + (90 - 30) / 2, 5);
    expect(first({ ...box, valign: 'bottom' }).baseline).toBeCloseTo(top + 60, 5);
  });

  it('puts the bullet at the inset and the text after the indent', () => {
    const spans = layoutTextElement({ ...box, bullet: { indent: 16 } }, theme).spans;
    expect(spans.map((span) => [span.text, span.x])).toEqual([
      ['•', 105],
      ['短句', 121],
    ]);
  });

  it('drops lines a too-short box cannot hold and ends the last with an ellipsis', () => {
    const long = {
      ...box,
      paragraphs: [{ runs: [{ text: '很长的文字'.repeat(12), size: 20, color: '000000' }] }],
    };
    const layout = layoutTextElement(long, theme);
    expect(layout.complete).toBe(false);
    expect(layout.spans).toHaveLength(3);
    expect(layout.spans.at(-1)?.text.endsWith('…')).toBe(true);
  });
});
