import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import {
  chineseNumber,
  columnsOf,
  label,
  labelId,
  labelOf,
  line,
  outlined,
  stepText,
  stepsOf,
  tallestText,
  textsLast,
  listSize,
  timelinePlan,
  type Elements,
  type Step,
} from './steps-shared.js';
import { columnsOrRows, inColumns, leadRows, type RowLook } from './steps-rows.js';

/**
 * Chinese classic steps: a scroll-like panel framed by a thin double rule holds the steps in
 * columns parted by vertical hairlines. Numbered steps are led by an outlined seal square with
 * the ordinal (一、二、三), the step's own marker beside it; the timeline runs as a thin double
 * line with small seals on it, the dates above, the texts below.
 */

/** Space between the scroll's frame and its columns. */
const INSET = 22;
const GAP = 20;
const SEAL = 38;
const MAX_COLUMNS = 5;

/** The scroll: a paper-toned panel in a double frame, square cornered. */
function scroll(slideId: string, area: Box, ctx: LayoutContext): Elements {
  const { palette } = ctx.theme;
  const paper = mix(palette.background, palette.surface, 0.55);
  const inner = { x: area.x + 5, y: area.y + 5, w: area.w - 10, h: area.h - 10 };
  return [
    outlined(`${slideId}.scroll`, 'rect', area, { color: palette.primary, width: 1.25 }, paper),
    outlined(`${slideId}.scroll-inner`, 'rect', inner, { color: palette.primary, width: 0.5 }),
  ];
}

function inside(area: Box): Box {
  return { x: area.x + INSET, y: area.y + INSET, w: area.w - 2 * INSET, h: area.h - 2 * INSET };
}

/** Vertical hairlines between the columns, from `top` down `height`. */
function dividers(
  slideId: string,
  columns: readonly Box[],
  top: number,
  height: number,
  ctx: LayoutContext,
) {
  const color = mix(ctx.theme.palette.primary, ctx.theme.palette.background, 0.55);
  return columns.slice(1).map((column, index) =>
    line(
      `${slideId}.divider-${index + 1}`,
      { x: column.x - GAP / 2, y: top, w: 0, h: height },
      {
        color,
        width: 0.75,
      },
    ),
  );
}

/** Room under the seal row for the text of a column. */
function columnText(column: Box): Box {
  const y = column.y + SEAL + 18;
  return { x: column.x, y, w: column.w, h: column.y + column.h - y };
}

/** The size a page's steps fit at as columns (at most `max`), or undefined. */
function columnsSize(area: Box, ctx: LayoutContext) {
  return (chunk: readonly string[], start: number, max?: number): number | undefined =>
    listSize(
      chunk,
      start,
      (steps) => columnText(columnsOf(inside(area), steps.length, GAP)[0]!),
      ctx,
      { columns: true, max },
    );
}

const seal = (id: string, box: Box, step: Step, ctx: LayoutContext): Elements => [
  outlined(`${id}.seal`, 'rect', box, { color: ctx.theme.palette.primary, width: 1.5 }),
  label(
    {
      id: `${id}.number`,
      box,
      text: chineseNumber(step.index),
      color: ctx.theme.palette.primary,
      max: 20,
    },
    ctx,
  ),
];

/** Long steps: rows in the scroll, a seal before each, hairlines under them. */
const ROWS: RowLook = {
  lead: SEAL,
  gutter: 12,
  gap: 0,
  pad: 8,
  drawLead: (id, box, step, ctx) =>
    seal(id, { ...box, y: box.y + (box.h - SEAL) / 2, h: SEAL }, step, ctx),
  drawRow: (id, box, _step, ctx) => {
    const { palette } = ctx.theme;
    const color = mix(palette.primary, palette.background, 0.55);
    const under = { x: box.x, y: box.y + box.h, w: box.w, h: 0 };
    return {
      elements: [line(`${id}.hairline`, under, { color, width: 0.75 })],
      text: palette.text,
      marker: palette.primary,
    };
  },
};

/** Steps as columns in a scroll, each led by a seal square and its marker. */
export const classicNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'seal-columns',
  header: true,
  plan(points, { area, ctx }) {
    return columnsOrRows(points, MAX_COLUMNS, columnsSize(area, ctx), inside(area), ROWS, ctx);
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const body = inside(area);
    if (!inColumns(page, columnsSize(area, ctx))) {
      return [...scroll(slideId, area, ctx), ...leadRows(slideId, page, body, ROWS, ctx)];
    }
    const steps = stepsOf(page.points, page.start);
    const full = columnsOf(body, steps.length, GAP);
    const texts = steps.map((step) => step.text);
    const block = SEAL + 18 + tallestText(texts, columnText(full[0]!), page.size, ctx);
    const drop = Math.max(0, (body.h - block) * 0.42);
    const columns = full.map((column) => ({ ...column, y: column.y + drop, h: column.h - drop }));
    const elements: Elements = [...scroll(slideId, area, ctx)];
    elements.push(...dividers(slideId, columns, body.y, body.h, ctx));
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = columns[index]!;
      const box = { x: column.x + 4, y: column.y, w: SEAL, h: SEAL };
      const marker = { x: box.x + SEAL + 8, y: box.y, w: column.w - SEAL - 12, h: SEAL };
      elements.push(
        ...seal(id, box, step, ctx),
        stepText(`${id}.text`, columnText(column), step.text, page.size, palette.text, ctx, {
          valign: 'top',
        }),
      );
      if (step.marker) {
        elements.push(
          label(
            {
              id: `${id}.marker`,
              box: marker,
              text: step.marker,
              color: palette.primary,
              max: 20,
              align: 'left',
            },
            ctx,
          ),
        );
      }
    });
    return textsLast(elements);
  },
};

const DATE_H = 44;
/** The double line's distance below the dates, and the texts' below the line. */
const LINE_GAP = 26;
const TEXT_GAP = 30;
const NODE = 14;

function timelineText(column: Box): Box {
  const y = column.y + DATE_H + LINE_GAP + TEXT_GAP;
  return { x: column.x, y, w: column.w, h: column.y + column.h - y };
}

/** A thin double line across a scroll, small seals on it, dates above and texts below. */
export const classicTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'scroll-line',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(
      points,
      (steps) => timelineText(columnsOf(inside(area), steps.length, GAP)[0]!),
      ctx,
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const body = inside(area);
    const columns = columnsOf(body, steps.length, GAP);
    const lineY = body.y + DATE_H + LINE_GAP;
    const stroke = { color: palette.primary, width: 0.75 };
    const elements: Elements = [
      ...scroll(slideId, area, ctx),
      line(`${slideId}.line-upper`, { x: body.x, y: lineY - 2, w: body.w, h: 0 }, stroke),
      line(`${slideId}.line-lower`, { x: body.x, y: lineY + 2, w: body.w, h: 0 }, stroke),
      ...dividers(
        slideId,
        columns,
        lineY + TEXT_GAP - 8,
        body.y + body.h - lineY - TEXT_GAP + 8,
        ctx,
      ),
    ];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = columns[index]!;
      const centre = column.x + column.w / 2;
      const frame = { x: centre - NODE / 2 - 4, y: lineY - NODE / 2 - 4, w: NODE + 8, h: NODE + 8 };
      const seal = { x: centre - NODE / 2, y: lineY - NODE / 2, w: NODE, h: NODE };
      const date = { x: column.x, y: body.y, w: column.w, h: DATE_H };
      elements.push(
        outlined(
          `${id}.seal-frame`,
          'rect',
          frame,
          stroke,
          mix(palette.background, palette.surface, 0.55),
        ),
        filledShape(`${id}.seal`, 'rect', seal, palette.primary),
        label(
          {
            id: labelId(id, step),
            box: date,
            text: labelOf(step, chineseNumber),
            color: palette.primary,
            max: steps.length <= 4 ? 24 : 20,
            valign: 'bottom',
          },
          ctx,
        ),
        stepText(`${id}.text`, timelineText(column), step.text, page.size, palette.text, ctx, {
          align: 'center',
        }),
      );
    });
    return elements;
  },
};
