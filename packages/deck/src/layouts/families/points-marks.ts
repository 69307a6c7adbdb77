import type { ShapeElement, TextElement } from '../../model.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { DeckTheme } from '../../themes.js';
import type { LayoutContext } from '../context.js';
import { sizeSteps } from '../../text-fit.js';
import {
  balancedTextBox,
  fittedTextBox,
  TEXT_INSET,
  type Box,
  type TextBoxSpec,
} from '../elements.js';
import type { Cell } from './points-grid.js';

/** Marks the families' point lists number their points with, and colours for text on fills. */

const DIGITS = '〇一二三四五六七八九';
/** The least size of a marker's label. */
const MIN_LABEL = 12;
/** Chinese numerals read at this size or more, else a slide's markers show digits. */
const NUMERAL_MIN = 14;
/** Labels keep this much of their box's width free (renderers with other fonts). */
const LABEL_SAFETY = 1.1;
const FORMAL = '零壹贰叁肆伍陆柒捌玖';

/** A number in Chinese numerals (1 -> 一, 12 -> 十二, 20 -> 二十), in `digits`' script. */
function chineseNumber(value: number, digits: string, ten: string): string {
  if (value < 10) return digits[value] ?? String(value);
  if (value >= 100) return String(value);
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  const head = tens === 1 && digits === DIGITS ? '' : (digits[tens] ?? '');
  return `${head}${ten}${ones === 0 ? '' : (digits[ones] ?? '')}`;
}

/** 一, 二, 三... (government). */
export const ordinal = (value: number) => chineseNumber(value, DIGITS, '十');
/** 壹, 贰, 叁... (the seal numerals of the classic family). */
export const sealNumeral = (value: number) => chineseNumber(value, FORMAL, '拾');
/** 01, 02... */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The text colour that reads on `fill` at 4.5:1 or more (the better of the theme's), or none. */
export function textOn(fill: string, theme: DeckTheme): string | undefined {
  const { palette } = theme;
  if (fill === palette.primary) return palette.onPrimary;
  const best = [palette.onPrimary, palette.text, palette.background]
    .map((color) => ({ color, ratio: contrastRatio(color, fill) }))
    .sort((a, b) => b.ratio - a.ratio)[0];
  return best && best.ratio >= 4.5 ? best.color : undefined;
}

/** The theme's primary and chart colours that carry text, each with its text colour. */
export function textFills(theme: DeckTheme): { fill: string; text: string }[] {
  const fills = [theme.palette.primary, ...theme.chart.filter((c) => c !== theme.palette.primary)];
  return fills.flatMap((fill) => {
    const text = textOn(fill, theme);
    return text ? [{ fill, text }] : [];
  });
}

const channels = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, index) => value - (y[index] ?? 0)));
};

/** Text-carrying fills that differ from each other at a glance (no two near-identical pinks). */
export function distinctFills(theme: DeckTheme, apart = 90): { fill: string; text: string }[] {
  const chosen: { fill: string; text: string }[] = [];
  for (const option of textFills(theme)) {
    if (chosen.every((other) => distance(other.fill, option.fill) >= apart)) chosen.push(option);
  }
  return chosen;
}

/** An outlined shape without fill. */
export function outlined(
  id: string,
  geometry: ShapeElement['geometry'],
  box: Box,
  line: { color: string; width: number },
  radius?: number,
): ShapeElement {
  return {
    type: 'shape',
    id,
    ...box,
    geometry,
    ...(radius !== undefined && geometry === 'roundRect' ? { radius } : {}),
    line,
  };
}

/** Whether a label at `size` keeps to one line of a box `width` wide, with room to spare. */
function oneLineLabel(
  label: string,
  size: number,
  width: number,
  bold: boolean,
  ctx: LayoutContext,
) {
  const font = ctx.measurer.fontOf?.('heading');
  return ctx.measurer.measure(label, size, bold, font) * LABEL_SAFETY <= width - 2 * TEXT_INSET;
}

/** A marker's label (number, ordinal) centred in `box`, as large as it holds up to `max`. */
export function markText(
  id: string,
  box: Box,
  label: string,
  color: string,
  max: number,
  ctx: LayoutContext,
  options: { bold?: boolean; align?: TextElement['align']; valign?: TextElement['valign'] } = {},
): TextElement {
  const spec = {
    id,
    ...box,
    font: 'heading' as const,
    paragraphs: [label],
    color,
    bold: options.bold ?? true,
    align: options.align ?? ('center' as const),
    valign: options.valign ?? ('middle' as const),
    lineHeight: 1.15,
  };
  // The largest size at which the label keeps to one line (a number never wraps).
  const top = sizeSteps(Math.max(14, Math.floor(max)), MIN_LABEL).find((size) =>
    oneLineLabel(label, size, box.w, spec.bold, ctx),
  );
  return fittedTextBox({ ...spec, maxSize: top ?? MIN_LABEL, minSize: MIN_LABEL }, ctx.measurer);
}

/** A cell's point in its text box at the page's size, its lines even (no character alone). */
export function cellText(
  id: string,
  cell: Cell,
  size: number,
  color: string,
  ctx: LayoutContext,
): TextElement {
  const spec: TextBoxSpec & { size: number } = {
    id,
    ...cell.text,
    font: 'body',
    paragraphs: [cell.point],
    color,
    valign: 'middle',
    size,
  };
  return balancedTextBox(spec, ctx.measurer);
}

/** A vertical line from (x, y) down `length` points. */
export function verticalLine(
  id: string,
  from: { x: number; y: number },
  length: number,
  line: { color: string; width: number },
): ShapeElement {
  return outlined(id, 'line', { ...from, w: 0, h: length }, line);
}

/** The inner box of a list under the header: 8 pt of air below the header rule. */
export const underHeader = (area: Box): Box => ({ ...area, y: area.y + 8, h: area.h - 8 });

/** A square marker's side for a text size, within [least, most]. */
export const markSide = (size: number, scale: number, least: number, most: number) =>
  Math.round(Math.min(most, Math.max(least, size * scale)));

/**
 * The labels of a slide's markers in Chinese numerals (一, 壹...) when every one of them fits
 * one line of a marker `side` points wide at 14 pt or more, else in digits for the whole
 * slide (二十一 would wrap in a small square).
 */
export function numeralLabels(
  cells: readonly Cell[],
  numeral: (value: number) => string,
  side: number,
  ctx: LayoutContext,
): string[] {
  const chinese = cells.map((cell) => numeral(cell.number));
  const fits = chinese.every((label) => oneLineLabel(label, NUMERAL_MIN, side, true, ctx));
  return fits ? chinese : cells.map((cell) => String(cell.number));
}
