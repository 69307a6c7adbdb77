import type { DeckElement } from '../../model.js';
import type { Box } from '../elements.js';
import {
  across,
  block,
  colourFills,
  down,
  inset,
  middle,
  sharesOfWhole,
  statsChart,
  statsComposition,
  statTexts,
  textOn,
  type Drawing,
  type Room,
  type Slot,
} from './figures-core.js';

/**
 * Vivid stats: bold colour blocks. Tiles of different sizes in the theme's colours, the first
 * the biggest, the figures and labels on colour; with two numbers the second tile sits offset.
 * Comparable numbers: the chart in light bars on a big primary tile, the figures on a stack of
 * coloured tiles beside it.
 */

const GAP = 18;
const PAD = 22;

/** The tiles: the first biggest, the others beside it (stacked, or a row under one). */
function mosaic(area: Box, count: number): Box[] {
  const frame = middle(area, Math.min(area.h - 4, 340));
  const share = count === 2 ? 0.58 : count === 3 ? 0.52 : 0.46;
  const big = { ...frame, w: frame.w * share };
  const rest = { ...frame, x: big.x + big.w + GAP, w: frame.w - big.w - GAP };
  if (count === 2) return [big, { ...rest, y: rest.y + 56, h: rest.h - 56 }];
  if (count === 3) return [big, ...down(rest, 2, GAP)];
  const [top, bottom] = down(rest, 2, GAP) as [Box, Box];
  return [big, top, ...across(bottom, 2, GAP)];
}

function cards(area: Box, count: number, room: Room) {
  const compact = room === 'labels';
  const slots: Slot[] = mosaic(area, count).map((tile, i) => {
    const small = count === 4 && i > 1 ? 40 : 56;
    const max = i === 0 ? (count <= 3 ? 96 : 80) : compact ? small * 0.7 : small;
    const figureH = Math.round(max * 1.1 + (compact ? 8 : 12));
    const labelY = tile.y + PAD + figureH + 4;
    return {
      figure: { x: tile.x + PAD - 4, y: tile.y + PAD, w: tile.w - 2 * PAD + 8, h: figureH },
      label: {
        x: tile.x + PAD,
        y: labelY,
        w: tile.w - 2 * PAD,
        h: tile.y + tile.h - PAD + 4 - labelY,
      },
      max,
    };
  });
  return { slots };
}

const chartShare = (room: Room) => ({ even: 0.56, labels: 0.46, chart: 0.66 })[room];

function stack(area: Box, count: number, room: Room): Box[] {
  const x = area.x + area.w * chartShare(room) + GAP;
  return down({ x, y: area.y + 6, w: area.x + area.w - x, h: area.h - 12 }, count, 10);
}

function charted(area: Box, count: number, room: Room) {
  const slots: Slot[] = stack(area, count, room).map((tile) => ({
    figure: { x: tile.x + 14, y: tile.y + 4, w: 136, h: tile.h - 8 },
    label: { x: tile.x + 152, y: tile.y + 4, w: tile.w - 166, h: tile.h - 8 },
    max: 34,
  }));
  const panel = { x: area.x, y: area.y + 6, w: area.w * chartShare(room), h: area.h - 12 };
  return { slots, chart: inset(panel, 28, 26) };
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
  const radius = Math.min(theme.radius, 18);
  const elements: DeckElement[] = [];
  let fills = colourFills(theme, list.length);
  let tiles = mosaic(area, list.length);
  if (chart) {
    const pie = sharesOfWhole(list);
    const panel = inset(chart, -28, -26);
    elements.push(
      block(`${slideId}.chart-tile`, panel, pie ? palette.surface : palette.primary, radius),
      statsChart(slideId, list, chart, chartKind, ctx, {
        bars: palette.onPrimary,
        labels: palette.onPrimary,
      }),
    );
    // Beside a pie each tile takes its wedge's colour where text reads on it.
    const others = colourFills(theme, list.length + 1).slice(1);
    fills = others.map((other, i) => {
      const wedge = theme.chart[i];
      const text = pie && wedge ? textOn(wedge, theme) : undefined;
      return wedge && text ? { fill: wedge, text } : other;
    });
    tiles = stack(area, list.length, room);
  }
  placed.forEach((item, i) => {
    const id = `${slideId}.stat-${i + 1}`;
    const { fill, text } = fills[i]!;
    elements.push(
      block(`${id}.tile`, tiles[i]!, fill, radius),
      ...statTexts(
        id,
        item,
        labelSize,
        ctx,
        {
          color: text,
          bold: true,
          align: 'left',
          valign: chart ? 'middle' : 'top',
        },
        {
          color: text,
          align: 'left',
          // The big tile a poster: its figure at the top, its label at the foot.
          valign: chart ? 'middle' : i === 0 ? 'bottom' : 'top',
        },
      ),
    );
  });
  return elements;
}

export const vividStats = statsComposition({
  variant: 'mosaic',
  bold: true,
  labelMax: 20,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'column',
  draw,
});
