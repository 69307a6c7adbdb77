import type { TableElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { layoutTextElement } from '../text/layout.js';
import { solid, type Primitive } from './primitives.js';
import { cellBorderPaths } from './table-borders.js';
import {
  TABLE_BORDER_WIDTH,
  cellTextElement,
  offsets,
  tableCells,
  type TableCell,
} from './table-cells.js';

export {
  TABLE_BORDER_WIDTH,
  TABLE_CELL_INSET,
  TABLE_LINE_HEIGHT,
  cellTextElement,
  tableCells,
  type TableCell,
} from './table-cells.js';

/** An engine table's hairlines: the grid between the cells and a frame around them. */
function gridPrimitives(table: TableElement): Primitive[] {
  const stroke = { color: table.borderColor, width: TABLE_BORDER_WIDTH };
  const rows = offsets(table.rowHeights, table.y).slice(1);
  const columns = offsets(table.columnWidths, table.x).slice(1);
  const lines = [
    ...rows.map((y) => `M${table.x} ${y} L${table.x + table.w} ${y}`),
    ...columns.map((x) => `M${x} ${table.y} L${x} ${table.y + table.h}`),
  ];
  const primitives: Primitive[] = [];
  if (lines.length > 0) primitives.push({ kind: 'path', d: lines.join(' '), stroke });
  const { x, y, w, h } = table;
  primitives.push({ kind: 'rect', x, y, w, h, radius: 0, stroke });
  return primitives;
}

const drawn = (cell: TableCell) => !cell.merged;

export function tablePrimitives(table: TableElement, theme: DeckTheme): Primitive[] {
  const cells = tableCells(table).filter(drawn);
  const primitives: Primitive[] = [];
  for (const cell of cells) {
    if (!cell.fill) continue;
    primitives.push({
      kind: 'rect',
      x: cell.x,
      y: cell.y,
      w: cell.w,
      h: cell.h,
      radius: 0,
      fill: solid(cell.fill),
    });
  }
  // Imported tables carry borders per cell side; the engine's have one hairline grid.
  primitives.push(...(table.cells ? cellBorderPaths(table, cells) : gridPrimitives(table)));
  for (const cell of cells) {
    const { spans } = layoutTextElement(cellTextElement(table, cell), theme);
    primitives.push(...spans.map((span) => ({ kind: 'text' as const, span })));
  }
  return primitives;
}
