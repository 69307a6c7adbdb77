import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { hairlineColor } from './chrome.js';
import { chapterNumber, type LayoutContext } from './context.js';
import { SMALL_MIN, type ContentLayout } from './content-layout.js';
import {
  filledShape,
  fittedTextBox,
  frameOf,
  neededHeight,
  panel,
  textBox,
  type Box,
} from './elements.js';
import { splitMarker, visualLength } from './point-shape.js';

const MIN_STEPS = 2;
const MAX_STEPS = 6;
const LINE_OFFSET = 78;
const NODE = 18;
const MARKER_HEIGHT = 40;
const BODY = { max: 22, min: SMALL_MIN };
/** Longer steps read better as numbered rows. */
const MAX_STEP_LENGTH = 40;

interface Step {
  marker: string;
  text: string;
}

function steps(points: readonly string[], start: number): Step[] {
  return points.map((point, index) => {
    const { marker, rest } = splitMarker(point);
    return { marker: marker || chapterNumber(start + index), text: rest };
  });
}

function columns(area: Box, count: number): Box[] {
  const w = area.w / count;
  return Array.from({ length: count }, (_, index) => ({
    x: area.x + index * w,
    y: area.y,
    w,
    h: area.h,
  }));
}

/** Gap between the line and the step cards, and the cards' inner padding. */
const CARD_TOP = NODE / 2 + 18;
const CARD_PAD = 14;
const CARD_MIN = 112;

/** The text frame of a step: inside its card, which spans the column below the line. */
function textArea(column: Box, area: Box): Box {
  const top = area.y + LINE_OFFSET + CARD_TOP + CARD_PAD;
  const x = column.x + 8 + CARD_PAD;
  return { x, y: top, w: column.w - 16 - 2 * CARD_PAD, h: area.y + area.h - top - CARD_PAD };
}

function stepSize(list: readonly Step[], area: Box, ctx: LayoutContext): number | undefined {
  const column = columns(area, list.length)[0]!;
  const frame = frameOf({ ...textArea(column, area), font: 'body' });
  const sizes = list.map((step) => largestFittingSize([step.text], BODY, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? BODY.min));
}

/** A horizontal timeline: markers (years, 第一, step numbers) above a line, text below. */
export const timelineLayout: ContentLayout = {
  id: 'timeline',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length < MIN_STEPS || points.length > MAX_STEPS) return undefined;
    if (points.some((point) => visualLength(point) > MAX_STEP_LENGTH)) return undefined;
    const size = stepSize(steps(points, 0), area, ctx);
    return size === undefined ? undefined : [{ points, size, start: 0 }];
  },
  render(slideId, page, { area, ctx }) {
    const { palette, radius } = ctx.theme;
    const list = steps(page.points, page.start);
    const cols = columns(area, list.length);
    const probe = textArea(cols[0]!, area);
    const tallest = Math.max(
      ...list.map((step) =>
        neededHeight({ ...probe, font: 'body', paragraphs: [step.text] }, page.size, ctx.measurer),
      ),
    );
    const cardH = Math.min(
      Math.max(CARD_MIN, tallest + 2 * CARD_PAD),
      area.h - LINE_OFFSET - CARD_TOP,
    );
    const block = LINE_OFFSET + CARD_TOP + cardH;
    const shift = Math.max(0, (area.h - block) * 0.42);
    const lineY = area.y + shift + LINE_OFFSET;
    const first = cols[0]!;
    const last = cols[cols.length - 1]!;
    const line = { x: first.x + first.w / 2, y: lineY - 1.5, w: last.x - first.x, h: 3 };
    const elements: DeckElement[] = [
      filledShape(`${slideId}.line`, 'rect', line, hairlineColor(ctx)),
    ];
    list.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = cols[index]!;
      const centre = column.x + column.w / 2;
      const node = { x: centre - NODE / 2, y: lineY - NODE / 2, w: NODE, h: NODE };
      const card = { x: column.x + 8, y: lineY + CARD_TOP, w: column.w - 16, h: cardH };
      const text = textArea(column, area);
      elements.push(
        filledShape(`${id}.node`, 'ellipse', node, palette.primary),
        fittedTextBox(
          {
            id: `${id}.marker`,
            x: column.x + 4,
            y: lineY - NODE / 2 - 8 - MARKER_HEIGHT,
            w: column.w - 8,
            h: MARKER_HEIGHT,
            font: 'heading',
            paragraphs: [step.marker],
            color: palette.primary,
            bold: true,
            align: 'center',
            valign: 'bottom',
            lineHeight: 1.2,
            maxSize: list.length <= 4 ? 30 : 22,
            minSize: 14,
          },
          ctx.measurer,
        ),
        panel(`${id}.card`, card, palette.surface, Math.min(radius, 10)),
        filledShape(
          `${id}.card-accent`,
          'rect',
          { x: centre - 16, y: card.y, w: 32, h: 3 },
          palette.primary,
        ),
        textBox({
          id: `${id}.text`,
          ...text,
          y: card.y + CARD_PAD,
          h: cardH - 2 * CARD_PAD,
          font: 'body',
          paragraphs: [step.text],
          color: palette.text,
          align: 'center',
          valign: 'middle',
          size: page.size,
        }),
      );
    });
    return elements;
  },
};
