import type { Slide } from '../model.js';
import { GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';
import { featureColors, gradientBands } from './feature.js';
import { motifShapes } from './motifs.js';

/** The last slide: a large thank-you line, a short rule and a quieter second line. */
export function closingSlide(ctx: LayoutContext): Slide {
  const id = 'closing';
  const { theme, measurer } = ctx;
  const colors = featureColors(theme);
  const { thanks, thanksSubtitle } = ctx.labels;
  const centred = { x: GRID.marginX + 56, w: GRID.contentWidth - 112, align: 'center' as const };
  return {
    id,
    layout: 'closing',
    background: { color: colors.background },
    elements: [
      ...gradientBands(id, theme),
      ...motifShapes(id, 'feature', theme, colors),
      fittedTextBox(
        {
          id: `${id}.title`,
          ...centred,
          y: 170,
          h: 110,
          font: 'heading',
          paragraphs: [thanks],
          color: colors.title,
          bold: true,
          valign: 'bottom',
          lineHeight: 1.2,
          maxSize: 54,
          minSize: 32,
        },
        measurer,
      ),
      filledShape(`${id}.rule`, 'rect', { x: 444, y: 294, w: 72, h: 4 }, colors.highlight),
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...centred,
          y: 312,
          h: 40,
          font: 'body',
          paragraphs: [thanksSubtitle],
          color: colors.body,
          maxSize: 20,
          minSize: 14,
        },
        measurer,
      ),
    ],
    notes: '',
  };
}
