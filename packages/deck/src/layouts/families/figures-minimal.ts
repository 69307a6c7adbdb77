import type { DeckElement } from '../../model.js';
import type { Box } from '../elements.js';
import {
  across,
  block,
  down,
  middle,
  rule,
  statsChart,
  statsComposition,
  statTexts,
  type Drawing,
  type Room,
  type Slot,
} from './figures-core.js';

/**
 * Minimal stats: typographic. Very large light figures down a left column (a quiet tint, the
 * margin column), hairlines between the rows, each label in the text column to the right.
 * Comparable numbers: the column chart across the top, the figures in a row under a hairline,
 * hairlines between them.
 */

const FIGURE_COLUMN = 0.44;
const GUTTER = 36;

function rows(area: Box, count: number): Box[] {
  const rowH = Math.min(count <= 2 ? 150 : 118, area.h / count);
  return down(middle(area, rowH * count), count, 0);
}

function cards(area: Box, count: number) {
  const max = count <= 2 ? 96 : count === 3 ? 80 : 64;
  const figureW = area.w * FIGURE_COLUMN;
  const slots: Slot[] = rows(area, count).map((row) => ({
    figure: { x: row.x + 20, y: row.y + 6, w: figureW - 32, h: row.h - 12 },
    label: {
      x: row.x + figureW + GUTTER,
      y: row.y + 6,
      w: row.w - figureW - GUTTER,
      h: row.h - 12,
    },
    max,
  }));
  return { slots };
}

function chartBox(area: Box, room: Room): Box {
  const rest = { even: 164, labels: 210, chart: 130 }[room];
  const h = Math.max(room === 'labels' ? 170 : 200, area.h - rest);
  return { x: area.x, y: area.y + 4, w: area.w, h };
}

function charted(area: Box, count: number, room: Room) {
  const chart = chartBox(area, room);
  const top = chart.y + chart.h + 20;
  const band = { x: area.x, y: top, w: area.w, h: area.y + area.h - top };
  const slots: Slot[] = across(band, count, 0).map((column, i) => {
    const x = column.x + (i === 0 ? 0 : 16);
    const w = column.w - (i === 0 ? 16 : 32);
    return {
      figure: { x, y: column.y, w, h: 48 },
      label: { x, y: column.y + 48, w, h: column.h - 48 },
      max: 36,
    };
  });
  return { slots, chart };
}

function draw({
  slideId,
  placed,
  list,
  labelSize,
  chart,
  input,
  chartKind,
}: Drawing): DeckElement[] {
  const { ctx, area } = input;
  const { palette } = ctx.theme;
  const hairline = (id: string, box: Box) => rule(id, box, palette.textMuted, 0.5);
  const figure = { color: palette.primary, bold: false, align: 'left' as const };
  const elements: DeckElement[] = [];
  if (chart) {
    const y = chart.y + chart.h + 10;
    elements.push(
      statsChart(slideId, list, chart, chartKind, ctx, { bars: palette.textMuted }),
      hairline(`${slideId}.hairline`, { x: area.x, y, w: area.w, h: 0 }),
    );
    placed.forEach((item, i) => {
      const id = `${slideId}.stat-${i + 1}`;
      const { figure: box } = item.slot;
      elements.push(
        ...statTexts(id, item, labelSize, ctx, figure, {
          color: palette.text,
          align: 'left',
        }),
      );
      if (i > 0)
        elements.push(
          hairline(`${id}.divider`, {
            x: box.x - 16,
            y: y + 16,
            w: 0,
            h: area.y + area.h - y - 20,
          }),
        );
    });
    return elements;
  }
  const lines = rows(area, list.length);
  const column = { ...lines[0]!, w: area.w * FIGURE_COLUMN, h: lines.length * lines[0]!.h };
  elements.push(block(`${slideId}.margin`, column, palette.surface));
  placed.forEach((item, i) => {
    const id = `${slideId}.stat-${i + 1}`;
    const row = lines[i]!;
    elements.push(
      ...statTexts(id, item, labelSize, ctx, figure, {
        color: palette.text,
        align: 'left',
        valign: 'middle',
      }),
      hairline(`${id}.hairline`, { x: row.x, y: row.y + row.h, w: row.w, h: 0 }),
    );
  });
  elements.push(hairline(`${slideId}.hairline`, { ...lines[0]!, h: 0 }));
  return elements;
}

export const minimalStats = statsComposition({
  variant: 'ledger',
  bold: false,
  labelMax: 24,
  chartLabelMax: 18,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'column',
  draw,
});
