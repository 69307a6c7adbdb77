import { countLines, type TextMeasurer } from '../text-fit.js';
import type { LayoutContext } from './context.js';
import { LINE_HEIGHT } from './elements.js';
import { keyValue, type KeyValue } from './point-shape.js';

/**
 * Padding the renderers leave inside every table cell, on all four sides, in points. Row
 * heights below are measured with it; a renderer with more padding would overflow.
 */
export const TABLE_CELL_PADDING = 8;
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
