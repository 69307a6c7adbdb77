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
 * Government stats: formal and symmetric. Figures on solid primary blocks in a row between a
 * heavy primary rule and a thin one, labels centred under them; comparable numbers as a column
 * chart under a primary band, beside rows led by primary blocks with rules between them.
 */

const BAND = 6;
const chartWidth = (room: Room) => ({ even: 460, labels: 380, chart: 540 })[room];
const ROW_BLOCK_W = 140;

function cardsFrame(area: Box, count: number) {
  const blockH = count <= 2 ? 160 : 140;
  const labelH = Math.min(120, area.h - blockH - 48);
  const group = middle(area, BAND + 16 + blockH + labelH + 14);
  const columns = across(
    { ...group, x: group.x + (count <= 2 ? 64 : 0), w: group.w - (count <= 2 ? 128 : 0) },
    count,
    count <= 2 ? 48 : 24,
  );
  return { group, blockH, labelH, columns };
}

function cards(area: Box, count: number) {
  const { group, blockH, labelH, columns } = cardsFrame(area, count);
  const blockY = group.y + BAND + 16;
  const max = count <= 2 ? 80 : count === 3 ? 64 : 52;
  const slots: Slot[] = columns.map((column) => ({
    figure: { x: column.x + 10, y: blockY + 8, w: column.w - 20, h: blockH - 16 },
    label: { x: column.x + 12, y: blockY + blockH + 12, w: column.w - 24, h: labelH - 24 },
    max,
  }));
  return { slots };
}

function rowsFrame(area: Box, count: number, room: Room) {
  const x = area.x + chartWidth(room) + 36;
  const rowH = Math.min(88, (area.h - 16) / count);
  return down(
    middle({ x, y: area.y + 8, w: area.x + area.w - x, h: area.h - 16 }, rowH * count),
    count,
    0,
  );
}

function charted(area: Box, count: number, room: Room) {
  const slots: Slot[] = rowsFrame(area, count, room).map((row) => ({
    figure: { x: row.x + 6, y: row.y + 8, w: ROW_BLOCK_W - 12, h: row.h - 16 },
    label: { x: row.x + ROW_BLOCK_W + 14, y: row.y + 4, w: row.w - ROW_BLOCK_W - 14, h: row.h - 8 },
    max: 36,
  }));
  const chart = {
    x: area.x,
    y: area.y + 8 + BAND + 16,
    w: chartWidth(room),
    h: area.h - BAND - 32,
  };
  return { slots, chart };
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
  const { palette } = ctx.theme;
  const elements: DeckElement[] = [];
  const figure = { color: palette.onPrimary, bold: true, align: 'center' as const };
  if (chart) {
    elements.push(
      block(
        `${slideId}.chart-band`,
        { x: chart.x, y: area.y + 8, w: chart.w, h: BAND },
        palette.primary,
      ),
      statsChart(slideId, list, chart, chartKind, ctx),
    );
    const rows = rowsFrame(area, list.length, room);
    rows.forEach((row, i) => {
      const id = `${slideId}.stat-${i + 1}`;
      const item = placed[i]!;
      const box = { x: row.x, y: row.y + 4, w: ROW_BLOCK_W, h: row.h - 8 };
      elements.push(
        block(`${id}.block`, box, palette.primary),
        ...statTexts(id, item, labelSize, ctx, figure, {
          color: palette.text,
          align: 'left',
          valign: 'middle',
        }),
      );
      if (i < rows.length - 1) {
        elements.push(
          rule(
            `${id}.divider`,
            { x: row.x, y: row.y + row.h, w: row.w, h: 0 },
            palette.primary,
            0.5,
          ),
        );
      }
    });
    return elements;
  }
  const { group, blockH, labelH } = cardsFrame(area, list.length);
  const blockY = group.y + BAND + 16;
  elements.push(block(`${slideId}.band`, { ...group, h: BAND }, palette.primary));
  placed.forEach((item, i) => {
    const id = `${slideId}.stat-${i + 1}`;
    const { label } = item.slot;
    const column = { x: label.x - 12, w: label.w + 24 };
    elements.push(
      block(`${id}.block`, { ...column, y: blockY, h: blockH }, palette.primary),
      block(`${id}.cell`, { ...column, y: blockY + blockH, h: labelH }, palette.surface),
      ...statTexts(id, item, labelSize, ctx, figure, {
        color: palette.text,
        align: 'center',
        valign: 'middle',
      }),
    );
  });
  const bottom = blockY + blockH + labelH + 12;
  elements.push(
    rule(`${slideId}.base-rule`, { x: group.x, y: bottom, w: group.w, h: 0 }, palette.primary, 1),
  );
  return elements;
}

export const governmentStats = statsComposition({
  variant: 'blocks',
  bold: true,
  labelMax: 20,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'column',
  draw,
});
