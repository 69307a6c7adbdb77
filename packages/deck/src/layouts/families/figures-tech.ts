import type { DeckElement } from '../../model.js';
import type { Box } from '../elements.js';
import {
  across,
  block,
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
 * Tech stats: a KPI dashboard. Outlined-looking tiles on the panel colour with an accent edge,
 * a '01' index, the figure large and left-aligned, the label under it; four numbers make a
 * 2 x 2 grid. Comparable numbers: a column of compact KPI tiles beside a bar chart on a tile.
 */

const GAP = 16;
const EDGE = 4;
const kpiWidth = (room: Room) => ({ even: 312, labels: 392, chart: 272 })[room];

/** The tiles of `count` numbers: one row, or a 2 x 2 grid for four. */
function tiles(area: Box, count: number): Box[] {
  if (count === 4) {
    const grid = middle(area, Math.min(area.h, 340));
    return down(grid, 2, GAP).flatMap((row) => across(row, 2, GAP));
  }
  return across(middle(area, Math.min(area.h, 250)), count, GAP);
}

/** A dashboard tile: the index and the label at the top, the figure at the bottom. */
function cards(area: Box, count: number) {
  const figureH = count <= 2 ? 92 : count === 3 ? 80 : 68;
  const max = count <= 2 ? 76 : count === 3 ? 64 : 56;
  const slots: Slot[] = tiles(area, count).map((tile) => {
    const x = tile.x + EDGE + 16;
    const figureY = tile.y + tile.h - figureH - 8;
    const labelY = tile.y + 40;
    return {
      figure: { x, y: figureY, w: tile.w - EDGE - 32, h: figureH },
      label: { x: x + 4, y: labelY, w: tile.w - EDGE - 40, h: figureY - labelY },
      max,
    };
  });
  return { slots };
}

const kpiTiles = (area: Box, count: number, room: Room) =>
  down({ x: area.x, y: area.y + 8, w: kpiWidth(room), h: area.h - 16 }, count, 10);

function charted(area: Box, count: number, room: Room) {
  const slots: Slot[] = kpiTiles(area, count, room).map((tile) => ({
    figure: { x: tile.x + EDGE + 10, y: tile.y + 4, w: 128, h: tile.h - 8 },
    label: { x: tile.x + EDGE + 144, y: tile.y + 4, w: tile.w - EDGE - 152, h: tile.h - 8 },
    max: 34,
  }));
  const panelX = area.x + kpiWidth(room) + 24;
  const chart = inset(
    { x: panelX, y: area.y + 8, w: area.x + area.w - panelX, h: area.h - 16 },
    24,
    22,
  );
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
  const { palette, radius } = ctx.theme;
  const corner = Math.min(radius, 6);
  const elements: DeckElement[] = [];
  const boxes = chart ? kpiTiles(area, list.length, room) : tiles(area, list.length);
  if (chart) {
    const panel = inset(chart, -24, -22);
    elements.push(
      block(`${slideId}.chart-tile`, panel, palette.surface, corner),
      block(`${slideId}.chart-edge`, { ...panel, h: 3 }, palette.primary),
      statsChart(slideId, list, chart, chartKind, ctx),
    );
  }
  placed.forEach((item, i) => {
    const id = `${slideId}.stat-${i + 1}`;
    const tile = boxes[i]!;
    elements.push(
      block(`${id}.tile`, tile, palette.surface, corner),
      block(`${id}.edge`, { ...tile, w: EDGE }, palette.primary),
    );
    if (!chart) {
      const index = { x: tile.x + EDGE + 12, y: tile.y + 12, w: 36, h: 24 };
      const text = String(i + 1).padStart(2, '0');
      elements.push(markText(`${id}.number`, index, text, palette.textMuted, 16, ctx, 'body'));
    }
    elements.push(
      ...statTexts(
        id,
        item,
        labelSize,
        ctx,
        {
          color: palette.primary,
          bold: true,
          align: 'left',
          valign: chart ? 'middle' : 'bottom',
        },
        {
          color: chart ? palette.text : palette.textMuted,
          align: 'left',
          ...(chart ? { valign: 'middle' as const } : {}),
        },
      ),
    );
  });
  return elements;
}

export const techStats = statsComposition({
  variant: 'kpi',
  bold: true,
  labelMax: 18,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'bar',
  draw,
});
