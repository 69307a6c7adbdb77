import type { TableElement } from '../model.js';
import { countLines, type TextMeasurer } from '../text-fit.js';
import { balancedChunks, type LayoutContext } from './context.js';
import { SMALL_MIN, type BodyPage, type ContentLayout } from './content-layout.js';
import { LINE_HEIGHT, type Box } from './elements.js';
import { keyValue, type KeyValue } from './point-shape.js';

/**
 * Padding the renderers leave inside every table cell, on all four sides, in points. Row
 * heights below are measured with it; a renderer with more padding would overflow.
 */
export const TABLE_CELL_PADDING = 8;
const SIZES = [16, SMALL_MIN] as const;
const MAX_ROWS = 7;
const KEY_SHARE = { min: 120, max: 300 };
const WIDTH_SAFETY = 0.95;

export function pairs(points: readonly string[]): KeyValue[] | undefined {
  const parsed = points.map(keyValue);
  return parsed.every((pair): pair is KeyValue => pair !== undefined) ? parsed : undefined;
}

export function cellHeight(
  text: string,
  width: number,
  size: number,
  bold: boolean,
  m: TextMeasurer,
) {
  const column = (width - 2 * TABLE_CELL_PADDING) * WIDTH_SAFETY;
  return countLines(text, size, column, bold, m) * size * LINE_HEIGHT + 2 * TABLE_CELL_PADDING;
}

function columnWidths(rows: readonly KeyValue[], area: Box, size: number, m: TextMeasurer) {
  const widest = Math.max(...rows.map((row) => m.measure(row.key, size, true)));
  const key = Math.min(
    KEY_SHARE.max,
    Math.max(KEY_SHARE.min, widest / WIDTH_SAFETY + 2 * TABLE_CELL_PADDING + 4),
  );
  return [key, area.w - key];
}

export function rowHeights(
  rows: readonly KeyValue[],
  widths: number[],
  size: number,
  ctx: LayoutContext,
  header: readonly string[],
) {
  const [keyWidth = 0, valueWidth = 0] = widths;
  const height = (key: string, value: string, bold: boolean) =>
    Math.max(
      cellHeight(key, keyWidth, size, true, ctx.measurer),
      cellHeight(value, valueWidth, size, bold, ctx.measurer),
    );
  return [
    height(header[0] ?? '', header[1] ?? '', true),
    ...rows.map((row) => height(row.key, row.value, false)),
  ];
}

/** Greedy pages of rows whose table fits the body height at one size. */
function paginate(rows: readonly KeyValue[], area: Box, size: number, ctx: LayoutContext) {
  const widths = columnWidths(rows, area, size, ctx.measurer);
  const heights = rowHeights(rows, widths, size, ctx, ctx.labels.tableHeader);
  const header = heights[0] ?? 0;
  const pages: number[][] = [];
  let current: number[] = [];
  let used = header;
  for (let index = 0; index < rows.length; index++) {
    const height = heights[index + 1] ?? 0;
    if (header + height > area.h) return undefined;
    if (current.length >= MAX_ROWS || used + height > area.h) {
      pages.push(current);
      current = [];
      used = header;
    }
    current.push(index);
    used += height;
  }
  pages.push(current);
  return balance(pages, heights.slice(1), header, area.h);
}

/** Evens out greedy pages (7 + 2 rows becomes 5 + 4) when the even split still fits. */
function balance(pages: number[][], heights: readonly number[], header: number, limit: number) {
  const indices = pages.flat();
  const even = balancedChunks(indices, Math.ceil(indices.length / pages.length));
  const fits = (page: readonly number[]) =>
    page.reduce((sum, index) => sum + (heights[index] ?? 0), header) <= limit;
  return even.length === pages.length && even.every(fits) ? even : pages;
}

/** Key-value points as a two-column table with a header row and banded rows. */
export const tableLayout: ContentLayout = {
  id: 'table',
  header: true,
  plan(points, { area, ctx }) {
    const rows = pairs(points);
    if (!rows || rows.length < 2) return undefined;
    for (const size of SIZES) {
      const pages = paginate(rows, { ...area, h: area.h - 16 }, size, ctx);
      if (!pages) continue;
      return pages.map((indices): BodyPage => {
        const start = indices[0] ?? 0;
        return { points: indices.map((index) => points[index] ?? ''), size, start };
      });
    }
    return undefined;
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const rows = pairs(page.points) ?? [];
    const header = ctx.labels.tableHeader;
    const widths = columnWidths(rows, area, page.size, ctx.measurer);
    const heights = rowHeights(rows, widths, page.size, ctx, header);
    const table: TableElement = {
      type: 'table',
      id: `${slideId}.table`,
      x: area.x,
      y: area.y + 8,
      w: area.w,
      h: heights.reduce((sum, height) => sum + height, 0),
      rows: [[...header], ...rows.map((row) => [row.key, row.value])],
      header: true,
      columnWidths: widths,
      rowHeights: heights,
      font: 'body',
      size: page.size,
      color: palette.text,
      headerColor: palette.onPrimary,
      headerFill: palette.primary,
      bandFill: palette.surface,
      borderColor: palette.surface,
    };
    return [table];
  },
};
