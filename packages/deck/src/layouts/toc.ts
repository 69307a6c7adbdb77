import type { OutlineNode } from '@slidecraft/contract/outline';
import type { DeckElement, Slide } from '../model.js';
import { HEADER_BOTTOM, hairlineColor, slideHeader } from './chrome.js';
import { balancedChunks, chapterNumber, GRID, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox, type Box } from './elements.js';
import { featureColors } from './feature.js';
import { highlightOnPrimary, SPLIT_PANEL } from './feature-stage.js';
import { slideFooter } from './footer.js';
import { motifShapes } from './motifs.js';

export const TOC_ENTRIES_PER_SLIDE = 6;
const NUMBER_W = 76;
const MAX_ROW = 104;
const COLUMN_GAP = 48;

interface Entry {
  chapter: OutlineNode;
  index: number;
}

/** One entry: the chapter number large in the brand colour, the title beside it, a hairline. */
function tocEntry(slideId: string, { chapter, index }: Entry, cell: Box, ctx: LayoutContext) {
  const { palette } = ctx.theme;
  const id = `${slideId}.entry-${chapter.id}`;
  const textLeft = cell.x + NUMBER_W;
  return [
    fittedTextBox(
      {
        id: `${id}.number`,
        x: cell.x,
        y: cell.y,
        w: NUMBER_W,
        h: cell.h,
        font: 'heading',
        paragraphs: [chapterNumber(index)],
        color: palette.primary,
        bold: true,
        valign: 'middle',
        lineHeight: 1.1,
        maxSize: 36,
        minSize: 28,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: textLeft,
        y: cell.y,
        w: cell.x + cell.w - textLeft,
        h: cell.h,
        font: 'body',
        paragraphs: [chapter.title],
        color: palette.text,
        valign: 'middle',
        lineHeight: 1.25,
        maxSize: 22,
        minSize: 16,
        balance: true,
      },
      ctx.measurer,
    ),
    filledShape(
      `${id}.rule`,
      'rect',
      { x: cell.x, y: cell.y + cell.h - 1, w: cell.w, h: 1 },
      hairlineColor(ctx),
    ),
  ];
}

/**
 * Cells of the entries in `area`: one column of up to four rows, else two columns filled top to
 * bottom; rows are at most MAX_ROW high and the block is centred in the area.
 */
function entryCells(area: Box, count: number, maxColumns: number): Box[] {
  const columns = count > 4 && maxColumns > 1 ? 2 : 1;
  const rows = Math.ceil(count / columns);
  const rowH = Math.min(MAX_ROW, area.h / rows);
  const w = (area.w - COLUMN_GAP * (columns - 1)) / columns;
  const top = area.y + (area.h - rowH * rows) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x: area.x + Math.floor(i / rows) * (w + COLUMN_GAP),
    y: top + (i % rows) * rowH,
    w,
    h: rowH,
  }));
}

/** Split themes: a brand panel carrying the agenda title, the entries on the page beside it. */
function panelAgenda(id: string, title: string, entries: Entry[], ctx: LayoutContext) {
  const { palette } = ctx.theme;
  const english = ctx.labels.language === 'zh' ? 'CONTENTS' : '';
  const panel = { x: 0, y: 0, w: SPLIT_PANEL - 60, h: GRID.pageHeight };
  const left = panel.w + 64;
  const area = { x: left, y: 56, w: GRID.marginX + GRID.contentWidth - left, h: 428 };
  const text = { x: 48, w: panel.w - 80, font: 'heading' as const, bold: true };
  const elements: DeckElement[] = [
    filledShape(`${id}.panel`, 'rect', panel, palette.primary),
    filledShape(`${id}.chip`, 'rect', { x: 56, y: 72, w: 48, h: 6 }, highlightOnPrimary(ctx.theme)),
    fittedTextBox(
      {
        ...text,
        id: `${id}.title`,
        y: 200,
        h: 70,
        paragraphs: [title],
        color: palette.onPrimary,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 44,
        minSize: 24,
      },
      ctx.measurer,
    ),
  ];
  if (english) {
    elements.push(
      fittedTextBox(
        {
          ...text,
          id: `${id}.title-en`,
          y: 274,
          h: 28,
          paragraphs: [english],
          color: palette.onPrimaryMuted,
          lineHeight: 1.2,
          maxSize: 16,
          minSize: 12,
        },
        ctx.measurer,
      ),
    );
  }
  const cells = entryCells(area, entries.length, 1);
  elements.push(...entries.flatMap((entry, row) => tocEntry(id, entry, cells[row]!, ctx)));
  return elements;
}

/** Other themes: the standard header, the entries filling the body in one or two columns. */
function headerAgenda(id: string, title: string, entries: Entry[], ctx: LayoutContext) {
  const area = {
    x: GRID.marginX,
    y: HEADER_BOTTOM + 8,
    w: GRID.contentWidth,
    h: GRID.bodyBottom - HEADER_BOTTOM - 16,
  };
  const cells = entryCells(area, entries.length, 2);
  return [
    ...motifShapes(id, 'content', ctx.theme, featureColors(ctx.theme)),
    ...slideHeader(id, title, undefined, ctx),
    ...entries.flatMap((entry, row) => tocEntry(id, entry, cells[row]!, ctx)),
    ...slideFooter(id, ctx.deckTitle, ctx),
  ];
}

/** The agenda (table of contents): every chapter, six to a slide, filling the page. */
export function tocSlides(chapters: readonly OutlineNode[], ctx: LayoutContext): Slide[] {
  const numbered = chapters.map((chapter, index) => ({ chapter, index }));
  return balancedChunks(numbered, TOC_ENTRIES_PER_SLIDE).map((entries, page) => {
    const id = `toc-${page + 1}`;
    const title = page === 0 ? ctx.labels.contents : ctx.labels.contents + ctx.labels.continued;
    const elements =
      ctx.theme.cover === 'split'
        ? panelAgenda(id, title, entries, ctx)
        : headerAgenda(id, title, entries, ctx);
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
