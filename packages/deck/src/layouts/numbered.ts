import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { hairlineColor } from './chrome.js';
import { balancedChunks, chapterNumber, type LayoutContext } from './context.js';
import { BODY_SIZE, type BodyPage, type ContentLayout } from './content-layout.js';
import { filledShape, fittedTextBox, frameOf, textBox, type Box } from './elements.js';

const MAX_ROWS = 5;
const MAX_PITCH = 76;
const BADGE = 34;
const TEXT_LEFT = BADGE + 18;
const SIZES = { max: 22, min: BODY_SIZE.min };

function rowPitch(area: Box, rows: number): number {
  return Math.min(MAX_PITCH, area.h / rows);
}

function rowText(area: Box, pitch: number): Box {
  return { x: area.x + TEXT_LEFT, y: 0, w: area.w - TEXT_LEFT, h: pitch - 8 };
}

function rowSize(points: readonly string[], area: Box, ctx: LayoutContext): number | undefined {
  const frame = frameOf({ ...rowText(area, rowPitch(area, points.length)), font: 'body' });
  const sizes = points.map((point) => largestFittingSize([point], SIZES, frame, ctx.measurer));
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
    const { palette } = ctx.theme;
    const pitch = rowPitch(area, page.points.length);
    const top = area.y + (area.h - pitch * page.points.length) / 2;
    const elements: DeckElement[] = [];
    page.points.forEach((point, row) => {
      const id = `${slideId}.row-${row + 1}`;
      const y = top + row * pitch;
      const badge = { x: area.x, y: y + (pitch - BADGE) / 2, w: BADGE, h: BADGE };
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
            maxSize: 14,
            minSize: 12,
          },
          ctx.measurer,
        ),
        textBox({
          id: `${id}.text`,
          ...rowText(area, pitch),
          y: y + 4,
          font: 'body',
          paragraphs: [point],
          color: palette.text,
          valign: 'middle',
          size: page.size,
        }),
      );
      if (row > 0) {
        const rule = { x: area.x + TEXT_LEFT, y, w: area.w - TEXT_LEFT, h: 1 };
        elements.push(filledShape(`${id}.rule`, 'rect', rule, hairlineColor(ctx)));
      }
    });
    return elements;
  },
};
