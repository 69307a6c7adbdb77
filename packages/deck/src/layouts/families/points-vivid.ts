import type { DeckElement } from '../../model.js';
import { panel } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type DrawGrid, type RowFrame } from './points-grid.js';
import { cellText, markSide, markText, distinctFills, underHeader } from './points-marks.js';

/**
 * Vivid: bold colour blocks. Every point is a solid block in the brand and chart colours in
 * turn, its text and a large number on the colour; one column steps down diagonally, two
 * columns alternate their colours like a chequerboard.
 */

const figure = (size: number) => markSide(size, 1.6, 30, 52);
const STEP = 14;
const MOST_STEPS = 5;

const frame = (columns: 1 | 2): RowFrame => ({
  columns,
  gutter: 16,
  inner: underHeader,
  lead: (size) => 16 + figure(size) + 14,
  trail: 22,
  pad: { min: 5, max: 18 },
  gap: { min: 6, max: 14 },
  ...(columns === 1
    ? { shift: { of: (row: number) => Math.min(row, MOST_STEPS) * STEP, most: MOST_STEPS * STEP } }
    : {}),
});

const draw: DrawGrid = (slideId, grid, { ctx }) => {
  const { palette, radius } = ctx.theme;
  const fills = distinctFills(ctx.theme);
  const elements: DeckElement[] = [];
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const turn = grid.columns === 1 ? cell.index : cell.row + cell.column;
    const { fill, text } = fills[turn % Math.min(fills.length, 3)] ?? {
      fill: palette.primary,
      text: palette.onPrimary,
    };
    const number = {
      x: cell.box.x + 14,
      y: cell.box.y,
      w: figure(grid.size) + 4,
      h: cell.box.h,
    };
    const max = Math.min(figure(grid.size), grid.lowest * 0.7);
    elements.push(
      panel(`${id}.block`, cell.box, fill, radius),
      markText(`${id}.number`, number, String(cell.number), text, max, ctx, { align: 'left' }),
      cellText(`${id}.text`, cell, grid.size, text, ctx),
    );
  }
  return elements;
};

/** The vivid family's bullets and two-columns ('colour-blocks'). */
export const VIVID_POINTS = pointLayouts(
  'colour-blocks',
  { bullets: frame(1), columns: frame(2) },
  draw,
);
