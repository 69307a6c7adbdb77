import { mix } from '../../themes/contrast.js';
import { chapterNumber } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import {
  columnsOf,
  label,
  line,
  outlined,
  stepText,
  stepsOf,
  tallestText,
  timelinePlan,
  type Elements,
} from './steps-shared.js';
import { EDGE, TILE_PAD, tile, tileText } from './steps-tech.js';

const INDEX_H = 40;
const DATE_H = 28;
const RAIL_GAP = 24;
const NODE = 16;
const GLOW = 34;
const railY = (top: number) => top + INDEX_H + DATE_H + RAIL_GAP;

function railTile(column: Box, top: number, bottom: number): Box {
  const y = railY(top) + RAIL_GAP;
  return { x: column.x, y, w: column.w, h: bottom - y };
}

/** A rail with glowing outlined nodes, '01' indices and dates above, outlined tiles below. */
export const techTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'rail',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(
      points,
      (steps) => {
        const column = columnsOf(area, steps.length, 12)[0]!;
        return tileText(railTile(column, area.y, area.y + area.h), false);
      },
      ctx,
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const columns = columnsOf(area, steps.length, 12);
    const full = railTile(columns[0]!, area.y, area.y + area.h);
    const needed =
      tallestText(
        steps.map((step) => step.text),
        tileText(full, false),
        page.size,
        ctx,
      ) +
      2 * TILE_PAD;
    const tileH = Math.min(full.h, Math.max(170, needed));
    const top = area.y + (full.h - tileH) * 0.42;
    const rail = railY(top);
    const first = columns[0]!;
    const last = columns[columns.length - 1]!;
    const elements: Elements = [
      line(
        `${slideId}.rail`,
        { x: first.x, y: rail, w: last.x + last.w - first.x, h: 0 },
        {
          color: mix(palette.primary, palette.background, 0.35),
          width: 2,
        },
      ),
    ];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = columns[index]!;
      const x = column.x + EDGE + TILE_PAD - 4;
      const glow = { x: x + 4, y: rail - GLOW / 2, w: GLOW, h: GLOW };
      const node = { x: glow.x + (GLOW - NODE) / 2, y: rail - NODE / 2, w: NODE, h: NODE };
      const box = { ...railTile(column, top, top + 0), h: tileH };
      elements.push(
        filledShape(`${id}.glow`, 'ellipse', glow, palette.primary, 78),
        outlined(
          `${id}.node`,
          'ellipse',
          node,
          { color: palette.primary, width: 2 },
          palette.background,
        ),
        label(
          {
            id: `${id}.number`,
            box: { x, y: top, w: column.w - x + column.x, h: INDEX_H },
            text: chapterNumber(step.index),
            color: palette.primary,
            max: 30,
            align: 'left',
            valign: 'bottom',
          },
          ctx,
        ),
        ...tile(id, box, ctx),
        ...(step.marker
          ? [
              label(
                {
                  id: `${id}.marker`,
                  box: { x, y: top + INDEX_H, w: column.w - x + column.x, h: DATE_H },
                  text: step.marker,
                  color: palette.text,
                  max: 18,
                  min: 12,
                  align: 'left',
                },
                ctx,
              ),
            ]
          : []),
        stepText(`${id}.text`, tileText(box, false), step.text, page.size, palette.text, ctx, {
          valign: 'top',
        }),
      );
    });
    return elements;
  },
};
