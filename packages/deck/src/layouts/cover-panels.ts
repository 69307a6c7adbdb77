import type { DeckElement } from '../model.js';
import { GRID, type LayoutContext } from './context.js';
import { coverColumn, type CoverText } from './cover-column.js';
import { fittedTextBox } from './elements.js';
import { BAND, featureStage, highlightOnPrimary, SPLIT_PANEL } from './feature-stage.js';

/**
 * Split cover: a full-height brand panel on the left carrying an accent chip and the year in
 * large figures; the title, rule, subtitle and note on the page background to its right.
 */
export function splitCover(text: CoverText, ctx: LayoutContext, src?: string): DeckElement[] {
  const id = 'cover';
  const { palette } = ctx.theme;
  const highlight = highlightOnPrimary(ctx.theme);
  const stage = featureStage(id, ctx, src);
  const column = { ...stage.column, baseline: 290 };
  const ink = { title: palette.title, body: palette.textMuted, rule: palette.primary };
  return [
    ...stage.elements,
    fittedTextBox(
      {
        id: `${id}.year`,
        x: 48,
        y: 330,
        w: SPLIT_PANEL - 80,
        h: 130,
        font: 'heading',
        paragraphs: [text.year],
        color: highlight,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.1,
        maxSize: 96,
        minSize: 48,
      },
      ctx.measurer,
    ),
    ...coverColumn(id, column, text, ink, ctx, 440),
  ];
}

/**
 * Band cover: a brand-coloured band across the page holding the title between two fine rules,
 * the year above it and the subtitle and note below, all centred (the report-cover look).
 */
export function bandCover(text: CoverText, ctx: LayoutContext): DeckElement[] {
  const id = 'cover';
  const { palette } = ctx.theme;
  const width = GRID.pageWidth;
  const centred = { x: 120, w: width - 240, align: 'center' as const };
  const elements: DeckElement[] = [
    ...featureStage(id, ctx).elements,
    fittedTextBox(
      {
        id: `${id}.year`,
        ...centred,
        y: 84,
        h: 48,
        font: 'heading',
        paragraphs: [text.year],
        color: palette.primary,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 28,
        minSize: 20,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: 96,
        w: width - 192,
        y: BAND.y + 24,
        h: BAND.h - 48,
        font: 'heading',
        paragraphs: [text.title],
        color: palette.onPrimary,
        bold: true,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
        maxSize: 48,
        minSize: 28,
        balance: true,
      },
      ctx.measurer,
    ),
  ];
  const body = { ...centred, font: 'body' as const, color: palette.textMuted };
  if (text.subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          ...body,
          id: `${id}.subtitle`,
          y: BAND.y + BAND.h + 20,
          h: 56,
          paragraphs: text.subtitles,
          maxSize: 22,
          minSize: 14,
        },
        ctx.measurer,
      ),
    );
  }
  elements.push(
    fittedTextBox(
      {
        ...body,
        id: `${id}.note`,
        y: 458,
        h: 30,
        paragraphs: [text.note],
        maxSize: 15,
        minSize: 12,
      },
      ctx.measurer,
    ),
  );
  return elements;
}
