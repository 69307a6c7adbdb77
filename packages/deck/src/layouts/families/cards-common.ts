import type { DeckElement, FontRole, ShapeElement, TextElement } from '../../model.js';
import { largestFittingSize } from '../../text-fit.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { DeckTheme } from '../../themes.js';
import { cardText, MAX_POINT_LENGTH as CARD_MAX_LENGTH } from '../cards.js';
import { chapterNumber, type LayoutContext } from '../context.js';
import { SMALL_MIN, type ContentLayout } from '../content-layout.js';
import {
  balancedTextBox,
  frameOf,
  neededHeight,
  textBox,
  type Box,
  type TextBoxSpec,
} from '../elements.js';
import { iconsFor, type IconName } from '../icon-keywords.js';
import { visualLength } from '../point-shape.js';
import { MAX_POINT_LENGTH as BLOCK_MAX_LENGTH } from '../two-blocks.js';

/** One of the slide kinds of the cards group, with the base composition's limits. */
export interface CardsKind {
  readonly id: 'cards-3' | 'cards-4' | 'two-blocks';
  readonly count: number;
  /** The points' text sizes (the base composition's). */
  readonly text: { readonly max: number; readonly min: number };
  readonly font: FontRole;
  readonly maxLength: number;
}

export const CARDS_3: CardsKind = {
  id: 'cards-3',
  count: 3,
  text: { max: 20, min: SMALL_MIN },
  font: 'body',
  maxLength: CARD_MAX_LENGTH,
};
export const CARDS_4: CardsKind = { ...CARDS_3, id: 'cards-4', count: 4 };
export const TWO_BLOCKS: CardsKind = {
  id: 'two-blocks',
  count: 2,
  text: { max: 30, min: 20 },
  font: 'heading',
  maxLength: BLOCK_MAX_LENGTH,
};

/** What one card shows: its point (a short key as caption over the rest) and its markers. */
export interface CardItem {
  index: number;
  caption?: string;
  body: string;
  icon: IconName;
  /** '01' */
  number: string;
  /** '一' */
  ordinal: string;
}

const ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export function cardItems(points: readonly string[], start = 0): CardItem[] {
  const icons = iconsFor(points);
  return points.map((point, index) => ({
    ...cardText(point),
    index,
    icon: icons[index]!,
    number: chapterNumber(start + index),
    ordinal: ORDINALS[start + index] ?? String(start + index + 1),
  }));
}

export interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How a family draws the cards of a kind: the room around each card's text, the cards' sizes and
 * offsets, and the shapes and labels round the text.
 */
export interface CardStyle {
  readonly variant: string;
  gap(kind: CardsKind): number;
  /** Room in a card (of width `width`) round its text: markers, caption and icon above it. */
  inset(kind: CardsKind, item: CardItem, width: number, ctx: LayoutContext): Insets;
  minHeight(kind: CardsKind): number;
  maxHeight(kind: CardsKind): number;
  /** How far card `index` sits below the highest card (staggered and diagonal rows). */
  offset?(kind: CardsKind, index: number): number;
  /** Points' largest size, when the family sets them larger than the base. */
  textMax?(kind: CardsKind): number;
  align: 'left' | 'center';
  textColor(kind: CardsKind, item: CardItem, ctx: LayoutContext): string;
  /**
   * The card's own shapes and labels; `text` is the point's text box, drawn last. `spare` is the
   * height the cards have beyond what their texts need (the same for every card of the row).
   */
  draw(
    id: string,
    card: Box,
    text: TextElement,
    item: CardItem,
    kind: CardsKind,
    ctx: LayoutContext,
    spare: number,
  ): DeckElement[];
}

const OPTICAL = 0.42;

function textSpec(kind: CardsKind, style: CardStyle, box: Box, body: string): TextBoxSpec {
  return { id: '', ...box, font: kind.font, paragraphs: [body], color: '', align: style.align };
}

/** The columns of the row of cards, each as wide as the others. */
export function columns(area: Box, count: number, gap: number): Box[] {
  const w = (area.w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({
    x: area.x + i * (w + gap),
    y: area.y,
    w,
    h: area.h,
  }));
}

function geometry(kind: CardsKind, style: CardStyle, area: Box) {
  const offsets = Array.from({ length: kind.count }, (_, i) => style.offset?.(kind, i) ?? 0);
  const drop = Math.max(...offsets);
  const tallest = Math.min(style.maxHeight(kind), area.h - drop - 8);
  return { cols: columns(area, kind.count, style.gap(kind)), offsets, drop, tallest };
}

function textArea(
  kind: CardsKind,
  style: CardStyle,
  card: Box,
  item: CardItem,
  ctx: LayoutContext,
): Box {
  const { top, bottom, left, right } = style.inset(kind, item, card.w, ctx);
  return { x: card.x + left, y: card.y + top, w: card.w - left - right, h: card.h - top - bottom };
}

/** The kind drawn in a family's style, planned like the base: one slide of `count` short points. */
export function cardsComposition(kind: CardsKind, style: CardStyle): ContentLayout {
  const sizes = { max: style.textMax?.(kind) ?? kind.text.max, min: kind.text.min };
  return {
    id: kind.id,
    variant: style.variant,
    header: true,
    plan(points, { area, ctx }) {
      if (points.length !== kind.count) return undefined;
      if (points.some((point) => visualLength(point) > kind.maxLength)) return undefined;
      const { cols, tallest } = geometry(kind, style, area);
      const fits = cardItems(points).map((item) => {
        const card = { ...cols[item.index]!, h: tallest };
        const frame = frameOf(textSpec(kind, style, textArea(kind, style, card, item, ctx), ''));
        return largestFittingSize([item.body], sizes, frame, ctx.measurer);
      });
      if (fits.some((size) => size === undefined)) return undefined;
      return [{ points, size: Math.min(...fits.map((size) => size ?? sizes.min)), start: 0 }];
    },
    render(slideId, page, { area, ctx }) {
      const { cols, offsets, drop, tallest } = geometry(kind, style, area);
      const items = cardItems(page.points, page.start);
      const needed = items.map((item) => {
        const card = { ...cols[item.index]!, h: tallest };
        const box = textArea(kind, style, card, item, ctx);
        const spec = textSpec(kind, style, box, item.body);
        return tallest - box.h + neededHeight(spec, page.size, ctx.measurer) + 4;
      });
      const h = Math.min(tallest, Math.max(style.minHeight(kind), ...needed));
      const spare = Math.max(0, h - Math.max(...needed));
      const y = area.y + (area.h - drop - h) * OPTICAL;
      return items.flatMap((item) => {
        const card = { ...cols[item.index]!, y: y + offsets[item.index]!, h };
        const box = textArea(kind, style, card, item, ctx);
        const spec = {
          ...textSpec(kind, style, box, item.body),
          id: `${slideId}.card-${item.index + 1}.text`,
          color: style.textColor(kind, item, ctx),
          size: page.size,
        };
        const text = balancedTextBox(spec, ctx.measurer);
        return style.draw(`${slideId}.card-${item.index + 1}`, card, text, item, kind, ctx, spare);
      });
    },
  };
}

/** The text colour that reads on `fill` (4.5:1), or undefined when none of the theme's does. */
export function textOn(fill: string, theme: DeckTheme): string | undefined {
  const { palette } = theme;
  const candidates =
    fill === palette.primary
      ? [palette.onPrimary]
      : [palette.onPrimary, palette.text, palette.title, palette.background];
  const best = candidates
    .map((color) => ({ color, ratio: contrastRatio(color, fill) }))
    .sort((a, b) => b.ratio - a.ratio)[0]!;
  return best.ratio >= 4.5 ? best.color : undefined;
}

/** The theme's chart colours that some text colour reads on, then primary; `count` of them. */
export function colourFills(
  theme: DeckTheme,
  count: number,
  from = 0,
): { fill: string; on: string }[] {
  const usable = theme.chart
    .map((fill) => ({ fill, on: textOn(fill, theme) }))
    .filter((pair): pair is { fill: string; on: string } => pair.on !== undefined);
  if (usable.length === 0)
    usable.push({ fill: theme.palette.primary, on: theme.palette.onPrimary });
  return Array.from({ length: count }, (_, i) => usable[(from + i) % usable.length]!);
}

/** A shape with an outline, filled or not. */
export function outlined(
  id: string,
  geometry: ShapeElement['geometry'],
  box: Box,
  line: { color: string; width: number },
  fill?: string,
  radius?: number,
): ShapeElement {
  return {
    type: 'shape',
    id,
    ...box,
    geometry,
    ...(radius === undefined || geometry !== 'roundRect' ? {} : { radius }),
    ...(fill ? { fill: { color: fill } } : {}),
    line,
  };
}

/** A one-line label at the largest size that fits its box (a caption, a number, an ordinal). */
export function label(
  spec: Omit<TextBoxSpec, 'paragraphs'> & { text: string; max: number; min: number },
  ctx: LayoutContext,
): TextElement {
  const { text, max, min, ...rest } = spec;
  const frame = frameOf(rest);
  const size = largestFittingSize([text], { max, min }, frame, ctx.measurer) ?? min;
  return textBox({ ...rest, paragraphs: [text], size });
}

/** Height a caption takes at `size` in `width` (two lines at most for a short key). */
export function captionHeight(
  caption: string | undefined,
  width: number,
  size: number,
  ctx: LayoutContext,
): number {
  if (!caption) return 0;
  const spec = {
    x: 0,
    y: 0,
    w: width,
    h: 1000,
    font: 'heading' as const,
    bold: true,
    lineHeight: 1.2,
  };
  return neededHeight({ ...spec, paragraphs: [caption] }, size, ctx.measurer);
}

/** Height the text of a text box takes, insets included. */
export function inkHeight(text: TextElement, ctx: LayoutContext): number {
  const run = text.paragraphs[0]?.runs[0];
  if (!run) return 0;
  const spec = {
    x: text.x,
    y: text.y,
    w: text.w,
    h: text.h,
    font: text.font,
    bold: run.bold ?? false,
    lineHeight: text.lineHeight,
    paragraphs: text.paragraphs.map((p) => p.runs.map((r) => r.text).join('')),
  };
  return neededHeight(spec, run.size, ctx.measurer);
}

/** How a family sets a card's caption right over its text: its width in the card and size. */
export interface CaptionLook {
  width(kind: CardsKind, cardWidth: number): number;
  size(kind: CardsKind): number;
  /** Space between the caption and the text. */
  after: number;
}

/** Room a caption takes over the text (0 without one). */
export function captionRoom(
  look: CaptionLook,
  kind: CardsKind,
  item: CardItem,
  cardWidth: number,
  ctx: LayoutContext,
): number {
  const h = captionHeight(item.caption, look.width(kind, cardWidth), look.size(kind), ctx);
  return h ? h + look.after : 0;
}

/** The caption right over the card's text, bold in the heading font (nothing without one). */
export function captionOver(
  id: string,
  look: CaptionLook,
  kind: CardsKind,
  item: CardItem,
  card: Box,
  text: { x: number; y: number },
  color: string,
  ctx: LayoutContext,
): TextElement[] {
  if (!item.caption) return [];
  const h = captionRoom(look, kind, item, card.w, ctx);
  return [
    textBox({
      id: `${id}.caption`,
      x: text.x,
      y: text.y - h,
      w: look.width(kind, card.w),
      h: h - look.after,
      font: 'heading',
      paragraphs: [item.caption],
      color,
      bold: true,
      lineHeight: 1.2,
      size: look.size(kind),
    }),
  ];
}
