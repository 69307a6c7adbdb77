import { largestFittingSize } from '../../text-fit.js';
import { mix } from '../../themes/contrast.js';
import type { LayoutContext } from '../context.js';
import { frameOf, textBox, type Box } from '../elements.js';
import {
  captionOver,
  captionRoom,
  type CaptionLook,
  outlined,
  type CardStyle,
  type CardsKind,
} from './cards-common.js';

const big = (kind: CardsKind) => kind.id === 'two-blocks';
/** The numbers' least size (planned) and the largest they grow to in a row with room. */
const least = (kind: CardsKind) => (big(kind) ? 120 : kind.count === 3 ? 96 : 84);
const largest = (kind: CardsKind) => (big(kind) ? 210 : kind.count === 3 ? 176 : 144);
/** Air kept under the texts when the numbers grow. */
const AIR = 4;
const CAPTION = (kind: CardsKind) => (big(kind) ? 26 : 20);
const TICK = 24;
const gapOf = (kind: CardsKind) => (big(kind) ? 72 : 44);

const CAPTION_LOOK: CaptionLook = { width: (_kind, width) => width - 12, size: CAPTION, after: 2 };

/** The number's size: as large as the room over the texts allows, within its column. */
function numberSize(kind: CardsKind, card: Box, spare: number, ctx: LayoutContext): number {
  const target = Math.min(largest(kind), least(kind) + Math.max(0, spare - AIR));
  const frame = frameOf({ ...card, h: target + 8, font: 'heading', lineHeight: 1 });
  const sizes = { max: target, min: least(kind) };
  return largestFittingSize(['00'], sizes, frame, ctx.measurer) ?? least(kind);
}

/**
 * Minimal: no panels and no icons; each point is a column under a large light number that grows
 * into the room the texts leave, a short accent tick and its caption, the columns set apart by
 * full-height hairlines.
 */
export const MINIMAL_CARDS: CardStyle = {
  variant: 'numeral',
  gap: gapOf,
  inset(kind, item, width, ctx) {
    const top = least(kind) + 8 + TICK + captionRoom(CAPTION_LOOK, kind, item, width, ctx);
    return { top, bottom: 4, left: 0, right: 8 };
  },
  minHeight: () => 368,
  maxHeight: () => 368,
  textMax: (kind) => (kind.id === 'two-blocks' ? 30 : 24),
  align: 'left',
  textColor: (kind, _item, ctx) => (big(kind) ? ctx.theme.palette.title : ctx.theme.palette.text),
  draw(id, card, text, item, kind, ctx, spare) {
    const { palette } = ctx.theme;
    const size = numberSize(kind, card, spare, ctx);
    const grow = size - least(kind);
    const light = mix(palette.textMuted, palette.background, 0.66);
    const hair = { color: mix(palette.textMuted, palette.background, 0.55), width: 0.75 };
    const elements = [
      textBox({
        id: `${id}.number`,
        x: card.x - 4,
        y: card.y,
        w: card.w + 4,
        h: size + 8,
        font: 'heading',
        paragraphs: [item.number],
        color: light,
        lineHeight: 1,
        size,
      }),
      outlined(
        `${id}.tick`,
        'line',
        { x: card.x + 4, y: card.y + size + 14, w: 28, h: 0 },
        { color: palette.accent, width: 2 },
      ),
    ];
    if (item.index > 0) {
      const line = { x: card.x - gapOf(kind) / 2, y: card.y + 8, w: 0, h: card.h - 8 };
      elements.unshift(outlined(`${id}.divider`, 'line', line, hair));
    }
    const moved = { ...text, y: text.y + grow, h: text.h - grow };
    elements.push(...captionOver(id, CAPTION_LOOK, kind, item, card, moved, palette.title, ctx));
    elements.push(moved);
    return elements;
  },
};
