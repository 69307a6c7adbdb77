import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { featureBackdrop } from './chrome.js';
import type { LayoutContext } from './context.js';
import { fittedTextBox, horizontalLine } from './elements.js';

const LEFT = 80;
const TEXT_WIDTH = 620;

/** The title slide: deck title, subtitle lines, then author and date from the deck note. */
export function coverSlide(root: OutlineNode, ctx: LayoutContext): Slide {
  const id = 'cover';
  const { palette } = ctx.theme;
  const subtitles = splitSubTitle(root.subTitle);
  const note = (root.note ?? []).filter(Boolean).join(ctx.labels.separator);
  const elements: DeckElement[] = [
    ...featureBackdrop(id, ctx),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: LEFT,
        y: 120,
        w: TEXT_WIDTH,
        h: 170,
        font: 'heading',
        paragraphs: [root.title],
        color: palette.onPrimary,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 44,
        minSize: 28,
      },
      ctx.measurer,
    ),
    horizontalLine(`${id}.rule`, { x: LEFT + 4, y: 306 }, 72, { color: palette.accent, width: 4 }),
  ];
  if (subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          x: LEFT,
          y: 322,
          w: TEXT_WIDTH,
          h: 96,
          font: 'body',
          paragraphs: subtitles,
          color: palette.onPrimaryMuted,
          maxSize: 20,
          minSize: 14,
        },
        ctx.measurer,
      ),
    );
  }
  if (note) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.note`,
          x: LEFT,
          y: 440,
          w: TEXT_WIDTH,
          h: 30,
          font: 'body',
          paragraphs: [note],
          color: palette.onPrimaryMuted,
          maxSize: 14,
          minSize: 12,
        },
        ctx.measurer,
      ),
    );
  }
  return {
    id,
    layout: 'cover',
    background: { color: palette.primary },
    elements,
    notes: [root.title, ...subtitles, note].filter(Boolean).join('\n'),
  };
}
