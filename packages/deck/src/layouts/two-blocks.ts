import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { chapterNumber, type LayoutContext } from './context.js';
import type { ContentLayout } from './content-layout.js';
import { filledShape, frameOf, neededHeight, panel, textBox, type Box } from './elements.js';
import { keyValue, visualLength } from './point-shape.js';

const GAP = 40;
const PAD = 28;
const MAX_BLOCK_H = 300;
const MIN_BLOCK_H = 220;
/** The marker ('01' or a short key) above each point, and the space under it. */
const MARKER_H = 44;
const MARKER_GAP = 14;
const TEXT = { max: 30, min: 20 };
export const MAX_POINT_LENGTH = 60;
const MAX_KEY_LENGTH = 8;
const LINE = 1.35;

interface BlockText {
  marker: string;
  /** Whether the marker is the point's own key rather than its number. */
  keyed: boolean;
  body: string;
}

/** 'key：value' with a short key shows the key as the marker; other points are numbered. */
function blockText(point: string, index: number): BlockText {
  const pair = keyValue(point);
  return pair && visualLength(pair.key) <= MAX_KEY_LENGTH
    ? { marker: pair.key, keyed: true, body: pair.value }
    : { marker: chapterNumber(index), keyed: false, body: point };
}

function blocks(area: Box, height: number): [Box, Box] {
  const w = (area.w - GAP) / 2;
  const h = Math.min(height, area.h - 16);
  const y = area.y + (area.h - h) * 0.42;
  return [
    { x: area.x, y, w, h },
    { x: area.x + w + GAP, y, w, h },
  ];
}

const bodyBox = (block: Box): Box => ({
  x: block.x + PAD,
  y: block.y + PAD + MARKER_H + MARKER_GAP,
  w: block.w - 2 * PAD,
  h: block.h - 2 * PAD - MARKER_H - MARKER_GAP,
});

const bodySpec = (box: Box, body: string) => ({
  ...box,
  font: 'heading' as const,
  paragraphs: [body],
  lineHeight: LINE,
});

function fittingSize(texts: readonly BlockText[], block: Box, ctx: LayoutContext) {
  const frame = frameOf({ ...bodySpec(bodyBox(block), ''), bold: false });
  const sizes = texts.map((text) => largestFittingSize([text.body], TEXT, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? TEXT.min));
}

function markerBox(id: string, block: Box, marker: string, ctx: LayoutContext) {
  const { palette } = ctx.theme;
  const box = { x: block.x + PAD, y: block.y + PAD, w: block.w - 2 * PAD, h: MARKER_H };
  const frame = frameOf({ ...box, font: 'heading', bold: true, lineHeight: 1.1 });
  const size = largestFittingSize([marker], { max: 32, min: 16 }, frame, ctx.measurer) ?? 16;
  return textBox({
    id,
    ...box,
    font: 'heading',
    paragraphs: [marker],
    color: palette.primary,
    bold: true,
    valign: 'bottom',
    lineHeight: 1.1,
    size,
  });
}

/**
 * Two short points as two large blocks side by side: each a panel in the theme's surface colour
 * with an accent bar, a marker (its number or its short key) and the point in large type, so a
 * slide with two points fills its body instead of leaving a short list at the top.
 */
export const twoBlocksLayout: ContentLayout = {
  id: 'two-blocks',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length !== 2) return undefined;
    if (points.some((point) => visualLength(point) > MAX_POINT_LENGTH)) return undefined;
    const texts = points.map(blockText);
    const size = fittingSize(texts, blocks(area, MAX_BLOCK_H)[0], ctx);
    return size === undefined ? undefined : [{ points, size, start: 0 }];
  },
  render(slideId, page, { area, ctx }) {
    const { palette, radius } = ctx.theme;
    const texts = page.points.map((point, index) => blockText(point, page.start + index));
    const widest = blocks(area, MAX_BLOCK_H)[0];
    const needed = texts.map(
      (text) =>
        neededHeight(bodySpec(bodyBox(widest), text.body), page.size, ctx.measurer) +
        2 * PAD +
        MARKER_H +
        MARKER_GAP,
    );
    const boxes = blocks(area, Math.max(MIN_BLOCK_H, ...needed));
    const elements: DeckElement[] = [];
    texts.forEach((text, index) => {
      const block = boxes[index]!;
      const id = `${slideId}.block-${index + 1}`;
      const accent = { x: block.x + PAD + 4, y: block.y + PAD + MARKER_H + 4, w: 40, h: 4 };
      elements.push(
        panel(`${id}.panel`, block, palette.surface, radius),
        filledShape(`${id}.accent`, 'rect', accent, index === 0 ? palette.primary : palette.title),
        markerBox(`${id}.${text.keyed ? 'marker' : 'number'}`, block, text.marker, ctx),
        textBox({
          id: `${id}.text`,
          ...bodySpec(bodyBox(block), text.body),
          color: palette.title,
          size: page.size,
        }),
      );
    });
    return elements;
  },
};
