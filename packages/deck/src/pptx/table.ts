import type { TableCellStyle, TableElement } from '../model.js';
import {
  TABLE_BORDER_WIDTH,
  TABLE_CELL_INSET,
  tableCells,
  type TableCell,
} from '../render/table.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import type { PptxSlide, PptxTableCellOptions, PptxTableRow } from './pptxgen.js';
import { cellSpans, type CellSpan } from './table-spans.js';
import { escapeXml } from './xml.js';

const inches = (points: number) => points / 72;

type Border = Exclude<NonNullable<PptxTableCellOptions['border']>, unknown[]>;
type Side = 'top' | 'right' | 'bottom' | 'left';
/** pptxgenjs's order of a cell's borders. */
const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

/** One side's border: the table's unless the cell sets it; `none` and zero width draw none. */
function sideBorder(table: TableElement, style: TableCellStyle | undefined, side: Side): Border {
  const own = style?.border?.[side];
  if (own === undefined) return { type: 'solid', pt: TABLE_BORDER_WIDTH, color: table.borderColor };
  if (own === 'none' || own.width === 0) return { type: 'none' };
  return { type: 'solid', pt: own.width, color: own.color };
}

/**
 * A cell's options: the table's style (header, banding, theme font) with the cell's own
 * overrides on top. Fresh options (and margin and border arrays) per cell: pptxgenjs
 * normalises them in place.
 */
function cellOptions(
  table: TableElement,
  cell: TableCell,
  span: CellSpan,
  style: TableCellStyle | undefined,
): PptxTableCellOptions {
  const options: PptxTableCellOptions = {
    fontFace: style?.fontFace ? escapeXml(style.fontFace) : fontPlaceholder(table.font),
    fontSize: style?.size ?? table.size,
    color: style?.color ?? cell.color,
    bold: style?.bold ?? cell.bold,
    align: style?.align ?? 'left',
    valign: style?.valign ?? 'middle',
    // Points: pptxgenjs reads margins of 1 or more as points.
    margin: [TABLE_CELL_INSET, TABLE_CELL_INSET, TABLE_CELL_INSET, TABLE_CELL_INSET],
    border: SIDES.map((side) => sideBorder(table, style, side)) as PptxTableCellOptions['border'],
  };
  if (style?.italic) options.italic = true;
  const fill = style?.fill ?? cell.fill;
  if (fill) options.fill = { color: fill };
  if (span.colspan > 1) options.colspan = span.colspan;
  if (span.rowspan > 1) options.rowspan = span.rowspan;
  return options;
}

/**
 * A native PowerPoint table at the model's exact column widths and row heights, styled like
 * the SVG (header fill, banding, hairline borders) with the theme's fonts on every cell run;
 * an imported table's cell styles and merged cells (gridSpan/rowSpan, hMerge/vMerge) kept.
 */
export function addTableElement(slide: PptxSlide, element: TableElement): void {
  const rows: PptxTableRow[] = element.rows.map(() => []);
  const spans = cellSpans(element);
  for (const cell of tableCells(element)) {
    const span = spans[cell.row]?.[cell.column];
    if (!span) continue;
    const style = element.cells?.[cell.row]?.[cell.column];
    rows[cell.row]?.push({ text: cell.text, options: cellOptions(element, cell, span, style) });
  }
  slide.addTable(rows, {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    colW: element.columnWidths.map(inches),
    rowH: element.rowHeights.map(inches),
    autoPage: false,
    objectName: element.id,
  });
}
