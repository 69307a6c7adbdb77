import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import type { LayoutContext } from './context.js';
import { SMALL_MIN, type BodyPage, type ContentLayout } from './content-layout.js';
import {
  filledShape,
  balancedTextBox,
  fittedTextBox,
  frameOf,
  iconElement,
  neededHeight,
  panel,
  type Box,
} from './elements.js';
import { iconsFor } from './icon-keywords.js';
import { keyValue, visualLength } from './point-shape.js';

const GAP = 24;
const MAX_CARD_HEIGHT = 300;
const ICON_DISC = 56;
const TEXT_TOP = 100;
const CAPTION_HEIGHT = 34;
export const MAX_POINT_LENGTH = 48;
const BODY = { max: 20, min: SMALL_MIN };

export interface CardText {
  caption?: string;
  body: string;
}

/** 'key：value' with a short key becomes a caption over the body. */
export function cardText(point: string): CardText {
  const pair = keyValue(point);
  return pair && visualLength(pair.key) <= 8
    ? { caption: pair.key, body: pair.value }
    : { body: point };
}

const MIN_CARD_HEIGHT = 250;

function cardBoxes(area: Box, count: number, height = MAX_CARD_HEIGHT): Box[] {
  const w = (area.w - GAP * (count - 1)) / count;
  const h = Math.min(height, area.h - 16);
  const y = area.y + (area.h - h) / 2;
  return Array.from({ length: count }, (_, index) => ({ x: area.x + index * (w + GAP), y, w, h }));
}

function bodyBox(card: Box, text: CardText): Box {
  const top = TEXT_TOP + (text.caption ? CAPTION_HEIGHT : 0);
  return { x: card.x + 14, y: card.y + top, w: card.w - 28, h: card.h - top - 14 };
}

function cardSize(points: readonly string[], card: Box, ctx: LayoutContext): number | undefined {
  const sizes = points.map((point) => {
    const text = cardText(point);
    const frame = frameOf({ ...bodyBox(card, text), font: 'body' });
    return largestFittingSize([text.body], BODY, frame, ctx.measurer);
  });
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? BODY.min));
}

function card(
  id: string,
  box: Box,
  text: CardText,
  icon: string,
  page: BodyPage,
  ctx: LayoutContext,
) {
  const { palette, radius } = ctx.theme;
  const disc = { x: box.x + (box.w - ICON_DISC) / 2, y: box.y + 24, w: ICON_DISC, h: ICON_DISC };
  const glyph = { x: disc.x + 14, y: disc.y + 14, w: 28, h: 28 };
  const elements: DeckElement[] = [
    panel(`${id}.panel`, box, palette.surface, radius),
    filledShape(`${id}.disc`, 'ellipse', disc, palette.primary),
    iconElement(`${id}.icon`, glyph, icon, palette.onPrimary),
  ];
  if (text.caption) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.caption`,
          x: box.x + 14,
          y: box.y + TEXT_TOP - 4,
          w: box.w - 28,
          h: CAPTION_HEIGHT,
          font: 'heading',
          paragraphs: [text.caption],
          color: palette.title,
          bold: true,
          align: 'center',
          valign: 'middle',
          lineHeight: 1.2,
          maxSize: 20,
          minSize: 16,
        },
        ctx.measurer,
      ),
    );
  }
  elements.push(
    balancedTextBox(
      {
        id: `${id}.text`,
        ...bodyBox(box, text),
        font: 'body',
        paragraphs: [text.body],
        color: palette.text,
        align: 'center',
        size: page.size,
      },
      ctx.measurer,
    ),
  );
  return elements;
}

/** Three or four cards side by side, each with an icon chosen from its words. */
function cardsLayout(count: 3 | 4): ContentLayout {
  return {
    id: count === 3 ? 'cards-3' : 'cards-4',
    header: true,
    plan(points, { area, ctx }) {
      if (points.length !== count) return undefined;
      if (points.some((point) => visualLength(point) > MAX_POINT_LENGTH)) return undefined;
      const size = cardSize(points, cardBoxes(area, count)[0]!, ctx);
      return size === undefined ? undefined : [{ points, size, start: 0 }];
    },
    render(slideId, page, { area, ctx }) {
      const full = cardBoxes(area, count)[0]!;
      const needed = page.points.map((point) => {
        const text = cardText(point);
        const box = bodyBox(full, text);
        const spec = { ...box, font: 'body' as const, paragraphs: [text.body] };
        return box.y - full.y + neededHeight(spec, page.size, ctx.measurer) + 20;
      });
      const boxes = cardBoxes(area, count, Math.max(MIN_CARD_HEIGHT, ...needed));
      const icons = iconsFor(page.points);
      return page.points.flatMap((point, index) =>
        card(
          `${slideId}.card-${index + 1}`,
          boxes[index]!,
          cardText(point),
          icons[index]!,
          page,
          ctx,
        ),
      );
    },
  };
}

export const cards3Layout = cardsLayout(3);
export const cards4Layout = cardsLayout(4);
