import { faceAdvances } from '../fonts/advances.js';
import { shippedFontOfFace, type RenderFontKey } from '../fonts/families.js';
import type { TextElement, TextRun } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { breakRanges, type LineRange } from './line-break.js';
import { fontMeasurer, type TextMeasurer } from './measure.js';

/**
 * The one text layout every renderer draws: lines broken by the shared rules, placed by the
 * element's alignment, inset, line pitch, paragraph spacing and bullet indent. SVG, PNG and PDF
 * draw these spans at these positions; PPTX hands the same paragraphs to PowerPoint.
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
  font: RenderFontKey;
  /** Advance width of the text, in points. */
  width: number;
}

export interface TextLayout {
  spans: PositionedSpan[];
  /** False when lines had to be dropped because the box is too short for them. */
  complete: boolean;
}

/** Where a CJK glyph's centre sits above the baseline, in em; centres a line in its pitch. */
const BASELINE_BELOW_CENTRE = 0.38;
export const BULLET = '•';
const ELLIPSIS = '…';
const DEFAULT_SIZE = 18;

export interface StyledChar {
  char: string;
  width: number;
  run: TextRun;
  font: RenderFontKey;
}

interface LaidLine {
  chars: StyledChar[];
  width: number;
  top: number;
  pitch: number;
  size: number;
  /** First line of a bulleted paragraph: the bullet's run. */
  bulletRun?: TextRun;
}

/**
 * The font a character is drawn in: the shipped font its run names (`fontFace`) when that face
 * has the character, else the element's theme font (the handwriting and display faces cover
 * GB 2312 only, so a rarer or traditional character falls back instead of showing a box).
 */
function charFont(codePoint: number, run: TextRun, font: RenderFontKey): RenderFontKey {
  const picked = shippedFontOfFace(run.fontFace)?.key;
  if (picked === undefined || picked === font) return font;
  return faceAdvances(picked, run.bold ?? false).has(codePoint) ? picked : font;
}

/**
 * The characters of a paragraph's runs with the font each is drawn in and its advance: what
 * the writers draw and what any check of the layout must measure.
 */
export function styledChars(
  runs: readonly TextRun[],
  font: RenderFontKey,
  measurer: TextMeasurer,
): StyledChar[] {
  const chars: StyledChar[] = [];
  for (const run of runs) {
    for (const char of run.text) {
      const drawn = charFont(char.codePointAt(0) ?? 0, run, font);
      const width = measurer.measure(char, run.size, run.bold ?? false, drawn);
      chars.push({ char, run, width, font: drawn });
    }
  }
  return chars;
}

function lineOf(chars: StyledChar[], range: LineRange): Pick<LaidLine, 'chars' | 'width'> {
  return { chars: chars.slice(range.start, range.end), width: range.width };
}

/** Shortens a line with an ellipsis so that it fits `width`. */
function ellipsize(line: LaidLine, width: number, font: RenderFontKey, measurer: TextMeasurer) {
  const last = line.chars[line.chars.length - 1]?.run ?? {
    text: '',
    size: line.size,
    color: '000000',
  };
  const dots = measurer.measure(ELLIPSIS, last.size, last.bold ?? false, font);
  const chars = [...line.chars];
  let used = line.width;
  while (chars.length > 0 && used + dots > width) used -= chars.pop()?.width ?? 0;
  chars.push({ char: ELLIPSIS, width: dots, run: last, font });
  line.chars = chars;
  line.width = used + dots;
}

function spansOf(line: LaidLine, x: number, baseline: number): PositionedSpan[] {
  const spans: PositionedSpan[] = [];
  let cursor = x;
  for (const { char, width, run, font } of line.chars) {
    const previous = spans[spans.length - 1];
    const bold = run.bold ?? false;
    if (
      previous &&
      previous.color === run.color &&
      previous.size === run.size &&
      previous.bold === bold &&
      previous.font === font
    ) {
      previous.text += char;
      previous.width += width;
    } else {
      spans.push({
        x: cursor,
        baseline,
        text: char,
        size: run.size,
        color: run.color,
        bold,
        font,
        width,
      });
    }
    cursor += width;
  }
  return spans;
}

/** The render font of a text element's font role in a theme. */
export function renderFontOf(element: Pick<TextElement, 'font'>, theme: DeckTheme): RenderFontKey {
  return theme.fonts[element.font].render;
}

export function layoutTextElement(
  element: TextElement,
  theme: DeckTheme,
  measurer: TextMeasurer = fontMeasurer,
): TextLayout {
  const font = renderFontOf(element, theme);
  const indent = element.bullet?.indent ?? 0;
  const left = element.x + element.inset;
  const column = Math.max(1, element.w - 2 * element.inset - indent);
  const available = element.h - 2 * element.inset;
  const lines: LaidLine[] = [];
  let height = 0;
  let complete = true;
  element.paragraphs.forEach((paragraph, index) => {
    const size = Math.max(0, ...paragraph.runs.map((run) => run.size)) || DEFAULT_SIZE;
    const pitch = size * element.lineHeight;
    const chars = styledChars(paragraph.runs, font, measurer);
    const ranges = breakRanges(
      chars.map((c) => c.char),
      chars.map((c) => c.width),
      column,
    );
    const spacing = index > 0 ? element.paragraphSpacing : 0;
    ranges.forEach((range, lineIndex) => {
      if (!complete) return;
      const top = height + (lineIndex === 0 ? spacing : 0);
      if (top + pitch > available + 0.5) {
        complete = false;
        return;
      }
      const bulletRun = element.bullet && lineIndex === 0 ? paragraph.runs[0] : undefined;
      lines.push({
        ...lineOf(chars, range),
        top,
        pitch,
        size,
        ...(bulletRun ? { bulletRun } : {}),
      });
      height = top + pitch;
    });
  });
  const lastLine = lines[lines.length - 1];
  if (!complete && lastLine) ellipsize(lastLine, column, font, measurer);

  const free = Math.max(0, available - height);
  const offset = element.valign === 'top' ? 0 : element.valign === 'middle' ? free / 2 : free;
  const spans: PositionedSpan[] = [];
  for (const line of lines) {
    const baseline =
      element.y +
      element.inset +
      offset +
      line.top +
      line.pitch / 2 +
      BASELINE_BELOW_CENTRE * line.size;
    const slack = column - line.width;
    const shift = element.align === 'left' ? 0 : element.align === 'center' ? slack / 2 : slack;
    if (line.bulletRun) {
      const { size, color } = line.bulletRun;
      const width = measurer.measure(BULLET, size, false, font);
      spans.push({ x: left, baseline, text: BULLET, size, color, bold: false, font, width });
    }
    spans.push(...spansOf(line, left + indent + shift, baseline));
  }
  return { spans, complete };
}
