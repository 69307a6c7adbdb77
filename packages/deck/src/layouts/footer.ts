import type { DeckElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';

/** The footer line of ordinary slides, below the body area. */
const FOOTER = { y: 506, h: 20 } as const;
const MARK = { w: 3, h: 10 } as const;

/**
 * The slide number: right-aligned on the content edge, bold in the brand colour. The scene
 * draws it as text and the PPTX writer as PowerPoint's slide number field, both in this box.
 */
export const SLIDE_NUMBER_BOX = {
  x: GRID.marginX + GRID.contentWidth - 64,
  y: FOOTER.y,
  w: 64,
  h: FOOTER.h,
  size: 11,
} as const;

export function slideNumberStyle(theme: DeckTheme): { color: string; bold: boolean } {
  return { color: theme.palette.primary, bold: true };
}

/**
 * The left part of the footer: a short brand-coloured mark and a muted line of text (the deck
 * title), on the content grid's left edge. The slide number completes it on the right.
 */
export function slideFooter(slideId: string, text: string, ctx: LayoutContext): DeckElement[] {
  if (!text.trim()) return [];
  const { palette } = ctx.theme;
  const x = GRID.marginX;
  const mark = { x, y: FOOTER.y + (FOOTER.h - MARK.h) / 2, ...MARK };
  const textX = x + MARK.w + 8;
  return [
    filledShape(`${slideId}.footer-mark`, 'rect', mark, palette.primary),
    fittedTextBox(
      {
        id: `${slideId}.footer`,
        x: textX - 4,
        y: FOOTER.y - 2,
        w: SLIDE_NUMBER_BOX.x - textX - 24,
        h: FOOTER.h + 4,
        font: 'body',
        paragraphs: [text],
        color: palette.textMuted,
        valign: 'middle',
        lineHeight: 1.2,
        maxSize: 10.5,
        minSize: 10.5,
      },
      ctx.measurer,
    ),
  ];
}
