import { largestFittingSize, splitToFit, type TextFrame, type TextMeasurer } from '../text-fit.js';
import { balancedChunks } from './context.js';
import {
  BODY_SIZE,
  bulletSpec,
  centredBulletList,
  type BodyPage,
  type ContentLayout,
} from './content-layout.js';
import { bandedList, bandedSize } from './banded-list.js';
import { frameOf, type Box } from './elements.js';

export const MAX_POINTS_PER_SLIDE = 6;

/**
 * Spreads points over as few slides as possible: at most six per slide (balanced), each slide's
 * points fitting the frame at 16 pt or more. A point too long for a slide of its own is cut at
 * a sentence break and continued on the next slide. All pages of one heading share a size.
 */
export function paginatePoints(
  points: readonly string[],
  frame: TextFrame,
  measurer: TextMeasurer,
  perSlide = MAX_POINTS_PER_SLIDE,
): BodyPage[] {
  const cap = balancedChunks(points, perSlide)[0]?.length ?? 0;
  const queue = [...points];
  const pages: { points: string[]; size: number }[] = [];
  while (queue.length > 0) {
    let take = Math.min(cap, queue.length);
    let size: number | undefined;
    for (; take > 0; take--) {
      size = largestFittingSize(queue.slice(0, take), BODY_SIZE, frame, measurer);
      if (size !== undefined) break;
    }
    if (take > 0 && size !== undefined) {
      pages.push({ points: queue.splice(0, take), size });
      continue;
    }
    const [head, rest] = splitToFit(queue[0] ?? '', BODY_SIZE.min, frame, measurer);
    pages.push({ points: [head], size: BODY_SIZE.min });
    if (rest) queue[0] = rest;
    else queue.shift();
  }
  const shared = Math.min(...pages.map((page) => page.size));
  let start = 0;
  return pages.map((page) => {
    const planned = { ...page, size: shared, start };
    start += page.points.length;
    return planned;
  });
}

const listBox = (area: Box): Box => ({ ...area, y: area.y + 8, h: area.h - 8 });

/**
 * Few points on one slide grow up to this size (from the list's 24 pt), as large as the body
 * holds them on bands (see banded-list.ts).
 */
const ROOMY_SIZE = { max: 32, min: BODY_SIZE.max } as const;

/**
 * The classic list: one bulleted text box over the body area, its points on bands spread over
 * the body when they leave room for them (a list on one slide at the largest size, 24 to
 * 32 pt, the body holds); a list that fills the body is a plain list.
 */
export const bulletsLayout: ContentLayout = {
  id: 'bullets',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length === 0) return undefined;
    const pages = paginatePoints(points, frameOf(bulletSpec(listBox(area), '')), ctx.measurer);
    const [only] = pages;
    if (pages.length !== 1 || !only) return pages;
    const size = bandedSize(only.points, ROOMY_SIZE, listBox(area), ctx.measurer);
    return [{ ...only, size: Math.max(only.size, size ?? only.size) }];
  },
  render(slideId, page, { area, ctx }) {
    const box = listBox(area);
    const id = `${slideId}.body`;
    const banded = bandedList(id, box, page, ctx);
    if (banded) return banded;
    const color = ctx.theme.palette.text;
    return [centredBulletList(id, box, page, color, ctx.measurer)];
  },
};
