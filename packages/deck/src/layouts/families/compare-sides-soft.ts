import type { DeckElement, TableElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import { filledShape, horizontalLine } from '../elements.js';
import { cellHeight } from '../table.js';
import { readableFills, textOn } from './compare-colours.js';
import { markShape } from './compare-marks.js';
import { sideTitle, verticalLine, type StackMeasure } from './compare-shared.js';
import { markerBox, sidesLayout, type SidesDraw, type SidesSpacing } from './compare-sides.js';

// Campus: two rounded cards, the right one lower, each under a pill head in a chart colour;
// the points led by numbered circles in the head's colour; a 'VS' circle between the cards.

interface CampusSpacing extends SidesSpacing {
  pad: number;
  number: number;
}

const CAMPUS_ROOMY: CampusSpacing = {
  gutter: 64,
  offset: 24,
  least: 260,
  headTop: 16,
  head: 52,
  headLeft: 16,
  headRight: 16,
  titleInset: 16,
  listLeft: 60,
  listRight: 24,
  under: 20,
  bottom: 32,
  pad: 16,
  number: 26,
};
const CAMPUS_DENSE: CampusSpacing = {
  ...CAMPUS_ROOMY,
  gutter: 56,
  offset: 0,
  headTop: 10,
  head: 40,
  headLeft: 10,
  headRight: 10,
  listLeft: 50,
  listRight: 18,
  under: 12,
  bottom: 26,
  pad: 10,
  number: 22,
};
const RADIUS = 18;

/** The two head colours: chart colours text reads on, told apart. */
function campusFills(d: SidesDraw<CampusSpacing>): string[] {
  const { palette, chart } = d.ctx.theme;
  return readableFills([chart[1] ?? '', chart[2] ?? '', palette.primary, ...chart], palette, 2);
}

function campusSide(d: SidesDraw<CampusSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, k, frame, page } = d;
  const { palette } = ctx.theme;
  const id = `${d.slideId}.side-${index + 1}`;
  const side = frame.sides[index];
  const head = frame.heads[index];
  const fill = campusFills(d)[index] ?? palette.primary;
  const title = { ...head, x: head.x + k.titleInset, w: head.w - 2 * k.titleInset };
  const elements: DeckElement[] = [
    filledShape(`${id}.card`, 'roundRect', side, palette.surface, undefined, RADIUS),
    filledShape(`${id}.pill`, 'roundRect', head, fill, undefined, Math.min(head.h / 2, 28)),
    sideTitle(`${id}.title`, title, d.groups[index]?.title ?? '', textOn(fill, palette), ctx, {
      max: 22,
    }),
  ];
  d.boxes[index].forEach((box, n) => {
    const circle = markerBox(box, page.size, side.x + k.pad + 8, k.number);
    const label = String(n + 1);
    const options = { name: 'number', max: 14 };
    elements.push(
      ...markShape(`${id}.circle-${n + 1}`, 'ellipse', circle, fill, palette, label, ctx, options),
    );
  });
  return elements;
}

function campusVersus(d: SidesDraw<CampusSpacing>): DeckElement[] {
  if (!d.versus) return [];
  const { area } = d.input;
  const { palette } = d.ctx.theme;
  const [left, right] = d.frame.sides;
  const size = 52;
  const middle = (left.y + right.y + right.h) / 2;
  const box = { x: area.x + area.w / 2 - size / 2, y: middle - size / 2, w: size, h: size };
  const [fill = palette.primary] = readableFills([palette.accent, palette.primary], palette, 1);
  return markShape(`${d.slideId}.versus`, 'ellipse', box, fill, palette, 'VS', d.ctx);
}

export const campusComparison = sidesLayout<CampusSpacing>({
  variant: 'pill-cards',
  spacings: [CAMPUS_ROOMY, CAMPUS_DENSE],
  maxGap: 1.6,
  pointColor: (d) => d.ctx.theme.palette.text,
  side: campusSide,
  between: campusVersus,
});

// Minimal: two text columns with a single hairline between them, no fills; each side's title in
// the heading font over a hairline, its points as an editable one-column table whose rows are
// set apart by hairlines.

const MINIMAL_ROOMY: SidesSpacing = {
  gutter: 112,
  offset: 0,
  least: 240,
  headTop: 0,
  head: 44,
  headLeft: 0,
  headRight: 0,
  titleInset: 0,
  listLeft: 0,
  listRight: 0,
  under: 16,
  bottom: 0,
};
const MINIMAL_DENSE: SidesSpacing = { ...MINIMAL_ROOMY, gutter: 80, head: 36 };
/** Each table row grows by up to this many em over its text. */
const GROW = 1.2;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const rowHeights = (points: readonly string[], width: number, size: number, ctx: LayoutContext) =>
  points.map((point) => cellHeight(point, width, size, false, ctx.measurer));

/** A side's points as table rows: the sum of their row heights. */
const minimalMeasure =
  (ctx: LayoutContext): StackMeasure =>
  (points, width, size) =>
    sum(rowHeights(points, width, size, ctx));

function minimalSide(d: SidesDraw<SidesSpacing>, index: 0 | 1): DeckElement[] {
  const { ctx, frame, page } = d;
  const { palette } = ctx.theme;
  const group = d.groups[index];
  const id = `${d.slideId}.side-${index + 1}`;
  const list = frame.lists[index];
  const hairline = { color: mix(palette.text, palette.background, 0.78), width: 0.75 };
  const heights = rowHeights(group?.points ?? [], list.w, page.size, ctx);
  const extra = Math.min(GROW * page.size, Math.max(0, (list.h - sum(heights)) / heights.length));
  const rows = heights.map((h) => h + extra);
  const table: TableElement = {
    type: 'table',
    id: `${id}.points`,
    ...list,
    h: sum(rows),
    rows: (group?.points ?? []).map((point) => [point]),
    header: false,
    columnWidths: [list.w],
    rowHeights: rows,
    font: 'body',
    size: page.size,
    color: palette.text,
    headerColor: palette.text,
    headerFill: palette.background,
    borderColor: palette.background,
  };
  const headLine = { ...hairline, color: palette.textMuted };
  const elements: DeckElement[] = [
    sideTitle(`${id}.title`, frame.heads[index], group?.title ?? '', palette.title, ctx, {
      align: 'left',
      max: 26,
    }),
    horizontalLine(`${id}.head-line`, { x: list.x, y: list.y - 8 }, list.w, headLine),
    table,
  ];
  let y = list.y;
  rows.slice(0, -1).forEach((h, n) => {
    y += h;
    elements.push(horizontalLine(`${id}.between-${n + 1}`, { x: list.x, y }, list.w, hairline));
  });
  return elements;
}

function minimalHairline(d: SidesDraw<SidesSpacing>): DeckElement[] {
  const { palette } = d.ctx.theme;
  const { area } = d.input;
  const side = d.frame.sides[0];
  const color = mix(palette.text, palette.background, 0.78);
  return [verticalLine(`${d.slideId}.hairline`, area.x + area.w / 2, side.y, side.h, color, 0.75)];
}

export const minimalComparison = sidesLayout<SidesSpacing>({
  variant: 'hairline',
  spacings: [MINIMAL_ROOMY, MINIMAL_DENSE],
  maxGap: GROW,
  measure: minimalMeasure,
  spread: ({ groups, width, size }, ctx) =>
    Math.max(
      ...groups.map(
        (g) => sum(rowHeights(g.points, width, size, ctx)) + g.points.length * GROW * size,
      ),
    ),
  side: minimalSide,
  between: minimalHairline,
});
