import type { DeckElement } from '../model.js';
import { largestFittingSize, type TextMeasurer } from '../text-fit.js';
import { GRID } from './context.js';
import type { ContentLayout } from './content-layout.js';
import {
  filledShape,
  fittedTextBox,
  frameOf,
  iconElement,
  neededHeight,
  panel,
  type Box,
} from './elements.js';
import { visualLength } from './point-shape.js';

/** The statement's size range: as large as its column holds, from 28 to 56 pt. */
const SIZES = { max: 56, min: 28 };
const MAX_LENGTH = 60;
const LINE = 1.25;
/** The panel the statement sits on: the body of the slide, above a subtitle's line at 420. */
const PANEL: Box = { x: GRID.marginX, y: 100, w: GRID.contentWidth, h: 308 };
/** The accent column at the panel's left: a quote mark, or the heading's number (top: the group's). */
const MARK: Box = { x: PANEL.x + 48, y: PANEL.y, w: 72, h: 72 };
const COLUMN_X = PANEL.x + 160;
/** The number's box reaches to the text column. */
const NUMBER_W = COLUMN_X - 16 - MARK.x;
const COLUMN_W = PANEL.x + PANEL.w - 56 - COLUMN_X;
const KICKER_H = 32;
const KICKER_GAP = 14;
const RULE_GAP = 22;
/** The statement's box: the panel's height less the kicker and the rule under it. */
const TEXT_H = PANEL.h - 56 - KICKER_H - KICKER_GAP - RULE_GAP - 4;
const STATEMENT: Box = { x: COLUMN_X, y: 0, w: COLUMN_W, h: TEXT_H };

const statementSpec = { ...STATEMENT, font: 'heading' as const, bold: true, lineHeight: LINE };
const KICKER_SIZES = { maxSize: 20, minSize: 14 };
const KICKER_SIZES_RANGE = { max: KICKER_SIZES.maxSize, min: KICKER_SIZES.minSize };

/** The kicker's box: one line, or two for a long heading, at the largest size that fits. */
function kickerBox(kicker: string, measurer: TextMeasurer) {
  const spec = {
    id: '',
    x: COLUMN_X,
    y: 0,
    w: COLUMN_W,
    h: KICKER_H,
    font: 'body' as const,
    paragraphs: [kicker],
    color: '',
    bold: true,
    ...KICKER_SIZES,
  };
  for (const h of [KICKER_H, KICKER_H * 2 - 4]) {
    const size = largestFittingSize(
      [kicker],
      KICKER_SIZES_RANGE,
      frameOf({ ...spec, h }),
      measurer,
    );
    if (size !== undefined)
      return { ...spec, h: neededHeight(spec, size, measurer), maxSize: size };
  }
  return spec;
}

/**
 * One short point, or a heading without points, as a designed statement slide: a panel in the
 * theme's panel colour (its corner radius) filling the body, the statement in large type sized
 * to its column (28 to 56 pt), the heading small above it as a kicker, a short rule under it,
 * and in the accent column a quote mark (a point) or the heading's number (a heading), in the
 * brand colour; the group centred vertically in the panel.
 */
export const statementLayout: ContentLayout = {
  id: 'statement',
  header: false,
  plan(points, { source, ctx }) {
    if (points.length > 1) return undefined;
    const text = points[0] ?? source.heading.title;
    if (visualLength(text) > MAX_LENGTH) return undefined;
    const size = largestFittingSize([text], SIZES, frameOf(statementSpec), ctx.measurer);
    return size === undefined ? undefined : [{ points, size, start: 0 }];
  },
  render(slideId, page, { source, ctx }) {
    const { palette, radius } = ctx.theme;
    const statement = page.points[0];
    const kicker = statement === undefined ? source.kicker : source.heading.title;
    const text = statement ?? source.heading.title;
    const used = neededHeight({ ...statementSpec, paragraphs: [text] }, page.size, ctx.measurer);
    const kickerSpec = kicker ? kickerBox(kicker, ctx.measurer) : undefined;
    const kickerH = kickerSpec ? kickerSpec.h + KICKER_GAP : 0;
    const group = kickerH + used + RULE_GAP + 4;
    const top = PANEL.y + (PANEL.h - group) / 2;
    const textY = top + kickerH;
    const elements: DeckElement[] = [panel(`${slideId}.panel`, PANEL, palette.surface, radius)];
    if (statement === undefined) {
      const number = {
        id: `${slideId}.number`,
        ...MARK,
        y: top,
        w: NUMBER_W,
        font: 'heading' as const,
        paragraphs: [source.number],
        color: palette.primary,
        bold: true,
        lineHeight: 1,
        maxSize: 48,
        minSize: 28,
      };
      elements.push(fittedTextBox(number, ctx.measurer));
    } else {
      const mark = { ...MARK, y: top - 8 };
      elements.push(iconElement(`${slideId}.mark`, mark, 'quote', palette.primary));
    }
    if (kickerSpec) {
      const role = statement === undefined ? 'kicker' : 'title';
      const spec = { ...kickerSpec, id: `${slideId}.${role}`, y: top, color: palette.primary };
      elements.push(fittedTextBox(spec, ctx.measurer));
    }
    elements.push(
      // Wrapped statements break into lines of even length (balance), at the planned size.
      fittedTextBox(
        {
          id: `${slideId}.${statement === undefined ? 'title' : 'statement'}`,
          ...statementSpec,
          y: textY,
          h: used,
          paragraphs: [text],
          color: palette.title,
          maxSize: page.size,
          minSize: page.size,
          balance: true,
        },
        ctx.measurer,
      ),
      filledShape(
        `${slideId}.rule`,
        'rect',
        { x: COLUMN_X + 4, y: textY + used + RULE_GAP, w: 56, h: 4 },
        palette.primary,
      ),
    );
    return elements;
  },
};
