import type { OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { HEADER_BOTTOM, slideHeader } from './chrome.js';
import { balancedChunks, chapterNumber, GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';
import { featureColors } from './feature.js';
import { motifShapes } from './motifs.js';

export const TOC_ENTRIES_PER_SLIDE = 6;
const ROW_HEIGHT = 58;
const BADGE = 40;
const LIST_LEFT = 96;

/** One entry: a numbered badge and the chapter title on a single line. */
function tocEntry(
  slideId: string,
  chapter: OutlineNode,
  index: number,
  y: number,
  ctx: LayoutContext,
) {
  const { palette } = ctx.theme;
  const id = `${slideId}.entry-${chapter.id}`;
  const badge = { x: LIST_LEFT, y: y + (ROW_HEIGHT - BADGE) / 2, w: BADGE, h: BADGE };
  const textLeft = LIST_LEFT + BADGE + 20;
  return [
    filledShape(`${id}.badge`, 'ellipse', badge, palette.primary),
    fittedTextBox(
      {
        id: `${id}.number`,
        ...badge,
        font: 'heading',
        paragraphs: [chapterNumber(index)],
        color: palette.onPrimary,
        bold: true,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
        maxSize: 16,
        minSize: 16,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: textLeft,
        y,
        w: GRID.marginX + GRID.contentWidth - textLeft,
        h: ROW_HEIGHT,
        font: 'body',
        paragraphs: [chapter.title],
        color: palette.text,
        valign: 'middle',
        lineHeight: 1.2,
        maxSize: 22,
        minSize: 16,
      },
      ctx.measurer,
    ),
  ];
}

/** The agenda (table of contents): every chapter, six to a slide, the list centred in the body area. */
export function tocSlides(chapters: readonly OutlineNode[], ctx: LayoutContext): Slide[] {
  const numbered = chapters.map((chapter, index) => ({ chapter, index }));
  return balancedChunks(numbered, TOC_ENTRIES_PER_SLIDE).map((entries, page) => {
    const id = `toc-${page + 1}`;
    const title = page === 0 ? ctx.labels.contents : ctx.labels.contents + ctx.labels.continued;
    const listHeight = entries.length * ROW_HEIGHT;
    const top = HEADER_BOTTOM + (GRID.bodyBottom - HEADER_BOTTOM - listHeight) / 2;
    const elements: DeckElement[] = [
      ...motifShapes(id, 'content', ctx.theme, featureColors(ctx.theme)),
      ...slideHeader(id, title, undefined, ctx),
      ...entries.flatMap(({ chapter, index }, row) =>
        tocEntry(id, chapter, index, top + row * ROW_HEIGHT, ctx),
      ),
    ];
    return {
      id,
      layout: 'agenda',
      showSlideNumber: true,
      elements,
      notes: entries
        .map(({ chapter, index }) => `${chapterNumber(index)} ${chapter.title}`)
        .join('\n'),
    };
  });
}
