import type { DeckElement } from '../model.js';
import { contrastRatio, type DeckTheme } from '../themes.js';
import { GRID, type LayoutContext } from './context.js';
import { coverColumn, type CoverText } from './cover-column.js';
import { filledShape, fittedTextBox } from './elements.js';

const SPLIT_PANEL = 340;
const BAND = { y: 150, h: 220 };

/** Highlights on the brand colour: the accent when it reads there, else the on-primary colour. */
function highlightOnPrimary(theme: DeckTheme): string {
  const { accent, primary, onPrimary } = theme.palette;
  return contrastRatio(accent, primary) >= 3 ? accent : onPrimary;
}

/**
 * Split cover: a full-height brand panel on the left carrying an accent chip and the year in
 * large figures; the title, rule, subtitle and note on the page background to its right.
 */
export function splitCover(text: CoverText, ctx: LayoutContext): DeckElement[] {
  const id = 'cover';
  const { palette } = ctx.theme;
  const highlight = highlightOnPrimary(ctx.theme);
  const panel = { x: 0, y: 0, w: SPLIT_PANEL, h: GRID.pageHeight };
  const left = SPLIT_PANEL + 56;
  const column = { x: left, w: GRID.pageWidth - left - 56, baseline: 290, align: 'left' as const };
  const ink = { title: palette.title, body: palette.textMuted, rule: palette.primary };
  return [
    filledShape(`${id}.panel`, 'rect', panel, palette.primary),
    filledShape(`${id}.edge`, 'rect', { x: SPLIT_PANEL, y: 0, w: 6, h: 540 }, palette.accent),
    filledShape(`${id}.chip`, 'rect', { x: 56, y: 72, w: 48, h: 6 }, highlight),
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
  const highlight = highlightOnPrimary(ctx.theme);
  const width = GRID.pageWidth;
  const centred = { x: 120, w: width - 240, align: 'center' as const };
  const elements: DeckElement[] = [
    filledShape(`${id}.band`, 'rect', { x: 0, ...BAND, w: width }, palette.primary),
    filledShape(`${id}.band-top`, 'rect', { x: 0, y: BAND.y + 12, w: width, h: 1.5 }, highlight),
    filledShape(
      `${id}.band-bottom`,
      'rect',
      { x: 0, y: BAND.y + BAND.h - 13.5, w: width, h: 1.5 },
      highlight,
    ),
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
