import type { DeckElement, Slide } from '../model.js';
import { GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';
import { BAND, featureStage } from './feature-stage.js';

/**
 * The last slide in the theme's cover composition (see feature-stage): a large thank-you line,
 * a short rule and a quieter second line; the band composition sets the thanks in its band.
 */
export function closingSlide(ctx: LayoutContext): Slide {
  const id = 'closing';
  const stage = featureStage(id, ctx);
  const { column, ink } = stage;
  const { thanks, thanksSubtitle } = ctx.labels;
  const band = ctx.theme.cover === 'band';
  const baseline = band ? BAND.y + BAND.h - 24 : 290;
  const title = band
    ? { x: 96, w: GRID.pageWidth - 192, y: BAND.y + 24, h: BAND.h - 48, align: 'center' as const }
    : { ...column, y: baseline - 120, h: 120 };
  const ruleX = column.align === 'center' ? column.x + column.w / 2 - 36 : column.x + 4;
  const subtitleY = band ? BAND.y + BAND.h + 24 : baseline + 36;
  const elements: DeckElement[] = [
    ...stage.elements,
    fittedTextBox(
      {
        id: `${id}.title`,
        ...title,
        font: 'heading',
        paragraphs: [thanks],
        color: ink.title,
        bold: true,
        valign: band ? 'middle' : 'bottom',
        lineHeight: 1.2,
        maxSize: 54,
        minSize: 32,
      },
      ctx.measurer,
    ),
  ];
  if (!band) {
    elements.push(
      filledShape(`${id}.rule`, 'rect', { x: ruleX, y: baseline + 14, w: 72, h: 4 }, ink.highlight),
    );
  }
  elements.push(
    fittedTextBox(
      {
        id: `${id}.subtitle`,
        ...column,
        y: subtitleY,
        h: 40,
        font: 'body',
        paragraphs: [thanksSubtitle],
        color: ink.body,
        maxSize: 20,
        minSize: 14,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.deck-title`,
        ...column,
        y: band ? 458 : 430,
        // Two lines: a long deck title wraps before it is shortened to its first clauses.
        h: 48,
        font: 'body',
        paragraphs: [ctx.deckTitle],
        color: ink.body,
        maxSize: 15,
        minSize: 12,
      },
      ctx.measurer,
    ),
  );
  return { id, layout: 'closing', background: { color: stage.background }, elements, notes: '' };
}
