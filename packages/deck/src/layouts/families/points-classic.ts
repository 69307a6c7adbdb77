import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import { panel, type Box } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type DrawGrid, type RowFrame } from './points-grid.js';
import {
  cellText,
  markSide,
  markText,
  outlined,
  sealNumeral,
  numeralLabels,
  underHeader,
  verticalLine,
} from './points-marks.js';

/**
 * Chinese classic: a scroll. The points sit on a paper panel framed by a thin double rule, in
 * a column set right of a vertical double rule, each led by a small outlined seal carrying its
 * numeral (壹、贰、叁); wide margins, no fills but the paper, air between the points. Two
 * columns share the scroll, a vertical double rule between them.
 */

const seal = (size: number) => markSide(size, 1.5, 28, 42);
/** Room from the seal to the text: the seal's margin, the double rule between. */
const SEAL_GAP = 30;
const FRAME_INSET = 5;

/** The scroll panel: the body under the header, a little in from the sides. */
const scroll = (area: Box): Box => {
  const box = underHeader(area);
  return { ...box, x: box.x + 8, w: box.w - 16 };
};

const frame = (columns: 1 | 2): RowFrame => ({
  columns,
  gutter: 64,
  inner: (area) => {
    const box = scroll(area);
    // One column: set asymmetrically, a wide left margin, a wider right one.
    const [left, right] = columns === 1 ? [32, 40] : [28, 28];
    return { x: box.x + left, y: box.y + 14, w: box.w - left - right, h: box.h - 28 };
  },
  lead: (size) => seal(size) + SEAL_GAP,
  trail: 8,
  pad: { min: 3, max: 12 },
  gap: { min: 6, max: 30 },
});

const draw: DrawGrid = (slideId, grid, { area, ctx }) => {
  const { palette, radius } = ctx.theme;
  const box = scroll(area);
  const ink = mix(palette.primary, palette.surface, 0.25);
  const inner = {
    x: box.x + FRAME_INSET,
    y: box.y + FRAME_INSET,
    w: box.w - 2 * FRAME_INSET,
    h: box.h - 2 * FRAME_INSET,
  };
  const elements: DeckElement[] = [
    panel(`${slideId}.scroll`, box, palette.surface, Math.min(radius, 4)),
    outlined(`${slideId}.scroll-frame`, 'rect', box, { color: ink, width: 1.25 }),
    outlined(`${slideId}.scroll-inner`, 'rect', inner, { color: ink, width: 0.5 }),
  ];
  const side = seal(grid.size);
  const labels = numeralLabels(grid.cells, sealNumeral, side, ctx);
  const { block } = grid;
  // The vertical double rule: right of the seals in one column, between two columns.
  const first = grid.cells[0];
  const x =
    grid.columns === 1
      ? (first?.box.x ?? block.x) + side + SEAL_GAP / 2 - 2
      : block.x + block.w / 2 - 2;
  for (const [index, dx] of [0, 3].entries()) {
    const from = { x: x + dx, y: block.y };
    const id = `${slideId}.stile-${index + 1}`;
    elements.push(verticalLine(id, from, block.h, { color: ink, width: 0.75 }));
  }
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const mark = {
      x: cell.box.x,
      y: cell.box.y + (cell.box.h - side) / 2,
      w: side,
      h: side,
    };
    const label = labels[cell.index] ?? String(cell.number);
    elements.push(
      outlined(`${id}.seal`, 'rect', mark, { color: palette.primary, width: 1.25 }),
      markText(
        `${id}.number`,
        mark,
        label,
        palette.primary,
        side * (label.length > 1 ? 0.4 : 0.56),
        ctx,
      ),
      cellText(`${id}.text`, cell, grid.size, palette.text, ctx),
    );
  }
  return elements;
};

/** The classic family's bullets and two-columns ('scroll'). */
export const CLASSIC_POINTS = pointLayouts(
  'scroll',
  { bullets: frame(1), columns: frame(2) },
  draw,
);
