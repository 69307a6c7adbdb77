import { mix } from '../../themes/contrast.js';
import { chapterNumber, type LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import {
  fittingPages,
  label,
  labelWidth,
  labelId,
  labelOf,
  line,
  stepText,
  stepsOf,
  listSize,
  timelinePlan,
  type Elements,
  type Step,
} from './steps-shared.js';

/**
 * Minimal steps: typographic, no panels and no icons. Numbered steps are rows between
 * hairlines, a large light number (or the step's own marker) in a margin column, the text in
 * a column set off from it; the timeline is one vertical hairline with small dots, the dates
 * right-aligned in the margin column beside it.
 */

const ROWS = 5;
const COLUMN_GAP = 28;

const hairline = (ctx: LayoutContext) => ({
  color: mix(ctx.theme.palette.text, ctx.theme.palette.background, 0.72),
  width: 0.75,
});

/** The quiet sheet of the text column: the theme's surface, lightened towards the page. */
const quiet = (ctx: LayoutContext) =>
  mix(ctx.theme.palette.surface, ctx.theme.palette.background, 0.3);

/** Width of the margin column: the widest label at `size`, within [least, 240]. */
function margin(labels: readonly string[], size: number, least: number, ctx: LayoutContext) {
  const widest = Math.max(...labels.map((text) => labelWidth(text, size, ctx, false)));
  return Math.min(240, Math.max(least, widest + 16));
}

const marginOf = (steps: readonly Step[], ctx: LayoutContext) =>
  steps.some((step) => step.marker)
    ? margin(
        steps.map((step) => labelOf(step)),
        26,
        120,
        ctx,
      )
    : 120;

const rowPitch = (area: Box, count: number) => Math.min(count <= 2 ? 150 : 112, area.h / count);

function rowText(area: Box, count: number, left: number): Box {
  const x = area.x + left + COLUMN_GAP;
  return { x, y: 0, w: area.x + area.w - x, h: rowPitch(area, count) - 2 };
}

/** Rows between hairlines: large light numbers in a margin column, the text beside them. */
export const minimalNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'margin',
  header: true,
  plan(points, { area, ctx }) {
    return fittingPages(points, ROWS, (chunk, start) =>
      listSize(chunk, start, (steps) => rowText(area, steps.length, marginOf(steps, ctx)), ctx),
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const left = marginOf(steps, ctx);
    const pitch = rowPitch(area, steps.length);
    const top = area.y + (area.h - pitch * steps.length) * 0.42;
    const text = rowText(area, steps.length, left);
    const stroke = hairline(ctx);
    const sheetX = text.x - COLUMN_GAP / 2;
    const sheet = { x: sheetX, y: top, w: area.x + area.w - sheetX, h: pitch * steps.length };
    const elements: Elements = [filledShape(`${slideId}.sheet`, 'rect', sheet, quiet(ctx))];
    steps.forEach((step, row) => {
      const id = `${slideId}.row-${row + 1}`;
      const y = top + row * pitch;
      const number = { x: area.x, y: y + 6, w: left, h: pitch - 12 };
      elements.push(
        line(`${id}.hairline`, { x: area.x, y, w: area.w, h: 0 }, stroke),
        label(
          {
            id: labelId(id, step),
            box: number,
            text: labelOf(step),
            color: palette.textMuted,
            max: step.marker ? 26 : 48,
            bold: false,
            align: 'left',
          },
          ctx,
        ),
        stepText(`${id}.text`, { ...text, y: y + 1 }, step.text, page.size, palette.text, ctx),
      );
    });
    const end = top + steps.length * pitch;
    elements.push(line(`${slideId}.end-hairline`, { x: area.x, y: end, w: area.w, h: 0 }, stroke));
    return elements;
  },
};

const DOT = 8;

const datesOf = (steps: readonly Step[], ctx: LayoutContext) =>
  margin(
    steps.map((step) => labelOf(step)),
    24,
    96,
    ctx,
  );

const timelinePitch = (area: Box, count: number) => Math.min(104, area.h / count);

function timelineText(area: Box, count: number, dates: number): Box {
  const x = area.x + dates + 2 * COLUMN_GAP;
  return { x, y: 0, w: area.x + area.w - x - 16, h: timelinePitch(area, count) - 8 };
}

/** One vertical hairline with small dots, dates right-aligned in the margin column. */
export const minimalTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'hairline',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(
      points,
      (steps) => timelineText(area, steps.length, datesOf(steps, ctx)),
      ctx,
      26,
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const dates = datesOf(steps, ctx);
    const pitch = timelinePitch(area, steps.length);
    const top = area.y + (area.h - pitch * steps.length) * 0.42;
    const axis = area.x + dates + COLUMN_GAP;
    const text = timelineText(area, steps.length, dates);
    const sheetX = axis + COLUMN_GAP / 2;
    const sheet = { x: sheetX, y: top, w: area.x + area.w - sheetX, h: pitch * steps.length };
    const elements: Elements = [
      filledShape(`${slideId}.sheet`, 'rect', sheet, quiet(ctx)),
      line(`${slideId}.axis`, { x: axis, y: top, w: 0, h: pitch * steps.length }, hairline(ctx)),
    ];
    steps.forEach((step, row) => {
      const id = `${slideId}.step-${row + 1}`;
      const y = top + row * pitch;
      const middle = y + pitch / 2;
      const dot = { x: axis - DOT / 2, y: middle - DOT / 2, w: DOT, h: DOT };
      elements.push(
        label(
          {
            id: labelId(id, step),
            box: { x: area.x, y: y + 4, w: dates, h: pitch - 8 },
            text: labelOf(step, chapterNumber),
            color: palette.primary,
            max: 24,
            bold: false,
            align: 'right',
          },
          ctx,
        ),
        filledShape(`${id}.dot`, 'ellipse', dot, palette.primary),
        stepText(`${id}.text`, { ...text, y: y + 4 }, step.text, page.size, palette.text, ctx),
      );
    });
    return elements;
  },
};
