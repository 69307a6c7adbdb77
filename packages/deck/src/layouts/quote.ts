import type { DeckElement } from '../model.js';
import { largestFittingSize } from '../text-fit.js';
import { onePerPage, type ContentLayout } from './content-layout.js';
import { fittedTextBox, frameOf, iconElement, panel, textBox, type Box } from './elements.js';
import { quotation } from './point-shape.js';

const SIZES = { max: 30, min: 18 };
const MARK = 56;

const quoteBox = (area: Box): Box => ({
  x: area.x + 72,
  y: area.y + 24,
  w: area.w - 144,
  h: area.h - 96,
});
const sourceBox = (area: Box): Box => ({
  x: area.x + 72,
  y: area.y + area.h - 64,
  w: area.w - 144,
  h: 36,
});

/** The panel the quotation sits on: the body area, in the theme's panel colour and radius. */
const panelBox = (area: Box): Box => ({ x: area.x, y: area.y + 8, w: area.w, h: area.h - 16 });

const quoteText = (point: string) => quotation(point)?.text ?? point;

/**
 * A quotation set large in the heading face on a panel filling the body, a quote mark in the
 * brand colour at its corner and the source under it.
 */
export const quoteLayout: ContentLayout = {
  id: 'quote',
  header: true,
  plan(points, { area, ctx }) {
    if (points.length === 0 || points.length > 3) return undefined;
    const frame = frameOf({ ...quoteBox(area), font: 'heading', lineHeight: 1.4 });
    const sizes = points.map((point) =>
      largestFittingSize([quoteText(point)], SIZES, frame, ctx.measurer),
    );
    if (sizes.some((size) => size === undefined)) return undefined;
    return onePerPage(points, Math.min(...sizes.map((size) => size ?? SIZES.min)));
  },
  render(slideId, page, { area, ctx }) {
    const { palette } = ctx.theme;
    const point = page.points[0] ?? '';
    const quote = quotation(point);
    const mark = { x: area.x + 24, y: area.y + 20, w: MARK, h: MARK };
    const elements: DeckElement[] = [
      panel(`${slideId}.panel`, panelBox(area), palette.surface, ctx.theme.radius),
      iconElement(`${slideId}.mark`, mark, 'quote', palette.primary),
      textBox({
        id: `${slideId}.quote`,
        ...quoteBox(area),
        font: 'heading',
        paragraphs: [quoteText(point)],
        color: palette.title,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.4,
        size: page.size,
      }),
    ];
    if (quote?.source) {
      elements.push(
        fittedTextBox(
          {
            id: `${slideId}.source`,
            ...sourceBox(area),
            font: 'body',
            paragraphs: [`—— ${quote.source}`],
            color: palette.textMuted,
            align: 'right',
            valign: 'middle',
            maxSize: 18,
            minSize: 14,
          },
          ctx.measurer,
        ),
      );
    }
    return elements;
  },
};
