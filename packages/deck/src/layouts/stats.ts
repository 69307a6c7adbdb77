import type { ChartElement, DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import type { LayoutContext } from './context.js';
import { SMALL_MIN, type BodyPage, type ContentLayout } from './content-layout.js';
import {
  balancedTextBox,
  filledShape,
  fittedTextBox,
  frameOf,
  neededHeight,
  panel,
  type Box,
} from './elements.js';
import { pointFigure, visualLength, type PointFigure } from './point-shape.js';

const LABEL = { max: 18, min: SMALL_MIN };
const CHART_WIDTH = 440;
const ROW_NUMBER = 40;
const CARD_PAD = 24;
const CARD_MAX_H = 300;
/** Figures shrink to this size at the least; a figure that does not fit changes the layout. */
export const FIGURE_MIN = 20;
/** Height of the figure on a card: larger when there are only two. */
const cardNumber = (count: number) => (count <= 2 ? 108 : 88);
const cardFigureSize = (count: number) => (count <= 2 ? 80 : count === 3 ? 64 : 54);

export function numbers(points: readonly string[]): PointFigure[] | undefined {
  const parsed = points.map(pointFigure);
  return parsed.every((entry): entry is PointFigure => entry !== undefined) ? parsed : undefined;
}

/**
 * The id of a stat's figure: `.value` where it leads its point, `.value-end` where it ends it
 * ('比亚迪 32%'): reading the slide back puts it last (slide-source.ts).
 */
export const figureId = (stat: string, entry: PointFigure) =>
  `${stat}.${entry.at === 'end' ? 'value-end' : 'value'}`;

/** A stat's figure and label in the order of its point: the label first before a trailing one. */
export const inPointOrder = <T>(entry: PointFigure, figure: T, label: T): T[] =>
  entry.at === 'end' ? [label, figure] : [figure, label];

/**
 * Three or more quantities of one kind (the same unit: all percentages, all 万元 amounts), each
 * a single figure (no range) with a label whose first clause names a chart category, are worth
 * a chart. Anything else (mixed units, ranges, bare numbers) is shown as big figures on cards.
 */
export function comparable(list: readonly PointFigure[]): boolean {
  const unit = list[0]?.unit;
  return (
    list.length >= 3 &&
    !!unit &&
    list.every((entry) => entry.unit === unit && !entry.range && category(entry.label))
  );
}

function rowBoxes(area: Box, count: number): Box[] {
  const x = area.x + CHART_WIDTH + 40;
  const h = Math.min(96, area.h / count);
  const top = area.y + (area.h - h * count) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x,
    y: top + i * h,
    w: area.x + area.w - x,
    h,
  }));
}

/** Cards side by side, at most CARD_MAX_H high, set at the optical centre of the area. */
function cardBoxes(area: Box, count: number): Box[] {
  const gap = count <= 2 ? 40 : 28;
  const w = (area.w - gap * (count - 1)) / count;
  const h = Math.min(CARD_MAX_H, area.h - 16);
  const y = area.y + (area.h - h) * 0.42;
  return Array.from({ length: count }, (_, i) => ({ x: area.x + i * (w + gap), y, w, h }));
}

const rowLabel = (row: Box): Box => ({ ...row, y: row.y + ROW_NUMBER, h: row.h - ROW_NUMBER - 6 });
/** The label frame of a card: below the figure and its rule, inside the card's padding. */
const cardLabel = (card: Box, count: number): Box => {
  const top = CARD_PAD + cardNumber(count) + 24;
  return {
    x: card.x + CARD_PAD,
    y: card.y + top,
    w: card.w - 2 * CARD_PAD,
    h: card.h - top - CARD_PAD,
  };
};

function labelSize(labels: readonly string[], boxes: readonly Box[], ctx: LayoutContext) {
  const frame = frameOf({ ...boxes[0]!, font: 'body' });
  const sizes = labels.map((label) => largestFittingSize([label], LABEL, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? LABEL.min));
}

/**
 * A chart category: the label's first clause, whole, when it is short (at most eight
 * characters); undefined when it is not, for the chart never shows a shortened label.
 */
export function category(label: string): string | undefined {
  const plain = label.replace(/^的/u, '');
  const clause = plain.split(/[，,、：:；;。（(]/u)[0]?.trim() || plain;
  return clause && [...clause].length <= 8 ? clause : undefined;
}

/** Whether every figure fits its frame whole at `min` points or more (never shortened). */
function figuresFit(list: readonly PointFigure[], box: Box, max: number, ctx: LayoutContext) {
  const frame = frameOf({ ...box, font: 'heading', bold: true, lineHeight: 1.1 });
  const sizes = { max, min: FIGURE_MIN };
  return list.every((entry) => largestFittingSize([entry.display], sizes, frame, ctx.measurer));
}

function chart(
  slideId: string,
  list: readonly PointFigure[],
  area: Box,
  ctx: LayoutContext,
): ChartElement {
  const { palette, chart: colors } = ctx.theme;
  const unit = list[0]?.unit ?? '';
  const total = list.reduce((sum, entry) => sum + entry.value, 0);
  const categories = list.map((entry) => category(entry.label) ?? entry.label);
  const pie = unit === '%' && total >= 95 && total <= 105;
  const kind = pie ? 'pie' : categories.some((c) => visualLength(c) > 5) ? 'bar' : 'column';
  return {
    type: 'chart',
    id: `${slideId}.chart`,
    x: area.x,
    y: area.y + 8,
    w: CHART_WIDTH,
    h: area.h - 16,
    kind,
    categories,
    values: list.map((entry) => Math.max(0, entry.value)),
    colors: pie ? colors.slice(0, list.length) : [palette.primary],
    labelColor: palette.text,
    unit,
  };
}

function figure(id: string, box: Box, entry: PointFigure, size: number, ctx: LayoutContext) {
  const centred = size > 40;
  const { palette } = ctx.theme;
  return fittedTextBox(
    {
      id,
      ...box,
      font: 'heading',
      paragraphs: [entry.display],
      color: palette.primary,
      bold: true,
      valign: 'bottom',
      align: centred ? 'center' : 'left',
      lineHeight: 1.1,
      maxSize: size,
      minSize: FIGURE_MIN,
    },
    ctx.measurer,
  );
}

function labelBox(
  id: string,
  box: Box,
  text: string,
  page: BodyPage,
  ctx: LayoutContext,
  centred: boolean,
) {
  const align = centred ? ('center' as const) : ('left' as const);
  const paragraphs = [text];
  // Lines of even length, never one character alone on the last ('…用户占' + '比').
  return balancedTextBox(
    { id, ...box, font: 'body', paragraphs, color: ctx.theme.palette.text, align, size: page.size },
    ctx.measurer,
  );
}

/**
 * Numbers shown large, each whole ('10-20万元', '约30%'): a chart beside them when three or more
 * are comparable quantities, else big figures on cards.
 */
export const statsLayout: ContentLayout = {
  id: 'stats',
  header: true,
  plan(points, { area, ctx }) {
    const list = numbers(points);
    if (!list || list.length < 2 || list.length > 6) return undefined;
    const labels = list.map((entry) => entry.label || ' ');
    if (comparable(list)) {
      const rows = rowBoxes(area, list.length);
      if (!figuresFit(list, { ...rows[0]!, h: ROW_NUMBER }, 30, ctx)) return undefined;
      const size = labelSize(labels, rows.map(rowLabel), ctx);
      return size === undefined ? undefined : [{ points, size, start: 0 }];
    }
    if (list.length > 4) return undefined;
    const card = cardBoxes(area, list.length)[0]!;
    const figureBox = { x: 0, y: 0, w: card.w - 24, h: cardNumber(list.length) };
    if (!figuresFit(list, figureBox, cardFigureSize(list.length), ctx)) return undefined;
    const size = labelSize(
      labels,
      cardBoxes(area, list.length).map((card) => cardLabel(card, list.length)),
      ctx,
    );
    return size === undefined ? undefined : [{ points, size, start: 0 }];
  },
  render(slideId, page, { area, ctx }) {
    const list = numbers(page.points) ?? [];
    const elements: DeckElement[] = [];
    if (comparable(list)) {
      elements.push(chart(slideId, list, area, ctx));
      rowBoxes(area, list.length).forEach((row, index) => {
        const entry = list[index]!;
        const id = `${slideId}.stat-${index + 1}`;
        elements.push(
          ...inPointOrder(
            entry,
            figure(figureId(id, entry), { ...row, h: ROW_NUMBER }, entry, 30, ctx),
            labelBox(`${id}.label`, rowLabel(row), entry.label, page, ctx, false),
          ),
        );
      });
      return elements;
    }
    const count = list.length;
    const { palette, radius } = ctx.theme;
    const numberH = cardNumber(count);
    cardBoxes(area, count).forEach((card, index) => {
      const entry = list[index]!;
      const id = `${slideId}.stat-${index + 1}`;
      const label = cardLabel(card, count);
      const needed = neededHeight(
        { ...label, font: 'body', paragraphs: [entry.label || ' '] },
        page.size,
        ctx.measurer,
      );
      // The figure, rule and label as one block at the optical centre of the card.
      const block = numberH + 24 + Math.min(needed, label.h);
      const top = card.y + CARD_PAD + (card.h - 2 * CARD_PAD - block) * 0.42;
      const figureBox = { x: card.x + 12, y: top, w: card.w - 24, h: numberH };
      const rule = { x: card.x + card.w / 2 - 20, y: top + numberH + 8, w: 40, h: 3 };
      const labelTop = top + numberH + 24;
      elements.push(
        panel(`${id}.card`, card, palette.surface, Math.min(radius, 12)),
        filledShape(`${id}.rule`, 'rect', rule, palette.primary),
        ...inPointOrder(
          entry,
          figure(figureId(id, entry), figureBox, entry, cardFigureSize(count), ctx),
          labelBox(
            `${id}.label`,
            { ...label, y: labelTop, h: label.y + label.h - labelTop },
            entry.label,
            page,
            ctx,
            true,
          ),
        ),
      );
    });
    return elements;
  },
};
