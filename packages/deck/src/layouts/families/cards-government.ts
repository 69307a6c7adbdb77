import type { LayoutContext } from '../context.js';
import { filledShape, iconElement, type Box } from '../elements.js';
import { label, outlined, type CardStyle, type CardsKind } from './cards-common.js';

const blocks = (kind: CardsKind) => kind.id === 'two-blocks';
const band = (kind: CardsKind) => (blocks(kind) ? 68 : 52);
const GOLD_LINE = 3;
const ICON = 32;
const BASE_BAR = 5;
const labelSizes = (kind: CardsKind) =>
  blocks(kind) ? { max: 30, min: 18 } : { max: 22, min: 14 };

/** The caption in the band, right of the ordinal's cell and a thin line. */
function caption(id: string, card: Box, text: string, kind: CardsKind, ctx: LayoutContext) {
  const { palette } = ctx.theme;
  const head = band(kind);
  const line = { x: card.x + head, y: card.y + 12, w: 0, h: head - 24 };
  return [
    outlined(`${id}.band-divider`, 'line', line, { color: palette.onPrimary, width: 1 }),
    label(
      {
        id: `${id}.caption`,
        x: card.x + head + 8,
        y: card.y + 4,
        w: card.w - head - 16,
        h: head - 8,
        font: 'heading',
        text,
        color: palette.onPrimary,
        bold: true,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.15,
        ...labelSizes(kind),
      },
      ctx,
    ),
  ];
}

/**
 * Government: square cards in a formal row, each headed by a solid primary band carrying its
 * Chinese ordinal (一 | 组织保障), a gold line under the band, the icon in the brand colour over the
 * centred text on a surface panel, and a heavy brand bar closing the card.
 */
export const GOVERNMENT_CARDS: CardStyle = {
  variant: 'banner',
  gap: (kind) => (blocks(kind) ? 36 : 20),
  inset(kind) {
    const head = band(kind) + GOLD_LINE;
    const side = blocks(kind) ? 28 : 16;
    const top = blocks(kind) ? head + 24 : head + 18 + ICON + 14;
    return { top, bottom: BASE_BAR + 16, left: side, right: side };
  },
  minHeight: (kind) => (blocks(kind) ? 220 : 240),
  maxHeight: () => 300,
  textMax: (kind) => (kind.id === 'two-blocks' ? 36 : 24),
  align: 'center',
  textColor: (kind, item, ctx) => (blocks(kind) ? ctx.theme.palette.title : ctx.theme.palette.text),
  draw(id, card, text, item, kind, ctx) {
    const { palette } = ctx.theme;
    const head = band(kind);
    const big = labelSizes(kind);
    const cell = item.caption ? head : card.w;
    const icon = {
      x: card.x + (card.w - ICON) / 2,
      y: card.y + head + GOLD_LINE + 18,
      w: ICON,
      h: ICON,
    };
    return [
      filledShape(`${id}.panel`, 'rect', card, palette.surface),
      filledShape(`${id}.band`, 'rect', { ...card, h: head }, palette.primary),
      filledShape(
        `${id}.band-line`,
        'rect',
        { ...card, y: card.y + head, h: GOLD_LINE },
        palette.accent,
      ),
      label(
        {
          id: `${id}.number`,
          x: card.x,
          y: card.y,
          w: cell,
          h: head,
          font: 'heading',
          text: item.ordinal,
          color: palette.onPrimary,
          bold: true,
          align: 'center',
          valign: 'middle',
          lineHeight: 1.1,
          max: big.max + 6,
          min: big.min,
        },
        ctx,
      ),
      ...(item.caption ? caption(id, card, item.caption, kind, ctx) : []),
      ...(blocks(kind) ? [] : [iconElement(`${id}.icon`, icon, item.icon, palette.primary)]),
      filledShape(
        `${id}.base`,
        'rect',
        { ...card, y: card.y + card.h - BASE_BAR, h: BASE_BAR },
        palette.primary,
      ),
      text,
    ];
  },
};
