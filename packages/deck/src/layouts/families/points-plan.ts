import { sizeSteps, splitToFit } from '../../text-fit.js';
import { MAX_POINTS_PER_SLIDE } from '../bullets.js';
import { balancedChunks } from '../context.js';
import {
  BODY_SIZE,
  type BodyPage,
  type ContentLayout,
  type LayoutInput,
} from '../content-layout.js';
import { frameOf } from '../elements.js';
import { visualLength } from '../point-shape.js';
import { MAX_POINT_LENGTH } from '../two-columns.js';
import {
  fitsAt,
  oneLine,
  placeGrid,
  textSpec,
  textWidth,
  type DrawGrid,
  type RowFrame,
} from './points-grid.js';

/**
 * How the families' point lists split into slides (like the base bullets and two-columns, on
 * the row grid of points-grid.ts), and their ContentLayouts.
 */

/** A list on one slide grows up to this size while every row keeps this much air (em). */
const ROOMY = { max: 32, air: 0.4 } as const;
/** Two columns: sizes of one-line cells and of wrapped ones. */
const COLUMN_SIZES = { max: 28, wrapMax: 22, min: BODY_SIZE.min } as const;
const MAX_CELLS = 12;

const largest = (max: number, min: number, test: (size: number) => boolean) =>
  sizeSteps(max, min).find(test);

/**
 * Pages of at most `perSlide` points (balanced), each as many as fit at 16 pt or more; a point
 * too long for a slide of its own is cut at a sentence break and continued. All pages share
 * the smallest page's size.
 */
function rowPages(
  points: readonly string[],
  frame: RowFrame,
  input: LayoutInput,
  sizeOf: (points: readonly string[]) => number | undefined,
): BodyPage[] {
  const most = balancedChunks(points, MAX_POINTS_PER_SLIDE)[0]?.length ?? 1;
  const queue = [...points];
  const found: { points: string[]; size: number }[] = [];
  while (queue.length > 0) {
    let count = Math.min(most, queue.length);
    let size = sizeOf(queue.slice(0, count));
    while (size === undefined && count > 1) size = sizeOf(queue.slice(0, --count));
    if (size !== undefined) {
      found.push({ points: queue.splice(0, count), size });
      continue;
    }
    const box = frame.inner(input.area);
    const text = {
      ...textSpec(textWidth(frame, box, BODY_SIZE.min), ''),
      h: box.h - 2 * frame.pad.min,
    };
    const [head, rest] = splitToFit(
      queue[0] ?? '',
      BODY_SIZE.min,
      frameOf(text),
      input.ctx.measurer,
    );
    found.push({ points: [head], size: BODY_SIZE.min });
    if (rest) queue[0] = rest;
    else queue.shift();
  }
  // Whole points on several pages: the same number of pages, balanced (3 + 3, not 5 + 1), when
  // each balanced page fits too.
  const whole = found.length > 1 && found.length <= points.length;
  const even = whole ? balancedChunks(points, Math.ceil(points.length / found.length)) : [];
  const evenSizes = even.map((chunk) => sizeOf(chunk));
  if (
    whole &&
    even.length === found.length &&
    found.flatMap((page) => page.points).join('\n') === points.join('\n') &&
    evenSizes.every((size) => size !== undefined)
  ) {
    found.splice(
      0,
      found.length,
      ...even.map((chunk, i) => ({ points: chunk, size: evenSizes[i] ?? 0 })),
    );
  }
  const size = Math.min(...found.map((page) => page.size));
  let start = 0;
  return found.map((page) => {
    const planned = { points: page.points, size, start };
    start += page.points.length;
    return planned;
  });
}

/** The bullets plan on a row grid: pages as the base list makes them, one page grown to 32 pt. */
export function planRows(points: readonly string[], frame: RowFrame, input: LayoutInput) {
  if (points.length === 0) return undefined;
  const sizeOf = (chunk: readonly string[]) =>
    largest(BODY_SIZE.max, BODY_SIZE.min, (size) => fitsAt(chunk, size, frame, input));
  const pages = rowPages(points, frame, input, sizeOf);
  const [only] = pages;
  if (pages.length !== 1 || !only) return pages;
  const grown = largest(ROOMY.max, only.size, (size) =>
    fitsAt(only.points, size, frame, input, ROOMY.air),
  );
  return [{ ...only, size: Math.max(only.size, grown ?? only.size) }];
}

/** The size of one page of two-column cells: one line each if it can, else wrapped; or none. */
function columnSize(points: readonly string[], frame: RowFrame, input: LayoutInput) {
  const single = largest(
    COLUMN_SIZES.max,
    COLUMN_SIZES.min,
    (size) => oneLine(points, size, frame, input) && fitsAt(points, size, frame, input, ROOMY.air),
  );
  return (
    single ??
    largest(COLUMN_SIZES.wrapMax, COLUMN_SIZES.min, (size) => fitsAt(points, size, frame, input))
  );
}

/** The two-columns plan on a row grid: many short points, up to 12 a slide. */
export function planColumns(points: readonly string[], frame: RowFrame, input: LayoutInput) {
  if (points.length < 2 || points.some((point) => visualLength(point) > MAX_POINT_LENGTH)) {
    return undefined;
  }
  for (let most = MAX_CELLS; most >= 4; most -= 2) {
    const chunks = balancedChunks(points, most);
    const sizes = chunks.map((chunk) => columnSize(chunk, frame, input));
    if (sizes.some((size) => size === undefined)) continue;
    const size = Math.min(...sizes.map((value) => value ?? COLUMN_SIZES.min));
    let start = 0;
    return chunks.map((chunk) => {
      const page = { points: chunk, size, start };
      start += chunk.length;
      return page;
    });
  }
  return undefined;
}

/** The family's bullets and two-columns compositions over its row frames and drawing. */
export function pointLayouts(
  variant: string,
  frames: { bullets: RowFrame; columns: RowFrame },
  draw: DrawGrid,
): { bullets: ContentLayout; 'two-columns': ContentLayout } {
  const render = (frame: RowFrame) => (slideId: string, page: BodyPage, input: LayoutInput) =>
    page.points.length === 0 ? [] : draw(slideId, placeGrid(page, frame, input), input);
  return {
    bullets: {
      id: 'bullets',
      variant,
      header: true,
      plan: (points, input) => planRows(points, frames.bullets, input),
      render: render(frames.bullets),
    },
    'two-columns': {
      id: 'two-columns',
      variant,
      header: true,
      plan: (points, input) => planColumns(points, frames.columns, input),
      render: render(frames.columns),
    },
  };
}
