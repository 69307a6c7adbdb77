import { describe, expect, it } from 'vitest';
import { labelsFor } from '../labels.js';
import type { LayoutContext } from '../layouts/context.js';
import type { TableCellStyle, TableElement } from '../model.js';
import { themedMeasurer } from '../outline-to-deck.js';
import { estimatingMeasurer } from '../text-fit.js';
import { getTheme } from '../themes.js';
import { columnWidths, tableElement, tablePages, withHeaderRow } from './table.js';

const theme = getTheme('clean-blue');
const ctx: LayoutContext = {
  theme,
  measurer: themedMeasurer(estimatingMeasurer, theme),
  labels: labelsFor({ items: [] }),
  deckTitle: '',
  today: '',
  history: [],
  pictures: [],
};
const AREA = { x: 64, y: 118, w: 832, h: 374 };

function table(rows: string[][], cells?: TableCellStyle[][], header = true): TableElement {
  return {
    type: 'table',
    id: 'e1',
    x: 50,
    y: 100,
    w: 600,
    h: 300,
    rows,
    header,
    columnWidths: [100, 200, 300],
    rowHeights: rows.map(() => 300 / rows.length),
    font: 'body',
    size: 14,
    color: '000000',
    headerColor: 'FFFFFF',
    headerFill: 'C00000',
    borderColor: '999999',
    ...(cells ? { cells } : {}),
  };
}

const longRows = (count: number) =>
  Array.from({ length: count }, (_, i) => [`第${i + 1}项`, '说明文字'.repeat(3), `${i * 10}%`]);

describe('restyled tables', () => {
  it('keeps the proportions of the columns over the body width', () => {
    const widths = columnWidths(table([['a', 'b', 'c']]), 600);
    expect(widths.map(Math.round)).toEqual([100, 200, 300]);
  });

  it('keeps the cells of a row longer than the column widths say', () => {
    const wide = { ...table([['a', 'b', 'c', 'd']]), columnWidths: [100, 100] };
    expect(columnWidths(wide, 800).map(Math.round)).toEqual([200, 200, 200, 200]);
    const [page] = tablePages(wide, AREA, ctx)!;
    expect(tableElement('s.table', wide, page!, AREA, ctx).rows).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('shows a short table on one slide at a size larger than the smallest', () => {
    const pages = tablePages(table([['区域', '收入', '成本'], ...longRows(3)]), AREA, ctx)!;
    expect(pages).toHaveLength(1);
    expect(pages[0]!.size).toBeGreaterThan(14);
    const element = tableElement('s.table', table(longRows(4)), pages[0]!, AREA, ctx);
    expect(element.rows).toHaveLength(4);
    expect(element.y + element.h).toBeLessThanOrEqual(AREA.y + AREA.h);
  });

  it('continues a long table on more slides, the header row on each', () => {
    const source = table([['区域', '收入', '成本'], ...longRows(30)]);
    const pages = tablePages(source, AREA, ctx)!;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.rows[0]).toBe(0);
      const element = tableElement('s.table', source, page, AREA, ctx);
      expect(element.y + element.h).toBeLessThanOrEqual(AREA.y + AREA.h + 0.01);
    }
    const body = pages.flatMap((page) => page.rows.slice(1));
    expect(body).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('keeps the rows of a vertical merge on one slide', () => {
    const rows = [['区域', '月份', '收入'], ...longRows(30)];
    const cells: TableCellStyle[][] = rows.map(() => [{}, {}, {}]);
    cells[10] = [{ rowSpan: 4 }, {}, {}];
    for (const r of [11, 12, 13]) cells[r] = [{ merged: true }, {}, {}];
    const pages = tablePages(table(rows, cells), AREA, ctx)!;
    const holding = pages.filter((page) => page.rows.some((r) => r >= 10 && r <= 13));
    expect(holding).toHaveLength(1);
    const element = tableElement('s.table', table(rows, cells), holding[0]!, AREA, ctx);
    const at = holding[0]!.rows.indexOf(10);
    expect(element.cells?.[at]?.[0]).toEqual({ rowSpan: 4 });
    expect(element.cells?.[at + 1]?.[0]).toEqual({ merged: true });
  });

  it('gives up on a row that no slide holds, so that its words go to a list', () => {
    expect(tablePages(table([['字'.repeat(3000), 'b', 'c']], undefined, false), AREA, ctx)).toBe(
      undefined,
    );
  });

  it('takes a first row styled as a header for the header, and drops the file colours', () => {
    const styled: TableCellStyle[][] = [
      [
        { bold: true, fill: 'C00000' },
        { bold: true, fill: 'C00000' },
        { bold: true, fill: 'C00000' },
      ],
      [{ fill: 'EEEEEE', color: 'FF0000' }, {}, { align: 'right' }],
    ];
    const source = withHeaderRow(
      table(
        [
          ['a', 'b', 'c'],
          ['d', 'e', 'f'],
        ],
        styled,
        false,
      ),
    );
    expect(source.header).toBe(true);
    const [page] = tablePages(source, AREA, ctx)!;
    const element = tableElement('s.table', source, page!, AREA, ctx);
    expect(element.headerFill).toBe(theme.palette.primary);
    expect(element.cells).toEqual([
      [{ bold: true }, { bold: true }, { bold: true }],
      [{}, {}, { align: 'right' }],
    ]);
    expect(
      withHeaderRow(
        table(
          [
            ['a', 'b', 'c'],
            ['d', 'e', 'f'],
          ],
          undefined,
          false,
        ),
      ).header,
    ).toBe(false);
  });
});
