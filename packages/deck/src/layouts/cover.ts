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
  const { cover, palette } = ctx.theme;
  const panelled = cover === 'split' || cover === 'band';
  const src = slidePicture(ctx, root.title, subtitles, 0);
  const elements = panelled
    ? cover === 'split'
      ? splitCover(text, ctx, src)
      : bandCover(text, ctx)
    : featureCover(text, ctx, src);
  const background = panelled ? palette.background : featureColors(ctx.theme).background;
  return {
    id: 'cover',
    layout: 'cover',
    background: { color: background },
    elements,
    notes: [root.title, ...subtitles, note].filter(Boolean).join('\n'),
  };
}
