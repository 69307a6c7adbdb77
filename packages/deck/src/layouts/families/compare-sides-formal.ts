import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout, LayoutInput, PointGroup } from '../content-layout.js';
import { filledShape, horizontalLine, type Box } from '../elements.js';
import { markShape, ordinal } from './compare-marks.js';
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
} from './compare-shared.js';

// Government: two square panels under solid primary head bands, a gold 'VS' square between the
// bands, the points as rows led by small primary squares with rules between them, a heavy rule
// closing each panel.

const GOV_ROOMY = { gutter: 72, head: 56, padX: 28, marker: 20, padY: 22, least: 280, vs: 48 };
type GovSpacing = typeof GOV_ROOMY;
const GOV_DENSE: GovSpacing = {
  ...GOV_ROOMY,
  gutter: 64,
  head: 44,
  padX: 18,
  marker: 18,
  padY: 12,
};
const GOVS = [GOV_ROOMY, GOV_DENSE] as const;

function governmentFrame(k: GovSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height);
  return {
    sides,
    heads: pair((i) => ({ ...sides[i], h: headH })),
    lists: pair((i) => ({
      x: sides[i].x + k.padX + k.marker,
      y: sides[i].y + headH + k.padY,
      w: sides[i].w - 2 * k.padX - k.marker,
      h: sides[i].h - headH - 2 * k.padY - 4,
    })),
  };
}

const governmentHead = (
  k: GovSpacing,
  groups: readonly PointGroup[],
  area: Box,
  ctx: LayoutContext,
) => titleHeight(groups, (area.w - k.gutter) / 2 - 32, k.head, ctx);

const governmentLists =
  (input: LayoutInput): ListsOf<GovSpacing> =>
  (k, groups) =>
    governmentFrame(k, input.area, governmentHead(k, groups, input.area, input.ctx)).lists;

export const governmentComparison: ContentLayout = {
  id: 'comparison',
  variant: 'banner',
  header: true,
  plan(points, input) {
    return planSides(points, input, GOVS, governmentLists(input));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, GOVS, governmentLists(input), ctx);
    const headH = governmentHead(k, groups, area, ctx);
    const width = governmentFrame(k, area, headH).lists[0].w;
    const spread = spreadHeight(groups, width, page.size, ctx, 2.4);
    const height = Math.max(k.least, headH + 2 * k.padY + 4 + spread);
    const frame = governmentFrame(k, area, headH, height);
    const rule = mix(palette.primary, palette.surface, 0.7);
    const elements: DeckElement[] = [];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = frame.sides[index]!;
      const head = frame.heads[index]!;
      const boxes = stackBoxes(group.points, frame.lists[index]!, page.size, ctx, {
        maxGap: 2.4,
        centre: true,
      });
      elements.push(
        filledShape(
          `${id}.panel`,
          'rect',
          { ...side, y: side.y + headH, h: side.h - headH },
          palette.surface,
        ),
        filledShape(`${id}.band`, 'rect', head, palette.primary),
        filledShape(
          `${id}.base`,
          'rect',
          { ...side, y: side.y + side.h - 4, h: 4 },
          palette.primary,
        ),
        sideTitle(
          `${id}.title`,
          { ...head, x: head.x + 16, w: head.w - 32 },
          group.title,
          palette.onPrimary,
          ctx,
          { max: 22 },
        ),
      );
      boxes.forEach((box, n) => {
        const line = page.size * 1.3;
        const square = { x: side.x + k.padX, y: box.y + 4 + line / 2 - 4, w: 8, h: 8 };
        elements.push(filledShape(`${id}.mark-${n + 1}`, 'rect', square, palette.primary));
        const next = boxes[n + 1];
        if (!next) return;
        const y = (box.y + box.h + next.y) / 2;
        const from = { x: side.x + k.padX, y };
        elements.push(
          horizontalLine(`${id}.divider-${n + 1}`, from, side.w - 2 * k.padX, {
            color: rule,
            width: 1,
          }),
        );
      });
      elements.push(...pointBoxes(id, group.points, boxes, page.size, palette.text, ctx));
    });
    if (compares(input, page)) {
      const { vs } = k;
      const head = frame.heads[0];
      const box = {
        x: area.x + area.w / 2 - vs / 2,
        y: head.y + head.h / 2 - vs / 2,
        w: vs,
        h: vs,
      };
      elements.push(
        ...markShape(`${slideId}.versus`, 'rect', box, palette.accent, palette, 'VS', ctx),
      );
    }
    return elements;
  },
};

// Classic: two scroll panels hung from dark rods, the right one lower, a vertical double rule
// between them; each head a seal square with its ordinal beside the title over a thin double
// rule; the points as plain lines with air between them.

const CLASSIC_ROOMY = {
  gutter: 80,
  offset: 28,
  rod: 5,
  seal: 36,
  padX: 28,
  head: 48,
  least: 260,
  air: 18,
  under: 24,
};
type ClassicSpacing = typeof CLASSIC_ROOMY;
const CLASSIC_DENSE: ClassicSpacing = {
  ...CLASSIC_ROOMY,
  gutter: 64,
  offset: 0,
  seal: 32,
  padX: 18,
  head: 40,
  air: 10,
  under: 16,
};
const CLASSICS = [CLASSIC_ROOMY, CLASSIC_DENSE] as const;

function classicFrame(k: ClassicSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height, k.offset);
  const top = k.rod + k.air;
  return {
    sides,
    heads: pair((i) => ({
      x: sides[i].x + k.padX + k.seal + 12,
      y: sides[i].y + top,
      w: sides[i].w - 2 * k.padX - k.seal - 12,
      h: headH,
    })),
    lists: pair((i) => ({
      x: sides[i].x + k.padX,
      y: sides[i].y + top + headH + k.under,
      w: sides[i].w - 2 * k.padX,
      h: sides[i].h - top - headH - k.under - k.rod - k.air,
    })),
  };
}

const classicHead = (
  k: ClassicSpacing,
  groups: readonly PointGroup[],
  area: Box,
  ctx: LayoutContext,
) => {
  const w = (area.w - k.gutter) / 2 - 2 * k.padX - k.seal - 12;
  return titleHeight(groups, w, k.head, ctx);
};

const classicLists =
  (input: LayoutInput): ListsOf<ClassicSpacing> =>
  (k, groups) =>
    classicFrame(k, input.area, classicHead(k, groups, input.area, input.ctx)).lists;

export const classicComparison: ContentLayout = {
  id: 'comparison',
  variant: 'scroll',
  header: true,
  plan(points, input) {
    return planSides(points, input, CLASSICS, classicLists(input));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, CLASSICS, classicLists(input), ctx);
    const headH = classicHead(k, groups, area, ctx);
    const width = classicFrame(k, area, headH).lists[0].w;
    const spread = spreadHeight(groups, width, page.size, ctx, 2);
    const height = Math.max(k.least, 2 * (k.rod + k.air) + headH + k.under + spread);
    const frame = classicFrame(k, area, headH, height);
    const thin = mix(palette.primary, palette.surface, 0.45);
    const elements: DeckElement[] = [];
    const middle = area.x + area.w / 2;
    const top = frame.sides[0].y;
    const length = frame.sides[1].y + frame.sides[1].h - top;
    elements.push(
      verticalLine(`${slideId}.divide-1`, middle - 2.5, top, length, thin, 0.75),
      verticalLine(`${slideId}.divide-2`, middle + 2.5, top, length, thin, 0.75),
    );
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = frame.sides[index]!;
      const head = frame.heads[index]!;
      const list = frame.lists[index]!;
      const rod = (y: number) => ({ x: side.x - 6, y, w: side.w + 12, h: k.rod });
      const scroll = {
        ...filledShape(`${id}.scroll`, 'rect', side, palette.surface),
        line: { color: thin, width: 0.75 },
      };
      const seal = {
        x: side.x + k.padX,
        y: head.y + (head.h - k.seal) / 2,
        w: k.seal,
        h: k.seal,
      };
      const under = head.y + head.h + 10;
      const ruleFrom = side.x + k.padX;
      const ruleLength = side.w - 2 * k.padX;
      elements.push(
        scroll,
        filledShape(`${id}.rod-top`, 'rect', rod(side.y), palette.primary),
        filledShape(`${id}.rod-bottom`, 'rect', rod(side.y + side.h - k.rod), palette.primary),
        ...markShape(
          `${id}.seal`,
          'rect',
          seal,
          palette.primary,
          palette,
          ordinal(index + 1, ctx),
          ctx,
          { name: 'number', max: 20 },
        ),
        sideTitle(`${id}.title`, head, group.title, palette.title, ctx, { align: 'left', max: 24 }),
        horizontalLine(`${id}.line-1`, { x: ruleFrom, y: under }, ruleLength, {
          color: thin,
          width: 0.75,
        }),
        horizontalLine(`${id}.line-2`, { x: ruleFrom, y: under + 3 }, ruleLength, {
          color: thin,
          width: 0.75,
        }),
      );
      const boxes = stackBoxes(group.points, list, page.size, ctx, { maxGap: 2, centre: true });
      elements.push(...pointBoxes(id, group.points, boxes, page.size, palette.text, ctx));
    });
    return elements;
  },
};
