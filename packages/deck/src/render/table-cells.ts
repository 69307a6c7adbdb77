import type { TableCellStyle, TableElement, TextElement } from '../model.js';

/** Inner padding of a table cell in points, the same in every renderer (PPTX cell margins). */
export const TABLE_CELL_INSET = 6;
export const TABLE_LINE_HEIGHT = 1.2;
export const TABLE_BORDER_WIDTH = 0.75;

/**
 * One cell with its box and style. The style fields past `bold` are set only where the
 * table's `cells` give them (imported tables), so an engine table's cells stay as they were.
 */
export interface TableCell {
  row: number;
  column: number;
  x: number;
  y: number;
  /** The cell's box; a spanning cell's covers every cell it spans. */
  w: number;
  h: number;
  text: string;
  fill?: string;
  color: string;
  bold: boolean;
  italic?: true;
  size?: number;
  fontFace?: string;
  align?: TextElement['align'];
  valign?: TextElement['valign'];
  colSpan?: number;
  rowSpan?: number;
  /** Covered by a spanning cell: drawn by that cell, nothing of its own. */
  merged?: true;
}

export const offsets = (sizes: readonly number[], start: number) => {
  const result: number[] = [];
  let at = start;
  for (const size of sizes) {
    result.push(at);
    at += size;
  }
  return result;
};

/** The sum of `count` sizes from `from` (fewer at the table's edge). */
const spanned = (sizes: readonly number[], from: number, count: number) =>
  sizes.slice(from, from + count).reduce((sum, size) => sum + size, 0);

export function cellStyle(table: TableElement, row: number, column: number) {
  return table.cells?.[row]?.[column];
}

/** What a cell's own style changes in its box and look. */
function styled(table: TableElement, cell: TableCell, style: TableCellStyle): TableCell {
  const result: TableCell = { ...cell };
  if (style.fill) result.fill = style.fill;
  if (style.color) result.color = style.color;
  if (style.bold !== undefined) result.bold = style.bold;
  if (style.italic) result.italic = true;
  if (style.size) result.size = style.size;
  if (style.fontFace) result.fontFace = style.fontFace;
  if (style.align) result.align = style.align;
  if (style.valign) result.valign = style.valign;
  if (style.merged) result.merged = true;
  if ((style.colSpan ?? 1) > 1) {
    result.colSpan = style.colSpan;
    result.w = spanned(table.columnWidths, cell.column, style.colSpan ?? 1);
  }
  if ((style.rowSpan ?? 1) > 1) {
    result.rowSpan = style.rowSpan;
    result.h = spanned(table.rowHeights, cell.row, style.rowSpan ?? 1);
  }
  return result;
}

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
      const cell: TableCell = {
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
      };
      const style = cellStyle(table, rowIndex, column);
      cells.push(style ? styled(table, cell, style) : cell);
    });
  });
  return cells;
}

/** A cell as a text element, so that its text is laid out like any other. */
export function cellTextElement(table: TableElement, cell: TableCell): TextElement {
  const run = {
    text: cell.text,
    size: cell.size ?? table.size,
    color: cell.color,
    bold: cell.bold,
    ...(cell.italic ? { italic: true } : {}),
    ...(cell.fontFace ? { fontFace: cell.fontFace } : {}),
  };
  return {
    type: 'text',
    id: `${table.id}-r${cell.row}c${cell.column}`,
    x: cell.x,
    y: cell.y,
    w: cell.w,
    h: cell.h,
    font: table.font,
    paragraphs: [{ runs: [run] }],
    align: cell.align ?? 'left',
    valign: cell.valign ?? 'middle',
    lineHeight: TABLE_LINE_HEIGHT,
    paragraphSpacing: 0,
    inset: TABLE_CELL_INSET,
  };
}
