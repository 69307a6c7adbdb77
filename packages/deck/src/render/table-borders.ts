import type { TableCellStyle, TableElement } from '../model.js';
import type { Primitive, Stroke } from './primitives.js';
import { TABLE_BORDER_WIDTH, cellStyle, type TableCell } from './table-cells.js';

/**
 * The borders of a table with per-cell styles: each cell side has its own border, the one its
 * neighbour across that side gives when it gives none, or the table's hairline. A cell draws
 * its top and left sides, and its bottom and right ones on the table's outer edge, so an edge
 * two cells share is drawn once; `none` (or a zero width) leaves it out.
 */
type Side = 'top' | 'right' | 'bottom' | 'left';
type Border = NonNullable<NonNullable<TableCellStyle['border']>['top']>;

const OPPOSITE: Readonly<Record<Side, Side>> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** Which drawn cell covers each grid position (a spanning cell covers several). */
function owners(table: TableElement, cells: readonly TableCell[]): (TableCell | undefined)[][] {
  const grid = table.rows.map(() => table.columnWidths.map((): TableCell | undefined => undefined));
  for (const cell of cells) {
    for (let r = cell.row; r < cell.row + (cell.rowSpan ?? 1); r++)
      for (let c = cell.column; c < cell.column + (cell.colSpan ?? 1); c++)
        if (grid[r]?.[c] === undefined && grid[r]) grid[r]![c] = cell;
  }
  return grid;
}

/** The grid position just across a side of the cell. */
function across(cell: TableCell, side: Side): [number, number] {
  switch (side) {
    case 'top':
      return [cell.row - 1, cell.column];
    case 'bottom':
      return [cell.row + (cell.rowSpan ?? 1), cell.column];
    case 'left':
      return [cell.row, cell.column - 1];
    case 'right':
      return [cell.row, cell.column + (cell.colSpan ?? 1)];
  }
}

function sideBorder(
  table: TableElement,
  grid: readonly (TableCell | undefined)[][],
  cell: TableCell,
  side: Side,
): Border {
  const own = cellStyle(table, cell.row, cell.column)?.border?.[side];
  if (own !== undefined) return own;
  const [row, column] = across(cell, side);
  const neighbour = grid[row]?.[column];
  const theirs =
    neighbour && cellStyle(table, neighbour.row, neighbour.column)?.border?.[OPPOSITE[side]];
  return theirs ?? { color: table.borderColor, width: TABLE_BORDER_WIDTH };
}

/** The side's line from its start to its end. */
function segment({ x, y, w, h }: TableCell, side: Side): string {
  const n = (value: number) => Number(value.toFixed(2));
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}`;
  switch (side) {
    case 'top':
      return line(x, y, x + w, y);
    case 'bottom':
      return line(x, y + h, x + w, y + h);
    case 'left':
      return line(x, y, x, y + h);
    case 'right':
      return line(x + w, y, x + w, y + h);
  }
}

/** The sides a cell draws: top and left always, bottom and right on the table's edge. */
function drawnSides(table: TableElement, cell: TableCell): Side[] {
  const sides: Side[] = ['top', 'left'];
  if (cell.row + (cell.rowSpan ?? 1) >= table.rows.length) sides.push('bottom');
  if (cell.column + (cell.colSpan ?? 1) >= table.columnWidths.length) sides.push('right');
  return sides;
}

/** One path per border style, so a table of one style is one path as an engine table is. */
export function cellBorderPaths(table: TableElement, cells: readonly TableCell[]): Primitive[] {
  const grid = owners(table, cells);
  const byStroke = new Map<string, { stroke: Stroke; lines: string[] }>();
  for (const cell of cells) {
    for (const side of drawnSides(table, cell)) {
      const border = sideBorder(table, grid, cell, side);
      if (border === 'none' || border.width <= 0) continue;
      const key = `${border.color}/${border.width}`;
      const group = byStroke.get(key) ?? { stroke: { ...border }, lines: [] };
      group.lines.push(segment(cell, side));
      byStroke.set(key, group);
    }
  }
  return [...byStroke.values()].map(({ stroke, lines }) => ({
    kind: 'path',
    d: lines.join(' '),
    stroke,
  }));
}
