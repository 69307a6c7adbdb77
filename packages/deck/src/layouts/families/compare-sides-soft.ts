import type { DeckElement, TableElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout, LayoutInput, PointGroup } from '../content-layout.js';
import { filledShape, horizontalLine, type Box } from '../elements.js';
import { cellHeight } from '../table.js';
import { readableFills, textOn } from './compare-colours.js';
import { markShape } from './compare-marks.js';
import {
  compares,
  pair,
  planSides,
  spacingOf,
  type ListsOf,
  pointBoxes,
  sidePair,
  sideTitle,
  spreadHeight,
  stackBoxes,
  titleHeight,
  verticalLine,
  type SideFrame,
  type StackMeasure,
} from './compare-shared.js';

// Campus: two rounded cards, the right one lower, each under a pill head in a chart colour;
// the points led by numbered circles in the head's colour; a 'VS' circle between the cards.

const CAMPUS_ROOMY = {
  gutter: 64,
  offset: 24,
  radius: 18,
  pad: 16,
  number: 26,
  head: 52,
  least: 260,
  under: 20,
};
type CampusSpacing = typeof CAMPUS_ROOMY;
const CAMPUS_DENSE: CampusSpacing = {
  ...CAMPUS_ROOMY,
  gutter: 56,
  offset: 0,
  pad: 10,
  number: 22,
  head: 40,
  under: 12,
};
const CAMPUSS = [CAMPUS_ROOMY, CAMPUS_DENSE] as const;

function campusFrame(k: CampusSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height, k.offset);
  const { pad, number } = k;
  return {
    sides,
    heads: pair((i) => ({
      x: sides[i].x + pad,
      y: sides[i].y + pad,
      w: sides[i].w - 2 * pad,
      h: headH,
    })),
    lists: pair((i) => ({
      x: sides[i].x + pad + 8 + number + 10,
      y: sides[i].y + pad + headH + k.under,
      w: sides[i].w - 2 * pad - 8 - number - 18,
      h: sides[i].h - 2 * pad - headH - k.under - 16,
    })),
  };
}

const campusHead = (
  k: CampusSpacing,
  groups: readonly PointGroup[],
  area: Box,
  ctx: LayoutContext,
) => titleHeight(groups, (area.w - k.gutter) / 2 - 2 * k.pad - 32, k.head, ctx);

const campusLists =
  (input: LayoutInput): ListsOf<CampusSpacing> =>
  (k, groups) =>
    campusFrame(k, input.area, campusHead(k, groups, input.area, input.ctx)).lists;

export const campusComparison: ContentLayout = {
  id: 'comparison',
  variant: 'pill-cards',
  header: true,
  plan(points, input) {
    return planSides(points, input, CAMPUSS, campusLists(input));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette, chart } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, CAMPUSS, campusLists(input), ctx);
    const headH = campusHead(k, groups, area, ctx);
    const width = campusFrame(k, area, headH).lists[0].w;
    const spread = spreadHeight(groups, width, page.size, ctx, 1.6);
    const frame = campusFrame(
      k,
      area,
      headH,
      Math.max(k.least, 2 * k.pad + headH + k.under + 16 + spread),
    );
    const fills = readableFills(
      [chart[1] ?? '', chart[2] ?? '', palette.primary, ...chart],
      palette,
      2,
    );
    const elements: DeckElement[] = [];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = frame.sides[index]!;
      const head = frame.heads[index]!;
      const fill = fills[index] ?? palette.primary;
      elements.push(
        filledShape(`${id}.card`, 'roundRect', side, palette.surface, undefined, k.radius),
        filledShape(`${id}.pill`, 'roundRect', head, fill, undefined, Math.min(head.h / 2, 28)),
        sideTitle(
          `${id}.title`,
          { ...head, x: head.x + 16, w: head.w - 32 },
          group.title,
          textOn(fill, palette),
          ctx,
          { max: 22 },
        ),
      );
      const boxes = stackBoxes(group.points, frame.lists[index]!, page.size, ctx, {
        maxGap: 1.6,
        centre: true,
      });
      boxes.forEach((box, n) => {
        const d = k.number;
        const circle = {
          x: side.x + k.pad + 8,
          y: box.y + 4 + (page.size * 1.3) / 2 - d / 2,
          w: d,
          h: d,
        };
        elements.push(
          ...markShape(
            `${id}.circle-${n + 1}`,
            'ellipse',
            circle,
            fill,
            palette,
            String(n + 1),
            ctx,
            { name: 'number', max: 14 },
          ),
        );
      });
      elements.push(...pointBoxes(id, group.points, boxes, page.size, palette.text, ctx));
    });
    if (compares(input, page)) {
      const d = 52;
      const middle = (frame.sides[0].y + frame.sides[1].y + frame.sides[1].h) / 2;
      const box = { x: area.x + area.w / 2 - d / 2, y: middle - d / 2, w: d, h: d };
      const [fill = palette.primary] = readableFills([palette.accent, palette.primary], palette, 1);
      elements.push(...markShape(`${slideId}.versus`, 'ellipse', box, fill, palette, 'VS', ctx));
    }
    return elements;
  },
};

// Minimal: two text columns with a single hairline between them, no fills; each side's title in
// the heading font over a hairline, its points as an editable one-column table whose rows are
// set apart by hairlines.

const MINIMAL_ROOMY = { gutter: 112, head: 44, least: 240 };
type MinimalSpacing = typeof MINIMAL_ROOMY;
const MINIMAL_DENSE: MinimalSpacing = { ...MINIMAL_ROOMY, gutter: 80, head: 36 };
const MINIMALS = [MINIMAL_ROOMY, MINIMAL_DENSE] as const;

function minimalFrame(k: MinimalSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height);
  return {
    sides,
    heads: pair((i) => ({ ...sides[i], h: headH })),
    lists: pair((i) => ({ ...sides[i], y: sides[i].y + headH + 16, h: sides[i].h - headH - 16 })),
  };
}

const minimalHead = (
  k: MinimalSpacing,
  groups: readonly PointGroup[],
  area: Box,
  ctx: LayoutContext,
) => titleHeight(groups, (area.w - k.gutter) / 2, k.head, ctx);

const rowHeights = (points: readonly string[], width: number, size: number, ctx: LayoutContext) =>
  points.map((point) => cellHeight(point, width, size, false, ctx.measurer));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A side's points as table rows: the sum of their row heights. */
const minimalMeasure =
  (ctx: LayoutContext): StackMeasure =>
  (points, width, size) =>
    sum(rowHeights(points, width, size, ctx));

const minimalLists =
  (input: LayoutInput): ListsOf<MinimalSpacing> =>
  (k, groups) =>
    minimalFrame(k, input.area, minimalHead(k, groups, input.area, input.ctx)).lists;

export const minimalComparison: ContentLayout = {
  id: 'comparison',
  variant: 'hairline',
  header: true,
  plan(points, input) {
    return planSides(points, input, MINIMALS, minimalLists(input), minimalMeasure(input.ctx));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, MINIMALS, minimalLists(input), ctx, minimalMeasure(ctx));
    const headH = minimalHead(k, groups, area, ctx);
    const width = minimalFrame(k, area, headH).lists[0].w;
    const natural = groups.map((group) => rowHeights(group.points, width, page.size, ctx));
    const grow = page.size * 1.2;
    const tallest = Math.max(...natural.map((heights) => sum(heights) + heights.length * grow));
    const frame = minimalFrame(k, area, headH, Math.max(k.least, headH + 16 + tallest));
    const hairline = { color: mix(palette.text, palette.background, 0.78), width: 0.75 };
    const top = frame.sides[0].y;
    const middle = area.x + area.w / 2;
    const elements: DeckElement[] = [
      verticalLine(`${slideId}.hairline`, middle, top, frame.sides[0].h, hairline.color, 0.75),
    ];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const head = frame.heads[index]!;
      const list = frame.lists[index]!;
      const heights = natural[index] ?? [];
      const extra = Math.min(grow, Math.max(0, (list.h - sum(heights)) / heights.length));
      const rows = heights.map((h) => h + extra);
      const table: TableElement = {
        type: 'table',
        id: `${id}.points`,
        ...list,
        h: sum(rows),
        rows: group.points.map((point) => [point]),
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
      elements.push(
        sideTitle(`${id}.title`, head, group.title, palette.title, ctx, { align: 'left', max: 26 }),
        horizontalLine(`${id}.head-line`, { x: list.x, y: list.y - 8 }, list.w, {
          ...hairline,
          color: palette.textMuted,
        }),
        table,
      );
      let y = list.y;
      rows.slice(0, -1).forEach((h, n) => {
        y += h;
        elements.push(horizontalLine(`${id}.between-${n + 1}`, { x: list.x, y }, list.w, hairline));
      });
    });
    return elements;
  },
};
