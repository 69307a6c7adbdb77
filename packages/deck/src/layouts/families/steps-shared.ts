import type { DeckElement, TextElement } from '../../model.js';
import { balancedChunks, chapterNumber, type LayoutContext } from '../context.js';
import type { BodyPage } from '../content-layout.js';
import { balancedTextBox, frameOf, neededHeight, textBox, type Box } from '../elements.js';
import { largestFittingSize } from '../../text-fit.js';
import { splitMarker, visualLength } from '../point-shape.js';

/**
 * What the step compositions of every family share: a point read as a step (its own marker,
 * '第一步' or '2024年3月', shown as the step's label, the rest as its text), fitting the steps'
 * texts into the frames a composition gives them, pages that keep every text readable, and
 * colours for text on fills.
 */

export interface Step {
  /** The point's own marker ('第一步', 'Step 1', '2024年3月'), '' when it has none. */
  marker: string;
  /** The point without its marker: every other word of it. */
  text: string;
  /** The step's place in the whole list, from 0. */
  index: number;
}

/** Pages a list may take beyond the fewest at most steps a page (0: as the base layouts). */
const EXTRA_PAGES = 0;

/** Punctuation around a list number that a label does without ('1.' -> '1', '(2)' -> '2'). */
const NUMBER_MARKS = /^[（(]?(\d{1,2})[.、)）]?$/u;

/** The steps of a page: each point's marker (if any) apart from its text, nothing dropped. */
export function stepsOf(points: readonly string[], start: number): Step[] {
  return points.map((point, offset) => {
    const { marker, rest } = splitMarker(point);
    const index = start + offset;
    // A point that is only a marker ('2019年') keeps it as its text.
    if (!marker || rest === point.trim()) return { marker: '', text: point.trim(), index };
    return { marker: marker.replace(NUMBER_MARKS, '$1'), text: rest, index };
  });
}

/**
 * The id of a step's label: '.marker' for its own marker (text of the point), '.number' for a
 * number the layout adds.
 */
export const labelId = (id: string, step: Step) => `${id}.${step.marker ? 'marker' : 'number'}`;

/** The step's label: its own marker, else its number as `ordinal` writes it. */
export const labelOf = (step: Step, ordinal: (index: number) => string = chapterNumber) =>
  step.marker || ordinal(step.index);

const DIGITS = '零一二三四五六七八九';

/** Chinese ordinal of index 0 -> '一', 9 -> '十', 11 -> '十二', 20 -> '二十一'. */
export function chineseNumber(index: number): string {
  const n = index + 1;
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens > 1 ? DIGITS[tens] : ''}十${ones ? DIGITS[ones] : ''}`;
}

/** Width of a label (heading font) at `size`. */
export const labelWidth = (text: string, size: number, ctx: LayoutContext, bold = true) =>
  ctx.measurer.measure(text, size, bold, ctx.measurer.fontOf?.('heading'));

/** Body text sizes of `count` rows or columns: larger for fewer, long texts fit down to 16. */
export function listSizes(count: number, columns: boolean): { max: number; min: number } {
  const max = columns ? [26, 26, 26, 24, 20] : [28, 28, 28, 26, 22];
  return { max: max[Math.min(count, 5) - 1] ?? 20, min: 16 };
}

/** Text sizes of a timeline of `count` steps. */
export const timelineSizes = (count: number, max = 24) => ({
  max: count <= 4 ? max : 20,
  min: 14,
});

/**
 * The largest size in `sizes` at which every text fits its frame (`frames(index)`, a body text
 * box), or undefined.
 */
export function commonSize(
  texts: readonly string[],
  frames: (index: number) => Box,
  sizes: { max: number; min: number },
  ctx: LayoutContext,
): number | undefined {
  let size = sizes.max;
  for (const [index, text] of texts.entries()) {
    const frame = frameOf({ ...frames(index), font: 'body' });
    const fits = largestFittingSize([text], { max: size, min: sizes.min }, frame, ctx.measurer);
    if (fits === undefined) return undefined;
    size = fits;
  }
  return size;
}

/**
 * Pages of at most `most` steps (balanced, as the base layouts page them), each at the size
 * `sizeOf` fits its steps at; when long texts need the room, one page more at most, with fewer
 * steps a page. Undefined when they do not fit so (the next slide kind is tried).
 */
export function fittingPages(
  points: readonly string[],
  most: number,
  sizeOf: (chunk: readonly string[], start: number) => number | undefined,
): BodyPage[] | undefined {
  if (points.length === 0) return undefined;
  const least = Math.ceil(points.length / most);
  for (let count = least; count <= Math.min(least + EXTRA_PAGES, points.length); count++) {
    const pages: BodyPage[] = [];
    let start = 0;
    for (const chunk of balancedChunks(points, Math.ceil(points.length / count))) {
      const size = sizeOf(chunk, start);
      if (size === undefined) break;
      pages.push({ points: chunk, size, start });
      start += chunk.length;
    }
    if (start === points.length) return pages;
  }
  return undefined;
}

/** A timeline's one page: 2 to 6 steps of at most `longest` (visual length) each. */
export function timelinePage(
  points: readonly string[],
  longest: number,
  sizeOf: (points: readonly string[]) => number | undefined,
): BodyPage[] | undefined {
  if (points.length < 2 || points.length > 6) return undefined;
  if (points.some((point) => visualLength(point) > longest)) return undefined;
  const size = sizeOf(points);
  return size === undefined ? undefined : [{ points, size, start: 0 }];
}

/**
 * The size the steps of `chunk` (numbered from `start`) all fit at as a list, each in the same
 * text box `frame(steps)` (list sizes for rows, or for `columns`, at most `max`); or undefined.
 */
export function listSize(
  chunk: readonly string[],
  start: number,
  frame: (steps: readonly Step[]) => Box,
  ctx: LayoutContext,
  { columns = false, max = Infinity }: { columns?: boolean; max?: number | undefined } = {},
): number | undefined {
  const steps = stepsOf(chunk, start);
  const box = frame(steps);
  const sizes = listSizes(chunk.length, columns);
  return commonSize(
    steps.map((step) => step.text),
    () => box,
    { ...sizes, max: Math.min(max, sizes.max) },
    ctx,
  );
}

/** Longest step (visual length) a timeline takes. */
const TIMELINE_LONGEST = 40;

/**
 * A timeline's one page, its steps at the size they all fit at (timeline sizes up to `max`),
 * each in the same text box `frame(steps)`; undefined when they do not fit.
 */
export function timelinePlan(
  points: readonly string[],
  frame: (steps: readonly Step[]) => Box,
  ctx: LayoutContext,
  max?: number,
): BodyPage[] | undefined {
  return timelinePage(points, TIMELINE_LONGEST, (list) => {
    const steps = stepsOf(list, 0);
    const box = frame(steps);
    return commonSize(
      steps.map((step) => step.text),
      () => box,
      timelineSizes(list.length, max),
      ctx,
    );
  });
}

export { chartFill, line, outlined, readableFill, textOn } from './steps-paint.js';

/** Whether any of the steps has its own marker. */
export const marked = (steps: readonly Step[]) => steps.some((step) => step.marker);

export interface LabelSpec {
  id: string;
  box: Box;
  text: string;
  color: string;
  max: number;
  min?: number;
  align?: TextElement['align'];
  valign?: TextElement['valign'];
  bold?: boolean;
  font?: 'heading' | 'body';
}

/**
 * A label (number, marker, date) at the largest size in [min, max] its box holds; never
 * shortened (a label too long shows whole at the least size, and the checks catch it).
 */
export function label(spec: LabelSpec, ctx: LayoutContext): TextElement {
  const base = {
    id: spec.id,
    ...spec.box,
    font: spec.font ?? ('heading' as const),
    paragraphs: [spec.text],
    color: spec.color,
    bold: spec.bold ?? true,
    align: spec.align ?? ('center' as const),
    valign: spec.valign ?? ('middle' as const),
    lineHeight: 1.15,
  };
  const min = spec.min ?? 12;
  const size =
    largestFittingSize(base.paragraphs, { max: spec.max, min }, frameOf(base), ctx.measurer) ?? min;
  return balancedTextBox({ ...base, size }, ctx.measurer);
}

/** The least share of its column a left-aligned text keeps when its lines are evened. */
const EVEN_SHARE = 0.75;
/** Columns narrower than this always even their lines. */
const NARROW = 320;

/** A step's body text at the page's size, in even lines (no character alone on the last). */
export function stepText(
  id: string,
  box: Box,
  text: string,
  size: number,
  color: string,
  ctx: LayoutContext,
  place: { align?: TextElement['align']; valign?: TextElement['valign'] } = {},
): TextElement {
  const { align = 'left', valign = 'middle' } = place;
  const spec = {
    id,
    ...box,
    font: 'body' as const,
    paragraphs: [text],
    color,
    size,
    align,
    valign,
  };
  const even = balancedTextBox(spec, ctx.measurer);
  // A wide left-aligned text (a row) keeps its column unless evening its lines costs little.
  const narrow = box.w < NARROW;
  return align === 'center' || narrow || even.w >= EVEN_SHARE * box.w ? even : textBox(spec);
}

/** Height the texts need at `size` in boxes as wide as `box`, the tallest of them. */
export function tallestText(
  texts: readonly string[],
  box: Box,
  size: number,
  ctx: LayoutContext,
): number {
  return Math.max(
    0,
    ...texts.map((text) =>
      neededHeight({ ...box, font: 'body', paragraphs: [text] }, size, ctx.measurer),
    ),
  );
}

/** Evenly spaced columns across `area` with `gap` between them. */
export function columnsOf(area: Box, count: number, gap: number): Box[] {
  const w = (area.w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({
    x: area.x + index * (w + gap),
    y: area.y,
    w,
    h: area.h,
  }));
}

export type Elements = DeckElement[];

const groupOf = (id: string) => id.replace(/\.[^.]+$/u, '');

/**
 * The elements with each step's text after the step's other elements (its marker), so that
 * a step reads marker first, text second; shapes keep their order.
 */
export function textsLast(elements: Elements): Elements {
  const last = new Map<string, number>();
  elements.forEach((element, index) => last.set(groupOf(element.id), index));
  const waiting = new Map<string, Elements>();
  const ordered: Elements = [];
  elements.forEach((element, index) => {
    const group = groupOf(element.id);
    if (element.id.endsWith('.text') && last.get(group)! > index) {
      waiting.set(group, [...(waiting.get(group) ?? []), element]);
    } else {
      ordered.push(element);
    }
    if (last.get(group) === index) ordered.push(...(waiting.get(group) ?? []));
  });
  return ordered;
}
