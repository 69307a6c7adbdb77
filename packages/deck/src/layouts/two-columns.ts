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
import { filledShape, frameOf, neededHeight, type Box } from './elements.js';
import { visualLength } from './point-shape.js';

const GUTTER = 48;
const MAX_PER_SLIDE = 12;
const SIZES = { max: 22, min: 16 };
/** Longer points read better in one wide column. */
const MAX_POINT_LENGTH = 24;

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
  const frame = frameOf(bulletSpec(columns(area)[0], ''));
  const [left, right] = halves(points);
  const sizes = [left, right].map((half) => largestFittingSize(half, SIZES, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? SIZES.min));
}

/** Two bulleted columns with a hairline between them, for many short points. */
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
