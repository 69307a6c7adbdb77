import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { hairlineColor } from './chrome.js';
import { balancedChunks, type LayoutContext } from './context.js';
import {
  bulletList,
  bulletSpec,
  centredIn,
  type BodyPage,
  type ContentLayout,
} from './content-layout.js';
import { bandedList, bandedPlacement, bandedSize } from './banded-list.js';
import { filledShape, frameOf, neededHeight, type Box } from './elements.js';
import { visualLength } from './point-shape.js';

const GUTTER = 48;
const MAX_PER_SLIDE = 12;
const SIZES = { max: 22, min: 16 };
/** Short lists on bands grow up to this size, as large as the columns hold them. */
const BANDED_MAX = 28;
/** Longer points read better in one wide column. */
export const MAX_POINT_LENGTH = 24;

function columns(area: Box): [Box, Box] {
  const w = (area.w - GUTTER) / 2;
  const y = area.y + 8;
  const h = area.h - 8;
  return [
    { x: area.x, y, w, h },
    { x: area.x + w + GUTTER, y, w, h },
  ];
}

const halves = (points: readonly string[]) => {
  const cut = Math.ceil(points.length / 2);
  return [points.slice(0, cut), points.slice(cut)] as const;
};

function pageSize(points: readonly string[], area: Box, ctx: LayoutContext): number | undefined {
  const [fullLeft] = columns(area);
  const frame = frameOf(bulletSpec(fullLeft, ''));
  const halvesOf = halves(points);
  // On bands, as large as both columns hold (each point on one line when it can); else a
  // plain list at the size that fits.
  const bandSizes = { max: BANDED_MAX, min: SIZES.min };
  for (const oneLine of [true, false]) {
    const banded = halvesOf.map((half) =>
      bandedSize(half, bandSizes, fullLeft, ctx.measurer, oneLine),
    );
    if (banded.every((size) => size !== undefined)) return Math.min(...banded.map((s) => s ?? 0));
  }
  const sizes = halvesOf.map((half) => largestFittingSize(half, SIZES, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? SIZES.min));
}

/** Both columns on bands, row by row at the spacing and top of the longer one, or undefined. */
function bandedColumns(slideId: string, page: BodyPage, area: Box, ctx: LayoutContext) {
  const [fullLeft, fullRight] = columns(area);
  const [left, right] = halves(page.points);
  const placement = bandedPlacement(left, page.size, fullLeft, ctx.measurer);
  if (!placement) return undefined;
  const leftList = bandedList(
    `${slideId}.left`,
    fullLeft,
    { ...page, points: left },
    ctx,
    placement,
  );
  if (!leftList) return undefined;
  if (right.length === 0) return leftList;
  const rightPage = { ...page, points: right };
  const rightList = bandedList(`${slideId}.right`, fullRight, rightPage, ctx, placement);
  // The right column is never longer than the left; its bands end inside the same box.
  const last = rightList?.at(-1);
  if (!rightList || !last || last.y + last.h > fullRight.y + fullRight.h) return undefined;
  return [...leftList, ...rightList];
}

/**
 * Two bulleted columns for many short points: on bands spread over the body (rows level
 * across the columns) at the largest size up to 28 pt the columns hold, else two plain lists
 * with a hairline between them.
 */
export const twoColumnsLayout: ContentLayout = {
  id: 'two-columns',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length < 2) return undefined;
    if (points.some((point) => visualLength(point) > MAX_POINT_LENGTH)) return undefined;
    for (let perSlide = MAX_PER_SLIDE; perSlide >= 4; perSlide -= 2) {
      const chunks = balancedChunks(points, perSlide);
      const sizes = chunks.map((chunk) => pageSize(chunk, area, ctx));
      if (sizes.some((size) => size === undefined)) continue;
      const size = Math.min(...sizes.map((value) => value ?? SIZES.min));
      let start = 0;
      return chunks.map((chunk) => {
        const page = { points: chunk, size, start };
        start += chunk.length;
        return page;
      });
    }
    return undefined;
  },
  render(slideId, page, { area, ctx }) {
    const banded = bandedColumns(slideId, page, area, ctx);
    if (banded) return banded;
    const color = ctx.theme.palette.text;
    const [fullLeft, fullRight] = columns(area);
    const [left, right] = halves(page.points);
    const tallest = Math.max(
      ...[left, right].map((points) =>
        neededHeight({ ...bulletSpec(fullLeft, ''), paragraphs: points }, page.size, ctx.measurer),
      ),
    );
    // Both columns share one block, centred in the body area when the lists are short.
    const block = centredIn(fullLeft, tallest + 2);
    const leftBox = { ...fullLeft, y: block.y, h: block.h };
    const rightBox = { ...fullRight, y: block.y, h: block.h };
    const half = (points: readonly string[]): BodyPage => ({ ...page, points });
    const elements: DeckElement[] = [bulletList(`${slideId}.left`, leftBox, half(left), color)];
    if (right.length > 0) {
      elements.push(bulletList(`${slideId}.right`, rightBox, half(right), color));
    }
    const divider = { x: area.x + area.w / 2, y: block.y + 8, w: 1, h: Math.max(0, block.h - 8) };
    elements.push(filledShape(`${slideId}.divider`, 'rect', divider, hairlineColor(ctx)));
    return elements;
  },
};
