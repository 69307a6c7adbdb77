import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import type { DeckElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { textOf } from '../testing/deck-text.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { estimatingMeasurer, textHeight, type TextMeasurer } from '../text-fit.js';
import { listThemes } from '../themes.js';
import { CONTENT_LAYOUT_IDS } from './content-layout.js';

const EPSILON = 0.01;

function insidePage(element: DeckElement): boolean {
  const { x, y, w, h } = element;
  return x >= -EPSILON && y >= -EPSILON && x + w <= 960 + EPSILON && y + h <= 540 + EPSILON;
}

function overflow(element: DeckElement, measurer: TextMeasurer): number {
  if (element.type !== 'text') return 0;
  const run = element.paragraphs[0]?.runs[0];
  const size = run?.size ?? 1;
  const frame = {
    width: element.w - 2 * element.inset - (element.bullet?.indent ?? 0),
    height: element.h - 2 * element.inset,
    bold: run?.bold ?? false,
    lineHeight: element.lineHeight,
    paragraphSpacing: element.paragraphSpacing / size,
  };
  return textHeight(textOf(element), size, frame, measurer) - frame.height;
}

/** A measurer whose glyphs are 15% wider than the estimate, like a broad display face. */
const wideMeasurer: TextMeasurer = {
  measure: (text, size, bold) => estimatingMeasurer.measure(text, size, bold) * 1.15,
};

describe('layouts in every theme', () => {
  const outline = parseOutline(SAMPLE_OUTLINE_TEXT);

  it.each(listThemes().map((theme) => theme.id))(
    '%s: every layout is used, stays inside the page and its text fits its boxes',
    (themeId) => {
      for (const measurer of [estimatingMeasurer, wideMeasurer]) {
        const deck = outlineToDeck(outline, { themeId, measurer, today: '2026-01-01' });
        const layouts = new Set(deck.slides.map((slide) => slide.layout));
        for (const id of CONTENT_LAYOUT_IDS) expect(layouts, id).toContain(id);
        for (const slide of deck.slides) {
          const ids = new Set<string>();
          for (const element of slide.elements) {
            expect(insidePage(element), `${slide.id} ${element.id}`).toBe(true);
            expect(overflow(element, measurer), element.id).toBeLessThanOrEqual(EPSILON);
            expect(ids.has(element.id), element.id).toBe(false);
            ids.add(element.id);
          }
        }
      }
    },
  );

  it('keeps tables consistent: column widths and row heights add up to the frame', () => {
    const deck = outlineToDeck(outline, { today: '2026-01-01' });
    const tables = deck.slides.flatMap((s) => s.elements).filter((e) => e.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      if (table.type !== 'table') continue;
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(sum(table.columnWidths)).toBeCloseTo(table.w, 3);
      expect(sum(table.rowHeights)).toBeCloseTo(table.h, 3);
      expect(table.rowHeights).toHaveLength(table.rows.length);
    }
  });
});

describe('designed compositions', () => {
  const threePoints = (n: number) =>
    Array.from(
      { length: 6 },
      (_, s) => `### 第 ${n}-${s + 1} 节\n* 明确目标\n* 分步推进\n* 持续优化`,
    );
  const shortDeck = outlineToDeck(
    parseOutline(`# 短要点演示\n## 第一章\n${threePoints(1).join('\n')}\n`),
    { today: '2026-01-01' },
  );

  it('alternates the layout of similar short sections instead of repeating it', () => {
    const layouts = shortDeck.slides.map((slide) => slide.layout).filter((l) => l !== 'divider');
    const content = layouts.slice(2, -1);
    content.forEach((layout, index) => {
      if (index > 0) expect(layout, content.join(' ')).not.toBe(content[index - 1]);
    });
  });

  it('gives each cover style its own composition and opaque, light gradients', () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    const signatures = new Map<string, string>();
    for (const theme of listThemes()) {
      const cover = outlineToDeck(outline, { themeId: theme.id, today: '2026-01-01' }).slides[0]!;
      const bands = cover.elements.filter((element) => element.id.includes('.gradient-'));
      expect(bands.length, theme.id).toBeLessThanOrEqual(40);
      for (const band of bands) {
        expect(band.type === 'shape' && band.fill?.transparency, band.id).toBeFalsy();
      }
      const title = cover.elements.find((element) => element.id === 'cover.title')!;
      const signature = `${Math.round(title.x)}/${Math.round(title.y)}/${cover.elements.length}`;
      signatures.set(theme.cover, signatures.get(theme.cover) ?? signature);
    }
    expect(new Set(signatures.values()).size).toBe(signatures.size);
  });

  it('sets dividers and the closing slide in the cover composition, and footers on ordinary slides', () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    const signatures = new Map<string, string>();
    for (const theme of listThemes()) {
      const deck = outlineToDeck(outline, { themeId: theme.id, today: '2026-01-01' });
      const divider = deck.slides.find((slide) => slide.layout === 'divider')!;
      const title = divider.elements.find((element) => element.id.endsWith('.title'))!;
      const signature = `${Math.round(title.x)}/${Math.round(title.y)}/${title.type === 'text' && title.align}`;
      signatures.set(theme.cover, signatures.get(theme.cover) ?? signature);
      const closing = deck.slides.at(-1)!;
      expect(closing.background?.color, theme.id).toBe(deck.slides[0]!.background?.color);
      for (const slide of deck.slides.filter((s) => s.showSlideNumber && s.layout !== 'agenda')) {
        const footer = slide.elements.find((element) => element.id === `${slide.id}.footer`);
        expect(footer && footer.type === 'text' && footer.paragraphs[0]?.runs[0]?.text).toBe(
          deck.title,
        );
      }
    }
    expect(new Set(signatures.values()).size).toBe(signatures.size);
  });
});
