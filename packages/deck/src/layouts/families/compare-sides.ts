import type { DeckElement } from '../../model.js';
import type { LayoutContext } from '../context.js';
import type { BodyPage, ContentLayout, LayoutInput, PointGroup } from '../content-layout.js';
import type { Box } from '../elements.js';
import {
  compares,
  pair,
  planSides,
  pointBoxes,
  spacingOf,
  spreadHeight,
  stackBoxes,
  titleHeight,
  type ListsOf,
  type StackMeasure,
} from './compare-shared.js';

/** How far a side's head and list boxes sit in from its edges. */
export interface SideInsets {
  headLeft: number;
  headRight: number;
  listLeft: number;
  listRight: number;
}

/**
 * Where a family comparison puts its two sides, their heads and their points. The insets are
 * both sides' unless `right` gives the right side its own.
 */
export interface SidesSpacing extends SideInsets {
  gutter: number;
  /** How much lower the right side sits (a staggered pair). */
  offset: number;
  /** The least height of a side. */
  least: number;
  headTop: number;
  /** The least height of a head (it grows for a side title that wraps). */
  head: number;
  /** Room the title leaves inside its head on either side. */
  titleInset: number;
  /** Between a head and its points; under the points. */
  under: number;
  bottom: number;
  right?: SideInsets;
}

/** Boxes of a comparison's two sides, their heads and the boxes their points stack in. */
export interface SideFrame {
  sides: [Box, Box];
  heads: [Box, Box];
  lists: [Box, Box];
}

/**
 * Two sides `gutter` apart, `height` high (the body's height at most), placed at the optical
 * centre of the body; the second side `offset` lower (a staggered pair).
 */
export function sidePair(area: Box, gutter: number, height: number, offset = 0): [Box, Box] {
  const w = (area.w - gutter) / 2;
  const room = area.h - 16 - offset;
  const h = Math.min(height, room);
  const y = area.y + 8 + (room - h) * 0.42;
  return [
    { x: area.x, y, w, h },
    { x: area.x + w + gutter, y: y + offset, w, h },
  ];
}

/** The sides, heads and lists of spacing `k` in `area`, heads `headH` high. */
export function sideFrame(k: SidesSpacing, area: Box, headH: number, height = area.h): SideFrame {
  const sides = sidePair(area, k.gutter, height, k.offset);
  const insets = (i: 0 | 1): SideInsets => (i === 1 && k.right) || k;
  return {
    sides,
    heads: pair((i) => {
      const { headLeft: left, headRight: right } = insets(i);
      const side = sides[i];
      return { x: side.x + left, y: side.y + k.headTop, w: side.w - left - right, h: headH };
    }),
    lists: pair((i) => {
      const { listLeft: left, listRight: right } = insets(i);
      const side = sides[i];
      const y = side.y + k.headTop + headH + k.under;
      return { x: side.x + left, y, w: side.w - left - right, h: side.y + side.h - k.bottom - y };
    }),
  };
}

/** Height of the heads of spacing `k`: its least, or more for side titles that wrap. */
export function headHeight(
  k: SidesSpacing,
  groups: readonly PointGroup[],
  area: Box,
  ctx: LayoutContext,
): number {
  const width = (area.w - k.gutter) / 2 - k.headLeft - k.headRight - 2 * k.titleInset;
  return titleHeight(groups, width, k.head, ctx);
}

/** What a family draws a planned comparison with. */
export interface SidesDraw<K extends SidesSpacing> {
  slideId: string;
  page: BodyPage;
  input: LayoutInput;
  ctx: LayoutContext;
  k: K;
  groups: readonly PointGroup[];
  frame: SideFrame;
  /** Each side's point boxes, spread over its list box. */
  boxes: [Box[], Box[]];
  /** Whether the sides are compared (a 'VS' mark) rather than two sub-groups. */
  versus: boolean;
}

export interface SidesDesign<K extends SidesSpacing> {
  variant: string;
  /** Spacings, roomy first: the first that holds the sides is used. */
  spacings: readonly K[];
  /** The most space between two points, in em. */
  maxGap: number;
  /** How a side's points are measured when not as text boxes (a table's rows). */
  measure?: (ctx: LayoutContext) => StackMeasure;
  /** Height the sides' points take at their spread (default: the stacked text boxes). */
  spread?: (
    draw: { groups: readonly PointGroup[]; width: number; size: number },
    ctx: LayoutContext,
  ) => number;
  /** The colour of a side's point texts; without it the side draws its points itself. */
  pointColor?: (draw: SidesDraw<K>, index: 0 | 1) => string;
  /** The shapes and texts of one side (drawn before its points). */
  side(draw: SidesDraw<K>, index: 0 | 1): DeckElement[];
  /** What sits between the sides (drawn last). */
  between?(draw: SidesDraw<K>): DeckElement[];
}

/** A family comparison from its design: plan and frame shared, the drawing its own. */
export function sidesLayout<K extends SidesSpacing>(design: SidesDesign<K>): ContentLayout {
  const lists =
    (input: LayoutInput): ListsOf<K> =>
    (k, groups) =>
      sideFrame(k, input.area, headHeight(k, groups, input.area, input.ctx)).lists;
  const measure = (ctx: LayoutContext) => design.measure?.(ctx);
  return {
    id: 'comparison',
    variant: design.variant,
    header: true,
    plan: (points, input) =>
      planSides(points, input, design.spacings, lists(input), measure(input.ctx)),
    render(slideId, page, input) {
      const { area, ctx } = input;
      const groups = page.groups ?? [];
      const k = spacingOf(page, design.spacings, lists(input), ctx, measure(ctx));
      const headH = headHeight(k, groups, area, ctx);
      const width = sideFrame(k, area, headH).lists[0].w;
      const spread =
        design.spread?.({ groups, width, size: page.size }, ctx) ??
        spreadHeight(groups, width, page.size, ctx, design.maxGap);
      const chrome = k.headTop + headH + k.under + k.bottom;
      const frame = sideFrame(k, area, headH, Math.max(k.least, chrome + spread));
      const options = { maxGap: design.maxGap, centre: true };
      const boxes = pair((i) =>
        stackBoxes(groups[i]?.points ?? [], frame.lists[i], page.size, ctx, options),
      );
      const versus = compares(input, page);
      const draw: SidesDraw<K> = { slideId, page, input, ctx, k, groups, frame, boxes, versus };
      const elements: DeckElement[] = [];
      for (const index of [0, 1] as const) {
        elements.push(...design.side(draw, index));
        const color = design.pointColor?.(draw, index);
        if (color === undefined) continue;
        const points = groups[index]?.points ?? [];
        const id = `${slideId}.side-${index + 1}`;
        elements.push(...pointBoxes(id, points, boxes[index], page.size, color, ctx));
      }
      return [...elements, ...(design.between?.(draw) ?? [])];
    },
  };
}

/** A marker's box beside the first line of a point set at `size` in `box`. */
export function markerBox(box: Box, size: number, x: number, w: number, h = w): Box {
  return { x, y: box.y + 4 + (size * 1.3) / 2 - h / 2, w, h };
}
