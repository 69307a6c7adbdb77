import type { DeckElement } from '../model.js';
import type { LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';

/** What every cover composition shows. */
export interface CoverText {
  title: string;
  subtitles: string[];
  note: string;
  /** The year of the deck's date (or of today), for compositions that show it large. */
  year: string;
}

/** Colours of one block of cover text. */
export interface CoverInk {
  title: string;
  body: string;
  rule: string;
}

type Align = 'left' | 'center';

/**
 * Title, short rule, subtitle lines and note in one column: the title sits on `baseline` (its
 * box ends there), everything else hangs below it. Shared by every composition.
 */
export function coverColumn(
  id: string,
  column: { x: number; w: number; baseline: number; align: Align },
  text: CoverText,
  ink: CoverInk,
  ctx: LayoutContext,
  noteY = 430,
): DeckElement[] {
  const { x, w, baseline, align } = column;
  const ruleX = align === 'center' ? x + w / 2 - 36 : x + 4;
  const elements: DeckElement[] = [
    fittedTextBox(
      {
        id: `${id}.title`,
        x,
        w,
        y: baseline - 180,
        h: 180,
        font: 'heading',
        paragraphs: [text.title],
        color: ink.title,
        bold: true,
        align,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 48,
        minSize: 28,
        balance: true,
      },
      ctx.measurer,
    ),
    filledShape(`${id}.rule`, 'rect', { x: ruleX, y: baseline + 14, w: 72, h: 4 }, ink.rule),
  ];
  const body = { x, w, align, font: 'body' as const, color: ink.body };
  if (text.subtitles.length > 0) {
    const y = baseline + 32;
    elements.push(
      fittedTextBox(
        {
          ...body,
          id: `${id}.subtitle`,
          y,
          h: Math.max(40, noteY - 12 - y),
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
        y: noteY,
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
