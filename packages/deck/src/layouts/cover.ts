import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import type { LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';
import { featureColors, gradientBands } from './feature.js';
import { motifShapes } from './motifs.js';

/** Author and date from the deck note; the brand and today's date stand in for missing ones. */
export function coverNote(root: OutlineNode, ctx: LayoutContext): string {
  const [author, date] = root.note ?? [];
  return [author?.trim() || ctx.labels.brand, date?.trim() || ctx.today].join(ctx.labels.separator);
}

/** The title slide: deck title, subtitle lines, then author and date, in the theme's style. */
export function coverSlide(root: OutlineNode, ctx: LayoutContext): Slide {
  const id = 'cover';
  const { theme, measurer } = ctx;
  const colors = featureColors(theme);
  const centred = theme.titleStyle === 'centered';
  const column = centred ? { x: 120, w: 720 } : { x: 80, w: 620 };
  const align = centred ? ('center' as const) : ('left' as const);
  const subtitles = splitSubTitle(root.subTitle);
  const note = coverNote(root, ctx);
  const ruleX = centred ? 480 - 36 : column.x + 4;
  const elements: DeckElement[] = [
    ...gradientBands(id, theme),
    ...motifShapes(id, 'feature', theme, colors),
    fittedTextBox(
      {
        id: `${id}.title`,
        ...column,
        y: 110,
        h: 180,
        font: 'heading',
        paragraphs: [root.title],
        color: colors.title,
        bold: true,
        align,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 48,
        minSize: 28,
      },
      measurer,
    ),
    filledShape(`${id}.rule`, 'rect', { x: ruleX, y: 304, w: 72, h: 4 }, colors.highlight),
  ];
  if (subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...column,
          y: 322,
          h: 96,
          font: 'body',
          paragraphs: subtitles,
          color: colors.body,
          align,
          maxSize: 22,
          minSize: 14,
        },
        measurer,
      ),
    );
  }
  elements.push(
    fittedTextBox(
      {
        id: `${id}.note`,
        ...column,
        y: 430,
        h: 30,
        font: 'body',
        paragraphs: [note],
        color: colors.body,
        align,
        maxSize: 14,
        minSize: 12,
      },
      measurer,
    ),
  );
  return {
    id,
    layout: 'cover',
    background: { color: colors.background },
    elements,
    notes: [root.title, ...subtitles, note].filter(Boolean).join('\n'),
  };
}
