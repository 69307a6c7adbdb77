import type { FontRole, IconElement, ShapeElement, TextElement } from '../model.js';
import { largestFittingSize, textHeight, type TextFrame, type TextMeasurer } from '../text-fit.js';
import { shortenedText } from './shorten.js';

/** Inner padding of every text box the layouts make, in points. */
export const TEXT_INSET = 4;
export const LINE_HEIGHT = 1.3;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextBoxSpec extends Box {
  id: string;
  font: FontRole;
  /** One string per paragraph. */
  paragraphs: readonly string[];
  color: string;
  bold?: boolean;
  align?: TextElement['align'];
  valign?: TextElement['valign'];
  /** Makes every paragraph a bullet item, text indented this many points. */
  bulletIndent?: number;
  lineHeight?: number;
  /** Space before each paragraph as a multiple of the font size. */
  paragraphSpacing?: number;
}

export function textBox(spec: TextBoxSpec & { size: number }): TextElement {
  const { size, color, bold } = spec;
  return {
    type: 'text',
    id: spec.id,
    x: spec.x,
    y: spec.y,
    w: spec.w,
    h: spec.h,
    font: spec.font,
    paragraphs: spec.paragraphs.map((text) => ({
      runs: [{ text, size, color, ...(bold ? { bold } : {}) }],
    })),
    align: spec.align ?? 'left',
    valign: spec.valign ?? 'top',
    ...(spec.bulletIndent === undefined ? {} : { bullet: { indent: spec.bulletIndent } }),
    lineHeight: spec.lineHeight ?? LINE_HEIGHT,
    paragraphSpacing: size * (spec.paragraphSpacing ?? 0),
    inset: TEXT_INSET,
  };
}

/** The measuring frame of a text box built from this spec. */
export function frameOf(spec: Omit<TextBoxSpec, 'id' | 'paragraphs' | 'color'>): TextFrame {
  return {
    width: spec.w - 2 * TEXT_INSET - (spec.bulletIndent ?? 0),
    height: spec.h - 2 * TEXT_INSET,
    bold: spec.bold ?? false,
    lineHeight: spec.lineHeight ?? LINE_HEIGHT,
    paragraphSpacing: spec.paragraphSpacing ?? 0,
    role: spec.font,
  };
}

const words = new Intl.Segmenter('zh', { granularity: 'word' });

/** The least width in [low, high] at which `fits` holds (fits is monotonic in the width). */
function leastWidth(low: number, high: number, fits: (w: number) => boolean): number {
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * A text box at its size whose wrapped lines are even (see `balanced`): a short centred text
 * never leaves one character alone on its last line ('完善绩效考核机' + '制').
 */
export function balancedTextBox(
  spec: TextBoxSpec & { size: number },
  measurer: TextMeasurer,
): TextElement {
  return textBox(balanced(spec, spec.size, measurer));
}

/**
 * The spec narrowed so that a heading which wraps breaks into lines of even length instead of
 * leaving one or two characters alone on the last line. A two-line heading breaks between two
 * words (人工智能在 | 教育中的应用), the most even such break that keeps two lines; other
 * headings take the least width that keeps their line count. The box stays anchored at its
 * alignment edge (or centre), and its text still fits, as the line count is unchanged.
 */
function balanced<T extends TextBoxSpec>(spec: T, size: number, measurer: TextMeasurer): T {
  const height = (w: number, paragraphs = spec.paragraphs) =>
    textHeight(paragraphs, size, frameOf({ ...spec, w }), measurer);
  const target = height(spec.w);
  const frame = frameOf(spec);
  const line = size * (frame.lineHeight + frame.paragraphSpacing);
  if (target <= line * spec.paragraphs.length + 0.01) return spec;
  let w = leastWidth(spec.w / 2, spec.w, (width) => height(width) <= target);
  const text = spec.paragraphs[0] ?? '';
  if (spec.paragraphs.length === 1 && target <= 2 * line + 0.01) {
    const total = measurer.measure(text, size, frame.bold);
    let best: { w: number; score: number } | undefined;
    let prefix = '';
    for (const { segment } of words.segment(text)) {
      prefix += segment;
      if (prefix.length >= text.length) break;
      const head = prefix.trimEnd();
      const fitsOneLine = (width: number) => height(width, [head]) <= line + 0.01;
      if (!fitsOneLine(spec.w)) break;
      const width = leastWidth(w * 0.5, spec.w, fitsOneLine) + 1;
      if (width < w - 1 || width > spec.w || height(width) > target) continue;
      const score = Math.abs(measurer.measure(head, size, frame.bold) - total / 2);
      if (!best || score < best.score) best = { w: width, score };
    }
    if (best) w = best.w;
  }
  w = Math.min(spec.w, Math.ceil(w) + 2);
  const shift =
    spec.align === 'center' ? (spec.w - w) / 2 : spec.align === 'right' ? spec.w - w : 0;
  return { ...spec, x: spec.x + shift, w };
}

/**
 * Keeps whole paragraphs while they fit at `size`; the first one that does not is shortened to
 * its first clauses that fit the space left (layouts/shorten.ts), and the rest are dropped.
 * Where text must not be lost, the layout shows it whole elsewhere (the content slides' lead).
 */
function shortenToFit(
  paragraphs: readonly string[],
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): string[] {
  const kept: string[] = [];
  for (const text of paragraphs) {
    const used = textHeight(kept, size, frame, measurer);
    if (used + textHeight([text], size, frame, measurer) <= frame.height) {
      kept.push(text);
      continue;
    }
    const oneLine = size * (frame.lineHeight + frame.paragraphSpacing);
    if (kept.length === 0 || frame.height - used >= oneLine) {
      const rest = { ...frame, height: frame.height - used };
      const head = shortenedText(text, size, rest, measurer);
      if (head) kept.push(head);
    }
    break;
  }
  return kept;
}

/**
 * A text box at the largest size between `maxSize` and `minSize` at which its text fits; text
 * that does not fit even at `minSize` is shortened to its first clauses (never with '…'). The
 * result never overflows its box.
 */
export function fittedTextBox(
  spec: TextBoxSpec & { maxSize: number; minSize: number; balance?: boolean },
  measurer: TextMeasurer,
): TextElement {
  const frame = frameOf(spec);
  const sizes = { max: spec.maxSize, min: spec.minSize };
  const size = largestFittingSize(spec.paragraphs, sizes, frame, measurer);
  if (size !== undefined) {
    return textBox({ ...(spec.balance ? balanced(spec, size, measurer) : spec), size });
  }
  const paragraphs = shortenToFit(spec.paragraphs, spec.minSize, frame, measurer);
  return textBox({ ...spec, size: spec.minSize, paragraphs });
}

export function filledShape(
  id: string,
  geometry: ShapeElement['geometry'],
  box: Box,
  color: string,
  transparency?: number,
  radius?: number,
): ShapeElement {
  return {
    type: 'shape',
    id,
    ...box,
    geometry,
    ...(radius === undefined || geometry !== 'roundRect' ? {} : { radius }),
    fill: transparency === undefined ? { color } : { color, transparency },
  };
}

/** A rectangle with the theme's corner radius (square corners when the radius is 0). */
export function panel(id: string, box: Box, color: string, radius: number): ShapeElement {
  return radius > 0
    ? filledShape(id, 'roundRect', box, color, undefined, radius)
    : filledShape(id, 'rect', box, color);
}

export function iconElement(id: string, box: Box, name: string, color: string): IconElement {
  return { type: 'icon', id, ...box, name, color };
}

export function horizontalLine(
  id: string,
  from: { x: number; y: number },
  length: number,
  stroke: { color: string; width: number },
): ShapeElement {
  return {
    type: 'shape',
    id,
    x: from.x,
    y: from.y,
    w: length,
    h: 0,
    geometry: 'line',
    line: stroke,
  };
}

/** Height a text box built from this spec needs for its paragraphs at `size`, insets included. */
export function neededHeight(
  spec: Omit<TextBoxSpec, 'id' | 'color'>,
  size: number,
  measurer: TextMeasurer,
): number {
  return textHeight(spec.paragraphs, size, frameOf(spec), measurer) + 2 * TEXT_INSET;
}
