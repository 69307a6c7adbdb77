import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { featureBackdrop } from './chrome.js';
import { chapterNumber, type LayoutContext } from './context.js';
import { fittedTextBox } from './elements.js';

const LEFT = 80;
const TEXT_WIDTH = 680;

/** The chapter opener: a large chapter number, the chapter title and its subtitle lines. */
export function dividerSlide(chapter: OutlineNode, index: number, ctx: LayoutContext): Slide {
  const id = `divider-${chapter.id}`;
  const { palette } = ctx.theme;
  const subtitles = splitSubTitle(chapter.subTitle);
  const elements: DeckElement[] = [
    ...featureBackdrop(id, ctx),
    fittedTextBox(
      {
        id: `${id}.number`,
        x: LEFT,
        y: 120,
        w: 300,
        h: 120,
        font: 'heading',
        paragraphs: [chapterNumber(index)],
        color: palette.accent,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.1,
        maxSize: 88,
        minSize: 88,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: LEFT,
        y: 250,
        w: TEXT_WIDTH,
        h: 100,
        font: 'heading',
        paragraphs: [chapter.title],
        color: palette.onPrimary,
        bold: true,
        lineHeight: 1.2,
        maxSize: 40,
        minSize: 24,
      },
      ctx.measurer,
    ),
  ];
  if (subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          x: LEFT,
          y: 360,
          w: TEXT_WIDTH,
          h: 80,
          font: 'body',
          paragraphs: subtitles,
          color: palette.onPrimaryMuted,
          maxSize: 18,
          minSize: 14,
        },
        ctx.measurer,
      ),
    );
  }
  return {
    id,
    layout: 'divider',
    background: { color: palette.primary },
    elements,
    notes: [chapter.title, ...subtitles].join('\n'),
  };
}
