import { mix } from '../../themes/contrast.js';
import { hairlineColor } from '../chrome.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import {
  chineseNumber,
  columnsOf,
  fittingPages,
  label,
  labelWidth,
  labelId,
  labelOf,
  stepText,
  stepsOf,
  tallestText,
  listSize,
  timelinePlan,
  type Elements,
  type Step,
} from './steps-shared.js';

/**
 * Government steps: formal, square and symmetric. Numbered rows are led by a solid brand block
 * carrying the step's ordinal (一、二、三) or its own marker, on ruled bands between a heavy
 * rule above and a rule below; the timeline's dates sit in a bar of solid brand blocks, each
 * hanging a square node over a square card with a heavy top rule.
 */

const ROWS = 5;
const ROW_PAD = 20;
const HEAVY = 3;

const rowLabels = (steps: readonly Step[]) => steps.map((step) => labelOf(step, chineseNumber));

function blockWidth(labels: readonly string[], ctx: LayoutContext): number {
  const widest = Math.max(...labels.map((text) => labelWidth(text, 22, ctx)));
  return Math.min(180, Math.max(72, widest + 32));
}

function rowPitch(area: Box, count: number): number {
  return Math.min(count <= 2 ? 150 : 116, (area.h - 2 * HEAVY) / count);
}

function rowText(area: Box, count: number, block: number): Box {
  const x = area.x + block + ROW_PAD;
  return { x, y: 0, w: area.x + area.w - ROW_PAD - x, h: rowPitch(area, count) - 2 };
}

/** Numbered rows on ruled bands, each led by a solid block with its ordinal. */
export const governmentNumbered: ContentLayout = {
  id: 'numbered',
  variant: 'block-rows',
  header: true,
  plan(points, { area, ctx }) {
    return fittingPages(points, ROWS, (chunk, start) =>
      listSize(
        chunk,
        start,
        (steps) => rowText(area, steps.length, blockWidth(rowLabels(steps), ctx)),
        ctx,
      ),
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const labels = rowLabels(steps);
    const count = steps.length;
    const block = blockWidth(labels, ctx);
    const pitch = rowPitch(area, count);
    const top = area.y + HEAVY + (area.h - 2 * HEAVY - pitch * count) * 0.42;
    const text = rowText(area, count, block);
    const bands = [palette.surface, mix(palette.surface, palette.background, 0.55)];
    const elements: Elements = [
      filledShape(
        `${slideId}.top-rule`,
        'rect',
        { x: area.x, y: top - HEAVY, w: area.w, h: HEAVY },
        palette.primary,
      ),
    ];
    steps.forEach((step, row) => {
      const id = `${slideId}.row-${row + 1}`;
      const y = top + row * pitch;
      const band = { x: area.x + block, y, w: area.w - block, h: pitch };
      const box = { x: area.x, y: y + (row > 0 ? 1 : 0), w: block, h: pitch - (row > 0 ? 1 : 0) };
      elements.push(
        filledShape(`${id}.band`, 'rect', band, bands[row % 2]!),
        filledShape(`${id}.block`, 'rect', box, palette.primary),
        label(
          { id: labelId(id, step), box, text: labels[row]!, color: palette.onPrimary, max: 24 },
          ctx,
        ),
        stepText(`${id}.text`, { ...text, y: y + 1 }, step.text, page.size, palette.text, ctx),
      );
      if (row > 0) {
        const rule = { x: band.x, y, w: band.w, h: 1 };
        elements.push(filledShape(`${id}.divider`, 'rect', rule, hairlineColor(ctx)));
      }
    });
    const bottom = { x: area.x, y: top + count * pitch, w: area.w, h: 1.5 };
    elements.push(filledShape(`${slideId}.bottom-rule`, 'rect', bottom, palette.primary));
    return elements;
  },
};

const BAR_H = 48;
/** From the bar's foot to the card's top rule: the node hangs half way. */
const DROP = 40;
const NODE = 12;
const CARD_PAD = 14;
const CARD_MIN = 200;
const GAP = 8;

function cardText(column: Box, area: Box): Box {
  const y = area.y + BAR_H + DROP + HEAVY + CARD_PAD;
  return {
    x: column.x + CARD_PAD,
    y,
    w: column.w - 2 * CARD_PAD,
    h: area.y + area.h - CARD_PAD - y,
  };
}

/** A bar of solid blocks carrying the dates, square nodes hanging over square ruled cards. */
export const governmentTimeline: ContentLayout = {
  id: 'timeline',
  variant: 'date-bar',
  header: true,
  plan(points, { area, ctx }) {
    return timelinePlan(
      points,
      (steps) => cardText(columnsOf(area, steps.length, GAP)[0]!, area),
      ctx,
    );
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const steps = stepsOf(page.points, page.start);
    const columns = columnsOf(area, steps.length, GAP);
    const probe = cardText(columns[0]!, area);
    const texts = steps.map((step) => step.text);
    const room = area.h - BAR_H - DROP;
    const cardH = Math.min(
      room,
      Math.max(CARD_MIN, tallestText(texts, probe, page.size, ctx) + 2 * CARD_PAD + HEAVY),
    );
    const top = area.y + (room - cardH) * 0.42;
    const elements: Elements = [];
    steps.forEach((step, index) => {
      const id = `${slideId}.step-${index + 1}`;
      const column = columns[index]!;
      const centre = column.x + column.w / 2;
      const bar = { x: column.x, y: top, w: column.w, h: BAR_H };
      const card = { x: column.x, y: top + BAR_H + DROP, w: column.w, h: cardH };
      const stem = { x: centre - 1, y: top + BAR_H, w: 2, h: DROP };
      const node = { x: centre - NODE / 2, y: top + BAR_H + (DROP - NODE) / 2, w: NODE, h: NODE };
      const text = { ...probe, x: column.x + CARD_PAD, y: card.y + HEAVY + CARD_PAD };
      elements.push(
        filledShape(`${id}.block`, 'rect', bar, palette.primary),
        label(
          {
            id: labelId(id, step),
            box: { ...bar, x: bar.x + 4, w: bar.w - 8 },
            text: labelOf(step, chineseNumber),
            color: palette.onPrimary,
            max: steps.length <= 4 ? 24 : 20,
          },
          ctx,
        ),
        filledShape(`${id}.stem`, 'rect', stem, palette.primary),
        filledShape(`${id}.node`, 'rect', node, palette.primary),
        filledShape(`${id}.card`, 'rect', card, palette.surface),
        filledShape(`${id}.card-top`, 'rect', { ...card, h: HEAVY }, palette.primary),
        stepText(
          `${id}.text`,
          { ...text, h: cardH - HEAVY - 2 * CARD_PAD },
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
