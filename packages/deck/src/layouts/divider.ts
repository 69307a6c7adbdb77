import { splitSubTitle, type OutlineNode } from '@slidecraft/contract/outline';
import type { DeckElement, Slide } from '../model.js';
import { chapterNumber, GRID, slidePicture, type LayoutContext } from './context.js';
import { filledShape, fittedTextBox } from './elements.js';
import { BAND, featureStage, highlightOnPrimary, type FeatureStage } from './feature-stage.js';

/**
 * Smallest chapter title: a long chapter heading shrinks this far rather than being cut, as the
 * divider is where the agenda entries and kickers that shorten it are shown whole.
 */
const DIVIDER_TITLE_MIN = 16;

interface ChapterText {
  number: string;
  title: string;
  subtitles: string[];
}

/** Chapter title, a short rule and the subtitle lines, hanging from `top` in the stage column. */
function titleBlock(
  id: string,
  stage: FeatureStage,
  text: ChapterText,
  top: number,
  ctx: LayoutContext,
): DeckElement[] {
  const { column, ink } = stage;
  const ruleX = column.align === 'center' ? column.x + column.w / 2 - 28 : column.x + 4;
  const elements: DeckElement[] = [
    fittedTextBox(
      {
        id: `${id}.title`,
        ...column,
        y: top,
        h: 104,
        font: 'heading',
        paragraphs: [text.title],
        color: ink.title,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.2,
        maxSize: 40,
        balance: true,
        minSize: DIVIDER_TITLE_MIN,
      },
      ctx.measurer,
    ),
    filledShape(`${id}.rule`, 'rect', { x: ruleX, y: top + 118, w: 56, h: 4 }, ink.highlight),
  ];
  if (text.subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...column,
          y: top + 136,
          h: 72,
          font: 'body',
          paragraphs: text.subtitles,
          color: ink.body,
          maxSize: 18,
          minSize: 14,
        },
        ctx.measurer,
      ),
    );
  }
  return elements;
}

/** The chapter number, large, in the stage column (classic, centred and framed stages). */
function columnNumber(id: string, stage: FeatureStage, number: string, ctx: LayoutContext) {
  return fittedTextBox(
    {
      id: `${id}.number`,
      ...stage.column,
      y: 100,
      h: 120,
      font: 'heading',
      paragraphs: [number],
      color: stage.ink.highlight,
      bold: true,
      valign: 'bottom',
      lineHeight: 1.1,
      maxSize: 88,
      minSize: 88,
    },
    ctx.measurer,
  );
}

/** Split: the number fills the brand panel; the title stands on the page beside it. */
function splitDivider(id: string, stage: FeatureStage, text: ChapterText, ctx: LayoutContext) {
  const panel = stage.brand!;
  return [
    ...stage.elements,
    fittedTextBox(
      {
        id: `${id}.number`,
        x: 48,
        y: 300,
        w: panel.w - 80,
        h: 170,
        font: 'heading',
        paragraphs: [text.number],
        color: highlightOnPrimary(ctx.theme),
        bold: true,
        valign: 'bottom',
        lineHeight: 1.05,
        maxSize: 140,
        minSize: 88,
      },
      ctx.measurer,
    ),
    ...titleBlock(id, stage, text, 186, ctx),
  ];
}

/** Band: the number above the band, the title inside it, the subtitle below it. */
function bandDivider(id: string, stage: FeatureStage, text: ChapterText, ctx: LayoutContext) {
  const { column, ink } = stage;
  const elements: DeckElement[] = [
    ...stage.elements,
    fittedTextBox(
      {
        id: `${id}.number`,
        ...column,
        y: 56,
        h: 86,
        font: 'heading',
        paragraphs: [text.number],
        color: ink.highlight,
        bold: true,
        valign: 'bottom',
        lineHeight: 1.1,
        maxSize: 60,
        minSize: 60,
      },
      ctx.measurer,
    ),
    fittedTextBox(
      {
        id: `${id}.title`,
        x: 96,
        w: GRID.pageWidth - 192,
        y: BAND.y + 24,
        h: BAND.h - 48,
        font: 'heading',
        paragraphs: [text.title],
        color: ink.title,
        bold: true,
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
        maxSize: 40,
        minSize: DIVIDER_TITLE_MIN,
        balance: true,
      },
      ctx.measurer,
    ),
  ];
  if (text.subtitles.length > 0) {
    elements.push(
      fittedTextBox(
        {
          id: `${id}.subtitle`,
          ...column,
          y: BAND.y + BAND.h + 24,
          h: 72,
          font: 'body',
          paragraphs: text.subtitles,
          color: ink.body,
          maxSize: 18,
          minSize: 14,
        },
        ctx.measurer,
      ),
    );
  }
  return elements;
}

/**
 * The chapter opener in the theme's cover composition (see feature-stage): a large chapter
 * number, the chapter title and its subtitle lines, so cover, dividers and closing read as a set.
 */
export function dividerSlide(chapter: OutlineNode, index: number, ctx: LayoutContext): Slide {
  const id = `divider-${chapter.id}`;
  const subtitles = splitSubTitle(chapter.subTitle);
  const points = chapter.children.map((child) => child.title);
  const stage = featureStage(id, ctx, slidePicture(ctx, chapter.title, points, index + 1));
  const text = { number: chapterNumber(index), title: chapter.title, subtitles };
  let elements: DeckElement[];
  if (ctx.theme.cover === 'split') elements = splitDivider(id, stage, text, ctx);
  else if (ctx.theme.cover === 'band') elements = bandDivider(id, stage, text, ctx);
  else {
    elements = [
      ...stage.elements,
      columnNumber(id, stage, text.number, ctx),
      ...titleBlock(id, stage, text, 226, ctx),
    ];
  }
  return {
    id,
    layout: 'divider',
    background: { color: stage.background },
    elements,
    notes: [chapter.title, ...subtitles].join('\n'),
  };
}
