import type { DeckElement } from '../../model.js';
import { filledShape, horizontalLine, iconElement, panel, textBox, type Box } from '../elements.js';
import {
  labelAt,
  labelSpec,
  markColor,
  outlined,
  pill,
  sealColor,
  secondColor,
  textOn,
  verticalLine,
} from './single-kit.js';
import { quoteLayout, sourceLine, type QuoteDesign, type QuoteDraw } from './single-quote.js';

type QuoteBox = QuoteDesign['box'];

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  w: box.w - 2 * by,
  h: box.h - 2 * by,
});
const body = (area: Box): Box => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 });

/**
 * Government: a bordered panel under a solid primary head band carrying the quote mark, the
 * quotation centred, a short primary rule and the source centred under it.
 */
const BAND = 40;
const governmentQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette } = ctx.theme;
  const frame = body(area);
  const mark = { x: frame.x + (frame.w - 28) / 2, y: frame.y + 6, w: 28, h: 28 };
  const bottom = frame.y + frame.h;
  const source = { x: frame.x + 72, y: bottom - 56, w: frame.w - 144, h: 44 };
  return {
    under: [
      outlined(`${slideId}.panel`, frame, { color: palette.primary, width: 1.5 }, palette.surface),
      filledShape(`${slideId}.band`, 'rect', { ...frame, h: BAND }, palette.primary),
      iconElement(`${slideId}.mark`, mark, 'quote', palette.onPrimary),
      filledShape(
        `${slideId}.bar`,
        'rect',
        { x: frame.x + (frame.w - 64) / 2, y: bottom - 66, w: 64, h: 3 },
        palette.primary,
      ),
    ],
    over: sourceLine(slideId, quote, source, { color: palette.textMuted, align: 'center' }, ctx),
  };
};

/**
 * Classic: a hand scroll (rods at both ends, a double outline) with the quotation set left
 * between corner brackets 「 」, the source and a seal at its lower right.
 */
const classicQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette } = ctx.theme;
  const thin = { color: palette.primary, width: 0.75 };
  const paper = { x: area.x + 10, y: area.y + 16, w: area.w - 20, h: area.h - 32 };
  const inner = inset(paper, 10);
  const rod = { y: area.y + 4, w: 10, h: area.h - 8 };
  const arm = 28;
  const stroke = { color: palette.primary, width: 1.5 };
  const open = { x: inner.x + 24, y: inner.y + 20 };
  const close = { x: inner.x + inner.w - 24, y: inner.y + inner.h - 20 };
  const seal = sealColor(ctx.theme);
  const stamp = { x: close.x - 24 - 36, y: close.y - 20 - 36, w: 36, h: 36 };
  const source = { x: area.x + 96, y: stamp.y - 6, w: stamp.x - 16 - area.x - 96, h: 48 };
  return {
    under: [
      outlined(`${slideId}.paper`, paper, thin, palette.surface),
      outlined(`${slideId}.inner`, inner, thin),
      filledShape(`${slideId}.rod-left`, 'rect', { ...rod, x: area.x }, palette.primary),
      filledShape(
        `${slideId}.rod-right`,
        'rect',
        { ...rod, x: area.x + area.w - 10 },
        palette.primary,
      ),
      horizontalLine(`${slideId}.open-h`, open, arm, stroke),
      verticalLine(`${slideId}.open-v`, open, arm, stroke),
      horizontalLine(`${slideId}.close-h`, { x: close.x - arm, y: close.y }, arm, stroke),
      verticalLine(`${slideId}.close-v`, { x: close.x, y: close.y - arm }, arm, stroke),
      filledShape(`${slideId}.seal`, 'rect', stamp, seal),
      outlined(`${slideId}.seal-line`, inset(stamp, 4), {
        color: textOn(seal, ctx.theme),
        width: 1,
      }),
    ],
    over: sourceLine(slideId, quote, source, { color: palette.textMuted, align: 'right' }, ctx),
  };
};

/**
 * Tech: an outlined terminal-like panel (a tinted title strip with three dots, an accent edge),
 * the quotation left after an accent prompt chevron, the source under it.
 */
const STRIP = 30;
const techQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette, chart } = ctx.theme;
  const accent = markColor(ctx.theme);
  const frame = body(area);
  const dots = [0, 1, 2].map((index) =>
    filledShape(
      `${slideId}.dot-${index + 1}`,
      'ellipse',
      { x: frame.x + 16 + index * 18, y: frame.y + 10, w: 10, h: 10 },
      chart[index] ?? accent,
    ),
  );
  const bottom = frame.y + frame.h;
  const source = { x: frame.x + 72, y: bottom - 60, w: frame.w - 144, h: 44 };
  return {
    under: [
      outlined(`${slideId}.panel`, frame, { color: accent, width: 1 }, palette.surface),
      filledShape(`${slideId}.strip`, 'rect', { ...frame, h: STRIP }, palette.primary, 82),
      ...dots,
      filledShape(
        `${slideId}.edge`,
        'rect',
        { x: frame.x, y: frame.y + STRIP, w: 4, h: frame.h - STRIP },
        accent,
      ),
      filledShape(
        `${slideId}.prompt`,
        'chevron',
        { x: frame.x + 36, y: frame.y + STRIP + 40, w: 16, h: 22 },
        accent,
      ),
    ],
    over: sourceLine(slideId, quote, source, { color: palette.textMuted, align: 'left' }, ctx),
  };
};

/**
 * Campus: a rounded card with a coloured circle avatar on its left edge carrying the quote mark,
 * the source on a primary pill across its lower edge.
 */
const campusQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette } = ctx.theme;
  const card = { x: area.x + 48, y: area.y + 20, w: area.w - 48, h: area.h - 56 };
  const avatar = { x: area.x, y: card.y + 32, w: 96, h: 96 };
  const fill = secondColor(ctx.theme);
  const elements: DeckElement[] = [
    filledShape(`${slideId}.card`, 'roundRect', card, palette.surface, undefined, 24),
    filledShape(`${slideId}.avatar`, 'ellipse', avatar, fill),
    iconElement(`${slideId}.mark`, inset(avatar, 24), 'quote', textOn(fill, ctx.theme)),
  ];
  if (!quote.source) return { under: elements, over: [] };
  const most = card.w - 120;
  const spec = { id: `${slideId}.source`, x: 0, y: 0, w: most, font: 'body' as const };
  const styled = { color: palette.onPrimary, bold: true, align: 'center' as const };
  const label = labelSpec(
    { ...spec, ...styled, paragraphs: [`—— ${quote.source}`] },
    { max: 18, min: 14 },
    ctx.measurer,
  );
  const w = Math.min(
    most,
    ctx.measurer.measure(label.paragraphs[0] ?? '', label.maxSize, true) / 0.95 + 12,
  );
  const box = {
    x: card.x + card.w - 64 - w,
    y: card.y + card.h - 20,
    w: w + 40,
    h: label.h + 8,
  };
  return {
    under: elements,
    over: [
      pill(`${slideId}.pill`, box, palette.primary),
      labelAt({ ...label, x: box.x + 20, w }, box.y + 4, ctx.measurer),
    ],
  };
};

/**
 * Minimal: a pale field running off the left edge, a large light quotation mark in the margin
 * column, the quotation in light type, a hairline and the source under the field.
 */
const minimalQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette } = ctx.theme;
  const field = { x: 0, y: area.y + 16, w: area.x + area.w, h: area.h - 96 };
  const below = field.y + field.h + 16;
  const mark = { id: `${slideId}.mark`, x: area.x, y: field.y + 4, w: 104, h: 116 };
  const hair = { x: area.x + 132, y: below + 22 };
  const source = { x: hair.x + 112, y: below, w: area.w - 132 - 112, h: 44 };
  return {
    under: [
      filledShape(`${slideId}.field`, 'rect', field, palette.surface),
      textBox({
        ...mark,
        font: 'heading',
        paragraphs: ['“'],
        color: palette.textMuted,
        lineHeight: 1,
        size: 88,
      }),
      horizontalLine(`${slideId}.hairline`, hair, 96, { color: palette.title, width: 0.75 }),
    ],
    over: sourceLine(slideId, quote, source, { color: palette.textMuted, align: 'left' }, ctx),
  };
};

/**
 * Vivid: the quotation on a solid primary block with a chart-colour block offset behind it,
 * the quote mark and the source in the colour that reads on the primary.
 */
const main = (area: Box): Box => ({ x: area.x, y: area.y + 8, w: area.w - 28, h: area.h - 44 });
const vividQuote: QuoteDraw = (slideId, area, quote, ctx) => {
  const { palette, radius } = ctx.theme;
  const block = main(area);
  const offset = { ...block, x: block.x + 28, y: block.y + 28 };
  const mark = { x: block.x + 28, y: block.y + 24, w: 48, h: 48 };
  const source = { x: block.x + 80, y: block.y + block.h - 76, w: block.w - 160, h: 44 };
  return {
    under: [
      panel(`${slideId}.offset`, offset, secondColor(ctx.theme), radius),
      panel(`${slideId}.block`, block, palette.primary, radius),
      iconElement(`${slideId}.mark`, mark, 'quote', palette.onPrimary),
    ],
    over: sourceLine(slideId, quote, source, { color: palette.onPrimary, align: 'right' }, ctx),
  };
};

/** The quotation's box: `area` less `left` and `top`, and `right` and `bottom` on the far sides. */
const within =
  (left: number, top: number, right: number, bottom: number): QuoteBox =>
  (area) => ({
    x: area.x + left,
    y: area.y + top,
    w: area.w - left - right,
    h: area.h - top - bottom,
  });
const governmentBox = within(72, BAND + 28, 72, 84);
const classicBox = within(96, 52, 96, 92);
const techBox = within(72, STRIP + 32, 72, 84);
const campusBox = within(144, 52, 48, 96);
const minimalBox = within(128, 36, 48, 100);
/** Vivid: inside the primary block, above its source line. */
const vividBox = within(80, 72, 108, 184);

type Look = QuoteDesign['look'];
const CENTRED: Look = { align: 'center', bold: true };
const LEFT: Look = { align: 'left', bold: false };
const ON_COLOUR: Look = { ...CENTRED, onPrimary: true };
const design = (variant: string, box: QuoteBox, look: Look, draw: QuoteDraw) =>
  quoteLayout({ variant, box, look, draw });

export const QUOTE_GOVERNMENT = design('docket', governmentBox, CENTRED, governmentQuote);
export const QUOTE_CLASSIC = design('handscroll', classicBox, LEFT, classicQuote);
export const QUOTE_TECH = design('terminal', techBox, LEFT, techQuote);
export const QUOTE_CAMPUS = design('avatar', campusBox, CENTRED, campusQuote);
export const QUOTE_MINIMAL = design('hairline', minimalBox, LEFT, minimalQuote);
export const QUOTE_VIVID = design('colour', vividBox, ON_COLOUR, vividQuote);
