import type { DeckElement } from '../../model.js';
import { filledShape } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type DrawGrid, type RowFrame } from './points-grid.js';
import { cellText, markSide, markText, textFills, underHeader } from './points-marks.js';

/**
 * Campus: friendly pills. Every point is a rounded pill with a numbered circle in one of the
 * theme's chart colours at its left end, the pills staggered (every other row set in), two
 * columns of pills zig-zagging the same way.
 */

const circle = (size: number) => markSide(size, 2, 34, 60);
const CIRCLE_INSET = 6;

const frame = (columns: 1 | 2): RowFrame => {
  const stagger = columns === 1 ? 40 : 24;
  return {
    columns,
    gutter: 24,
    inner: underHeader,
    lead: (size) => CIRCLE_INSET + circle(size) + 16,
    trail: 22,
    pad: { min: 4, max: 16 },
    gap: { min: 6, max: 20 },
    shift: { of: (row) => (row % 2 === 1 ? stagger : 0), most: stagger },
  };
};

const draw: DrawGrid = (slideId, grid, { ctx }) => {
  const { palette } = ctx.theme;
  const fills = textFills(ctx.theme);
  const elements: DeckElement[] = [];
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const { fill, text } = fills[cell.index % fills.length] ?? {
      fill: palette.primary,
      text: palette.onPrimary,
    };
    const round = Math.min(cell.box.h / 2, 30);
    const side = Math.min(circle(grid.size), grid.lowest - 2 * CIRCLE_INSET);
    const dot = {
      x: cell.box.x + CIRCLE_INSET + (circle(grid.size) - side) / 2,
      y: cell.box.y + (cell.box.h - side) / 2,
      w: side,
      h: side,
    };
    elements.push(
      filledShape(`${id}.pill`, 'roundRect', cell.box, palette.surface, undefined, round),
      filledShape(`${id}.dot`, 'ellipse', dot, fill),
      markText(`${id}.number`, dot, String(cell.number), text, side * 0.5, ctx),
      cellText(`${id}.text`, cell, grid.size, palette.text, ctx),
    );
  }
  return elements;
};

/** The campus family's bullets and two-columns ('pills'). */
export const CAMPUS_POINTS = pointLayouts('pills', { bullets: frame(1), columns: frame(2) }, draw);
