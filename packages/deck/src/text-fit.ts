import type { RenderFontKey } from './fonts/families.js';
import type { FontRole } from './model.js';
import { breakRanges, breakUnits, measuredChars } from './text/line-break.js';
import type { TextMeasurer } from './text/measure.js';

export { fontMeasurer, type TextMeasurer } from './text/measure.js';

/**
 * Text fitting for the layouts. Line breaking is the one every renderer uses (text/line-break.ts);
 * widths come from a TextMeasurer: `fontMeasurer` (real metrics of the fonts the renderers
 * embed, the engine's default) or `estimatingMeasurer` below, a conservative estimate that
 * needs no font file.
 */

/** Ideographs, kana, hangul, CJK and full-width punctuation, general punctuation (— … “ ”). */
const WIDE =
  /[\u1100-\u11ff\u2000-\u206f\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const NARROW = new Set("fijlrtI.,:;!|'()[] ");
const BOLD_WIDENING = 1.08;

function isAstral(char: string): boolean {
  return (char.codePointAt(0) ?? 0) > 0xffff;
}

function emWidth(char: string): number {
  if (isAstral(char)) return 1.1;
  if (WIDE.test(char)) return 1;
  if (NARROW.has(char)) return 0.34;
  if (char === 'M' || char === 'W') return 0.95;
  if (char === 'm' || char === 'w') return 0.85;
  if (char >= 'A' && char <= 'Z') return 0.72;
  if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) return 0.57;
  return (char.codePointAt(0) ?? 0) < 0x80 ? 0.6 : 0.7;
}

/** Rounds every glyph up (CJK 1 em, Latin about 0.57 em) so real text is never wider. */
export const estimatingMeasurer: TextMeasurer = {
  measure(text, size, bold) {
    let ems = 0;
    for (const char of text) ems += emWidth(char);
    return ems * size * (bold ? BOLD_WIDENING : 1);
  },
};

/** Breaks text into the pieces a renderer keeps together: a Latin word, one CJK character. */
export function breakOpportunities(text: string): string[] {
  return breakUnits(text);
}

/**
 * Number of lines `text` takes in a column `width` points wide (an empty text takes one), in
 * `font`, or without one in the measurer's default (see measuredChars).
 */
export function countLines(
  text: string,
  size: number,
  width: number,
  bold: boolean,
  measurer: TextMeasurer,
  font?: RenderFontKey,
): number {
  const { chars, widths } = measuredChars(text, size, bold, font, measurer);
  return breakRanges(chars, widths, width).length;
}

/** The geometry and spacing rules of one text box, as the layouts set them. */
export interface TextFrame {
  /** Usable column width in points (box width minus insets and bullet indent). */
  width: number;
  /** Usable height in points (box height minus insets). */
  height: number;
  bold: boolean;
  /** Exact line pitch as a multiple of the font size. */
  lineHeight: number;
  /** Space before each paragraph as a multiple of the font size. */
  paragraphSpacing: number;
  /** The render font the text is set in; when omitted, the one the theme sets `role` in. */
  font?: RenderFontKey;
  /**
   * The font role of the text box (heading or body): a theme-bound measurer (`fontOf`) gives
   * the render font the writers draw it with, so fitting and drawing measure the same glyphs.
   */
  role?: FontRole;
}

/**
 * The render font a frame's text is measured in: its own, else its role's in the measurer's
 * theme, else none (the measurer's default).
 */
export function frameFont(frame: TextFrame, measurer: TextMeasurer): RenderFontKey | undefined {
  if (frame.font) return frame.font;
  return frame.role === undefined ? undefined : measurer.fontOf?.(frame.role);
}

/** Share of the column the estimate may fill, a margin for renderers that break differently. */
const WIDTH_SAFETY = 0.95;

export function textHeight(
  paragraphs: readonly string[],
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): number {
  const column = frame.width * WIDTH_SAFETY;
  const font = frameFont(frame, measurer);
  let height = 0;
  for (const text of paragraphs) {
    const lines = countLines(text, size, column, frame.bold, measurer, font);
    height += lines * size * frame.lineHeight + size * frame.paragraphSpacing;
  }
  return height;
}

export function fitsInFrame(
  paragraphs: readonly string[],
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): boolean {
  return textHeight(paragraphs, size, frame, measurer) <= frame.height;
}

/** Font sizes from `max` down to `min` in steps of 2 points. */
export function sizeSteps(max: number, min: number): number[] {
  const steps: number[] = [];
  for (let size = max; size >= min; size -= 2) steps.push(size);
  return steps;
}

/** The largest size in [min, max] at which the paragraphs fit, or undefined. */
export function largestFittingSize(
  paragraphs: readonly string[],
  sizes: { max: number; min: number },
  frame: TextFrame,
  measurer: TextMeasurer,
): number | undefined {
  return sizeSteps(sizes.max, sizes.min).find((size) =>
    fitsInFrame(paragraphs, size, frame, measurer),
  );
}

/** Length (in characters) of the longest prefix for which `fits` holds, at least 1. */
function longestPrefix(chars: readonly string[], fits: (prefix: string) => boolean): number {
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, middle).join(''))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The text shortened with an ellipsis so that it fits the frame on its own at `size`. */
export function truncateToFit(
  text: string,
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): string {
  if (fitsInFrame([text], size, frame, measurer)) return text;
  const chars = [...text];
  const keep = longestPrefix(chars, (prefix) =>
    fitsInFrame([`${prefix.trimEnd()}…`], size, frame, measurer),
  );
  return `${chars.slice(0, keep).join('').trimEnd()}…`;
}

const SENTENCE_BREAK = /[。！？；;.!?，,、\s]/u;

/**
 * Splits a paragraph too long for one frame into a head that fits at `size` and the rest,
 * preferring to cut after punctuation near the end of the head, and never inside a word or a
 * number with its unit ('10-20万元', '3.5倍', 'GPT-4o'): the cut falls between line-break units.
 */
export function splitToFit(
  text: string,
  size: number,
  frame: TextFrame,
  measurer: TextMeasurer,
): [head: string, rest: string] {
  const chars = [...text];
  const boundaries = new Set<number>();
  let position = 0;
  for (const unit of breakUnits(text)) boundaries.add((position += [...unit].length));
  const fitting = longestPrefix(chars, (prefix) => fitsInFrame([prefix], size, frame, measurer));
  let keep = fitting;
  while (keep > 1 && !boundaries.has(keep)) keep--;
  if (keep <= 1) keep = fitting;
  for (let index = keep - 1; index >= Math.floor(keep * 0.6); index--) {
    if (SENTENCE_BREAK.test(chars[index] ?? '') && boundaries.has(index + 1)) {
      keep = index + 1;
      break;
    }
  }
  return [chars.slice(0, keep).join('').trim(), chars.slice(keep).join('').trim()];
}
