import type { DeckElement, ShapeElement } from '../../model.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { DeckTheme } from '../../themes.js';
import { balancedChunks } from '../context.js';
import type { BodyPage } from '../content-layout.js';
import {
  filledShape,
  fittedTextBox,
  frameOf,
  horizontalLine,
  neededHeight,
  type Box,
  type TextBoxSpec,
} from '../elements.js';
import { largestFittingSize, type TextMeasurer } from '../../text-fit.js';

/** Shared pieces of the quote, statement and picture compositions of the theme families. */

const READABLE = 4.5;

/**
 * The text colour that reads on `fill`: the theme's pair for its primary, else the first of its
 * text colours that contrasts 4.5:1 with it, else the one that contrasts most.
 */
export function textOn(fill: string, theme: DeckTheme): string {
  const { palette } = theme;
  if (fill === palette.primary) return palette.onPrimary;
  const candidates = [palette.onPrimary, palette.title, palette.text, palette.background];
  const best = [...candidates].sort((a, b) => contrastRatio(b, fill) - contrastRatio(a, fill));
  return candidates.find((color) => contrastRatio(color, fill) >= READABLE) ?? best[0] ?? '000000';
}

/** Whether some text colour of the theme reads on `fill` at 4.5:1. */
export const readableFill = (fill: string, theme: DeckTheme) =>
  contrastRatio(textOn(fill, theme), fill) >= READABLE;

/**
 * Fills for text on colour, in the order they are used: the theme's chart colours that some
 * text colour reads on (the primary first), never empty.
 */
export function textFills(theme: DeckTheme): string[] {
  const fills: string[] = [];
  for (const fill of [theme.palette.primary, ...theme.chart]) {
    if (readableFill(fill, theme) && fills.every((other) => distinct(fill, other)))
      fills.push(fill);
  }
  return fills;
}

/** Whether two colours tell apart at a glance (RGB distance). */
function distinct(a: string, b: string): boolean {
  let sum = 0;
  for (let offset = 0; offset < 6; offset += 2) {
    const d = parseInt(a.slice(offset, offset + 2), 16) - parseInt(b.slice(offset, offset + 2), 16);
    sum += d * d;
  }
  return Math.sqrt(sum) > 90;
}

/** The `index`th chart colour unlike the primary, for decoration (circles, mats, offset blocks). */
export function secondColor(theme: DeckTheme, index = 1): string {
  const { primary, background } = theme.palette;
  const others = theme.chart.filter(
    (color) => distinct(color, primary) && distinct(color, background),
  );
  return others[(index - 1) % Math.max(1, others.length)] ?? theme.palette.secondary;
}

/** The seal's colour: the accent where it stands out from the page (a red seal), else the primary. */
export function sealColor(theme: DeckTheme): string {
  const { accent, background, primary } = theme.palette;
  return contrastRatio(accent, background) >= 3 && readableFill(accent, theme) ? accent : primary;
}

/** The accent where it stands out from the page (3:1), else the primary: marks, indices. */
export function markColor(theme: DeckTheme): string {
  const { accent, background, primary } = theme.palette;
  return contrastRatio(accent, background) >= 3 ? accent : primary;
}

const DIGITS = '零一二三四五六七八九';

/** 1 -> 一, 10 -> 十, 12 -> 十二, 23 -> 二十三 (ordinals of the government rows). */
export function chineseOrdinal(n: number): string {
  const digit = (d: number) => DIGITS[d] ?? '';
  if (n < 10) return digit(n);
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : digit(tens)}十${n % 10 === 0 ? '' : digit(n % 10)}`;
}

/** A rectangle with an outline (and a fill, or none). */
export function outlined(
  id: string,
  box: Box,
  line: { color: string; width: number },
  fill?: string,
): ShapeElement {
  const { fill: paint, ...shape } = filledShape(id, 'rect', box, fill ?? '000000');
  return { ...shape, ...(fill === undefined ? {} : { fill: paint }), line };
}

/** A rounded pill (radius half its height, at most 20) in `color`. */
export const pill = (id: string, box: Box, color: string, most = 20) =>
  filledShape(id, 'roundRect', box, color, undefined, Math.min(box.h / 2, most));

/** A vertical line from (x, y) down `length` points. */
export function verticalLine(
  id: string,
  from: { x: number; y: number },
  length: number,
  stroke: { color: string; width: number },
): ShapeElement {
  return { ...horizontalLine(id, from, 0, stroke), h: length };
}

/**
 * Points over as few pages as possible (at most `perPage` a page, balanced), each page's points
 * fitting at the size `sizeOf` finds (undefined: they do not fit); all pages share the smallest
 * size. Undefined when one point does not fit a page of its own.
 */
export function planPages(
  points: readonly string[],
  perPage: number,
  sizeOf: (chunk: readonly string[]) => number | undefined,
): BodyPage[] | undefined {
  if (points.length === 0) return undefined;
  for (let count = Math.ceil(points.length / perPage); count <= points.length; count++) {
    const chunks = balancedChunks(points, Math.ceil(points.length / count));
    const sizes = chunks.map(sizeOf);
    if (sizes.some((size) => size === undefined)) continue;
    const size = Math.min(...sizes.map((value) => value ?? 0));
    const starts = chunks.map((_, i) => chunks.slice(0, i).flat().length);
    return chunks.map((chunk, i) => ({ points: chunk, size, start: starts[i] ?? 0 }));
  }
  return undefined;
}

/** A label's text box: one line, or up to `lines`, at the largest size in `sizes` that fits. */
export function labelSpec(
  spec: Omit<TextBoxSpec, 'h'>,
  sizes: { max: number; min: number },
  measurer: TextMeasurer,
  lines = 2,
): TextBoxSpec & { maxSize: number; minSize: number; fits: boolean } {
  const lineHeight = spec.lineHeight ?? 1.3;
  for (let count = 1; count <= lines; count++) {
    const h = Math.ceil(count * sizes.max * lineHeight) + 10;
    const size = largestFittingSize(spec.paragraphs, sizes, frameOf({ ...spec, h }), measurer);
    if (size === undefined) continue;
    const needed = Math.ceil(neededHeight({ ...spec, h }, size, measurer)) + 2;
    return { ...spec, h: needed, maxSize: size, minSize: size, fits: true };
  }
  const h = Math.ceil(lines * sizes.min * lineHeight) + 10;
  return { ...spec, h, maxSize: sizes.min, minSize: sizes.min, fits: false };
}

/** The label as a text element at `y` (its box from labelSpec). */
export const labelAt = (
  spec: ReturnType<typeof labelSpec>,
  y: number,
  measurer: TextMeasurer,
): DeckElement => fittedTextBox({ ...spec, y }, measurer);
