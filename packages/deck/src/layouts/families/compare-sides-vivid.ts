import type { DeckElement } from '../../model.js';
import type { LayoutContext } from '../context.js';
import type { ContentLayout, LayoutInput, PointGroup } from '../content-layout.js';
import { filledShape, type Box } from '../elements.js';
import { brandOn, readableFills, textOn } from './compare-colours.js';
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

// Vivid: two solid colour halves meeting in the middle, text on colour, a 'VS' circle on the
// seam; each half's title large with a short bar under it, the points led by small circles.

const VIVID_ROOMY = {
  pad: 36,
  seam: 52,
  head: 56,
  dot: 10,
  least: 300,
  circle: 76,
  top: 28,
  under: 28,
};
type VividSpacing = typeof VIVID_ROOMY;
const VIVID_DENSE: VividSpacing = {
  ...VIVID_ROOMY,
  pad: 24,
  seam: 44,
  head: 44,
  top: 16,
  under: 18,
};
const VIVIDS = [VIVID_ROOMY, VIVID_DENSE] as const;

function vividFrame(k: VividSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, 0, height);
  const inner = (i: 0 | 1) => ({
    x: sides[i].x + (i === 0 ? k.pad : k.seam),
    w: sides[i].w - k.pad - k.seam,
  });
  return {
    sides,
    heads: pair((i) => ({ ...inner(i), y: sides[i].y + k.top, h: headH })),
    lists: pair((i) => ({
      x: inner(i).x + k.dot + 12,
      w: inner(i).w - k.dot - 12,
      y: sides[i].y + k.top + headH + k.under,
      h: sides[i].h - 2 * k.top - headH - k.under,
    })),
  };
}

const vividHead = (k: VividSpacing, groups: readonly PointGroup[], area: Box, ctx: LayoutContext) =>
  titleHeight(groups, area.w / 2 - k.pad - k.seam, k.head, ctx, { max: 26, min: 14 });

const vividLists =
  (input: LayoutInput): ListsOf<VividSpacing> =>
  (k, groups) =>
    vividFrame(k, input.area, vividHead(k, groups, input.area, input.ctx)).lists;

export const vividComparison: ContentLayout = {
  id: 'comparison',
  variant: 'halves',
  header: true,
  plan(points, input) {
    return planSides(points, input, VIVIDS, vividLists(input));
  },
  render(slideId, page, input) {
    const { area, ctx } = input;
    const { palette, chart } = ctx.theme;
    const groups = page.groups ?? [];
    const k = spacingOf(page, VIVIDS, vividLists(input), ctx);
    const headH = vividHead(k, groups, area, ctx);
    const width = vividFrame(k, area, headH).lists[0].w;
    const spread = spreadHeight(groups, width, page.size, ctx, 1.8);
    const frame = vividFrame(
      k,
      area,
      headH,
      Math.max(k.least, 2 * k.top + headH + k.under + spread),
    );
    const fills = readableFills([palette.primary, ...chart], palette, 2);
    const elements: DeckElement[] = [];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = frame.sides[index]!;
      const head = frame.heads[index]!;
      const fill = fills[index] ?? palette.primary;
      const ink = textOn(fill, palette);
      elements.push(
        filledShape(`${id}.half`, 'rect', side, fill),
        sideTitle(`${id}.title`, head, group.title, ink, ctx, { align: 'left', max: 30 }),
        filledShape(
          `${id}.bar`,
          'rect',
          { x: head.x + 4, y: head.y + head.h + 8, w: 48, h: 5 },
          ink,
        ),
      );
      const boxes = stackBoxes(group.points, frame.lists[index]!, page.size, ctx, {
        maxGap: 1.8,
        centre: true,
      });
      boxes.forEach((box, n) => {
        const d = k.dot;
        const dot = { x: head.x + 4, y: box.y + 4 + (page.size * 1.3) / 2 - d / 2, w: d, h: d };
        elements.push(filledShape(`${id}.dot-${n + 1}`, 'ellipse', dot, ink));
      });
      elements.push(...pointBoxes(id, group.points, boxes, page.size, ink, ctx));
    });
    if (compares(input, page)) {
      const d = k.circle;
      const s = frame.sides[0];
      const box = { x: area.x + area.w / 2 - d / 2, y: s.y + s.h / 2 - d / 2, w: d, h: d };
      elements.push(
        filledShape(`${slideId}.seam-circle`, 'ellipse', box, palette.background),
        markText(`${slideId}.seam.vs`, box, 'VS', brandOn(palette.background, ctx), ctx, 24),
      );
    }
    return elements;
  },
};
