import type { DeckElement } from '../../model.js';
import { filledShape, fittedTextBox, horizontalLine } from '../elements.js';
import { labelAt, pill, secondColor, textOn } from './single-kit.js';
import { markerText } from './single-picture.js';
import * as S from './single-statement.js';

/**
 * Campus: the statement in a big rounded speech bubble with a tail, a coloured circle carrying
 * the number on its top edge beside the heading on a rounded pill.
 */
const BUBBLE = { x: 104, y: 104, w: 752, h: 256 };
const campus: S.StatementDesign = {
  variant: 'bubble',
  bold: true,
  column: () => ({ w: BUBBLE.w - 128, h: BUBBLE.h - 80 }),
  label: () => ({ w: BUBBLE.w - 240, sizes: { max: 20, min: 14 }, lines: 2 }),
  draw(slideId, parts, fit, input) {
    const { ctx } = input;
    const { palette } = ctx.theme;
    const circleFill = secondColor(ctx.theme);
    const circle = { x: BUBBLE.x + 32, y: BUBBLE.y - 36, w: 72, h: 72 };
    const tail = { x: BUBBLE.x + 96, y: BUBBLE.y + BUBBLE.h - 8, w: 48, h: 44 };
    const elements: DeckElement[] = [
      filledShape(`${slideId}.bubble`, 'roundRect', BUBBLE, palette.surface, undefined, 40),
      { ...filledShape(`${slideId}.tail`, 'triangle', tail, palette.surface), rotate: 180 },
      filledShape(`${slideId}.circle`, 'ellipse', circle, circleFill),
      markerText(`${slideId}.number`, circle, parts.number, textOn(circleFill, ctx.theme), ctx, 28),
    ];
    const label = S.statementLabel(
      slideId,
      parts,
      this,
      { x: circle.x + 100, color: palette.onPrimary, bold: true },
      input,
    );
    if (label) {
      const w = Math.min(
        label.w,
        ctx.measurer.measure(parts.label ?? '', label.maxSize, true) / 0.9 + 12,
      );
      const box = { x: label.x - 16, y: BUBBLE.y - 20, w: w + 32, h: label.h };
      elements.push(
        pill(`${slideId}.pill`, box, palette.primary),
        labelAt({ ...label, w }, box.y, ctx.measurer),
      );
    }
    const [y = 0] = S.stack(BUBBLE.y + 48, BUBBLE.y + BUBBLE.h - 32, [fit.height], 0);
    const at = { x: BUBBLE.x + 64, y, align: 'center' as const };
    elements.push(S.statementText(slideId, parts, fit, at, input));
    return elements;
  },
};

/**
 * Minimal: a label column at the left margin (a hairline, the heading, a large light number at
 * its foot), the statement in large light type on a pale field that runs off the right edge.
 */
const FIELD = { x: 272, y: 84, w: 688, h: 312 };
const minimal: S.StatementDesign = {
  variant: 'margin',
  bold: false,
  column: () => ({ w: 560, h: FIELD.h - 112 }),
  label: () => ({ w: 176, sizes: { max: 18, min: 14 }, lines: 6 }),
  draw(slideId, parts, fit, input) {
    const { ctx } = input;
    const { palette } = ctx.theme;
    const hair = { color: palette.title, width: 0.75 };
    const number = { id: `${slideId}.number`, x: 60, y: FIELD.y + FIELD.h - 80, w: 184, h: 80 };
    const light = { font: 'heading' as const, color: palette.textMuted, lineHeight: 1 };
    const [y = 0] = S.stack(FIELD.y + 48, FIELD.y + FIELD.h - 48, [fit.height], 0);
    const elements: DeckElement[] = [
      S.bar(`${slideId}.field`, FIELD, palette.surface),
      horizontalLine(`${slideId}.hairline`, { x: 64, y: FIELD.y }, 176, hair),
      fittedTextBox(
        { ...number, ...light, paragraphs: [parts.number], maxSize: 64, minSize: 32 },
        ctx.measurer,
      ),
      horizontalLine(`${slideId}.mark`, { x: FIELD.x + 44, y: y - 16 }, 48, {
        ...hair,
        width: 1.5,
      }),
      S.statementText(slideId, parts, fit, { x: FIELD.x + 40, y, align: 'left' }, input),
    ];
    const label = S.statementLabel(slideId, parts, this, { x: 60, color: palette.title }, input);
    if (label) elements.push(labelAt(label, FIELD.y + 12, ctx.measurer));
    return elements;
  },
};

/**
 * Vivid: the statement on a solid primary block covering the left half of the slide from its
 * top edge, two overlapping circles in chart colours at its edge, the larger carrying the
 * number.
 */
const BLOCK = { x: 0, y: 0, w: 560, h: 408 };
const vivid: S.StatementDesign = {
  variant: 'block',
  bold: true,
  column: () => ({ w: 416, h: 232 }),
  label: () => ({ w: 416, sizes: { max: 22, min: 14 }, lines: 2 }),
  draw(slideId, parts, fit, input) {
    const { ctx } = input;
    const { palette } = ctx.theme;
    const big = secondColor(ctx.theme, 1);
    const small = secondColor(ctx.theme, 2);
    const circle = { x: 488, y: 132, w: 232, h: 232 };
    const elements: DeckElement[] = [
      S.bar(`${slideId}.block`, BLOCK, palette.primary),
      filledShape(`${slideId}.circle`, 'ellipse', circle, big),
      filledShape(`${slideId}.circle-2`, 'ellipse', { x: 668, y: 272, w: 132, h: 132 }, small, 15),
      markerText(
        `${slideId}.number`,
        { ...circle, x: circle.x + 72, w: circle.w - 72 },
        parts.number,
        textOn(big, ctx.theme),
        ctx,
        64,
      ),
    ];
    const label = S.statementLabel(
      slideId,
      parts,
      this,
      { x: 64, color: palette.onPrimary, bold: true },
      input,
    );
    const [labelY = 0, y = 0] = S.stack(
      56,
      BLOCK.h - 40,
      [label?.h ?? 0, fit.height],
      label ? 20 : 0,
    );
    if (label) elements.push(labelAt(label, labelY, ctx.measurer));
    elements.push(
      S.statementText(
        slideId,
        parts,
        fit,
        { x: 64, y, align: 'left', color: palette.onPrimary },
        input,
      ),
    );
    return elements;
  },
};

export const STATEMENT_CAMPUS = S.statementLayout(campus);
export const STATEMENT_MINIMAL = S.statementLayout(minimal);
export const STATEMENT_VIVID = S.statementLayout(vivid);
