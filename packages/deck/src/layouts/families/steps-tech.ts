import { chapterNumber } from '../context.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import {
  columnsOf,
  label,
  marked,
  outlined,
  stepText,
  stepsOf,
  tallestText,
  listSize,
  type Elements,
  type Step,
} from './steps-shared.js';
import { columnsOrRows, inColumns, leadRows, type RowLook } from './steps-rows.js';

/**
 * Tech steps: grid and data. Numbered steps run as a row of chevron arrows carrying '01'
 * indices over thin outlined tiles with a brand edge; the timeline is a rail with glowing
 * outlined nodes, large '01' indices and the dates above it, tiles below.
 */

const MAX_COLUMNS = 5;
const CHEVRON_H = 56;
const TILE_GAP = 18;
export const TILE_PAD = 14;
export const EDGE = 3;
const MARKER_H = 30;

/** The tile below a head of height `head`: outlined, its brand edge on the left. */
export function tile(slideId: string, box: Box, ctx: LayoutContext): Elements {
  const { palette } = ctx.theme;
  const stroke = { color: mix(palette.primary, palette.background, 0.45), width: 1 };
  return [
    outlined(`${slideId}.tile`, 'rect', box, stroke, palette.surface),
    filledShape(`${slideId}.edge`, 'rect', { ...box, w: EDGE }, palette.primary),
  ];
}

/** The text frame of a tile, under its marker line when the page's steps have markers. */
export function tileText(tileBox: Box, marked: boolean): Box {
  const top = tileBox.y + TILE_PAD + (marked ? MARKER_H : 0);
  const x = tileBox.x + EDGE + TILE_PAD - 4;
  return {
    x,
    y: top,
    w: tileBox.x + tileBox.w - TILE_PAD + 4 - x,
    h: tileBox.y + tileBox.h - TILE_PAD - top,
  };
}

function chevronTile(column: Box): Box {
  const y = column.y + CHEVRON_H + TILE_GAP;
  return { x: column.x, y, w: column.w, h: column.y + column.h - y };
}

/** Tile contents: the step's marker (brand colour) over its text. */
function tileContent(
  id: string,
  box: Box,
  step: Step,
  hasMarkers: boolean,
  size: number,
  ctx: LayoutContext,
): Elements {
  const { palette } = ctx.theme;
  const text = tileText(box, hasMarkers);
  const elements: Elements = [
    stepText(`${id}.text`, text, step.text, size, palette.text, ctx, { valign: 'top' }),
  ];
  if (step.marker) {
    const markerBox = { x: text.x, y: box.y + TILE_PAD - 4, w: text.w, h: MARKER_H };
    elements.unshift(
      label(
        {
          id: `${id}.marker`,
          box: markerBox,
          text: step.marker,
          color: palette.primary,
          max: 18,
          min: 14,
          align: 'left',
        },
        ctx,
      ),
    );
  }
  return elements;
}

/** The size a page's steps fit at as columns (at most `max`), or undefined. */
function columnsSize(area: Box, ctx: LayoutContext) {
  return (chunk: readonly string[], start: number, max?: number): number | undefined =>
    listSize(
      chunk,
      start,
      (steps) => tileText(chevronTile(columnsOf(area, steps.length, 10)[0]!), marked(steps)),
      ctx,
      { columns: true, max },
    );
}

const ARROW_W = 92;

/** Long steps: rows of outlined tiles, each led by a chevron with its index. */
const ROWS: RowLook = {
  lead: ARROW_W,
  gutter: 8,
  gap: 10,
  pad: 16,
  drawLead: (id, box, step, ctx) => {
    const h = Math.min(box.h, 64);
    const arrow = { ...box, y: box.y + (box.h - h) / 2, h };
    const inner = { ...arrow, x: arrow.x + h / 2 - 4, w: arrow.w - h + 8 };
    const { palette } = ctx.theme;
    return [
      filledShape(`${id}.arrow`, 'chevron', arrow, palette.primary),
      label(
        {
          id: `${id}.number`,
          box: inner,
          text: chapterNumber(step.index),
          color: palette.onPrimary,
          max: 22,
        },
        ctx,
      ),
    ];
  },
  drawRow: (id, box, _step, ctx) => ({
    elements: tile(id, box, ctx),
    text: ctx.theme.palette.text,
    marker: ctx.theme.palette.primary,
  }),
};

/** Chevron arrows with '01' indices over outlined tiles. */
export const techNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'chevrons',
  header: true,
  plan(points, { area, ctx }) {
    return columnsOrRows(points, MAX_COLUMNS, columnsSize(area, ctx), area, ROWS, ctx);
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    if (!inColumns(page, columnsSize(area, ctx))) return leadRows(slideId, page, area, ROWS, ctx);
    const steps = stepsOf(page.points, page.start);
    const full = columnsOf(area, steps.length, 10);
    const room = chevronTile(full[0]!);
    const texts = steps.map((step) => step.text);
    const needed = tallestText(texts, tileText(room, marked(steps)), page.size, ctx);
    const tileH = Math.min(
      room.h,
      Math.max(200, needed + 2 * TILE_PAD + (marked(steps) ? MARKER_H : 0)),
    );
    const drop = (room.h - tileH) * 0.42;
    const columns = full.map((column) => ({
      ...column,
      y: column.y + drop,
      h: CHEVRON_H + TILE_GAP + tileH,
    }));
    const elements: Elements = [];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = columns[index]!;
      const notch = CHEVRON_H / 2;
      const last = index === steps.length - 1;
      const arrow = {
        x: column.x,
        y: column.y,
        w: column.w + (last ? 0 : 10 + notch - 4),
        h: CHEVRON_H,
      };
      const index01 = {
        x: arrow.x + notch,
        y: arrow.y,
        w: column.w - notch - (last ? notch : 0),
        h: CHEVRON_H,
      };
      const box = chevronTile(column);
      elements.push(
        filledShape(`${id}.arrow`, 'chevron', arrow, palette.primary),
        label(
          {
            id: `${id}.number`,
            box: index01,
            text: chapterNumber(step.index),
            color: palette.onPrimary,
            max: 24,
          },
          ctx,
        ),
        ...tile(id, box, ctx),
        ...tileContent(id, box, step, marked(steps), page.size, ctx),
      );
    });
    return elements;
  },
};
