import type { TableCellStyle, TableElement } from '@slidecraft/deck';
import { colorOf } from './color.js';
import type { PartContext } from './context.js';
import { fillChild, readFill, type Frame } from './props.js';
import { paragraphText, readTextBody } from './text.js';
import { EMU_PER_POINT } from './theme.js';
import { child, children, intAttr, path, type XNode } from './xml.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const BORDERS = { top: 'a:lnT', right: 'a:lnR', bottom: 'a:lnB', left: 'a:lnL' } as const;

/** The table style's parts a table uses (ppt/tableStyles.xml), or none for a built-in id. */
function tableStyle(context: PartContext, id: string | undefined): XNode | undefined {
  if (!id) return undefined;
  return children(context.tableStyles, 'a:tblStyle').find((style) => style.attrs.styleId === id);
}

function styleFill(
  style: XNode | undefined,
  part: string,
  context: PartContext,
): string | undefined {
  const fill = readFill(fillChild(path(style, part, 'a:tcStyle', 'a:fill')), context.colors);
  return fill?.kind === 'solid' ? fill.color.hex : undefined;
}

function styleText(
  style: XNode | undefined,
  part: string,
  context: PartContext,
): string | undefined {
  return colorOf(path(style, part, 'a:tcTxStyle'), context.colors)?.hex;
}

function cellBorders(tcPr: XNode | undefined, context: PartContext): TableCellStyle['border'] {
  const out: NonNullable<TableCellStyle['border']> = {};
  for (const [side, name] of Object.entries(BORDERS) as [keyof typeof BORDERS, string][]) {
    const ln = child(tcPr, name);
    if (!ln) continue;
    const fill = readFill(fillChild(ln), context.colors);
    if (fill?.kind === 'none') out[side] = 'none';
    else if (fill?.kind === 'solid')
      out[side] = {
        color: fill.color.hex,
        width: Math.min(20, round2(Number(ln.attrs.w ?? 12700) / EMU_PER_POINT)),
      };
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * An a:tbl as a table element: the grid's widths and the rows' heights, each cell's text and
 * how it differs from the table (fill, text style, alignment, spans, borders). The table
 * style gives the header and band fills when the file names one it carries.
 */
export function readTable(table: XNode, frame: Frame, context: PartContext): TableElement | null {
  const widths = children(path(table, 'a:tblGrid'), 'a:gridCol').map(
    (col) => (intAttr(col, 'w') ?? 0) / EMU_PER_POINT,
  );
  const rowsXml = children(table, 'a:tr');
  if (widths.length === 0 || rowsXml.length === 0) return null;
  const tblPr = child(table, 'a:tblPr');
  const style = tableStyle(context, path(tblPr, 'a:tableStyleId')?.text.trim());
  const header = tblPr?.attrs.firstRow === '1';
  const banded = tblPr?.attrs.bandRow === '1';
  const scaleX =
    frame.w > 0 && widths.reduce((a, b) => a + b, 0) > 0
      ? frame.w / widths.reduce((a, b) => a + b, 0)
      : 1;
  const accent = context.colors.scheme.accent1 ?? '4472C4';
  const rows: string[][] = [];
  const cells: TableCellStyle[][] = [];
  const heights: number[] = [];
  let firstSize: number | undefined;
  let firstColor: string | undefined;
  for (const tr of rowsXml) {
    const rowTexts: string[] = [];
    const rowStyles: TableCellStyle[] = [];
    for (const tc of children(tr, 'a:tc').slice(0, widths.length)) {
      const text = readTextBody(
        child(tc, 'a:txBody'),
        { styles: [], bodies: [], role: 'body' },
        context,
      );
      const paragraphs = text?.paragraphs ?? [];
      rowTexts.push(paragraphs.map(paragraphText).join('\n').slice(0, 2000));
      const run = paragraphs.flatMap((paragraph) => paragraph.runs)[0];
      const tcPr = child(tc, 'a:tcPr');
      const cell: TableCellStyle = {};
      const fill = readFill(fillChild(tcPr), context.colors);
      if (fill?.kind === 'solid') cell.fill = fill.color.hex;
      if (run) {
        firstSize ??= run.size;
        firstColor ??= run.color;
        cell.color = run.color;
        cell.size = Math.min(200, run.size);
        if (run.bold) cell.bold = true;
        if (run.italic) cell.italic = true;
        if (run.fontFace) cell.fontFace = run.fontFace;
      }
      const align = paragraphs[0]?.align;
      if (align === 'center' || align === 'right') cell.align = align;
      const anchor = tcPr?.attrs.anchor;
      if (anchor === 'ctr') cell.valign = 'middle';
      else if (anchor === 'b') cell.valign = 'bottom';
      const colSpan = intAttr(tc, 'gridSpan');
      const rowSpan = intAttr(tc, 'rowSpan');
      if (colSpan && colSpan > 1) cell.colSpan = Math.min(100, colSpan);
      if (rowSpan && rowSpan > 1) cell.rowSpan = Math.min(100, rowSpan);
      if (tc.attrs.hMerge === '1' || tc.attrs.vMerge === '1') cell.merged = true;
      const border = cellBorders(tcPr, context);
      if (border) cell.border = border;
      rowStyles.push(cell);
    }
    while (rowTexts.length < widths.length) {
      rowTexts.push('');
      rowStyles.push({});
    }
    rows.push(rowTexts);
    cells.push(rowStyles);
    // A row is at least as tall as its text: PowerPoint grows it to fit.
    const lines = Math.max(1, ...rowTexts.map((text) => text.split('\n').length));
    const tallest = Math.max(...rowStyles.map((cell) => cell.size ?? firstSize ?? 14));
    const needed = lines * tallest * 1.2 + 7.2;
    heights.push(Math.max(needed, (intAttr(tr, 'h') ?? 0) / EMU_PER_POINT));
  }
  const columnWidths = widths.map((w) => round2(w * scaleX));
  // Rows stretch to the frame when the file's frame is taller than their sum.
  const sum = heights.reduce((a, b) => a + b, 0);
  const stretch = frame.h > sum ? frame.h / sum : 1;
  const rowHeights = heights.map((h) => round2(h * stretch));
  const headerFill = styleFill(style, 'a:firstRow', context) ?? cells[0]?.[0]?.fill ?? accent;
  const bandFill = banded ? styleFill(style, 'a:band1H', context) : undefined;
  return {
    type: 'table',
    id: context.nextId(),
    x: frame.x,
    y: frame.y,
    w: round2(columnWidths.reduce((a, b) => a + b, 0)),
    h: round2(rowHeights.reduce((a, b) => a + b, 0)),
    rows,
    header,
    columnWidths,
    rowHeights,
    font: 'body',
    size: firstSize ?? 14,
    color:
      styleText(style, 'a:wholeTbl', context) ?? cells[1]?.[0]?.color ?? firstColor ?? '000000',
    headerColor: styleText(style, 'a:firstRow', context) ?? cells[0]?.[0]?.color ?? 'FFFFFF',
    headerFill,
    ...(bandFill ? { bandFill } : {}),
    borderColor: 'BFBFBF',
    cells,
  };
}
