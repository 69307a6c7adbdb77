import type { TableElement } from '../model.js';
import { TABLE_BORDER_WIDTH, TABLE_CELL_INSET, tableCells } from '../render/table.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import type { PptxSlide, PptxTableCellOptions, PptxTableRow } from './pptxgen.js';

const inches = (points: number) => points / 72;

/**
 * A native PowerPoint table at the model's exact column widths and row heights, styled like
 * the SVG (header fill, banding, hairline borders) with the theme's fonts on every cell run.
 */
export function addTableElement(slide: PptxSlide, element: TableElement): void {
  const rows: PptxTableRow[] = element.rows.map(() => []);
  const border = { type: 'solid' as const, pt: TABLE_BORDER_WIDTH, color: element.borderColor };
  const face = fontPlaceholder(element.font);
  for (const cell of tableCells(element)) {
    // Fresh options (and margin and border arrays) per cell: pptxgenjs normalises them in place.
    const options: PptxTableCellOptions = {
      fontFace: face,
      fontSize: element.size,
      color: cell.color,
      bold: cell.bold,
      align: 'left',
      valign: 'middle',
      // Points: pptxgenjs reads margins of 1 or more as points.
      margin: [TABLE_CELL_INSET, TABLE_CELL_INSET, TABLE_CELL_INSET, TABLE_CELL_INSET],
      border: [border, border, border, border],
    };
    if (cell.fill) options.fill = { color: cell.fill };
    rows[cell.row]?.push({ text: cell.text, options });
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
