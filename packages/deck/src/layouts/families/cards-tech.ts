import type { DeckElement } from '../../model.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import { filledShape, iconElement, type Box } from '../elements.js';
import {
  captionOver,
  captionRoom,
  type CaptionLook,
  label,
  outlined,
  type CardStyle,
  type CardsKind,
} from './cards-common.js';

/** Two points get an index rail at the left of each tile; more get the index over the text. */
const rail = (kind: CardsKind) => kind.id === 'two-blocks';
const EDGE = 4;
const PAD = 18;
const RAIL = 96;
const INDEX = 40;
const ICON = 22;
const caption = (kind: CardsKind) => (rail(kind) ? 24 : 20);
/** Height of the index row over the text (cards). */
const INDEX_ROW = INDEX * 1.1 + 8;

const captionWidth = (kind: CardsKind, width: number) =>
  rail(kind) ? width - RAIL - 2 * PAD : width - 2 * PAD;
const CAPTION: CaptionLook = { width: captionWidth, size: caption, after: 4 };

function tile(id: string, card: Box, ctx: LayoutContext): DeckElement[] {
  const { palette, radius } = ctx.theme;
  const corner = Math.min(radius, 6);
  const line = { color: mix(palette.primary, palette.surface, 0.55), width: 1 };
  return [
    outlined(`${id}.tile`, corner > 0 ? 'roundRect' : 'rect', card, line, palette.surface, corner),
    filledShape(
      `${id}.edge`,
      'rect',
      { x: card.x + corner, y: card.y, w: card.w - 2 * corner, h: EDGE },
      palette.primary,
    ),
  ];
}

/**
 * Tech: thin outlined tiles on a grid, each with an accent edge along its top, a large '01'
 * index in the brand colour (in a rail at the tile's left for two points), a small icon in the
 * corner, a hairline under the index row and the text set left.
 */
export const TECH_CARDS: CardStyle = {
  variant: 'tile',
  gap: (kind) => (rail(kind) ? 28 : 16),
  inset(kind, item, width, ctx) {
    const caption = captionRoom(CAPTION, kind, item, width, ctx);
    if (rail(kind)) {
      return { top: EDGE + PAD + 8 + caption, bottom: PAD + 8, left: RAIL + PAD, right: PAD };
    }
    return { top: EDGE + 14 + INDEX_ROW + 14 + caption, bottom: PAD, left: PAD, right: PAD };
  },
  minHeight: (kind) => (rail(kind) ? 190 : 210),
  maxHeight: () => 300,
  textMax: (kind) => (kind.id === 'two-blocks' ? 34 : 22),
  align: 'left',
  textColor: (_kind, _item, ctx) => ctx.theme.palette.text,
  draw(id, card, text, item, kind, ctx) {
    const { palette } = ctx.theme;
    const hair = { color: mix(palette.primary, palette.surface, 0.6), width: 0.75 };
    const index = rail(kind)
      ? { x: card.x + 8, y: card.y + EDGE + 12, w: RAIL - 16, h: 60 }
      : { x: card.x + PAD - 4, y: card.y + EDGE + 14, w: card.w / 2, h: INDEX_ROW };
    const elements = [
      ...tile(id, card, ctx),
      label(
        {
          id: `${id}.number`,
          ...index,
          font: 'heading',
          text: item.number,
          color: palette.primary,
          bold: true,
          align: rail(kind) ? 'center' : 'left',
          valign: 'top',
          lineHeight: 1.1,
          max: rail(kind) ? 48 : INDEX,
          min: 24,
        },
        ctx,
      ),
    ];
    if (rail(kind)) {
      const x = card.x + RAIL;
      const line = { x, y: card.y + EDGE + 16, w: 0, h: card.h - EDGE - 32 };
      elements.push(outlined(`${id}.divider`, 'line', line, hair));
      const icon = {
        x: card.x + (RAIL - ICON - 6) / 2,
        y: index.y + index.h + 8,
        w: ICON + 6,
        h: ICON + 6,
      };
      elements.push(iconElement(`${id}.icon`, icon, item.icon, palette.primary));
    } else {
      const icon = { x: card.x + card.w - PAD - ICON, y: card.y + EDGE + 18, w: ICON, h: ICON };
      const y = card.y + EDGE + 14 + INDEX_ROW + 4;
      elements.push(
        iconElement(`${id}.icon`, icon, item.icon, palette.primary),
        outlined(`${id}.hairline`, 'line', { x: card.x + PAD, y, w: card.w - 2 * PAD, h: 0 }, hair),
      );
    }
    elements.push(...captionOver(id, CAPTION, kind, item, card, text, palette.title, ctx));
    elements.push(text);
    return elements;
  },
};
