import type { ChartElement, DeckElement, TextElement } from '../../model.js';
import type { DeckTheme } from '../../themes.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import { SMALL_MIN } from '../content-layout.js';
import {
  balancedTextBox,
  filledShape,
  fittedTextBox,
  horizontalLine,
  neededHeight,
  textBox,
  type Box,
} from '../elements.js';
import type { PointFigure } from '../point-shape.js';
import { category, figureId, inPointOrder } from '../stats.js';
import type { Placed } from './figures-core.js';

/** The pieces the families' stats compositions draw with: texts, colours, chart, rules. */

export const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六'] as const;
export const FIGURE_LINE = 1.1;

/** Whether the numbers make a pie (shares of a whole), as the base draws them. */
export const sharesOfWhole = (list: readonly PointFigure[]) => {
  const total = list.reduce((sum, entry) => sum + entry.value, 0);
  return list[0]?.unit === '%' && total >= 95 && total <= 105;
};

export interface FigureStyle {
  color: string;
  bold: boolean;
  align: TextElement['align'];
  valign?: TextElement['valign'];
}

/** The figure of stat `stat` ('<slide>.stat-1'), whole on one line, at its placed size. */
export function figureText(stat: string, { slot, size, entry }: Placed, style: FigureStyle) {
  return textBox({
    id: figureId(stat, entry),
    ...slot.figure,
    font: 'heading',
    paragraphs: [entry.display],
    color: style.color,
    bold: style.bold,
    align: style.align,
    valign: style.valign ?? 'middle',
    lineHeight: FIGURE_LINE,
    size,
  });
}

export interface LabelStyle {
  color: string;
  align: TextElement['align'];
  valign?: TextElement['valign'];
}

/**
 * A label at the page's size, in even lines, its block placed in its box: at the top, or
 * centred vertically with `valign` middle.
 */
export function labelText(
  id: string,
  box: Box,
  text: string,
  size: number,
  ctx: LayoutContext,
  style: LabelStyle,
): TextElement {
  const spec = { id, ...box, font: 'body' as const, paragraphs: [text || ' '], ...style };
  const needed = Math.min(box.h, neededHeight(spec, size, ctx.measurer) + 1);
  const free = box.h - needed;
  const y = box.y + (style.valign === 'middle' ? free / 2 : style.valign === 'bottom' ? free : 0);
  const label = { ...spec, valign: 'top' as const, y, h: needed, size };
  // Lines of even length, never one character alone on the last ('…用户占' + '比').
  return balancedTextBox(label, ctx.measurer);
}

/**
 * The figure and label of stat `stat` ('<slide>.stat-1') in its slot, in the order of its point:
 * the figure first, or the label first before a figure that ended the point ('比亚迪 32%').
 */
export function statTexts(
  stat: string,
  item: Placed,
  labelSize: number,
  ctx: LayoutContext,
  figure: FigureStyle,
  label: LabelStyle,
): TextElement[] {
  return inPointOrder(
    item.entry,
    figureText(stat, item, figure),
    labelText(`${stat}.label`, item.slot.label, item.entry.label, labelSize, ctx, label),
  );
}

/** Height a label takes at `size` in `box` (at most the box's). */
export function labelHeight(box: Box, text: string, size: number, ctx: LayoutContext): number {
  const spec = { ...box, font: 'body' as const, paragraphs: [text || ' '] };
  return Math.min(box.h, neededHeight(spec, size, ctx.measurer) + 1);
}

/** A small ordinal or index (一, 01) in a box, fitted between 14 and `max` points. */
export function markText(
  id: string,
  box: Box,
  text: string,
  color: string,
  max: number,
  ctx: LayoutContext,
  font: 'heading' | 'body' = 'heading',
): TextElement {
  return fittedTextBox(
    {
      id,
      ...box,
      font,
      paragraphs: [text],
      color,
      bold: true,
      align: 'center',
      valign: 'middle',
      lineHeight: 1.1,
      maxSize: max,
      minSize: SMALL_MIN,
    },
    ctx.measurer,
  );
}

/** The colour of text on `fill`: onPrimary or text, whichever reads (4.5:1), else undefined. */
export function textOn(fill: string, theme: DeckTheme): string | undefined {
  const { onPrimary, text } = theme.palette;
  const [best] = [onPrimary, text]
    .map((color) => ({ color, ratio: contrastRatio(color, fill) }))
    .sort((a, b) => b.ratio - a.ratio);
  return best && best.ratio >= 4.5 ? best.color : undefined;
}

/**
 * Fills for `count` coloured shapes carrying text: the theme's chart colours in turn (primary
 * first), each with the text colour that reads on it; colours nothing reads on are skipped.
 */
export function colourFills(theme: DeckTheme, count: number): { fill: string; text: string }[] {
  const { primary, onPrimary } = theme.palette;
  const pairs = [{ fill: primary, text: onPrimary }];
  for (const fill of theme.chart) {
    const text = textOn(fill, theme);
    // A colour next to one taken (the chart's first is often the primary's twin) is skipped.
    if (text && pairs.every((pair) => contrastRatio(pair.fill, fill) >= 1.2)) {
      pairs.push({ fill, text });
    }
  }
  return Array.from({ length: count }, (_, i) => pairs[i % pairs.length]!);
}

/**
 * The chart of comparable numbers in `box`: a pie for shares of a whole (as the base), else the
 * design's kind, one colour for all bars (as every writer draws it).
 */
export function statsChart(
  slideId: string,
  list: readonly PointFigure[],
  box: Box,
  kind: 'column' | 'bar',
  ctx: LayoutContext,
  colors?: { bars?: string; labels?: string },
): ChartElement {
  const { palette, chart } = ctx.theme;
  const pie = sharesOfWhole(list);
  // A pie and its legend keep together, centred in a wide frame.
  const w = pie ? Math.min(box.w, box.h * 2.2) : box.w;
  return {
    type: 'chart',
    id: `${slideId}.chart`,
    ...box,
    x: box.x + (box.w - w) / 2,
    w,
    kind: pie ? 'pie' : kind,
    categories: list.map((entry) => category(entry.label) ?? entry.label),
    values: list.map((entry) => Math.max(0, entry.value)),
    colors: pie ? chart.slice(0, list.length) : [colors?.bars ?? palette.primary],
    labelColor: pie ? palette.text : (colors?.labels ?? palette.text),
    unit: list[0]?.unit ?? '',
  };
}

/** `placed` moved down by `dy` (figure and label). */
export function shiftedDown(placed: Placed, dy: number): Placed {
  const { figure, label } = placed.slot;
  const slot = {
    ...placed.slot,
    figure: { ...figure, y: figure.y + dy },
    label: { ...label, y: label.y + dy },
  };
  return { ...placed, slot };
}

/** A thin line, horizontal (h 0) or vertical (w 0). */
export function rule(id: string, box: Box, color: string, width: number): DeckElement {
  if (box.w === 0) {
    return { type: 'shape', id, ...box, geometry: 'line', line: { color, width } };
  }
  return horizontalLine(id, box, box.w, { color, width });
}

/** Two thin parallel lines `gap` apart (the classic double rule). */
export function doubleRule(id: string, box: Box, color: string, gap = 4): DeckElement[] {
  const vertical = box.w === 0;
  const second = vertical ? { ...box, x: box.x + gap } : { ...box, y: box.y + gap };
  return [rule(`${id}-a`, box, color, 0.75), rule(`${id}-b`, second, color, 0.75)];
}

/** A filled rectangle or rounded rectangle. */
export function block(id: string, box: Box, color: string, radius = 0): DeckElement {
  return radius > 0
    ? filledShape(id, 'roundRect', box, color, undefined, radius)
    : filledShape(id, 'rect', box, color);
}

/** `count` boxes across `box`, `gap` apart. */
export function across(box: Box, count: number, gap: number): Box[] {
  const w = (box.w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ ...box, x: box.x + i * (w + gap), w }));
}

/** `count` boxes down `box`, `gap` apart. */
export function down(box: Box, count: number, gap: number): Box[] {
  const h = (box.h - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ ...box, y: box.y + i * (h + gap), h }));
}

/** A box of height `h` at the optical centre of `box`. */
export function middle(box: Box, h: number): Box {
  const height = Math.min(h, box.h);
  return { ...box, y: box.y + (box.h - height) * 0.42, h: height };
}

/** `box` shrunk by `dx` on the left and right and `dy` on the top and bottom. */
export function inset(box: Box, dx: number, dy = dx): Box {
  return { x: box.x + dx, y: box.y + dy, w: box.w - 2 * dx, h: box.h - 2 * dy };
}
