import type { DeckElement } from '../../model.js';
import { sizeSteps, type TextMeasurer } from '../../text-fit.js';
import { neededHeight, textBox, type Box } from '../elements.js';

/**
 * Points as rows stacked in a column, each its own text box beside a marker the family draws
 * (an ordinal block, a seal, an index, a numbered circle, a coloured card), the rows spread
 * over the column's height.
 */
export interface RowsStyle {
  /** Room from a row's left edge to its text (the marker sits there), and right of the text. */
  lead: number;
  trail: number;
  /** Room above and below the text inside its row. */
  padY: number;
  /** The least height of a row (its marker's). */
  minH: number;
  /** Space between rows: the least, and the most they spread to. */
  gap: { min: number; max: number };
  sizes: { max: number; min: number };
  /** Every other row set this much to the right (a zig-zag), all rows narrower by it. */
  stagger?: number;
}

export interface Row {
  index: number;
  point: string;
  /** The whole row, marker included. */
  box: Box;
  /** The point's text box, centred in the row. */
  text: Box;
}

const LINE = 1.3;

function textSpec(point: string, w: number) {
  return { x: 0, y: 0, w, h: 0, font: 'body' as const, paragraphs: [point], lineHeight: LINE };
}

function heights(
  points: readonly string[],
  size: number,
  w: number,
  style: RowsStyle,
  m: TextMeasurer,
) {
  const textW = w - (style.stagger ?? 0) - style.lead - style.trail;
  return points.map((point) => {
    const text = Math.ceil(neededHeight(textSpec(point, textW), size, m)) + 1;
    return { text, row: Math.max(style.minH, text + 2 * style.padY) };
  });
}

const total = (rows: readonly { row: number }[]) => rows.reduce((sum, { row }) => sum + row, 0);

/** The largest size at which the points fit `box` as rows, or undefined. */
export function rowsSize(
  points: readonly string[],
  box: Box,
  style: RowsStyle,
  measurer: TextMeasurer,
): number | undefined {
  const gaps = style.gap.min * (points.length - 1);
  return sizeSteps(style.sizes.max, style.sizes.min).find(
    (size) => total(heights(points, size, box.w, style, measurer)) + gaps <= box.h,
  );
}

/** The rows of the points at `size`, spread over `box` (at most gap.max apart) and centred. */
export function placeRows(
  points: readonly string[],
  size: number,
  box: Box,
  style: RowsStyle,
  measurer: TextMeasurer,
): Row[] {
  const sizes = heights(points, size, box.w, style, measurer);
  const free = box.h - total(sizes);
  const gap =
    points.length > 1
      ? Math.max(style.gap.min, Math.min(style.gap.max, free / (points.length - 1)))
      : 0;
  let y = box.y + Math.max(0, (free - gap * (points.length - 1)) / 2);
  const stagger = style.stagger ?? 0;
  const w = box.w - stagger;
  return points.map((point, index) => {
    const { text, row } = sizes[index] ?? { text: 0, row: 0 };
    const x = box.x + (index % 2) * stagger;
    const placed: Row = {
      index,
      point,
      box: { x, y, w, h: row },
      text: {
        x: x + style.lead,
        y: y + (row - text) / 2,
        w: w - style.lead - style.trail,
        h: text,
      },
    };
    y += row + gap;
    return placed;
  });
}

/** A row's point as its text box, in the body font at `size`. */
export function rowText(id: string, row: Row, size: number, color: string): DeckElement {
  return textBox({ ...textSpec(row.point, row.text.w), ...row.text, id, color, size });
}
