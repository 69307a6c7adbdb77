import type { DeckElement } from '../model.js';
import { GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox, horizontalLine } from './elements.js';

/** Top of the body area below a slide header. */
export const HEADER_BOTTOM = 118;

/**
 * The header of ordinary slides: an accent bar, the title (one line at 28 pt, down to two lines
 * at 20 pt), an optional kicker naming the parent heading, and a hairline under it all.
 */
export function slideHeader(
  slideId: string,
  title: string,
  kicker: string | undefined,
  ctx: LayoutContext,
): DeckElement[] {
  const { palette } = ctx.theme;
  const { marginX, contentWidth } = GRID;
  const elements: DeckElement[] = [
    filledShape(`${slideId}.accent`, 'rect', { x: 48, y: 46, w: 6, h: 36 }, palette.primary),
  ];
  if (kicker) {
    elements.push(
      fittedTextBox(
        {
          id: `${slideId}.kicker`,
          x: marginX,
          y: 14,
          w: contentWidth,
          h: 24,
          font: 'body',
          paragraphs: [kicker],
          color: palette.primary,
          maxSize: 12,
          minSize: 12,
        },
        ctx.measurer,
      ),
    );
  }
  elements.push(
    fittedTextBox(
      {
        id: `${slideId}.title`,
        x: marginX,
        y: 34,
        w: contentWidth,
        h: 60,
        font: 'heading',
        paragraphs: [title],
        color: palette.text,
        bold: true,
        valign: 'middle',
        lineHeight: 1.25,
        maxSize: 28,
        minSize: 20,
      },
      ctx.measurer,
    ),
    horizontalLine(`${slideId}.rule`, { x: marginX, y: 102 }, contentWidth, {
      color: palette.surface,
      width: 1,
    }),
  );
  return elements;
}

/** Decorative circles for the full-colour slides (cover, chapter divider, closing). */
export function featureBackdrop(slideId: string, ctx: LayoutContext): DeckElement[] {
  const { palette } = ctx.theme;
  return [
    filledShape(
      `${slideId}.halo`,
      'ellipse',
      { x: 640, y: -160, w: 480, h: 480 },
      palette.accent,
      75,
    ),
    filledShape(
      `${slideId}.orb`,
      'ellipse',
      { x: 800, y: 380, w: 220, h: 220 },
      palette.onPrimary,
      88,
    ),
  ];
}
