import type { TableElement, TextElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { layoutTextElement } from '../text/layout.js';
import { solid, type Primitive } from './primitives.js';

/** Inner padding of a table cell in points, the same in every renderer (PPTX cell margins). */
export const TABLE_CELL_INSET = 6;
export const TABLE_LINE_HEIGHT = 1.2;
export const TABLE_BORDER_WIDTH = 0.75;

export interface TableCell {
  row: number;
  column: number;
  x: number;
  y: number;
  w: number;
  h: number;
  text: string;
  fill?: string;
  color: string;
  bold: boolean;
}

const offsets = (sizes: readonly number[], start: number) => {
  const result: number[] = [];
  let at = start;
  for (const size of sizes) {
    result.push(at);
    at += size;
  }
  return result;
};

/** Every cell of a table with its box and style; shared by all renderers. */
export function tableCells(table: TableElement): TableCell[] {
  const xs = offsets(table.columnWidths, table.x);
  const ys = offsets(table.rowHeights, table.y);
  const cells: TableCell[] = [];
  table.rows.forEach((row, rowIndex) => {
    const isHeader = table.header && rowIndex === 0;
    const bodyIndex = table.header ? rowIndex - 1 : rowIndex;
    const fill = isHeader ? table.headerFill : bodyIndex % 2 === 1 ? table.bandFill : undefined;
    table.columnWidths.forEach((w, column) => {
      cells.push({
        row: rowIndex,
        column,
        x: xs[column] ?? table.x,
        y: ys[rowIndex] ?? table.y,
        w,
        h: table.rowHeights[rowIndex] ?? 0,
        text: row[column] ?? '',
        ...(fill ? { fill } : {}),
        color: isHeader ? table.headerColor : table.color,
        bold: isHeader,
      });
    });
  });
  return cells;
}

/** A cell as a text element, so that its text is laid out like any other. */
export function cellTextElement(table: TableElement, cell: TableCell): TextElement {
  return {
    type: 'text',
    id: `${table.id}-r${cell.row}c${cell.column}`,
    x: cell.x,
    y: cell.y,
    w: cell.w,
    h: cell.h,
    font: table.font,
    paragraphs: [
      { runs: [{ text: cell.text, size: table.size, color: cell.color, bold: cell.bold }] },
    ],
    align: 'left',
    valign: 'middle',
    lineHeight: TABLE_LINE_HEIGHT,
    paragraphSpacing: 0,
    inset: TABLE_CELL_INSET,
  };
}

export function tablePrimitives(table: TableElement, theme: DeckTheme): Primitive[] {
  const cells = tableCells(table);
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
  const stroke = { color: table.borderColor, width: TABLE_BORDER_WIDTH };
  const rows = offsets(table.rowHeights, table.y).slice(1);
  const columns = offsets(table.columnWidths, table.x).slice(1);
  const lines = [
    ...rows.map((y) => `M${table.x} ${y} L${table.x + table.w} ${y}`),
    ...columns.map((x) => `M${x} ${table.y} L${x} ${table.y + table.h}`),
  ];
  if (lines.length > 0) primitives.push({ kind: 'path', d: lines.join(' '), stroke });
  primitives.push({
    kind: 'rect',
    x: table.x,
    y: table.y,
    w: table.w,
    h: table.h,
    radius: 0,
    stroke,
  });
  for (const cell of cells) {
    const { spans } = layoutTextElement(cellTextElement(table, cell), theme);
    primitives.push(...spans.map((span) => ({ kind: 'text' as const, span })));
  }
  return primitives;
}
