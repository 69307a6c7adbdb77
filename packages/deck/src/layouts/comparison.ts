import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import type { LayoutContext } from './context.js';
import {
  bulletList,
  bulletSpec,
  type ContentLayout,
  type ContentSource,
  type PointGroup,
} from './content-layout.js';
import { filledShape, fittedTextBox, frameOf, neededHeight, panel, type Box } from './elements.js';
import { comparisonSides, headingSuggestsComparison, keyValue } from './point-shape.js';

const GUTTER = 56;
const HEAD = 48;
const MAX_PER_SIDE = 5;
const SIZES = { max: 20, min: 16 };
const VS = 40;
const MIN_PANEL = 200;

/** Points labelled with exactly two distinct keys ('优势：…', '劣势：…'), grouped by key. */
export function labelledGroups(points: readonly string[]): PointGroup[] | undefined {
  if (points.length < 3) return undefined;
  const pairs = points.map(keyValue);
  if (pairs.some((pair) => pair === undefined)) return undefined;
  const groups = new Map<string, string[]>();
  for (const pair of pairs) {
    if (!pair) continue;
    groups.set(pair.key, [...(groups.get(pair.key) ?? []), pair.value]);
  }
  if (groups.size !== 2) return undefined;
  return [...groups].map(([title, values]) => ({ title, points: values }));
}

/** The two sides to compare: sub-sections, labelled points, or a 'A vs B' heading's halves. */
export function comparisonGroups(
  source: ContentSource,
  points: readonly string[],
  fallbackSides: readonly [string, string],
): PointGroup[] | undefined {
  if (source.groups?.length === 2) return [...source.groups];
  const labelled = labelledGroups(points);
  if (labelled) return labelled;
  const title = source.heading.title;
  if (!headingSuggestsComparison(title) || points.length < 2 || points.length % 2 !== 0) {
    return undefined;
  }
  const [left, right] = comparisonSides(title) ?? fallbackSides;
  const cut = points.length / 2;
  return [
    { title: left, points: points.slice(0, cut) },
    { title: right, points: points.slice(cut) },
  ];
}

function sides(area: Box, height = area.h - 16): [Box, Box] {
  const w = (area.w - GUTTER) / 2;
  const h = Math.min(height, area.h - 16);
  const y = area.y + 8 + (area.h - 16 - h) / 2;
  return [
    { x: area.x, y, w, h },
    { x: area.x + w + GUTTER, y, w, h },
  ];
}

const listBox = (side: Box, head = HEAD): Box => ({
  x: side.x + 16,
  y: side.y + head + 12,
  w: side.w - 32,
  h: side.h - head - 24,
});

const HEAD_SIZES = { max: 20, min: 14 };

/** The side title's box spec in a head `h` high. */
function headSpec(side: Box, title: string, h: number) {
  return {
    ...side,
    h,
    x: side.x + 12,
    w: side.w - 24,
    font: 'heading' as const,
    paragraphs: [title],
    bold: true,
    align: 'center' as const,
    valign: 'middle' as const,
    lineHeight: 1.2,
  };
}

/**
 * Height of the coloured heads: HEAD, or taller when a side title needs more lines at 14 pt, so
 * a long sub-section title wraps instead of being cut (issue 16, item 3).
 */
function headHeight(groups: readonly PointGroup[], area: Box, ctx: LayoutContext): number {
  const side = sides(area)[0];
  let h = HEAD;
  for (const { title } of groups) {
    const spec = headSpec(side, title, HEAD);
    if (largestFittingSize([title], HEAD_SIZES, frameOf(spec), ctx.measurer)) continue;
    h = Math.max(h, Math.ceil(neededHeight(spec, HEAD_SIZES.min, ctx.measurer)) + 4);
  }
  return h;
}

function sideSize(groups: readonly PointGroup[], area: Box, ctx: LayoutContext) {
  const frame = frameOf(bulletSpec(listBox(sides(area)[0], headHeight(groups, area, ctx)), ''));
  const sizes = groups.map((group) => largestFittingSize(group.points, SIZES, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? SIZES.min));
}

/**
 * Two panels side by side under coloured heads; a 'VS' disc between them when the heading or
 * the labels make it a comparison rather than two sub-groups.
 */
export const comparisonLayout: ContentLayout = {
  id: 'comparison',
  header: true,
  plan(points, { source, area, ctx }) {
    const groups = comparisonGroups(source, points, ctx.labels.sides);
    if (!groups || groups.some((group) => group.points.length > MAX_PER_SIDE)) return undefined;
    if (groups.some((group) => group.points.length === 0)) return undefined;
    const size = sideSize(groups, area, ctx);
    return size === undefined ? undefined : [{ points, size, start: 0, groups }];
  },
  render(slideId, page, { source, area, ctx }) {
    const { palette, radius } = ctx.theme;
    const groups = page.groups ?? [];
    const headH = headHeight(groups, area, ctx);
    const probe = listBox(sides(area)[0], headH);
    const lists = groups.map((group) =>
      neededHeight({ ...bulletSpec(probe, ''), paragraphs: group.points }, page.size, ctx.measurer),
    );
    const boxes = sides(area, Math.max(MIN_PANEL, headH + 24 + Math.max(0, ...lists)));
    const heads = [palette.primary, palette.title];
    const elements: DeckElement[] = [];
    groups.forEach((group, index) => {
      const id = `${slideId}.side-${index + 1}`;
      const side = boxes[index]!;
      const head = { ...side, h: headH };
      elements.push(
        panel(`${id}.panel`, side, palette.surface, radius),
        panel(`${id}.head`, head, heads[index] ?? palette.primary, Math.min(radius, 6)),
        fittedTextBox(
          {
            ...headSpec(side, group.title, headH),
            id: `${id}.title`,
            color: palette.onPrimary,
            maxSize: HEAD_SIZES.max,
            minSize: HEAD_SIZES.min,
          },
          ctx.measurer,
        ),
        bulletList(
          `${id}.list`,
          listBox(side, headH),
          { ...page, points: group.points },
          palette.text,
        ),
      );
    });
    if (!headingSuggestsComparison(source.heading.title) && !labelledGroups(page.points)) {
      return elements;
    }
    const disc = { x: area.x + area.w / 2 - VS / 2, y: boxes[0].y + headH + 40, w: VS, h: VS };
    elements.push(
      {
        ...filledShape(`${slideId}.vs-disc`, 'ellipse', disc, palette.background),
        line: { color: palette.primary, width: 2 },
      },
      fittedTextBox(
        {
          id: `${slideId}.vs`,
          ...disc,
          font: 'heading',
          paragraphs: ['VS'],
          color: palette.primary,
          bold: true,
          align: 'center',
          valign: 'middle',
          lineHeight: 1.2,
          maxSize: 14,
          minSize: 12,
        },
        ctx.measurer,
      ),
    );
    return elements;
  },
};
