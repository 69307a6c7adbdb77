import { splitSubTitle, type OutlineNode } from '@slidecraft/contract/outline';
import type { DeckElement, Slide } from '../model.js';
import { slidePicture, type LayoutContext } from './context.js';
import { coverColumn, type CoverText } from './cover-column.js';
import { bandCover, splitCover } from './cover-panels.js';
import { featureStage } from './feature-stage.js';
import { featureColors } from './feature.js';

/** Author and date from the deck note; the brand and today's date stand in for missing ones. */
export function coverNote(root: OutlineNode, ctx: LayoutContext): string {
  const [author, date] = root.note ?? [];
  return [author?.trim() || ctx.labels.brand, date?.trim() || ctx.today].join(ctx.labels.separator);
}

/**
 * The feature-filled compositions (see feature-stage): title left (classic, beside the picture
 * when there is one), centred (on a scrim over the picture), or centred in a frame.
 */
function featureCover(text: CoverText, ctx: LayoutContext, src: string): DeckElement[] {
  const id = 'cover';
  const stage = featureStage(id, ctx, src);
  const { ink } = stage;
  const column = { ...stage.column, baseline: 290 };
  const noteY = ctx.theme.cover === 'framed' ? 418 : 430;
  const rules = { title: ink.title, body: ink.body, rule: ink.highlight };
  return [...stage.elements, ...coverColumn(id, column, text, rules, ctx, noteY)];
}

/** The title slide: deck title, subtitle lines, author and date, in the theme's composition. */
export function coverSlide(root: OutlineNode, ctx: LayoutContext): Slide {
  const subtitles = splitSubTitle(root.subTitle);
  const note = coverNote(root, ctx);
  const year = /\d{4}/.exec(root.note?.[1] ?? '')?.[0] ?? ctx.today.slice(0, 4);
  const text: CoverText = { title: root.title, subtitles, note, year };
  return coverOf(text, ctx, [root.title, ...subtitles, note].filter(Boolean).join('\n'));
}

/** A note or year box with nothing in it. */
function emptyLabel(element: DeckElement): boolean {
  if (element.type !== 'text' || !/\.(note|year)$/.test(element.id)) return false;
  return element.paragraphs.every((p) => p.runs.every((run) => run.text === ''));
}

/**
 * The title slide of `text` in the theme's composition, with these speaker notes. An empty note
 * or year (a restyled deck's cover that names none) leaves its box out.
 */
export function coverOf(text: CoverText, ctx: LayoutContext, notes: string): Slide {
  const { cover, palette } = ctx.theme;
  const panelled = cover === 'split' || cover === 'band';
  const src = slidePicture(ctx, text.title, text.subtitles, 0);
  const composed = panelled
    ? cover === 'split'
      ? splitCover(text, ctx, src)
      : bandCover(text, ctx)
    : featureCover(text, ctx, src);
  const elements = composed.filter((element) => !emptyLabel(element));
  const background = panelled ? palette.background : featureColors(ctx.theme).background;
  return {
    id: 'cover',
    layout: 'cover',
    background: { color: background },
    elements,
    notes,
  };
}
