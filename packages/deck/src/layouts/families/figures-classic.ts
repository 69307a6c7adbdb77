import type { DeckElement } from '../../model.js';
import type { DeckTheme } from '../../themes.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { Box } from '../elements.js';
import {
  across,
  block,
  CHINESE_NUMERALS,
  doubleRule,
  down,
  inset,
  labelHeight,
  markText,
  middle,
  shiftedDown,
  statsChart,
  statsComposition,
  statTexts,
  textOn,
  type Drawing,
  type Room,
  type Slot,
} from './figures-core.js';

/**
 * Chinese classic stats: a scroll of paper (the surface colour) between double rules, the
 * figures in the heading's serif at display size, set off by vertical double rules, each under a
 * small seal with its numeral; comparable numbers as a list of sealed figures beside a column
 * chart, a vertical double rule between them.
 */

const SEAL = 28;
const listWidth = (room: Room) => ({ even: 340, labels: 420, chart: 248 })[room];

/** The seal's colour: the accent where it reads as a seal on the page, else the primary. */
function sealColours(theme: DeckTheme): { fill: string; text: string } {
  const { accent, primary, background, onPrimary } = theme.palette;
  const text = textOn(accent, theme);
  return text && contrastRatio(accent, background) >= 3
    ? { fill: accent, text }
    : { fill: primary, text: onPrimary };
}

const scroll = (area: Box) => middle(area, Math.min(area.h - 8, 330));

function cards(area: Box, count: number) {
  const content = inset(scroll(area), 36, 44);
  const figureH = count <= 2 ? 100 : 84;
  const max = count <= 2 ? 80 : count === 3 ? 64 : 52;
  const slots: Slot[] = across(content, count, 0).map((column) => {
    const figureY = column.y + SEAL + 14;
    const labelY = figureY + figureH + 10;
    return {
      figure: { x: column.x + 18, y: figureY, w: column.w - 36, h: figureH },
      label: { x: column.x + 22, y: labelY, w: column.w - 44, h: column.y + column.h - labelY },
      max,
    };
  });
  return { slots };
}

function charted(area: Box, count: number, room: Room) {
  const listW = listWidth(room);
  const content = inset(scroll(area), 28, 32);
  const rows = down(content.h / count > 84 ? middle(content, 84 * count) : content, count, 0);
  const slots: Slot[] = rows.map((row) => ({
    figure: { x: row.x + SEAL + 10, y: row.y + 4, w: 132, h: row.h - 8 },
    label: { x: row.x + SEAL + 148, y: row.y + 4, w: listW - SEAL - 148, h: row.h - 8 },
    max: 34,
  }));
  const x = content.x + listW + 48;
  return { slots, chart: { x, y: content.y, w: content.x + content.w - x, h: content.h } };
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
  const { theme } = ctx;
  const { palette } = theme;
  const paper = scroll(area);
  const seal = sealColours(theme);
  const rod = { x: paper.x + 16, w: paper.w - 32, h: 0 };
  const elements: DeckElement[] = [
    block(`${slideId}.scroll`, paper, palette.surface, Math.min(theme.radius, 6)),
    ...doubleRule(`${slideId}.scroll-top`, { ...rod, y: paper.y + 14 }, palette.primary),
    ...doubleRule(
      `${slideId}.scroll-bottom`,
      { ...rod, y: paper.y + paper.h - 18 },
      palette.primary,
    ),
  ];
  const figure = { color: palette.primary, bold: false, align: 'left' as const };
  const label = { color: palette.text, align: 'left' as const };
  // Seals, figures and labels as one block at the optical centre of the columns.
  const tallest = Math.max(
    ...placed.map((item) => labelHeight(item.slot.label, item.entry.label, labelSize, ctx)),
  );
  const first = placed[0]!.slot;
  const room = first.label.y + first.label.h - (first.label.y + tallest);
  const dy = chart ? 0 : Math.max(0, room * 0.42);
  placed.forEach((placedItem, i) => {
    const item = shiftedDown(placedItem, dy);
    const id = `${slideId}.stat-${i + 1}`;
    const { figure: box } = item.slot;
    const sealBox = chart
      ? { x: box.x - SEAL - 10, y: box.y + (box.h - SEAL) / 2, w: SEAL, h: SEAL }
      : { x: box.x + 4, y: box.y + box.h - item.size * 1.1 - 8 - SEAL - 16, w: SEAL, h: SEAL };
    elements.push(
      block(`${id}.seal`, sealBox, seal.fill),
      markText(`${id}.number`, sealBox, CHINESE_NUMERALS[i] ?? String(i + 1), seal.text, 16, ctx),
      ...statTexts(id, item, labelSize, ctx, chart ? figure : { ...figure, valign: 'bottom' }, {
        ...label,
        ...(chart ? { valign: 'middle' as const } : {}),
      }),
    );
    if (!chart && i > 0) {
      const x = placedItem.slot.figure.x - 20;
      const column = inset(paper, 0, 44);
      elements.push(
        ...doubleRule(`${id}.divider`, { x, y: column.y, w: 0, h: column.h }, palette.primary),
      );
    }
  });
  if (chart) {
    const x = chart.x - 26;
    elements.push(
      ...doubleRule(`${slideId}.divider`, { x, y: chart.y, w: 0, h: chart.h }, palette.primary),
      statsChart(slideId, list, chart, chartKind, ctx),
    );
  }
  return elements;
}

export const classicStats = statsComposition({
  variant: 'scroll',
  bold: false,
  labelMax: 20,
  cardsMax: 4,
  cards,
  charted,
  chartKind: 'column',
  draw,
});
