import { contrastRatio, mix } from '../../themes/contrast.js';
import { chapterNumber, type LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, panel, type Box } from '../elements.js';
import {
  columnsOf,
  commonSize,
  label,
  marked,
  listSizes,
  labelId,
  labelOf,
  chartFill,
  stepText,
  stepsOf,
  tallestText,
  textsLast,
  timelinePlan,
  type Elements,
} from './steps-shared.js';
import { columnsOrRows, inColumns, leadRows, type RowLook } from './steps-rows.js';

/**
 * Vivid steps: bold colour. Numbered steps climb as a staircase of full colour blocks rising
 * left to right, the text on the colour; the timeline strings big overlapping circles in the
 * chart colours on a thick line, the dates inside them, tinted cards below.
 */

const MAX_COLUMNS = 5;
const GAP = 12;
const PAD = 16;
const NUMBER_H = 50;
const MARKER_H = 28;

/** The blocks of a staircase of `count` steps over `area`, lowest first. */
function stairs(area: Box, count: number): Box[] {
  const rise = count > 1 ? Math.min(48, (area.h * 0.3) / (count - 1)) : 0;
  return columnsOf(area, count, GAP).map((column, index) => {
    const h = area.h - rise * (count - 1 - index);
    return { ...column, y: area.y + area.h - h, h };
  });
}

function blockText(block: Box, marked: boolean): Box {
  const y = block.y + PAD + NUMBER_H + (marked ? MARKER_H : 0);
  return { x: block.x + PAD - 4, y, w: block.w - 2 * PAD + 8, h: block.y + block.h - PAD - y };
}

/** The size a page's steps fit at as a staircase (at most `max`), or undefined. */
function stairsSize(area: Box, ctx: LayoutContext) {
  return (chunk: readonly string[], start: number, max = 99): number | undefined => {
    const steps = stepsOf(chunk, start);
    const blocks = stairs(area, chunk.length);
    const sizes = listSizes(chunk.length, true);
    const frame = (index: number) => blockText(blocks[index]!, marked(steps));
    const texts = steps.map((step) => step.text);
    return commonSize(texts, frame, { ...sizes, max: Math.min(max, sizes.max) }, ctx);
  };
}

const CIRCLE = 72;

/** Long steps: colour bands stepping right, each led by an overlapping circle. */
const ROWS: RowLook = {
  lead: CIRCLE,
  gutter: -26,
  gap: 5,
  pad: 38,
  offset: (index) => index * 14,
  drawLead: (id, box, step, ctx) => {
    const size = Math.min(box.h, CIRCLE);
    const circle = { x: box.x, y: box.y + (box.h - size) / 2, w: size, h: size };
    const colour = chartFill(step.index + 1, ctx);
    return [
      filledShape(`${id}.circle`, 'ellipse', circle, colour.fill),
      label(
        {
          id: `${id}.number`,
          box: circle,
          text: chapterNumber(step.index),
          color: colour.text,
          max: 24,
        },
        ctx,
      ),
    ];
  },
  drawRow: (id, box, step, ctx) => {
    const colour = chartFill(step.index, ctx);
    return {
      elements: [panel(`${id}.band`, box, colour.fill, ctx.theme.radius)],
      text: colour.text,
      marker: colour.text,
    };
  },
};

/** A staircase of colour blocks rising left to right, number, marker and text on the colour. */
export const vividNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'stairs',
  header: true,
  plan(points, { area, ctx }) {
    return columnsOrRows(points, MAX_COLUMNS, stairsSize(area, ctx), area, ROWS, ctx);
  },
  render(slideId, page, { area, ctx }) {
    if (!inColumns(page, stairsSize(area, ctx))) return leadRows(slideId, page, area, ROWS, ctx);
    const steps = stepsOf(page.points, page.start);
    const blocks = stairs(area, steps.length);
    const elements: Elements = [];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const block = blocks[index]!;
      const colour = chartFill(index, ctx);
      const number = {
        x: block.x + PAD - 4,
        y: block.y + PAD,
        w: block.w - 2 * PAD + 8,
        h: NUMBER_H,
      };
      elements.push(
        panel(`${id}.block`, block, colour.fill, ctx.theme.radius),
        label(
          {
            id: `${id}.number`,
            box: number,
            text: chapterNumber(step.index),
            color: colour.text,
            max: 40,
            align: 'left',
          },
          ctx,
        ),
        stepText(
          `${id}.text`,
          blockText(block, marked(steps)),
          step.text,
          page.size,
          colour.text,
          ctx,
          {
            valign: 'top',
          },
        ),
      );
      if (step.marker) {
        const box = { ...number, y: number.y + NUMBER_H, h: MARKER_H };
        elements.push(
          label(
            {
              id: `${id}.marker`,
              box,
              text: step.marker,
              color: colour.text,
              max: 18,
              min: 14,
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

const CARD_GAP = 16;

function dots(area: Box, count: number) {
  const pitch = area.w / count;
  const size = Math.min(pitch * 0.92, 124, area.h * 0.36);
  const cardTop = size + CARD_GAP;
  const text = { x: 0, y: 0, w: pitch - 12 - 2 * PAD + 8, h: area.h - cardTop - 2 * PAD };
  return { pitch, size, cardTop, text };
}

/** A light tint of `colour` the body text reads on, else the theme's panel colour. */
function tint(colour: string, ctx: LayoutContext): string {
  const { palette } = ctx.theme;
  const light = mix(colour, palette.background, 0.82);
  return contrastRatio(light, palette.text) >= 4.5 ? light : palette.surface;
}

/** Big overlapping colour circles on a thick line, the dates inside, tinted cards below. */
export const vividTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'dots',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(points, (steps) => dots(area, steps.length).text, ctx);
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const { pitch, size, cardTop, text } = dots(area, steps.length);
    const tallest = tallestText(
      steps.map((step) => step.text),
      text,
      page.size,
      ctx,
    );
    const cardH = Math.min(area.h - cardTop, Math.max(150, tallest + 2 * PAD));
    const top = area.y + (area.h - cardTop - cardH) * 0.42;
    const middle = top + size / 2;
    const bar = { x: area.x + pitch / 2, y: middle - 5, w: area.w - pitch, h: 10 };
    const elements: Elements = [
      filledShape(`${slideId}.bar`, 'rect', bar, mix(palette.primary, palette.background, 0.7)),
    ];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const centre = area.x + pitch * (index + 0.5);
      const colour = chartFill(index, ctx);
      const echo = chartFill(index + 1, ctx).fill;
      const circle = { x: centre - size / 2, y: top, w: size, h: size };
      const small = size * 0.42;
      const ring = { x: centre + size * 0.18, y: top - size * 0.04, w: small, h: small };
      const inner = {
        x: centre - size * 0.36,
        y: middle - size * 0.36,
        w: size * 0.72,
        h: size * 0.72,
      };
      const card = { x: centre - pitch / 2 + 6, y: top + cardTop, w: pitch - 12, h: cardH };
      elements.push(
        filledShape(`${id}.echo`, 'ellipse', ring, echo),
        filledShape(`${id}.circle`, 'ellipse', circle, colour.fill),
        label(
          { id: labelId(id, step), box: inner, text: labelOf(step), color: colour.text, max: 24 },
          ctx,
        ),
        panel(`${id}.card`, card, tint(colour.fill, ctx), ctx.theme.radius),
        stepText(
          `${id}.text`,
          { ...text, x: card.x + PAD - 4, y: card.y + PAD, h: cardH - 2 * PAD },
          step.text,
          page.size,
          palette.text,
          ctx,
          { align: 'center' },
        ),
      );
    });
    return elements;
  },
};
