import type { DeckElement } from '../../model.js';
import { largestFittingSize, sizeSteps } from '../../text-fit.js';
import { comparisonGroups, labelledGroups } from '../comparison.js';
import type { LayoutContext } from '../context.js';
import type { BodyPage, LayoutInput, PointGroup } from '../content-layout.js';
import {
  fittedTextBox,
  horizontalLine,
  frameOf,
  neededHeight,
  balancedTextBox,
  type Box,
  type TextBoxSpec,
} from '../elements.js';
import { headingSuggestsComparison } from '../point-shape.js';

/** Points per side, as in the base comparison. */
const MAX_PER_SIDE = 5;
/** Point sizes: up to 24 pt when the sides are short, down to the cards' 14 pt. */
export const POINT_SIZES = { max: 24, min: 14 } as const;
/** Side titles. */
export const TITLE_SIZES = { max: 26, min: 14 } as const;
/** The least space between two stacked points, in em. */
export const MIN_GAP = 0.5;

/** Two of a thing, made for the left (0) and the right (1) side. */
export const pair = <T>(make: (index: 0 | 1) => T): [T, T] => [make(0), make(1)];

/** A vertical line from (x, y), `length` long. */
export function verticalLine(
  id: string,
  x: number,
  y: number,
  length: number,
  color: string,
  width = 1,
): DeckElement {
  return { ...horizontalLine(id, { x, y }, 0, { color, width }), w: 0, h: length };
}

/** Whether the slide compares (a 'VS' mark) rather than showing two sub-groups. */
export function compares(input: LayoutInput, page: BodyPage): boolean {
  return headingSuggestsComparison(input.source.heading.title) || !!labelledGroups(page.points);
}

/** A point's text box spec (body font) in `box`. */
export function pointSpec(id: string, box: Box, point: string, color: string): TextBoxSpec {
  return { id, ...box, font: 'body', paragraphs: [point], color, lineHeight: 1.3 };
}

/** Heights of the points as boxes `width` wide at `size`. */
export function pointHeights(
  points: readonly string[],
  width: number,
  size: number,
  ctx: LayoutContext,
): number[] {
  const box = { x: 0, y: 0, w: width, h: 0 };
  return points.map((point) =>
    Math.ceil(neededHeight(pointSpec('', box, point, ''), size, ctx.measurer)),
  );
}

/** Height of a stack of points at `size` with `gap` em between them. */
export function stackHeight(
  points: readonly string[],
  width: number,
  size: number,
  gap: number,
  ctx: LayoutContext,
): number {
  const heights = pointHeights(points, width, size, ctx);
  return heights.reduce((sum, h) => sum + h, 0) + Math.max(0, points.length - 1) * gap * size;
}

/** The largest point size at which every group's points stack in its list box. */
export function stackSize(
  groups: readonly PointGroup[],
  lists: readonly Box[],
  ctx: LayoutContext,
  measure: StackMeasure = (points, width, size) => stackHeight(points, width, size, MIN_GAP, ctx),
): number | undefined {
  return sizeSteps(POINT_SIZES.max, POINT_SIZES.min).find((size) =>
    groups.every((group, index) => {
      const box = lists[index];
      return !!box && measure(group.points, box.w, size) <= box.h;
    }),
  );
}

/** Height a side's points take stacked `width` wide at `size`, at their least spacing. */
export type StackMeasure = (points: readonly string[], width: number, size: number) => number;

/**
 * The points' boxes in `box`, top to bottom, spread with up to `maxGap` em between them; the
 * stack starts at the top of `box` (or is centred when `centre`).
 */
export function stackBoxes(
  points: readonly string[],
  box: Box,
  size: number,
  ctx: LayoutContext,
  options: { maxGap?: number; centre?: boolean } = {},
): Box[] {
  const heights = pointHeights(points, box.w, size, ctx);
  const used = heights.reduce((sum, h) => sum + h, 0);
  const slots = Math.max(1, points.length - 1);
  const gap = Math.min((options.maxGap ?? 1.6) * size, Math.max(0, (box.h - used) / slots));
  const total = used + gap * (points.length - 1);
  let y = options.centre ? box.y + Math.max(0, (box.h - total) / 2) : box.y;
  return heights.map((h) => {
    const placed = { x: box.x, y, w: box.w, h };
    y += h + gap;
    return placed;
  });
}

/** Height the stacked points take in a box `width` wide at `size` with up to `maxGap` em. */
export function spreadHeight(
  groups: readonly PointGroup[],
  width: number,
  size: number,
  ctx: LayoutContext,
  maxGap = 1.6,
): number {
  return Math.max(...groups.map((g) => stackHeight(g.points, width, size, maxGap, ctx)));
}

/** Height a side title needs in a head `w` wide (at least `least`), wrapping at 14 pt. */
export function titleHeight(
  groups: readonly PointGroup[],
  w: number,
  least: number,
  ctx: LayoutContext,
  sizes: { max: number; min: number } = { max: 20, min: TITLE_SIZES.min },
): number {
  let h = least;
  for (const { title } of groups) {
    const spec = titleSpec('', { x: 0, y: 0, w, h: least }, title, '');
    if (largestFittingSize([title], sizes, frameOf(spec), ctx.measurer)) continue;
    h = Math.max(h, Math.ceil(neededHeight(spec, sizes.min, ctx.measurer)) + 4);
  }
  return h;
}

function titleSpec(id: string, box: Box, title: string, color: string, align = 'center') {
  return {
    id,
    ...box,
    font: 'heading' as const,
    paragraphs: [title],
    color,
    bold: true,
    align: align as TextBoxSpec['align'],
    valign: 'middle' as const,
    lineHeight: 1.2,
  };
}

/** A side title fitted (and balanced) in `box`. */
export function sideTitle(
  id: string,
  box: Box,
  title: string,
  color: string,
  ctx: LayoutContext,
  options: { align?: 'left' | 'center' | 'right'; max?: number } = {},
): DeckElement {
  return fittedTextBox(
    {
      ...titleSpec(id, box, title, color, options.align ?? 'center'),
      maxSize: options.max ?? TITLE_SIZES.max,
      minSize: TITLE_SIZES.min,
      balance: true,
    },
    ctx.measurer,
  );
}

/**
 * The points of one side, each its own text box at the planned size, wrapped into even lines
 * (so a point measured on two lines is drawn on two, and the spacing between points holds).
 */
export function pointBoxes(
  id: string,
  points: readonly string[],
  boxes: readonly Box[],
  size: number,
  color: string,
  ctx: LayoutContext,
): DeckElement[] {
  return points.map((point, index) =>
    balancedTextBox(
      { ...pointSpec(`${id}.point-${index + 1}`, boxes[index]!, point, color), size },
      ctx.measurer,
    ),
  );
}

/** The list boxes of a composition's two sides in its spacing `k`, for these groups. */
export type ListsOf<K> = (k: K, groups: readonly PointGroup[]) => readonly Box[];

/**
 * The plan of a family comparison: the two groups, on one slide, at the largest size at which
 * both stack in the list boxes of the composition's first spacing (`spacings`, roomy first)
 * that holds them.
 */
export function planSides<K>(
  points: readonly string[],
  input: LayoutInput,
  spacings: readonly K[],
  lists: ListsOf<K>,
  measure?: StackMeasure,
): BodyPage[] | undefined {
  const { source, ctx } = input;
  const groups = comparisonGroups(source, points, ctx.labels.sides);
  if (!groups || groups.some((g) => g.points.length === 0 || g.points.length > MAX_PER_SIDE)) {
    return undefined;
  }
  for (const k of spacings) {
    const size = stackSize(groups, lists(k, groups), ctx, measure);
    if (size !== undefined) return [{ points, size, start: 0, groups }];
  }
  return undefined;
}

/** The spacing a planned page was fitted in: the first that holds its groups at its size. */
export function spacingOf<K>(
  page: BodyPage,
  spacings: readonly K[],
  lists: ListsOf<K>,
  ctx: LayoutContext,
  measure?: StackMeasure,
): K {
  const groups = page.groups ?? [];
  const fits = (k: K) => (stackSize(groups, lists(k, groups), ctx, measure) ?? 0) >= page.size;
  return spacings.find(fits) ?? spacings.at(-1)!;
}
