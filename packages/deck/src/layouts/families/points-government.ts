import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import { filledShape } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type DrawGrid, type RowFrame } from './points-grid.js';
import {
  cellText,
  markSide,
  markText,
  ordinal,
  numeralLabels,
  underHeader,
} from './points-marks.js';

/**
 * Government: formal rows. Every point is a full-width row on a tinted band, led by a solid
 * square in the brand colour carrying its Chinese ordinal (一、二、三), the rows stacked flush
 * with rules between them under a heavy brand rule, square corners throughout.
 */

const square = (size: number) => markSide(size, 1.9, 34, 54);
const SQUARE_LEFT = 14;
const TOP_RULE = 3;

const frame = (columns: 1 | 2): RowFrame => ({
  columns,
  gutter: 24,
  inner: (area) => {
    const box = underHeader(area);
    return { ...box, y: box.y + TOP_RULE, h: box.h - TOP_RULE - 1 };
  },
  lead: (size) => SQUARE_LEFT + square(size) + (columns === 1 ? 22 : 14),
  trail: columns === 1 ? 24 : 14,
  pad: { min: 5, max: columns === 1 ? 24 : 16 },
  gap: { min: 0, max: 0 },
});

const draw: DrawGrid = (slideId, grid, { ctx }) => {
  const { palette } = ctx.theme;
  const rule = mix(palette.primary, palette.surface, 0.55);
  const { block } = grid;
  const elements: DeckElement[] = [
    filledShape(
      `${slideId}.head-rule`,
      'rect',
      { x: block.x, y: block.y - TOP_RULE, w: block.w, h: TOP_RULE },
      palette.primary,
    ),
  ];
  const side = Math.min(square(grid.size), grid.lowest - 12);
  const labels = numeralLabels(grid.cells, ordinal, side, ctx);
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const mark = {
      x: cell.box.x + SQUARE_LEFT,
      y: cell.box.y + (cell.box.h - side) / 2,
      w: side,
      h: side,
    };
    const label = labels[cell.index] ?? String(cell.number);
    elements.push(
      filledShape(`${id}.band`, 'rect', cell.box, palette.surface),
      filledShape(`${id}.square`, 'rect', mark, palette.primary),
      markText(
        `${id}.number`,
        mark,
        label,
        palette.onPrimary,
        side * (label.length > 1 ? 0.42 : 0.56),
        ctx,
      ),
      cellText(`${id}.text`, cell, grid.size, palette.text, ctx),
    );
    // A rule under every row but the last; a thin brand rule closes the list.
    const last = cell.row === grid.rows.length - 1;
    const under = {
      x: cell.box.x,
      y: cell.box.y + cell.box.h - (last ? 0 : 0.5),
      w: cell.box.w,
      h: last ? 1 : 0.75,
    };
    elements.push(filledShape(`${id}.under`, 'rect', under, last ? palette.primary : rule));
  }
  return elements;
};

/** The government family's bullets ('ordinal rows') and two-columns. */
export const GOVERNMENT_POINTS = pointLayouts(
  'ordinal-rows',
  { bullets: frame(1), columns: frame(2) },
  draw,
);
