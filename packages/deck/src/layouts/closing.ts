import type { Slide } from '../model.js';
import { featureBackdrop } from './chrome.js';
import { GRID, type LayoutContext } from './context.js';
import { fittedTextBox } from './elements.js';

/** The last slide: a large thank-you line and a quieter second line. */
export function closingSlide(ctx: LayoutContext): Slide {
  const id = 'closing';
  const { palette } = ctx.theme;
  const { thanks, thanksSubtitle } = ctx.labels;
  const centred = { x: GRID.marginX, w: GRID.contentWidth, align: 'center' as const };
  return {
    id,
    layout: 'closing',
    background: { color: palette.primary },
    elements: [
      ...featureBackdrop(id, ctx),
      fittedTextBox(
        {
          id: `${id}.title`,
          ...centred,
          y: 180,
          h: 100,
          font: 'heading',
          paragraphs: [thanks],
          color: palette.onPrimary,
          bold: true,
          valign: 'bottom',
          lineHeight: 1.2,
          maxSize: 54,
          minSize: 32,
        },
        ctx.measurer,
      ),
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...centred,
          y: 292,
          h: 40,
          font: 'body',
          paragraphs: [thanksSubtitle],
          color: palette.onPrimaryMuted,
          maxSize: 20,
          minSize: 14,
        },
        ctx.measurer,
      ),
    ],
    notes: '',
  };
}
