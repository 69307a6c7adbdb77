import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { chapterNumber, type LayoutContext } from './context.js';
import { fittedTextBox } from './elements.js';
import { featureColors, gradientBands } from './feature.js';
import { motifShapes } from './motifs.js';

/** The chapter opener: a large chapter number, the chapter title and its subtitle lines. */
export function dividerSlide(chapter: OutlineNode, index: number, ctx: LayoutContext): Slide {
  const id = `divider-${chapter.id}`;
  const { theme, measurer } = ctx;
  const colors = featureColors(theme);
  const centred = theme.titleStyle === 'centered';
  const column = centred ? { x: 120, w: 720 } : { x: 80, w: 660 };
  const align = centred ? ('center' as const) : ('left' as const);
  const subtitles = splitSubTitle(chapter.subTitle);
  const elements: DeckElement[] = [
    ...gradientBands(id, theme),
    ...motifShapes(id, 'feature', theme, colors),
    fittedTextBox(
      {
        id: `${id}.number`,
        ...column,
        y: 110,
        h: 120,
        font: 'heading',
        paragraphs: [chapterNumber(index)],
        color: colors.highlight,
        bold: true,
        align,
        valign: 'bottom',
        lineHeight: 1.1,
        maxSize: 88,
        minSize: 88,
      },
      measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        ...column,
        y: 244,
        h: 104,
        font: 'heading',
        paragraphs: [chapter.title],
        color: colors.title,
        bold: true,
        align,
        lineHeight: 1.2,
        maxSize: 40,
        balance: true,
        minSize: 24,
      },
      measurer,
    ),
  ];
  if (subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...column,
          y: 360,
          h: 80,
          font: 'body',
          paragraphs: subtitles,
          color: colors.body,
          align,
          maxSize: 18,
          minSize: 14,
        },
        measurer,
      ),
    );
  }
  return {
    id,
    layout: 'divider',
    background: { color: colors.background },
    elements,
    notes: [chapter.title, ...subtitles].join('\n'),
  };
}
