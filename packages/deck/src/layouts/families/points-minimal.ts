import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import { hairlineColor } from '../chrome.js';
import { filledShape, horizontalLine } from '../elements.js';
import { pointLayouts } from './points-plan.js';
import { type DrawGrid, type RowFrame } from './points-grid.js';
import { cellText, markText, twoDigits, underHeader } from './points-marks.js';

/**
 * Minimal: type and hairlines. A narrow margin column carries each point's number, large and
 * light, on the page; the points run in a text column on one quiet sheet of the theme's
 * surface tint, rows divided by hairlines; no boxes, no icons, no colour but the text's.
 */

const LABEL = { one: 104, two: 56 } as const;
/** Room between the sheet's edge and the text. */
const SHEET_PAD = { one: 24, two: 16 } as const;

const frame = (columns: 1 | 2): RowFrame => {
  const label = columns === 1 ? LABEL.one : LABEL.two;
  const pad = columns === 1 ? SHEET_PAD.one : SHEET_PAD.two;
  return {
    columns,
    gutter: 32,
    inner: underHeader,
    lead: () => label + pad,
    trail: columns === 1 ? 32 : pad,
    pad: { min: 6, max: 28 },
    gap: { min: 0, max: 0 },
  };
};

const draw: DrawGrid = (slideId, grid, { ctx }) => {
  const { palette } = ctx.theme;
  const light = mix(palette.textMuted, palette.background, 0.45);
  const line = { color: hairlineColor(ctx), width: 0.75 };
  const label = grid.columns === 1 ? LABEL.one : LABEL.two;
  const { block } = grid;
  const elements: DeckElement[] = [];
  for (const cell of grid.cells.filter((c) => c.row === 0)) {
    const sheet = { x: cell.box.x + label, y: block.y, w: cell.box.w - label, h: block.h };
    elements.push(
      filledShape(`${slideId}.sheet-${cell.column + 1}`, 'rect', sheet, palette.surface),
    );
  }
  for (const cell of grid.cells) {
    const id = `${slideId}.row-${cell.index + 1}`;
    const number = { x: cell.box.x, y: cell.box.y, w: label - 8, h: cell.box.h };
    const max = Math.min(grid.columns === 1 ? 54 : 28, grid.lowest * 0.7);
    if (cell.row > 0) {
      const from = { x: cell.box.x + label, y: cell.box.y };
      elements.push(horizontalLine(`${id}.hairline`, from, cell.box.w - label, line));
    }
    elements.push(
      markText(`${id}.number`, number, twoDigits(cell.number), light, max, ctx, {
        bold: false,
        align: 'left',
      }),
      cellText(`${id}.text`, cell, grid.size, palette.text, ctx),
    );
  }
  return elements;
};

/** The minimal family's bullets and two-columns ('margin-numbers'). */
export const MINIMAL_POINTS = pointLayouts(
  'margin-numbers',
  { bullets: frame(1), columns: frame(2) },
  draw,
);
