import type { RenderFontKey } from '../fonts/families.js';
import { fontMeasurer, type TextMeasurer } from './measure.js';

/**
 * Line breaking for Chinese with embedded Latin: a line may break between any two CJK
 * characters and after a space, never inside a Latin word or number; closing punctuation
 * never starts a line and opening punctuation never ends one (the kinsoku rules of GB/T 15834
 * and CLREQ). A number keeps its unit and range with it ('10-20万元', '2025年', '3.5倍',
 * '10～20%', 'L2级'). A single word wider than the line breaks between characters.
 */

/** Ideographs, kana, hangul, CJK symbols and full-width forms, general punctuation. */
const WIDE =
  /[\u1100-\u11ff\u2000-\u206f\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Characters no line may start with. */
export const NO_LINE_START = /[，。、；：？！）》」』】〉〕〗”’…—·‰℃,.;:?!)\]}%]/u;
/** Characters no line may end with. */
export const NO_LINE_END = /[（《「『【〈〔〖“‘([{]/u;

/** CJK units, scales and counters that stay on the line of the number before them. */
const NUMBER_UNIT = /[万亿千百元年月日号时分秒倍级代届期个人家项次天周岁度辆台所名位件款座吨米克]/u;
/** Dashes and tildes that join two numbers into a range. */
const RANGE_MARK = /[～~–—-]/u;
const MAX_GLUED_UNITS = 3;

function isWide(char: string): boolean {
  return WIDE.test(char) || (char.codePointAt(0) ?? 0) > 0xffff;
}

/**
 * Splits text into the units a line keeps together: a Latin word (with its trailing spaces),
 * or one CJK character, with closing punctuation joined to the unit before it and opening
 * punctuation to the unit after it. Joining the units gives back the text.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  let carry = '';
  /** Units glued to the number that ends `word` ('万元' after '10-20'). */
  let glued = 0;
  const endsWithDigit = () => /\d$/u.test(word);
  const flush = () => {
    if (word) units.push(word);
    word = '';
  };
  const endsWithSpace = () => /\s$/u.test(word);
  for (const char of text) {
    if (!NUMBER_UNIT.test(char)) glued = 0;
    if (NO_LINE_START.test(char) && !carry && (word || units.length > 0)) {
      if (word) word += char;
      else units[units.length - 1] += char;
    } else if (char === ' ' || char === '\t') {
      if (word || carry) word = carry + word + char;
      else if (units.length > 0) units[units.length - 1] += char;
      else word = char;
      carry = '';
    } else if (NO_LINE_END.test(char)) {
      // An ASCII bracket inside a word, as in f(x), stays in the word.
      if (word && !endsWithSpace() && !isWide(char)) {
        word += char;
      } else {
        flush();
        carry += char;
      }
    } else if (
      word &&
      !carry &&
      NUMBER_UNIT.test(char) &&
      (endsWithDigit() || (glued > 0 && glued < MAX_GLUED_UNITS))
    ) {
      word += char;
      glued++;
      continue;
    } else if (word && !carry && RANGE_MARK.test(char) && endsWithDigit()) {
      word += char;
    } else if (isWide(char)) {
      flush();
      units.push(carry + char);
      carry = '';
    } else {
      if (endsWithSpace()) flush();
      word = carry + word + char;
      carry = '';
    }
  }
  flush();
  if (carry) units.push(carry);
  return units;
}

/** One line: the characters [start, end) of the text, trailing spaces excluded. */
export interface LineRange {
  start: number;
  end: number;
  width: number;
}

const trailingSpace = (char: string | undefined) => char === ' ' || char === '\t';

/**
 * Greedy line filling over characters with known advances (`widths[i]` for `chars[i]`). Used
 * directly for styled runs; breakLines wraps it for plain text.
 */
export function breakRanges(
  chars: readonly string[],
  widths: readonly number[],
  maxWidth: number,
): LineRange[] {
  const lines: LineRange[] = [];
  const text = chars.join('');
  let position = 0;
  let line: LineRange | undefined;
  const widthOf = (start: number, end: number) => {
    let sum = 0;
    for (let i = start; i < end; i++) sum += widths[i] ?? 0;
    return sum;
  };
  const trimmedEnd = (start: number, end: number) => {
    let last = end;
    while (last > start && trailingSpace(chars[last - 1])) last--;
    return last;
  };
  for (const unit of breakUnits(text)) {
    const start = position;
    const end = start + [...unit].length;
    position = end;
    const visibleEnd = trimmedEnd(start, end);
    if (line && line.width + widthOf(line.end, visibleEnd) <= maxWidth + 1e-6) {
      line.width += widthOf(line.end, visibleEnd);
      line.end = visibleEnd;
      continue;
    }
    let cursor = start;
    while (cursor < visibleEnd) {
      let cut = cursor + 1;
      let width = widths[cursor] ?? 0;
      while (cut < visibleEnd && width + (widths[cut] ?? 0) <= maxWidth + 1e-6)
        width += widths[cut++] ?? 0;
      line = { start: cursor, end: cut, width };
      lines.push(line);
      cursor = cut;
    }
    if (start === visibleEnd && !line) {
      line = { start, end: start, width: 0 };
      lines.push(line);
    }
  }
  return lines.length > 0 ? lines : [{ start: 0, end: 0, width: 0 }];
}

/**
 * Characters of text (code points) with their advances at one style; without a font, the
 * measurer's default (a theme-bound measurer measures in the widest of the theme's fonts).
 */
export function measuredChars(
  text: string,
  size: number,
  bold: boolean,
  font: RenderFontKey | undefined,
  measurer: TextMeasurer,
): { chars: string[]; widths: number[] } {
  const chars = [...text];
  return { chars, widths: chars.map((char) => measurer.measure(char, size, bold, font)) };
}

/** The lines of `text` in a column `width` points wide; an empty text is one empty line. */
export function breakLines(
  text: string,
  size: number,
  bold: boolean,
  font: RenderFontKey,
  width: number,
  measurer: TextMeasurer = fontMeasurer,
): string[] {
  const { chars, widths } = measuredChars(text, size, bold, font, measurer);
  return breakRanges(chars, widths, width).map((range) =>
    chars.slice(range.start, range.end).join(''),
  );
}
