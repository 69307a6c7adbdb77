import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, panel, type Box } from '../elements.js';
import {
  fittingPages,
  label,
  labelWidth,
  labelId,
  labelOf,
  line,
  chartFill,
  stepText,
  stepsOf,
  tallestText,
  textsLast,
  listSize,
  timelinePlan,
  type Elements,
  type Step,
} from './steps-shared.js';

/**
 * Campus steps: friendly and round. Numbered steps are circles in the chart colours strung on
 * a path, each beside a rounded card, the cards staggered left and right, a step's own marker
 * in a coloured pill; the timeline zig-zags, rounded cards with coloured pill heads above and
 * below a line of numbered circles.
 */

const ROWS = 5;
const STAGGER = 28;
const PILL_H = 30;
const CARD_PAD = 18;

const digit = (index: number) => String(index + 1);
const round = (ctx: LayoutContext, h: number) => Math.min(h / 2, Math.max(ctx.theme.radius, 16));
const pathColour = (ctx: LayoutContext) =>
  mix(ctx.theme.palette.primary, ctx.theme.palette.background, 0.6);

interface Row {
  pitch: number;
  circle: number;
  /** Width of the marker pills (0 when no step has a marker). */
  pill: number;
  /** How far every other card moves right (none for one card). */
  stagger: number;
}

function rowOf(area: Box, steps: readonly Step[], ctx: LayoutContext): Row {
  const pitch = Math.min(steps.length <= 2 ? 150 : 112, area.h / steps.length);
  const widest = Math.max(0, ...steps.map((step) => labelWidth(step.marker, 16, ctx)));
  const pill = steps.some((step) => step.marker) ? Math.min(170, Math.max(64, widest + 28)) : 0;
  const stagger = steps.length > 1 ? STAGGER : 0;
  return { pitch, circle: Math.min(52, pitch - 16), pill, stagger };
}

/** Space between two cards. */
const CARD_GAP = 8;

function card(area: Box, row: Row, index: number): Box {
  const x = area.x + row.circle + 28 + (index % 2 === 1 ? row.stagger : 0);
  return { x, y: 0, w: area.w - row.circle - 28 - row.stagger, h: row.pitch - CARD_GAP };
}

function cardText(box: Box, row: Row): Box {
  const x = box.x + CARD_PAD + (row.pill ? row.pill + 12 : 0);
  return { x, y: box.y + 1, w: box.x + box.w - CARD_PAD - x, h: box.h - 2 };
}

/** Numbered circles on a path, staggered rounded cards beside them. */
export const campusNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'path',
  header: true,
  plan(points, { area, ctx }) {
    return fittingPages(points, ROWS, (chunk, start) =>
      listSize(
        chunk,
        start,
        (steps) => cardText(card(area, rowOf(area, steps, ctx), 0), rowOf(area, steps, ctx)),
        ctx,
      ),
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const row = rowOf(area, steps, ctx);
    const top = area.y + (area.h - row.pitch * steps.length) * 0.42;
    const cx = area.x + row.circle / 2 + 2;
    const centre = (index: number) => top + index * row.pitch + row.pitch / 2;
    const stroke = { color: pathColour(ctx), width: 3 };
    const span = centre(steps.length - 1) - centre(0);
    const elements: Elements = [
      line(`${slideId}.path`, { x: cx, y: centre(0), w: 0, h: span }, stroke),
    ];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const y = centre(index);
      const colour = chartFill(index, ctx);
      const circle = {
        x: cx - row.circle / 2,
        y: y - row.circle / 2,
        w: row.circle,
        h: row.circle,
      };
      const box = { ...card(area, row, index), y: y - (row.pitch - CARD_GAP) / 2 };
      const joint = { x: cx, y, w: box.x - cx, h: 0 };
      elements.push(
        line(`${id}.joint`, joint, stroke),
        panel(`${id}.card`, box, palette.surface, round(ctx, box.h)),
        filledShape(`${id}.circle`, 'ellipse', circle, colour.fill),
        label(
          { id: `${id}.number`, box: circle, text: digit(step.index), color: colour.text, max: 22 },
          ctx,
        ),
        stepText(`${id}.text`, cardText(box, row), step.text, page.size, palette.text, ctx),
      );
      if (step.marker) {
        const pill = { x: box.x + CARD_PAD, y: y - PILL_H / 2, w: row.pill, h: PILL_H };
        elements.push(
          filledShape(`${id}.pill`, 'roundRect', pill, colour.fill, undefined, PILL_H / 2),
          label(
            { id: `${id}.marker`, box: pill, text: step.marker, color: colour.text, max: 16 },
            ctx,
          ),
        );
      }
    });
    return textsLast(elements);
  },
};

const NODE = 36;
const STEM = 16;
const HEAD_H = 34;

function zigzag(area: Box, count: number) {
  const pitch = area.w / count;
  // Cards on one side clear each other, the end ones moved in to stay on the page.
  const cardW = Math.min(2 * pitch - 16, (2.5 * pitch - 16) / 1.5, count <= 2 ? 380 : 320);
  const lineY = area.y + area.h / 2;
  const half = area.h / 2 - NODE / 2 - STEM;
  const text = { x: 0, y: 0, w: cardW - 2 * CARD_PAD + 8, h: half - HEAD_H - 12 - 16 };
  return { pitch, cardW, lineY, half, text };
}

/** A zig-zag timeline: pill-headed rounded cards above and below a line of circles. */
export const campusTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'zigzag',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(points, (steps) => zigzag(area, steps.length).text, ctx);
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const { pitch, cardW, lineY, half, text } = zigzag(area, steps.length);
    const tallest = tallestText(
      steps.map((step) => step.text),
      text,
      page.size,
      ctx,
    );
    const cardH = Math.min(half, Math.max(130, tallest + HEAD_H + 12 + 16));
    const stroke = { color: pathColour(ctx), width: 3 };
    const elements: Elements = [
      line(`${slideId}.line`, { x: area.x + pitch / 2, y: lineY, w: area.w - pitch, h: 0 }, stroke),
    ];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const centre = area.x + pitch * (index + 0.5);
      const above = index % 2 === 0;
      const colour = chartFill(index, ctx);
      const x = Math.min(Math.max(centre - cardW / 2, area.x), area.x + area.w - cardW);
      const y = above ? lineY - NODE / 2 - STEM - cardH : lineY + NODE / 2 + STEM;
      const box = { x, y, w: cardW, h: cardH };
      const head = { x: x + 6, y: y + 6, w: cardW - 12, h: HEAD_H };
      const body = {
        x: x + CARD_PAD - 4,
        y: y + 6 + HEAD_H + 6,
        w: text.w,
        h: cardH - HEAD_H - 12 - 8,
      };
      const stem = { x: centre, y: above ? y + cardH : lineY, w: 0, h: NODE / 2 + STEM };
      const node = { x: centre - NODE / 2, y: lineY - NODE / 2, w: NODE, h: NODE };
      const dot = { x: centre - 6, y: lineY - 6, w: 12, h: 12 };
      elements.push(
        line(`${id}.stem`, stem, stroke),
        panel(`${id}.card`, box, palette.surface, round(ctx, 40)),
        filledShape(`${id}.head`, 'roundRect', head, colour.fill, undefined, HEAD_H / 2),
        label(
          {
            id: labelId(id, step),
            box: head,
            text: labelOf(step, digit),
            color: colour.text,
            max: 18,
          },
          ctx,
        ),
        filledShape(`${id}.node`, 'ellipse', node, colour.fill),
        filledShape(`${id}.node-dot`, 'ellipse', dot, palette.background),
        stepText(`${id}.text`, body, step.text, page.size, palette.text, ctx, { align: 'center' }),
      );
    });
    return elements;
  },
};
