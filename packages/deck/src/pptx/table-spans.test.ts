import { describe, expect, it } from 'vitest';
import type { TableCellStyle, TableElement } from '../model.js';
import { cellSpans } from './table-spans.js';

function table(cells: TableCellStyle[][], columns = 3): TableElement {
  return {
    type: 'table',
    id: 't',
    x: 0,
    y: 0,
    w: 300,
    h: 90,
    rows: cells.map(() => new Array<string>(columns).fill('')),
    header: false,
    columnWidths: new Array<number>(columns).fill(100),
    rowHeights: cells.map(() => 30),
    font: 'body',
    size: 12,
    color: '000000',
    headerColor: 'FFFFFF',
    headerFill: '000000',
    borderColor: 'CCCCCC',
    cells,
  };
}

/** The grid drawn: CxR for a written cell spanning C columns and R rows, . for a covered one. */
const draw = (grid: ReturnType<typeof cellSpans>) =>
  grid.map((row) => row.map((cell) => (cell ? `${cell.colspan}x${cell.rowspan}` : '.')).join(' '));

describe('table cell spans', () => {
  it('leaves out the cells a span covers, right and below', () => {
    const grid = cellSpans(
      table([
        [{ colSpan: 2, rowSpan: 2 }, { merged: true }, {}],
        [{ merged: true }, { merged: true }, { rowSpan: 2 }],
        [{}, {}, { merged: true }],
      ]),
    );
    expect(draw(grid)).toEqual(['2x2 . 1x1', '. . 1x2', '1x1 1x1 .']);
  });

  it('cuts spans to the table and to cells already covered', () => {
    const grid = cellSpans(
      table([
        [{}, { rowSpan: 3 }, {}],
        [{ colSpan: 3 }, {}, { rowSpan: 5 }],
      ]),
    );
    expect(draw(grid)).toEqual(['1x1 1x2 1x1', '1x1 . 1x1']);
  });

  it('writes a cell marked merged that no span covers, so no row falls short', () => {
    expect(draw(cellSpans(table([[{}, { merged: true }, {}]])))).toEqual(['1x1 1x1 1x1']);
    expect(draw(cellSpans({ ...table([[]]), cells: undefined }))).toEqual(['1x1 1x1 1x1']);
  });
});
