import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import { filledShape, panel, type Box } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type Cell, type DrawGrid, type RowFrame } from './points-grid.js';
import {
  cellText,
  markText,
  outlined,
  twoDigits,
  underHeader,
  verticalLine,
} from './points-marks.js';

/**
 * Tech: an index rail. One column of thin outlined tiles, each with an accent edge in the brand
 * colour, right of a rail that carries each point's large index (01, 02...) and a node where
 * its tile is; two columns make a grid of such tiles, the index inside each tile.
 */

const RAIL = 88;
const ACCENT = 4;
/** Room for the index inside a tile of two columns. */
const INNER_INDEX = 52;

const frame = (columns: 1 | 2): RowFrame => ({
  columns,
  gutter: 20,
  inner: (area) => {
    const box = underHeader(area);
    return columns === 1 ? { ...box, x: box.x + RAIL, w: box.w - RAIL } : box;
  },
  lead: () => (columns === 1 ? ACCENT + 20 : ACCENT + INNER_INDEX + 8),
  trail: 18,
  pad: { min: 5, max: 18 },
  gap: { min: 6, max: 16 },
});

function tile(id: string, cell: Cell, grid: { size: number }, ctx: Parameters<DrawGrid>[2]['ctx']) {
  const { palette, radius } = ctx.theme;
  const edge = mix(palette.primary, palette.surface, 0.55);
  const corner = Math.min(radius, 4);
  const accent = { x: cell.box.x, y: cell.box.y, w: ACCENT, h: cell.box.h };
  return [
    panel(`${id}.tile`, cell.box, palette.surface, corner),
    outlined(
      `${id}.edge`,
      corner > 0 ? 'roundRect' : 'rect',
      cell.box,
      { color: edge, width: 0.75 },
      corner,
    ),
    filledShape(`${id}.accent-edge`, 'rect', accent, palette.primary),
    cellText(`${id}.text`, cell, grid.size, palette.text, ctx),
  ];
}

const draw: DrawGrid = (slideId, grid, { area, ctx }) => {
  const { palette } = ctx.theme;
  const elements: DeckElement[] = [];
  const railX = area.x + RAIL - 22;
  if (grid.columns === 1) {
    const line = { color: mix(palette.primary, palette.background, 0.55), width: 1 };
    elements.push(
      verticalLine(`${slideId}.rail`, { x: railX, y: grid.block.y }, grid.block.h, line),
    );
  }
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const label = twoDigits(cell.number);
    if (grid.columns === 1) {
      const index: Box = { x: area.x, y: cell.box.y, w: railX - area.x - 12, h: cell.box.h };
      const max = Math.min(40, grid.lowest * 0.62);
      elements.push(
        markText(`${id}.number`, index, label, palette.primary, max, ctx, { align: 'right' }),
      );
      const node = { x: railX - 4, y: cell.box.y + cell.box.h / 2 - 4, w: 8, h: 8 };
      elements.push(filledShape(`${id}.node`, 'rect', node, palette.primary));
    }
    elements.push(...tile(id, cell, grid, ctx));
    if (grid.columns === 2) {
      const index = { x: cell.box.x + ACCENT + 8, y: cell.box.y, w: INNER_INDEX, h: cell.box.h };
      const max = Math.min(30, grid.lowest * 0.6);
      elements.push(markText(`${id}.number`, index, label, palette.primary, max, ctx));
    }
  }
  return elements;
};

/** The tech family's bullets and two-columns ('index-rail'). */
export const TECH_POINTS = pointLayouts(
  'index-rail',
  { bullets: frame(1), columns: frame(2) },
  draw,
);
