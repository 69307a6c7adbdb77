import { filledShape, iconElement } from '../elements.js';
import {
  captionOver,
  captionRoom,
  type CaptionLook,
  colourFills,
  label,
  type CardItem,
  type CardStyle,
  type CardsKind,
} from './cards-common.js';
import type { LayoutContext } from '../context.js';

const big = (kind: CardsKind) => kind.id === 'two-blocks';
const PAD = 20;
const NUMBER = (kind: CardsKind) => (big(kind) ? 56 : 44);
const CAPTION = (kind: CardsKind) => (big(kind) ? 26 : 20);

const CAPTION_LOOK: CaptionLook = {
  width: (_kind, width) => width - 2 * PAD,
  size: CAPTION,
  after: 4,
};

const fillOf = (item: CardItem, ctx: LayoutContext) =>
  colourFills(ctx.theme, item.index + 1)[item.index]!;

/**
 * Vivid: bold cards in the theme's chart colours, one colour each, stepping down the page in a
 * diagonal; white text on colour, a large number at the top left and two overlapping translucent
 * circles holding the icon at the top right.
 */
export const VIVID_CARDS: CardStyle = {
  variant: 'color-block',
  gap: (kind) => (big(kind) ? 32 : 18),
  inset(kind, item, width, ctx) {
    const top =
      12 + NUMBER(kind) * 1.1 + 8 + 14 + captionRoom(CAPTION_LOOK, kind, item, width, ctx);
    return { top, bottom: PAD, left: PAD, right: PAD };
  },
  offset: (kind, index) => index * (big(kind) ? 32 : kind.count === 4 ? 16 : 22),
  minHeight: (kind) => (big(kind) ? 220 : 230),
  maxHeight: () => 290,
  textMax: (kind) => (kind.id === 'two-blocks' ? 36 : 24),
  align: 'left',
  textColor: (_kind, item, ctx) => fillOf(item, ctx).on,
  draw(id, card, text, item, kind, ctx) {
    const { radius } = ctx.theme;
    const { fill, on } = fillOf(item, ctx);
    const d = NUMBER(kind) * 1.1 + 8;
    const circle = { x: card.x + card.w - d - 12, y: card.y + 12, w: d, h: d };
    const small = { x: circle.x - d * 0.4, y: circle.y + d * 0.2, w: d * 0.6, h: d * 0.6 };
    const icon = big(kind) ? 36 : 28;
    const glyph = { x: circle.x + (d - icon) / 2, y: circle.y + (d - icon) / 2, w: icon, h: icon };
    const number = NUMBER(kind);
    const elements = [
      filledShape(`${id}.card`, 'roundRect', card, fill, undefined, Math.max(radius, 10)),
      filledShape(`${id}.circle`, 'ellipse', circle, on, 82),
      filledShape(`${id}.dot`, 'ellipse', small, on, 88),
      iconElement(`${id}.icon`, glyph, item.icon, on),
      label(
        {
          id: `${id}.number`,
          x: card.x + PAD - 4,
          y: card.y + 14,
          w: card.w / 2,
          h: number * 1.1 + 8,
          font: 'heading',
          text: item.number,
          color: on,
          bold: true,
          valign: 'top',
          lineHeight: 1.05,
          max: number,
          min: 24,
        },
        ctx,
      ),
    ];
    elements.push(...captionOver(id, CAPTION_LOOK, kind, item, card, text, on, ctx));
    elements.push(text);
    return elements;
  },
};
