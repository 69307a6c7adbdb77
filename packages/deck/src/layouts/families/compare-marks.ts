import type { DeckElement } from '../../model.js';
import type { ThemePalette } from '../../themes/types.js';
import type { LayoutContext } from '../context.js';
import { filledShape, fittedTextBox, type Box } from '../elements.js';
import { textOn } from './compare-colours.js';

/** A short label ('VS', a number) centred in `box`, fitted between `max` and 12 pt. */
export function markText(
  id: string,
  box: Box,
  text: string,
  color: string,
  ctx: LayoutContext,
  max = 16,
): DeckElement {
  return fittedTextBox(
    {
      id,
      ...box,
      font: 'heading',
      paragraphs: [text],
      color,
      bold: true,
      align: 'center',
      valign: 'middle',
      lineHeight: 1.1,
      maxSize: max,
      minSize: 12,
    },
    ctx.measurer,
  );
}

/** A label ('VS', a number) centred in a shape of `geometry` filled with `fill`. */
export function markShape(
  id: string,
  geometry: 'rect' | 'ellipse' | 'roundRect',
  box: Box,
  fill: string,
  palette: ThemePalette,
  text: string,
  ctx: LayoutContext,
  options: { line?: string; color?: string; max?: number; name?: string } = {},
): DeckElement[] {
  const shape = filledShape(`${id}-shape`, geometry, box, fill);
  const color = options.color ?? textOn(fill, palette);
  return [
    options.line ? { ...shape, line: { color: options.line, width: 1.5 } } : shape,
    markText(`${id}.${options.name ?? 'vs'}`, box, text, color, ctx, options.max),
  ];
}

/** Chinese numerals for seals and ordinals (一 to 九十九), or digits in English decks. */
export function ordinal(n: number, ctx: LayoutContext): string {
  if (ctx.labels.language !== 'zh' || n < 1 || n > 99) return String(n);
  const digits = '零一二三四五六七八九';
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const head = tens === 0 ? '' : tens === 1 ? '十' : `${digits[tens]}十`;
  return head + (ones === 0 ? '' : digits[ones]);
}
