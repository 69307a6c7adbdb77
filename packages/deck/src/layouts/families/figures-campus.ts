import type { DeckElement } from '../../model.js';
import { filledShape, type Box } from '../elements.js';
import {
  across,
  block,
  colourFills,
  down,
  inset,
  markText,
  middle,
  statsChart,
  statsComposition,
  statTexts,
  type Drawing,
  type Room,
  type Slot,
} from './figures-core.js';

/**
 * Campus stats: friendly. Each figure in a big circle of the chart colours, the circles
 * staggered up and down, the labels on rounded pills under them. Comparable numbers: numbered
 * circles with their figures and labels beside a column chart on a card with a coloured head.
 */

const GAP = 24;
const PILL_GAP = 14;
const listWidth = (room: Room) => ({ even: 352, labels: 432, chart: 280 })[room];
const HEAD = 14;

function circles(area: Box, count: number) {
  const stagger = count <= 2 ? 0 : 28;
  const columns = across(
    { ...area, x: area.x + (count <= 2 ? 96 : 0), w: area.w - (count <= 2 ? 192 : 0) },
    count,
    GAP,
  );
  const diameter = Math.min(columns[0]!.w - 8, count <= 2 ? 210 : 180, area.h - 130 - stagger);
  const pillH = Math.min(96, area.h - diameter - stagger - PILL_GAP);
  const group = middle(area, diameter + stagger + PILL_GAP + pillH);
  return columns.map((column, i) => {
    const y = group.y + (i % 2 === 1 ? stagger : 0);
    const circle = { x: column.x + (column.w - diameter) / 2, y, w: diameter, h: diameter };
    const pill = { x: column.x, y: y + diameter + PILL_GAP, w: column.w, h: pillH };
    return { circle, pill };
  });
}

function cards(area: Box, count: number) {
  const max = count <= 2 ? 68 : count === 3 ? 56 : 44;
  const slots: Slot[] = circles(area, count).map(({ circle, pill }) => ({
    figure: inset(circle, circle.w * 0.1, circle.h * 0.26),
    label: inset(pill, 16, 8),
    max,
  }));
  return { slots };
}

function rowsOf(area: Box, count: number, room: Room) {
  const list = { x: area.x, y: area.y + 8, w: listWidth(room), h: area.h - 16 };
  return down(list.h / count > 80 ? middle(list, 80 * count) : list, count, 0);
}

const dot = (row: Box) => {
  const d = Math.min(40, row.h - 12);
  return { x: row.x, y: row.y + (row.h - d) / 2, w: d, h: d };
};

function charted(area: Box, count: number, room: Room) {
  const slots: Slot[] = rowsOf(area, count, room).map((row) => {
    const x = row.x + dot(row).w + 12;
    return {
      figure: { x, y: row.y + 4, w: 126, h: row.h - 8 },
      label: { x: x + 130, y: row.y + 4, w: row.x + row.w - x - 130, h: row.h - 8 },
      max: 32,
    };
  });
  const cardX = area.x + listWidth(room) + 28;
  const card = { x: cardX, y: area.y + 8, w: area.x + area.w - cardX, h: area.h - 16 };
  return { slots, chart: inset({ ...card, y: card.y + HEAD, h: card.h - HEAD }, 22, 18) };
}

function draw({
  slideId,
  placed,
  list,
  labelSize,
  chart,
  input,
  room,
  chartKind,
}: Drawing): DeckElement[] {
  const { ctx, area } = input;
  const { theme } = ctx;
  const { palette } = theme;
  const fills = colourFills(theme, list.length);
  const elements: DeckElement[] = [];
  const label = { color: palette.text };
  if (chart) {
    const figure = { color: palette.primary, bold: true, align: 'left' as const };
    const card = {
      x: chart.x - 22,
      y: chart.y - 18 - HEAD,
      w: chart.w + 44,
      h: chart.h + 36 + HEAD,
    };
    const radius = Math.max(theme.radius, 10);
    elements.push(
      block(`${slideId}.chart-card`, card, palette.surface, radius),
      block(
        `${slideId}.chart-head`,
        { ...card, h: HEAD * 2 },
        theme.chart[1] ?? palette.primary,
        radius,
      ),
      block(`${slideId}.chart-head-base`, { ...card, y: card.y + HEAD, h: HEAD }, palette.surface),
      statsChart(slideId, list, chart, chartKind, ctx),
    );
    rowsOf(area, list.length, room).forEach((row, i) => {
      const id = `${slideId}.stat-${i + 1}`;
      const item = placed[i]!;
      const circle = dot(row);
      elements.push(
        filledShape(`${id}.dot`, 'ellipse', circle, fills[i]!.fill),
        markText(`${id}.number`, circle, String(i + 1), fills[i]!.text, 18, ctx),
        ...statTexts(id, item, labelSize, ctx, figure, {
          ...label,
          align: 'left',
          valign: 'middle',
        }),
      );
    });
    return elements;
  }
  const shapes = circles(area, list.length);
  placed.forEach((item, i) => {
    const id = `${slideId}.stat-${i + 1}`;
    const { circle, pill } = shapes[i]!;
    const onCircle = { color: fills[i]!.text, bold: true, align: 'center' as const };
    elements.push(
      filledShape(`${id}.circle`, 'ellipse', circle, fills[i]!.fill),
      block(`${id}.pill`, pill, palette.surface, Math.min(pill.h / 2, 28)),
      ...statTexts(id, item, labelSize, ctx, onCircle, {
        ...label,
        align: 'center',
        valign: 'middle',
      }),
    );
  });
  return elements;
}

export const campusStats = statsComposition({
  variant: 'bubbles',
  bold: true,
  labelMax: 20,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'column',
  draw,
});
