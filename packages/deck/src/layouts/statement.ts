import { largestFittingSize } from '../text-fit.js';
import { GRID } from './context.js';
import type { ContentLayout } from './content-layout.js';
import {
  filledShape,
  fittedTextBox,
  frameOf,
  neededHeight,
  textBox,
  type Box,
} from './elements.js';
import { visualLength } from './point-shape.js';

const SIZES = { max: 40, min: 24 };
const MAX_LENGTH = 60;
const STATEMENT: Box = { x: GRID.marginX + 48, y: 186, w: GRID.contentWidth - 96, h: 200 };

/**
 * One short point set large in the middle of the slide, its heading small above it. A heading
 * with no points at all is itself the statement.
 */
export const statementLayout: ContentLayout = {
  id: 'statement',
  header: false,
  plan(points, { source, ctx }) {
    if (points.length > 1) return undefined;
    const text = points[0] ?? source.heading.title;
    if (visualLength(text) > MAX_LENGTH) return undefined;
    const frame = frameOf({ ...STATEMENT, font: 'heading', bold: true, lineHeight: 1.3 });
    const size = largestFittingSize([text], SIZES, frame, ctx.measurer);
    return size === undefined ? undefined : [{ points, size, start: 0 }];
  },
  render(slideId, page, { source, ctx }) {
    const { palette } = ctx.theme;
    const statement = page.points[0];
    const kicker = statement === undefined ? source.kicker : source.heading.title;
    const text = statement ?? source.heading.title;
    const spec = { ...STATEMENT, font: 'heading' as const, bold: true, lineHeight: 1.3 };
    const used = neededHeight({ ...spec, paragraphs: [text] }, page.size, ctx.measurer);
    const ruleY = STATEMENT.y + STATEMENT.h / 2 + used / 2 + 20;
    const elements = [
      textBox({
        id: `${slideId}.${statement === undefined ? 'title' : 'statement'}`,
        ...STATEMENT,
        font: 'heading',
        paragraphs: [text],
        color: palette.title,
        bold: true,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.3,
        size: page.size,
      }),
      filledShape(`${slideId}.rule`, 'rect', { x: 456, y: ruleY, w: 48, h: 4 }, palette.primary),
    ];
    if (kicker) {
      const box = { x: STATEMENT.x, y: 130, w: STATEMENT.w, h: 40 };
      const title = statement === undefined ? 'kicker' : 'title';
      elements.unshift(
        fittedTextBox(
          {
            id: `${slideId}.${title}`,
            ...box,
            font: 'body',
            paragraphs: [kicker],
            color: palette.primary,
            bold: true,
            align: 'center',
            valign: 'bottom',
            maxSize: 20,
            minSize: 14,
          },
          ctx.measurer,
        ),
      );
    }
    return elements;
  },
};
