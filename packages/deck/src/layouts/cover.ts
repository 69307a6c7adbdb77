import { splitSubTitle, type OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import type { LayoutContext } from './context.js';
import { coverColumn, type CoverText } from './cover-column.js';
import { bandCover, splitCover } from './cover-panels.js';
import { doubleFrame } from './feature-stage.js';
import { featureColors, gradientBands } from './feature.js';
import { motifShapes } from './motifs.js';

/** Author and date from the deck note; the brand and today's date stand in for missing ones. */
export function coverNote(root: OutlineNode, ctx: LayoutContext): string {
  const [author, date] = root.note ?? [];
  return [author?.trim() || ctx.labels.brand, date?.trim() || ctx.today].join(ctx.labels.separator);
}

/** The feature-filled compositions: title left (classic), centred, or centred in a frame. */
function featureCover(text: CoverText, ctx: LayoutContext): DeckElement[] {
  const id = 'cover';
  const { theme } = ctx;
  const colors = featureColors(theme);
  const ink = { title: colors.title, body: colors.body, rule: colors.highlight };
  if (theme.cover === 'framed') {
    const column = { x: 140, w: 680, baseline: 290, align: 'center' as const };
    return [
      ...gradientBands(id, theme),
      ...doubleFrame(id, colors.highlight),
      ...coverColumn(id, column, text, ink, ctx, 418),
    ];
  }
  const centred = theme.cover === 'centered';
  const column = centred
    ? { x: 120, w: 720, baseline: 290, align: 'center' as const }
    : { x: 80, w: 620, baseline: 290, align: 'left' as const };
  return [
    ...gradientBands(id, theme),
    ...motifShapes(id, 'feature', theme, colors),
    ...coverColumn(id, column, text, ink, ctx),
  ];
}

/** The title slide: deck title, subtitle lines, author and date, in the theme's composition. */
export function coverSlide(root: OutlineNode, ctx: LayoutContext): Slide {
  const subtitles = splitSubTitle(root.subTitle);
  const note = coverNote(root, ctx);
  const year = /\d{4}/.exec(root.note?.[1] ?? '')?.[0] ?? ctx.today.slice(0, 4);
  const text: CoverText = { title: root.title, subtitles, note, year };
  const { cover, palette } = ctx.theme;
  const panelled = cover === 'split' || cover === 'band';
  const elements = panelled
    ? cover === 'split'
      ? splitCover(text, ctx)
      : bandCover(text, ctx)
    : featureCover(text, ctx);
  const background = panelled ? palette.background : featureColors(ctx.theme).background;
  return {
    id: 'cover',
    layout: 'cover',
    background: { color: background },
    elements,
    notes: [root.title, ...subtitles, note].filter(Boolean).join('\n'),
  };
}
