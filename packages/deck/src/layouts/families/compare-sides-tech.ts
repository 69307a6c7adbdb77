import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout, LayoutInput, PointGroup } from '../content-layout.js';
import { filledShape, horizontalLine, type Box } from '../elements.js';
import { brandOn } from './compare-colours.js';
import { markText } from './compare-marks.js';
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
  type SideFrame,
} from './compare-shared.js';

// Tech: two outlined tiles with a primary edge on their left, each head a large '01' index and
// the title under a thin line, the points led by small chevrons; a chevron between the tiles.

const TECH_ROOMY = {
  gutter: 64,
  edge: 4,
  padX: 24,
  index: 56,
  marker: 18,
  head: 52,
  least: 260,
  top: 14,
  under: 22,
  bottom: 18,
};
type TechSpacing = typeof TECH_ROOMY;
const TECH_DENSE: TechSpacing = {
  ...TECH_ROOMY,
  gutter: 56,
  padX: 16,
  index: 44,
  head: 40,
  top: 8,
  under: 14,
  bottom: 10,
};
const TECHS = [TECH_ROOMY, TECH_DENSE] as const;

function techFrame(k: TechSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height);
  return {
    sides,
    heads: pair((i) => ({
      x: sides[i].x + k.padX + k.index,
      y: sides[i].y + k.top,
      w: sides[i].w - 2 * k.padX - k.index,
      h: headH,
    })),
    lists: pair((i) => ({
      x: sides[i].x + k.padX + k.marker,
      y: sides[i].y + k.top + headH + k.under,
      w: sides[i].w - 2 * k.padX - k.marker,
      h: sides[i].h - k.top - headH - k.under - k.bottom,
    })),
  };
}

const techHead = (k: TechSpacing, groups: readonly PointGroup[], area: Box, ctx: LayoutContext) => {
  const w = (area.w - k.gutter) / 2 - 2 * k.padX - k.index;
  return titleHeight(groups, w, k.head, ctx);
};

const techLists =
  (input: LayoutInput): ListsOf<TechSpacing> =>
  (k, groups) =>
    techFrame(k, input.area, techHead(k, groups, input.area, input.ctx)).lists;

export const techComparison: ContentLayout = {
  id: 'comparison',
  variant: 'tiles',
  header: true,
  plan(points, input) {
    return planSides(points, input, TECHS, techLists(input));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, TECHS, techLists(input), ctx);
    const headH = techHead(k, groups, area, ctx);
    const width = techFrame(k, area, headH).lists[0].w;
    const spread = spreadHeight(groups, width, page.size, ctx, 1.6);
    const frame = techFrame(
      k,
      area,
      headH,
      Math.max(k.least, k.top + headH + k.under + k.bottom + spread),
    );
    const outline = mix(palette.primary, palette.surface, 0.6);
    const brand = brandOn(palette.surface, ctx);
    const elements: DeckElement[] = [];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = frame.sides[index]!;
      const head = frame.heads[index]!;
      const tile = {
        ...filledShape(`${id}.tile`, 'rect', side, palette.surface),
        line: { color: outline, width: 1 },
      };
      const number = { x: side.x + k.padX - 4, y: head.y, w: k.index, h: head.h };
      elements.push(
        tile,
        filledShape(`${id}.edge`, 'rect', { ...side, w: k.edge }, palette.primary),
        markText(`${id}.index.number`, number, `0${index + 1}`, brand, ctx, 30),
        sideTitle(`${id}.title`, head, group.title, palette.title, ctx, { align: 'left', max: 24 }),
        horizontalLine(
          `${id}.underline`,
          { x: side.x + k.padX, y: head.y + head.h + k.under / 2 },
          side.w - 2 * k.padX,
          { color: outline, width: 1 },
        ),
      );
      const boxes = stackBoxes(group.points, frame.lists[index]!, page.size, ctx, {
        maxGap: 1.6,
        centre: true,
      });
      boxes.forEach((box, n) => {
        const mark = {
          x: side.x + k.padX,
          y: box.y + 4 + (page.size * 1.3) / 2 - 5,
          w: 8,
          h: 10,
        };
        elements.push(filledShape(`${id}.chevron-${n + 1}`, 'chevron', mark, brand));
      });
      elements.push(...pointBoxes(id, group.points, boxes, page.size, palette.text, ctx));
    });
    if (compares(input, page)) {
      const s = frame.sides[0];
      const box = { x: area.x + area.w / 2 - 14, y: s.y + s.h / 2 - 20, w: 28, h: 40 };
      elements.push(
        filledShape(`${slideId}.versus-chevron`, 'chevron', box, brandOn(palette.background, ctx)),
      );
    }
    return elements;
  },
};
