import { faceAdvances } from '../fonts/advances.js';
import { shippedFontOfFace, type RenderFontKey } from '../fonts/families.js';
import type { ShapeText, TextElement, TextRun } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { breakRanges, type LineRange } from './line-break.js';
import { fontMeasurer, type TextMeasurer } from './measure.js';
import { paragraphSettings, type BulletMark, type ParagraphAlign } from './paragraph.js';
import {
  innerSpaces,
  lineDecorations,
  lineSpans,
  type PositionedSpan,
  type StyledChar,
  type TextDecoration,
} from './spans.js';

/**
 * The one text layout every renderer draws: lines broken by the shared rules, placed by each
 * paragraph's alignment, level, bullet and spacing, the box's insets and line pitch. SVG, PNG
 * and PDF draw these spans at these positions; PPTX hands the same paragraphs to PowerPoint.
 */
export type { PositionedSpan, StyledChar, TextDecoration } from './spans.js';
export { BULLET } from './paragraph.js';

export interface TextLayout {
  spans: PositionedSpan[];
  /** Underlines and strike-throughs, drawn over the spans. */
  decorations: TextDecoration[];
  /** False when lines had to be dropped because the box is too short for them. */
  complete: boolean;
}

/** A text body in a frame on the page: a text element, or the text a shape carries. */
export type TextBox = ShapeText & Pick<TextElement, 'x' | 'y' | 'w' | 'h'>;

/** Where a CJK glyph's centre sits above the baseline, in em; centres a line in its pitch. */
const BASELINE_BELOW_CENTRE = 0.38;
const ELLIPSIS = '…';

interface LaidLine {
  chars: StyledChar[];
  width: number;
  top: number;
  pitch: number;
  size: number;
  /** Where the paragraph's text starts before alignment, and the width it aligns in. */
  left: number;
  column: number;
  align: ParagraphAlign;
  /** The last line of its paragraph (a justified paragraph's last line is not spread). */
  last: boolean;
  /** First line of a bulleted paragraph: its bullet, at `bulletX`. */
  bullet?: BulletMark;
  bulletX: number;
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
  line.last = true;
}

/** The render font of a text element's font role in a theme. */
export function renderFontOf(element: Pick<TextElement, 'font'>, theme: DeckTheme): RenderFontKey {
  return theme.fonts[element.font].render;
}

/** The box's inner padding per side (`insets` when the sides differ, `inset` otherwise). */
function paddingOf(box: TextBox) {
  const { insets, inset } = box;
  return {
    left: insets?.left ?? inset,
    top: insets?.top ?? inset,
    horizontal: insets ? insets.left + insets.right : 2 * inset,
    vertical: insets ? insets.top + insets.bottom : 2 * inset,
  };
}

/** Every line of the box that fits its height, and whether all did. */
function layLines(box: TextBox, font: RenderFontKey, measurer: TextMeasurer) {
  const padding = paddingOf(box);
  const left = box.x + padding.left;
  const inner = box.w - padding.horizontal;
  const available = box.h - padding.vertical;
  const lines: LaidLine[] = [];
  let height = 0;
  let complete = true;
  const settings = paragraphSettings(box, font, measurer);
  box.paragraphs.forEach((paragraph, index) => {
    const setting = settings[index]!;
    const { size, indent, levelShift } = setting;
    const pitch = size * setting.lineHeight;
    const column = Math.max(1, inner - indent - levelShift);
    const chars = styledChars(paragraph.runs, font, measurer);
    const ranges = breakRanges(
      chars.map((c) => c.char),
      chars.map((c) => c.width),
      box.wrap === false ? Infinity : column,
    );
    ranges.forEach((range, lineIndex) => {
      if (!complete) return;
      const top = height + (lineIndex === 0 ? setting.spaceAbove : 0);
      if (top + pitch > available + 0.5) {
        complete = false;
        return;
      }
      const bullet = lineIndex === 0 ? setting.bullet : undefined;
      lines.push({
        ...lineOf(chars, range),
        top,
        pitch,
        size,
        left: left + levelShift + indent,
        column,
        align: setting.align,
        last: lineIndex === ranges.length - 1,
        ...(bullet ? { bullet } : {}),
        bulletX: left + levelShift,
      });
      height = top + pitch;
    });
  });
  const lastLine = lines[lines.length - 1];
  if (!complete && lastLine) ellipsize(lastLine, lastLine.column, font, measurer);
  return { lines, height, available, top: box.y + padding.top, complete };
}

/** Where a line's text starts in its column, and the extra room after each inner space. */
function placement(line: LaidLine): { shift: number; gap: number } {
  const slack = line.column - line.width;
  switch (line.align) {
    case 'left':
      return { shift: 0, gap: 0 };
    case 'center':
      return { shift: slack / 2, gap: 0 };
    case 'right':
      return { shift: slack, gap: 0 };
    case 'justify': {
      // Spread Latin words over the line; CJK lines (no spaces) and last lines stay left.
      const spaces = line.last || slack <= 0 ? 0 : innerSpaces(line.chars);
      return { shift: 0, gap: spaces > 0 ? slack / spaces : 0 };
    }
  }
}

export function layoutTextElement(
  element: TextBox,
  theme: DeckTheme,
  measurer: TextMeasurer = fontMeasurer,
): TextLayout {
  const font = renderFontOf(element, theme);
  const { lines, height, available, top, complete } = layLines(element, font, measurer);
  const free = Math.max(0, available - height);
  const offset = element.valign === 'top' ? 0 : element.valign === 'middle' ? free / 2 : free;
  const spans: PositionedSpan[] = [];
  const decorations: TextDecoration[] = [];
  for (const line of lines) {
    const baseline = top + offset + line.top + line.pitch / 2 + BASELINE_BELOW_CENTRE * line.size;
    const { shift, gap } = placement(line);
    if (line.bullet) {
      const { text, size, color, width } = line.bullet;
      spans.push({ x: line.bulletX, baseline, text, size, color, bold: false, font, width });
    }
    const x = line.left + shift;
    const laid = lineSpans(line.chars, x, baseline, gap);
    spans.push(...laid.spans);
    decorations.push(...lineDecorations(line.chars, laid.advances, x, baseline));
  }
  return { spans, decorations, complete };
}
