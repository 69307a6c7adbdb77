import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { hairlineColor } from './chrome.js';
import { balancedChunks, chapterNumber, type LayoutContext } from './context.js';
import { BODY_SIZE, type BodyPage, type ContentLayout } from './content-layout.js';
import { filledShape, fittedTextBox, frameOf, panel, textBox, type Box } from './elements.js';

const MAX_ROWS = 5;
const MAX_PITCH = 84;
/** Rows of a short list (three or fewer) are taller, with larger badges and text. */
const SHORT_LIST = 3;
const SHORT_PITCH = 116;
const BADGE = 36;
const SHORT_BADGE = 48;
const badgeFor = (rows: number) => (rows <= SHORT_LIST ? SHORT_BADGE : BADGE);
const textLeft = (rows: number) => badgeFor(rows) + 24;
/**
 * Rows sit on tinted panels (every page holds at most MAX_ROWS): with hairlines alone a page of
 * short steps left most of the body bare.
 */
const PANEL_ROWS = MAX_ROWS;
const PANEL_GAP = 14;
const PANEL_PAD = 18;
const SIZES = { max: 22, min: BODY_SIZE.min };
const SHORT_SIZES = { max: BODY_SIZE.max, min: BODY_SIZE.min };

function rowPitch(area: Box, rows: number): number {
  return Math.min(rows <= SHORT_LIST ? SHORT_PITCH : MAX_PITCH, area.h / rows);
}

function rowText(area: Box, pitch: number, rows: number): Box {
  const left = textLeft(rows);
  return { x: area.x + left, y: 0, w: area.w - left - 2 * PANEL_PAD, h: pitch - 8 };
}

function rowSize(points: readonly string[], area: Box, ctx: LayoutContext): number | undefined {
  const frame = frameOf({
    ...rowText(area, rowPitch(area, points.length), points.length),
    font: 'body',
  });
  const range = points.length <= SHORT_LIST ? SHORT_SIZES : SIZES;
  const sizes = points.map((point) => largestFittingSize([point], range, frame, ctx.measurer));
  if (sizes.some((size) => size === undefined)) return undefined;
  return Math.min(...sizes.map((size) => size ?? SIZES.min));
}

/** Numbered rows: a badge with the step number, the point beside it, hairlines between. */
export const numberedLayout: ContentLayout = {
  id: 'numbered',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length === 0) return undefined;
    const pages: BodyPage[] = [];
    let start = 0;
    for (const chunk of balancedChunks(points, MAX_ROWS)) {
      const size = rowSize(chunk, area, ctx);
      if (size === undefined) return undefined;
      pages.push({ points: chunk, size, start });
      start += chunk.length;
    }
    return pages;
  },
  render(slideId, page, { area, ctx }) {
    const { palette, radius } = ctx.theme;
    const pitch = rowPitch(area, page.points.length);
    const panels = page.points.length <= PANEL_ROWS;
    const short = page.points.length <= SHORT_LIST;
    const badgeSize = badgeFor(page.points.length);
    const top = area.y + (area.h - pitch * page.points.length) / 2;
    const elements: DeckElement[] = [];
    page.points.forEach((point, row) => {
      const id = `${slideId}.row-${row + 1}`;
      const y = top + row * pitch;
      // On panels the badge and text move in by the panel's padding (the planned text frame
      // already leaves room for it on both sides).
      const pad = panels ? PANEL_PAD : 0;
      const badge = {
        x: area.x + pad,
        y: y + (pitch - badgeSize) / 2,
        w: badgeSize,
        h: badgeSize,
      };
      if (panels) {
        const box = { x: area.x, y: y + PANEL_GAP / 2, w: area.w, h: pitch - PANEL_GAP };
        elements.push(panel(`${id}.panel`, box, palette.surface, Math.min(radius, 10)));
      }
      const text = rowText(area, pitch, page.points.length);
      elements.push(
        filledShape(`${id}.badge`, 'ellipse', badge, palette.primary),
        fittedTextBox(
          {
            id: `${id}.number`,
            ...badge,
            font: 'heading',
            paragraphs: [chapterNumber(page.start + row)],
            color: palette.onPrimary,
            bold: true,
            align: 'center',
            valign: 'middle',
            lineHeight: 1.2,
            maxSize: short ? 19 : 15,
            minSize: 12,
          },
          ctx.measurer,
        ),
        textBox({
          id: `${id}.text`,
          ...text,
          x: text.x + pad,
          y: y + 4,
          font: 'body',
          paragraphs: [point],
          color: palette.text,
          valign: 'middle',
          size: page.size,
        }),
      );
      if (row > 0 && !panels) {
        const left = textLeft(page.points.length);
        const rule = { x: area.x + left, y, w: area.w - left, h: 1 };
        elements.push(filledShape(`${id}.rule`, 'rect', rule, hairlineColor(ctx)));
      }
    });
    return elements;
  },
};
