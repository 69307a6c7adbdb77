import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DECK_VERSION, type DeckDocument, type TableElement } from '../model.js';
import { pixel } from '../testing/raster.js';
import { renderSlidePng } from './png.js';
import type { Primitive } from './primitives.js';
import { sceneAt } from './scene.js';
import { renderSlideSvg } from './svg.js';
import { tableCells } from './table.js';

/**
 * Tables with per-cell styles (imported decks): fills, text styles, spans over merged cells and
 * borders per side, in the scene every writer but PPTX draws.
 */
const table = (extra: Partial<TableElement> = {}): TableElement => ({
  type: 'table',
  id: 't',
  x: 100,
  y: 100,
  w: 300,
  h: 120,
  rows: [
    ['Merged', '', 'C'],
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ],
  header: true,
  columnWidths: [100, 100, 100],
  rowHeights: [40, 40, 40],
  font: 'body',
  size: 14,
  color: '111827',
  headerColor: 'FFFFFF',
  headerFill: '1E40AF',
  borderColor: '94A3B8',
  ...extra,
});

function deckOf(element: TableElement): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'tables',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: [
      {
        id: 's1',
        layout: 'content',
        background: { color: 'FFFFFF' },
        elements: [element],
        notes: '',
      },
    ],
  };
}

const merged = table({
  cells: [
    [{ colSpan: 2, align: 'center', fill: 'DC2626' }, { merged: true }, {}],
    [{}, { align: 'right', valign: 'bottom', italic: true, size: 20, color: '16A34A' }, {}],
    [{ fontFace: 'Noto Serif SC', bold: true }, {}, {}],
  ],
});

const scene = (element: TableElement) => sceneAt(deckOf(element), 0).primitives;
const spans = (primitives: Primitive[]) =>
  primitives.flatMap((p) => (p.kind === 'text' ? [p.span] : []));

describe('table cells', () => {
  it('gives an engine table the cells it always had', () => {
    expect(tableCells(table())[0]).toEqual({
      row: 0,
      column: 0,
      x: 100,
      y: 100,
      w: 100,
      h: 40,
      text: 'Merged',
      fill: '1E40AF',
      color: 'FFFFFF',
      bold: true,
    });
  });

  it('draws a spanning cell once over the columns it covers, and its merged cell not at all', () => {
    const primitives = scene(merged);
    const fills = primitives.filter((p) => p.kind === 'rect' && p.fill);
    // The spanning cell's own fill over both columns; the third keeps the header fill.
    expect(fills.map((p) => p.kind === 'rect' && [p.x, p.w, p.fill?.color])).toEqual([
      [100, 200, 'DC2626'],
      [300, 100, '1E40AF'],
    ]);
    const header = spans(primitives).find((span) => span.text === 'Merged')!;
    // Centred over both columns: the middle of the text is the middle of 100..300.
    expect(header.x + header.width / 2).toBeCloseTo(200, 5);
    expect(spans(primitives).map((span) => span.text)).toEqual([
      'Merged',
      'C',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    // No border runs through the spanning cell.
    const svg = renderSlideSvg(deckOf(merged), 0);
    expect(svg).not.toContain('M200 100 L200 140');
    expect(svg).toContain('M200 140 L200 180');
  });

  it("sets each cell's text in its own style and alignment", () => {
    const [, , , b, , d] = spans(scene(merged));
    expect(b).toMatchObject({ text: 'b', size: 20, color: '16A34A', italic: true });
    // Right-aligned in 200..300 less the 6-point inset, at the bottom of 140..180.
    expect(b!.x + b!.width).toBeCloseTo(294, 5);
    // Its 24-point line (20 x 1.2) ends at the bottom inset, 180 - 6: the baseline is 12 above
    // that less the CJK centre offset (0.38 em).
    expect(b!.baseline).toBeCloseTo(174 - 12 + 0.38 * 20, 5);
    expect(d).toMatchObject({ text: 'd', bold: true, font: 'serif' });
  });

  it("draws each side's own border, the neighbour's across it, or the table's hairline", () => {
    const bordered = table({
      cells: [
        [{}, {}, {}],
        [{}, { border: { top: { color: 'DC2626', width: 3 }, left: 'none' } }, {}],
        [{}, { border: { top: 'none' } }, { border: { left: { color: '16A34A', width: 2 } } }],
      ],
    });
    const paths = scene(bordered).filter(
      (p): p is Extract<Primitive, { kind: 'path' }> => p.kind === 'path',
    );
    const byColor = new Map(paths.map((p) => [p.stroke?.color, p]));
    expect(byColor.get('DC2626')).toMatchObject({ d: 'M200 140 L300 140', stroke: { width: 3 } });
    expect(byColor.get('16A34A')).toMatchObject({ d: 'M300 180 L300 220', stroke: { width: 2 } });
    const hairlines = byColor.get('94A3B8')!.d;
    // 'none' leaves out b's left side and e's top (b's bottom, given none by e).
    expect(hairlines).not.toContain('M200 140 L200 180');
    expect(hairlines).not.toContain('M200 180 L300 180');
    expect(hairlines).toContain('M100 140 L200 140');
    // The outer frame: bottom and right sides on the table's edge.
    expect(hairlines).toContain('M300 100 L400 100');
    expect(hairlines).toContain('M400 180 L400 220');
  });
});

describe('a merged cell in the PNG', () => {
  it('fills the whole spanned area, across the covered grid line', () => {
    const png = PNG.sync.read(renderSlidePng(deckOf(merged), 0, { width: 960 }));
    const [r, g, b] = pixel(png, 200, 105);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
  });
});
