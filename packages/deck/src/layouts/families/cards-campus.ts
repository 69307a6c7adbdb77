import type { DeckElement } from '../../model.js';
import { contrastRatio } from '../../themes/contrast.js';
import { filledShape, iconElement, type Box } from '../elements.js';
import { colourFills, label, outlined, type CardStyle, type CardsKind } from './cards-common.js';

const big = (kind: CardsKind) => kind.id === 'two-blocks';
const head = (kind: CardsKind) => (big(kind) ? 84 : 72);
const disc = (kind: CardsKind) => (big(kind) ? 48 : 38);
const FRAME = 4;
const ICON = 26;

/**
 * Campus: friendly rounded cards in a zig-zag row, each with a head in its own chart colour
 * carrying the icon and caption, a numbered circle sitting on the seam between head and body,
 * and the text centred below.
 */
export const CAMPUS_CARDS: CardStyle = {
  variant: 'badge',
  gap: (kind) => (big(kind) ? 40 : 22),
  inset(kind) {
    const side = big(kind) ? 26 : 16;
    return { top: head(kind) + disc(kind) / 2 + 12, bottom: 18, left: side, right: side };
  },
  offset: (kind, index) => (index % 2 === 1 ? (big(kind) ? 28 : 20) : 0),
  minHeight: (kind) => (big(kind) ? 210 : 220),
  maxHeight: () => 290,
  textMax: (kind) => (kind.id === 'two-blocks' ? 36 : 24),
  align: 'center',
  textColor: (kind, _item, ctx) => (big(kind) ? ctx.theme.palette.title : ctx.theme.palette.text),
  draw(id, card, text, item, kind, ctx) {
    const { palette, radius } = ctx.theme;
    const { fill, on } = colourFills(ctx.theme, item.index + 1)[item.index]!;
    const round = Math.max(radius, 14);
    const body: Box = {
      x: card.x + FRAME,
      y: card.y + head(kind),
      w: card.w - 2 * FRAME,
      h: card.h - head(kind) - FRAME,
    };
    const d = disc(kind);
    const circle = { x: card.x + (card.w - d) / 2, y: body.y - d / 2, w: d, h: d };
    const numberColor = contrastRatio(fill, palette.background) >= 4.5 ? fill : palette.title;
    const row = { x: card.x + 14, y: card.y + 6, w: card.w - 28, h: head(kind) - d / 2 - 8 };
    const icon = item.caption
      ? { x: row.x, y: row.y + (row.h - ICON) / 2, w: ICON, h: ICON }
      : {
          x: card.x + (card.w - ICON - 4) / 2,
          y: row.y + (row.h - ICON - 4) / 2,
          w: ICON + 4,
          h: ICON + 4,
        };
    const elements: DeckElement[] = [
      filledShape(`${id}.card`, 'roundRect', card, fill, undefined, round),
      filledShape(
        `${id}.body`,
        'roundRect',
        body,
        palette.surface,
        undefined,
        Math.max(round - FRAME, 4),
      ),
      iconElement(`${id}.icon`, icon, item.icon, on),
    ];
    if (item.caption) {
      elements.push(
        label(
          {
            id: `${id}.caption`,
            x: icon.x + ICON + 6,
            y: row.y,
            w: row.w - ICON - 6,
            h: row.h,
            font: 'heading',
            text: item.caption,
            color: on,
            bold: true,
            valign: 'middle',
            lineHeight: 1.15,
            max: big(kind) ? 24 : 18,
            min: 14,
          },
          ctx,
        ),
      );
    }
    elements.push(
      outlined(`${id}.disc`, 'ellipse', circle, { color: fill, width: 3 }, palette.background),
      label(
        {
          id: `${id}.number`,
          ...circle,
          font: 'heading',
          text: String(Number(item.number)),
          color: numberColor,
          bold: true,
          align: 'center',
          valign: 'middle',
          lineHeight: 1,
          max: Math.round(d * 0.5),
          min: 12,
        },
        ctx,
      ),
      text,
    );
    return elements;
  },
};
