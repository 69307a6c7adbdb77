import { deckSchema, type ChartElement, type TableElement } from '@slidecraft/deck/scene';
import { describe, expect, it } from 'vitest';
import { addElement, normalizeDegrees, setFrame } from './deck-ops';
import { DeckHistory } from './history';
import * as ops from './table-chart-ops';
import { testDeck } from './test-deck';

const frame = { x: 100, y: 100, w: 600, h: 180 };

describe('tables and charts in the editor', () => {
  it('adds a table in the theme, edits cells, adds and removes rows and columns', () => {
    const history = new DeckHistory(testDeck);
    const table = ops.newTable(testDeck, frame, ['项目', '内容', '负责人']);
    history.change(addElement(1, table));
    history.change(ops.setCell(1, table.id, 1, 0, '门店'));
    history.change(ops.addTableRow(1, table.id));
    history.change(ops.addTableColumn(1, table.id));
    history.change(ops.removeTableRow(1, table.id));
    history.change(ops.setCell(1, table.id, 9, 9, 'nowhere'));
    const edited = history.deck.slides[1]!.elements.find((e) => e.id === table.id) as TableElement;
    expect(edited.rows).toEqual([
      ['项目', '内容', '负责人', ''],
      ['门店', '', '', ''],
      ['', '', '', ''],
    ]);
    expect(edited.rowHeights.reduce((a, b) => a + b)).toBeCloseTo(edited.h, 1);
    expect(edited.columnWidths.reduce((a, b) => a + b)).toBeCloseTo(edited.w, 1);
    expect(deckSchema.safeParse(history.deck).success).toBe(true);
  });

  it('edits chart data: kind, unit, values never negative, points added and removed', () => {
    const history = new DeckHistory(testDeck);
    const chart = ops.newChart(testDeck, frame, ['一', '二']);
    history.change(addElement(0, chart));
    history.change(ops.setChartKind(0, chart.id, 'pie'));
    history.change(ops.setChartUnit(0, chart.id, '万元'));
    history.change(ops.setChartPoint(0, chart.id, 0, { category: '华东', value: 42 }));
    history.change(ops.setChartPoint(0, chart.id, 1, { value: -5 }));
    history.change(ops.addChartPoint(0, chart.id, '华南'));
    history.change(ops.removeChartPoint(0, chart.id, 1));
    const edited = history.deck.slides[0]!.elements.find((e) => e.id === chart.id) as ChartElement;
    expect(edited).toMatchObject({
      kind: 'pie',
      unit: '万元',
      categories: ['华东', '华南'],
      values: [42, 0],
    });
    expect(deckSchema.safeParse(history.deck).success).toBe(true);
  });

  it('rotates what PowerPoint rotates, within the model range, and never a table', () => {
    const history = new DeckHistory(testDeck);
    const table = ops.newTable(testDeck, frame, ['a']);
    history.change(addElement(0, table));
    history.change(setFrame(0, 's1.bar', { x: 40, y: 40, w: 6, h: 40, rotate: 405 }));
    history.change(setFrame(0, table.id, { ...frame, rotate: 30 }));
    const [bar] = history.deck.slides[0]!.elements;
    expect(bar).toMatchObject({ rotate: 45 });
    expect(history.deck.slides[0]!.elements.find((e) => e.id === table.id)).not.toHaveProperty(
      'rotate',
    );
    history.change(setFrame(0, 's1.bar', { x: 40, y: 40, w: 6, h: 40, rotate: 360 }));
    expect(history.deck.slides[0]!.elements[0]).not.toHaveProperty('rotate');
    expect(normalizeDegrees(-190)).toBe(170);
    expect(deckSchema.safeParse(history.deck).success).toBe(true);
  });
});
