import type { RenderFontKey } from '../fonts/families.js';
import type { TextRun } from '../model.js';

/**
 * One laid-out line into the spans the writers draw (runs of one style, side by side) and the
 * underline and strike-through bars under and through them.
 */
export interface PositionedSpan {
  /** Left edge of the span's first glyph, in points on the page. */
  x: number;
  /** Alphabetic baseline, in points on the page. */
  baseline: number;
  text: string;
  size: number;
  color: string;
  bold: boolean;
  /** Set (true) only for italic runs: drawn oblique when the font has no italic face. */
  italic?: true;
  font: RenderFontKey;
  /** Advance width of the text, in points. */
  width: number;
}

/** An underline or a strike-through: a bar in the run's colour, in points on the page. */
export interface TextDecoration {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

export interface StyledChar {
  char: string;
  width: number;
  run: TextRun;
  font: RenderFontKey;
}

/** Bar thickness per point of type, and where bars sit from the baseline (em, down positive). */
const DECORATION_THICKNESS = 1 / 18;
const UNDERLINE_OFFSET = 0.1;
const STRIKE_OFFSET = -0.3;

const isSpace = (char: string) => char === ' ' || char === '\t';

function sameStyle(span: PositionedSpan, run: TextRun, font: RenderFontKey): boolean {
  return (
    span.color === run.color &&
    span.size === run.size &&
    span.bold === (run.bold ?? false) &&
    (span.italic ?? false) === (run.italic ?? false) &&
    span.font === font
  );
}

/**
 * The spans of a line starting at `x`. `gap` is the extra room after each space between words
 * (a justified line): a span then ends at every such space, so each word starts where the
 * spread puts it, whatever the viewer's own spacing.
 */
export function lineSpans(
  chars: readonly StyledChar[],
  x: number,
  baseline: number,
  gap = 0,
): { spans: PositionedSpan[]; advances: number[] } {
  const spans: PositionedSpan[] = [];
  const advances: number[] = [];
  let cursor = x;
  let split = false;
  let words = false;
  for (const { char, width, run, font } of chars) {
    const previous = spans[spans.length - 1];
    if (previous && !split && sameStyle(previous, run, font)) {
      previous.text += char;
      previous.width += width;
    } else {
      const bold = run.bold ?? false;
      const { size, color } = run;
      spans.push({ x: cursor, baseline, text: char, size, color, bold, font, width });
      if (run.italic) spans[spans.length - 1]!.italic = true;
    }
    const stretched = gap > 0 && words && isSpace(char);
    if (!isSpace(char)) words = true;
    split = stretched;
    const advance = width + (stretched ? gap : 0);
    advances.push(advance);
    cursor += advance;
  }
  return { spans, advances };
}

/** How many spaces of the line sit between words (the ones a justified line widens). */
export function innerSpaces(chars: readonly StyledChar[]): number {
  let count = 0;
  let words = false;
  for (const { char } of chars) {
    if (isSpace(char)) count += words ? 1 : 0;
    else words = true;
  }
  return count;
}

/**
 * The underline and strike bars of a line whose characters start at `x` with these advances:
 * one bar over each stretch of characters of one colour and size, across widened spaces.
 */
export function lineDecorations(
  chars: readonly StyledChar[],
  advances: readonly number[],
  x: number,
  baseline: number,
): TextDecoration[] {
  const bars: TextDecoration[] = [];
  for (const [flag, offset] of [
    ['underline', UNDERLINE_OFFSET],
    ['strike', STRIKE_OFFSET],
  ] as const) {
    let cursor = x;
    let open: (TextDecoration & { size: number }) | undefined;
    chars.forEach(({ run }, i) => {
      const advance = advances[i] ?? 0;
      if (!run[flag]) open = undefined;
      else if (open && open.color === run.color && open.size === run.size) open.w += advance;
      else {
        const h = run.size * DECORATION_THICKNESS;
        const y = baseline + run.size * offset - h / 2;
        open = { x: cursor, y, w: advance, h, color: run.color, size: run.size };
        bars.push(open);
      }
      cursor += advance;
    });
  }
  return bars.map(({ x, y, w, h, color }) => ({ x, y, w, h, color }));
}
