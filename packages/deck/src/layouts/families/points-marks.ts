import type { ShapeElement, TextElement } from '../../model.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { DeckTheme } from '../../themes.js';
import type { LayoutContext } from '../context.js';
import { balancedTextBox, fittedTextBox, type Box, type TextBoxSpec } from '../elements.js';
import type { Cell } from './points-grid.js';

/** Marks the families' point lists number their points with, and colours for text on fills. */

const DIGITS = '〇一二三四五六七八九';
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
  return fittedTextBox(
    {
      id,
      ...box,
      font: 'heading',
      paragraphs: [label],
      color,
      bold: options.bold ?? true,
      align: options.align ?? 'center',
      valign: options.valign ?? 'middle',
      lineHeight: 1.15,
      maxSize: Math.max(14, Math.floor(max)),
      minSize: 12,
    },
    ctx.measurer,
  );
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
