import type { DeckElement } from '../../model.js';
import type { BodyPage, LayoutInput } from '../content-layout.js';
import { LINE_HEIGHT, neededHeight, TEXT_INSET, type Box } from '../elements.js';

/**
 * The row grid the families' point lists share: each point is a cell of its own (one text box,
 * its marker left of it), cells in one or two columns read row by row (1 2 / 3 4, so the
 * slide's reading order, top to bottom then left to right, is the points' order), rows as tall
 * as their tallest text plus padding, spread over the body when they leave room.
 */
export interface RowFrame {
  columns: 1 | 2;
  /** Space between the columns. */
  gutter: number;
  /** The part of the body area the cells take (a rail, a margin column, a frame around them). */
  inner: (area: Box) => Box;
  /** Room left of the text in a cell (its marker) at a text size. */
  lead: (size: number) => number;
  /** Room right of the text. */
  trail: number;
  /** Room above and below the text of a row: the least and the most it grows to. */
  pad: { min: number; max: number };
  /** Space between rows: the least and the most. */
  gap: { min: number; max: number };
  /** Horizontal offset of a cell (staggered rows); cells are this much narrower at most. */
  shift?: { of: (row: number, column: number) => number; most: number };
}

/** One point's cell as placed: its box (padding included) and its text box. */
export interface Cell {
  point: string;
  /** Index on the slide (0-based) and the number the point shows (1-based, across slides). */
  index: number;
  number: number;
  row: number;
  column: number;
  box: Box;
  text: Box;
}

export interface PlacedGrid {
  cells: Cell[];
  /** The rows' boxes across the columns, top to bottom. */
  rows: Box[];
  /** The box the rows take (the inner box, its top and height those of the rows). */
  block: Box;
  size: number;
  columns: 1 | 2;
  /** The lowest row's height: markers share one size, whatever their row's. */
  lowest: number;
}

/** Draws one planned slide's cells: decoration first, then each cell's marker and text. */
export type DrawGrid = (slideId: string, grid: PlacedGrid, input: LayoutInput) => DeckElement[];

/** Rows spread to at most this share of the inner height; the rest centres them. */
const FILL = 0.94;
/** Where a block sits in free space: a little above the middle. */
const OPTICAL = 0.42;
/** The least share of the inner height the rows take (a page of one or two points). */
const MIN_BLOCK = 0.5;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function cellWidth(frame: RowFrame, box: Box): number {
  return (box.w - (frame.columns - 1) * frame.gutter) / frame.columns - (frame.shift?.most ?? 0);
}

export function textWidth(frame: RowFrame, box: Box, size: number): number {
  return cellWidth(frame, box) - frame.lead(size) - frame.trail;
}

export const textSpec = (w: number, point: string) => ({
  x: 0,
  y: 0,
  w,
  h: 0,
  font: 'body' as const,
  paragraphs: [point],
});

/** Heights of the rows' texts (insets included), row by row. */
function rowTexts(
  points: readonly string[],
  size: number,
  frame: RowFrame,
  box: Box,
  input: LayoutInput,
) {
  const w = textWidth(frame, box, size);
  const heights = points.map((point) => neededHeight(textSpec(w, point), size, input.ctx.measurer));
  return balancedRows(heights, frame.columns).map((row) => Math.max(...row));
}

function balancedRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  items.forEach((item, index) => {
    if (index % columns === 0) rows.push([item]);
    else rows.at(-1)?.push(item);
  });
  return rows;
}

/** Room the rows need at `size` with `air` (points) more around each row's text. */
function neededFor(texts: readonly number[], frame: RowFrame, air = 0): number {
  const rows = texts.reduce((sum, h) => sum + h + 2 * frame.pad.min + air, 0);
  return rows + Math.max(0, texts.length - 1) * frame.gap.min;
}

/** Whether the points fit the inner box at `size` (with `air` em around each row). */
export function fitsAt(
  points: readonly string[],
  size: number,
  frame: RowFrame,
  input: LayoutInput,
  air = 0,
) {
  const box = frame.inner(input.area);
  if (textWidth(frame, box, size) < 4 * size) return false;
  const texts = rowTexts(points, size, frame, box, input);
  const limit = air > 0 ? box.h * FILL : box.h;
  return neededFor(texts, frame, air * size) <= limit;
}

/** Whether every point takes one line in its cell at `size`. */
export function oneLine(
  points: readonly string[],
  size: number,
  frame: RowFrame,
  input: LayoutInput,
) {
  const w = textWidth(frame, frame.inner(input.area), size);
  const line = size * LINE_HEIGHT + 2 * TEXT_INSET;
  return points.every(
    (point) => neededHeight(textSpec(w, point), size, input.ctx.measurer) <= line + 0.01,
  );
}

/** The cells of a planned page, rows spread over the inner box and centred in what is left. */
export function placeGrid(page: BodyPage, frame: RowFrame, input: LayoutInput): PlacedGrid {
  const box = frame.inner(input.area);
  const { size } = page;
  const texts = rowTexts(page.points, size, frame, box, input);
  const count = texts.length;
  // Free room goes to the padding of every row and the gaps between them, evenly, up to their
  // most; what remains centres the block.
  const free = Math.max(0, box.h * FILL - neededFor(texts, frame));
  const share = free / Math.max(1, 2 * count + count - 1);
  const gap = Math.min(frame.gap.max, frame.gap.min + share);
  // A page of one or two points still takes a good part of the body: its rows grow taller.
  const least = (box.h * MIN_BLOCK - (count - 1) * gap - sum(texts)) / (2 * count);
  const pad = Math.max(Math.min(frame.pad.max, frame.pad.min + share), Math.min(least, free));
  const height = sum(texts) + 2 * pad * count + (count - 1) * gap;
  const top = box.y + Math.max(0, box.h - height) * OPTICAL;
  const w = cellWidth(frame, box);
  const rows: Box[] = [];
  let y = top;
  for (const text of texts) {
    rows.push({ x: box.x, y, w: box.w, h: text + 2 * pad });
    y += text + 2 * pad + gap;
  }
  const cells = page.points.map((point, index): Cell => {
    const row = Math.floor(index / frame.columns);
    const column = index % frame.columns;
    const line = rows[row] ?? { x: box.x, y: top, w: box.w, h: 0 };
    const x = box.x + column * (w + (frame.shift?.most ?? 0) + frame.gutter);
    const cell = { x: x + (frame.shift?.of(row, column) ?? 0), y: line.y, w, h: line.h };
    const lead = frame.lead(size);
    const text = {
      x: cell.x + lead,
      y: cell.y + pad,
      w: w - lead - frame.trail,
      h: cell.h - 2 * pad,
    };
    return { point, index, number: page.start + index + 1, row, column, box: cell, text };
  });
  return {
    cells,
    rows,
    block: { ...box, y: top, h: height },
    size,
    columns: frame.columns,
    lowest: Math.min(...rows.map((row) => row.h)),
  };
}
