import type { LayoutContext } from '../layouts/context.js';
import { SMALL_MIN } from '../layouts/content-layout.js';
import type { Box } from '../layouts/elements.js';
import { cellHeight } from '../layouts/table.js';
import type { TableCellStyle, TableElement } from '../model.js';
import { sizeSteps } from '../text-fit.js';

/**
 * An imported table laid out anew: any number of rows and columns, its merged cells, in the
 * theme's table style (the base table's: header row in the brand colour over banded rows).
 * Column widths keep the table's proportions over the body width. Rows are measured as the
 * engine's tables are, each cell's text in its own column (a merged cell is measured in its
 * first column and row only, so it fits however a writer spans it), and a table too long for
 * one slide continues on the next with its header rows repeated; rows joined by a vertical
 * merge stay together.
 */

/** Table text from 18 pt down to the engine's smallest table text. */
const LARGEST = 18;
/** No column narrower than this (or an even share, for very many columns). */
const MIN_COLUMN = 56;
/** Each row may grow by this many em over its text to use the body. */
const GROW = 0.8;
/** Where a short table sits in the body: a little above the middle, as the engine's do. */
const OPTICAL = 0.42;

export interface TablePage {
  /** Indices of the rows on this slide: the header rows first, then the page's body rows. */
  rows: number[];
  size: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Columns of the table: its widths', or more where a row has more cells. */
const columnCount = (table: TableElement) =>
  Math.max(table.columnWidths.length, ...table.rows.map((row) => row.length));

export function columnWidths(table: TableElement, width: number): number[] {
  const count = columnCount(table);
  const known = table.columnWidths.filter((w) => w > 0);
  const usual = known.length > 0 ? sum(known) / known.length : 1;
  const imported = Array.from({ length: count }, (_v, i) => table.columnWidths[i] || usual);
  const total = sum(imported);
  const shares = imported.map((w) => w / total);
  const floor = Math.min(MIN_COLUMN, width / count);
  const widened = shares.map((share) => Math.max(share * width, floor));
  const scale = width / sum(widened);
  return widened.map((w) => w * scale);
}

const styleOf = (table: TableElement, row: number, column: number): TableCellStyle =>
  table.cells?.[row]?.[column] ?? {};

/**
 * The table with its header row marked where the file styled one without marking it: a first
 * row all bold, or all filled in one colour the next row does not have. The theme's header
 * style then takes the place of those colours.
 */
export function withHeaderRow(table: TableElement): TableElement {
  if (table.header || table.rows.length < 2 || !table.cells) return table;
  const [first = [], second = []] = table.cells;
  const cells = first.filter((cell) => !cell.merged);
  const fill = cells[0]?.fill;
  const bold = cells.length > 0 && cells.every((cell) => cell.bold);
  const filled =
    fill !== undefined &&
    cells.every((cell) => cell.fill === fill) &&
    !second.every((cell) => cell.fill === fill);
  return bold || filled ? { ...table, header: true } : table;
}

/** Runs of rows that a vertical merge joins (each row alone where none does). */
function rowGroups(table: TableElement): number[][] {
  const groups: number[][] = [];
  let start = 0;
  let reach = 0;
  table.rows.forEach((_, row) => {
    for (const style of table.cells?.[row] ?? []) {
      reach = Math.max(reach, row + (style.rowSpan ?? 1) - 1);
    }
    if (reach <= row) {
      groups.push(Array.from({ length: row - start + 1 }, (_v, i) => start + i));
      start = row + 1;
      reach = row + 1;
    }
  });
  if (start < table.rows.length) {
    groups.push(Array.from({ length: table.rows.length - start }, (_v, i) => start + i));
  }
  return groups;
}

/** Height of each row at `size`: its tallest cell, bold where the header or the cell is. */
function rowHeights(table: TableElement, widths: number[], size: number, ctx: LayoutContext) {
  return table.rows.map((row, r) =>
    Math.max(
      ...widths.map((width, c) => {
        const style = styleOf(table, r, c);
        const text = style.merged ? '' : (row[c] ?? '');
        const bold = (table.header && r === 0) || style.bold === true;
        return cellHeight(text, width, size, bold, ctx.measurer);
      }),
    ),
  );
}

/** Row groups filled into pages of `limit` points under the repeated header, or undefined. */
function paginate(table: TableElement, heights: number[], limit: number) {
  const groups = rowGroups(table);
  const header = table.header ? (groups.shift() ?? []) : [];
  const headerH = sum(header.map((r) => heights[r] ?? 0));
  const pages: number[][] = [];
  let current: number[] = [];
  let used = headerH;
  for (const group of groups) {
    const h = sum(group.map((r) => heights[r] ?? 0));
    if (headerH + h > limit) return undefined;
    if (used + h > limit && current.length > 0) {
      pages.push(current);
      current = [];
      used = headerH;
    }
    current.push(...group);
    used += h;
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages.map((rows) => [...header, ...rows]);
}

/**
 * The table's slides in `area`: as few as the smallest size needs, at the largest size that
 * needs no more; undefined when a row cannot fit a slide even at the smallest size.
 */
export function tablePages(
  table: TableElement,
  area: Box,
  ctx: LayoutContext,
): TablePage[] | undefined {
  const widths = columnWidths(table, area.w);
  const at = (size: number) => paginate(table, rowHeights(table, widths, size, ctx), area.h - 16);
  const fewest = at(SMALL_MIN);
  if (!fewest) return undefined;
  for (const size of sizeSteps(LARGEST, SMALL_MIN)) {
    const pages = at(size);
    if (pages && pages.length <= fewest.length) return pages.map((rows) => ({ rows, size }));
  }
  return fewest.map((rows) => ({ rows, size: SMALL_MIN }));
}

/** What a cell keeps of its imported style: its merges, alignment and emphasis, no colours. */
function structure(style: TableCellStyle): TableCellStyle {
  const { colSpan, rowSpan, merged, align, valign, bold, italic } = style;
  const kept = { colSpan, rowSpan, merged, align, valign, bold, italic };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** One page of the table as a table element in the theme's style. */
export function tableElement(
  id: string,
  table: TableElement,
  page: TablePage,
  area: Box,
  ctx: LayoutContext,
): TableElement {
  const { palette } = ctx.theme;
  const widths = columnWidths(table, area.w);
  const natural = rowHeights(table, widths, page.size, ctx);
  const heights = page.rows.map((r) => natural[r] ?? 0);
  const room = area.h - 16 - sum(heights);
  const extra = Math.max(0, Math.min(GROW * page.size, room / Math.max(1, heights.length)));
  const grown = heights.map((h) => h + extra);
  const h = sum(grown);
  const rows = page.rows.map((r) => widths.map((_w, c) => table.rows[r]?.[c] ?? ''));
  const cells = page.rows.map((r) => widths.map((_w, c) => structure(styleOf(table, r, c))));
  const styled = cells.some((row) => row.some((cell) => Object.keys(cell).length > 0));
  return {
    type: 'table',
    id,
    x: area.x,
    y: area.y + 8 + Math.max(0, (area.h - 16 - h) * OPTICAL),
    w: area.w,
    h,
    rows,
    header: table.header,
    columnWidths: widths,
    rowHeights: grown,
    font: 'body',
    size: page.size,
    color: palette.text,
    headerColor: palette.onPrimary,
    headerFill: palette.primary,
    bandFill: palette.surface,
    borderColor: palette.surface,
    ...(styled ? { cells } : {}),
  };
}
