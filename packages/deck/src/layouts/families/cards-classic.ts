import type { DeckElement } from '../../model.js';
import { contrastRatio } from '../../themes/contrast.js';
import type { DeckTheme } from '../../themes.js';
import type { LayoutContext } from '../context.js';
import { filledShape, textBox, type Box } from '../elements.js';
import {
  captionHeight,
  inkHeight,
  label,
  outlined,
  textOn,
  type CardItem,
  type CardStyle,
  type CardsKind,
} from './cards-common.js';

/** Two points are hand scrolls (rollers left and right), more are hanging scrolls (top, bottom). */
const hand = (kind: CardsKind) => kind.id === 'two-blocks';
const ROD = 6;
const FRAME = 5;
const VLINE = 12;
const pad = (kind: CardsKind) => (hand(kind) ? 20 : kind.count === 4 ? 10 : 14);
const seal = (kind: CardsKind) => (hand(kind) ? 40 : 30);
const captionSize = (kind: CardsKind) => (hand(kind) ? 26 : 20);

/** The seal's colour: the theme's accent where it stands out on the page, else its brand colour. */
function sealFill(theme: DeckTheme): string {
  const { accent, background, primary } = theme.palette;
  return contrastRatio(accent, background) >= 3 && textOn(accent, theme) ? accent : primary;
}

/** Room from the card's top and side edges to the scroll's content. */
const edge = (kind: CardsKind) => (hand(kind) ? 6 : ROD + 2) + FRAME + pad(kind);
const side = (kind: CardsKind) => (hand(kind) ? ROD + 2 : 6) + FRAME + pad(kind);

/** Width of the caption beside the seal. */
const captionWidth = (kind: CardsKind, width: number) => width - 2 * side(kind) - seal(kind) - 8;

function captionRoom(kind: CardsKind, item: CardItem, width: number, ctx: LayoutContext) {
  return captionHeight(item.caption, captionWidth(kind, width), captionSize(kind), ctx);
}

/** The scroll's mounting: the rollers, and the paper inside a thin double frame. */
function mounting(id: string, card: Box, kind: CardsKind, ctx: LayoutContext): DeckElement[] {
  const { palette } = ctx.theme;
  const paper = hand(kind)
    ? { x: card.x + ROD + 2, y: card.y + 6, w: card.w - 2 * ROD - 4, h: card.h - 12 }
    : { x: card.x + 6, y: card.y + ROD + 2, w: card.w - 12, h: card.h - 2 * ROD - 4 };
  const inner = {
    x: paper.x + FRAME,
    y: paper.y + FRAME,
    w: paper.w - 2 * FRAME,
    h: paper.h - 2 * FRAME,
  };
  const rods: Box[] = hand(kind)
    ? [
        { x: card.x, y: card.y, w: ROD, h: card.h },
        { x: card.x + card.w - ROD, y: card.y, w: ROD, h: card.h },
      ]
    : [
        { x: card.x, y: card.y, w: card.w, h: ROD },
        { x: card.x, y: card.y + card.h - ROD, w: card.w, h: ROD },
      ];
  return [
    outlined(
      `${id}.paper`,
      'rect',
      paper,
      { color: palette.primary, width: 1 },
      palette.background,
    ),
    outlined(`${id}.frame`, 'rect', inner, { color: palette.primary, width: 0.5 }),
    ...rods.map((rod, i) => filledShape(`${id}.roller-${i + 1}`, 'rect', rod, palette.primary)),
  ];
}

/**
 * Chinese classic: each point a scroll mounted on paper inside a thin double frame, hung from
 * rollers (hand scrolls for two points), a seal square with its ordinal at the top right, the
 * caption set asymmetrically at the top left, and the text beside a fine vertical line.
 */
export const CLASSIC_CARDS: CardStyle = {
  variant: 'scroll',
  gap: (kind) => (hand(kind) ? 48 : kind.count === 4 ? 24 : 32),
  inset(kind, item, width, ctx) {
    const head = Math.max(seal(kind), captionRoom(kind, item, width, ctx));
    const [top, left] = [edge(kind), side(kind)];
    return { top: top + head + 14, bottom: top, left: left + VLINE, right: left };
  },
  minHeight: (kind) => (hand(kind) ? 220 : 280),
  maxHeight: () => 300,
  textMax: (kind) => (kind.id === 'two-blocks' ? 36 : 22),
  align: 'left',
  textColor: (_kind, _item, ctx) => ctx.theme.palette.text,
  draw(id, card, text, item, kind, ctx) {
    const { palette } = ctx.theme;
    const [top, left] = [edge(kind), side(kind)];
    const size = seal(kind);
    const stamp = { x: card.x + card.w - left - size, y: card.y + top, w: size, h: size };
    const fill = sealFill(ctx.theme);
    const elements = [
      ...mounting(id, card, kind, ctx),
      filledShape(`${id}.seal`, 'rect', stamp, fill),
      label(
        {
          id: `${id}.number`,
          ...stamp,
          font: 'heading',
          text: item.ordinal,
          color: textOn(fill, ctx.theme) ?? palette.onPrimary,
          align: 'center',
          valign: 'middle',
          lineHeight: 1,
          max: Math.round(size * 0.6),
          min: 12,
        },
        ctx,
      ),
    ];
    if (item.caption) {
      const w = captionWidth(kind, card.w);
      elements.push(
        textBox({
          id: `${id}.caption`,
          x: card.x + left,
          y: card.y + top,
          w,
          h: Math.max(size, captionRoom(kind, item, card.w, ctx)),
          font: 'heading',
          paragraphs: [item.caption],
          color: palette.title,
          bold: true,
          valign: 'middle',
          lineHeight: 1.2,
          size: captionSize(kind),
        }),
      );
    }
    const line = { x: card.x + left + 2, y: text.y + 4, w: 0, h: inkHeight(text, ctx) - 8 };
    elements.push(outlined(`${id}.divider`, 'line', line, { color: fill, width: 1.5 }), text);
    return elements;
  },
};
