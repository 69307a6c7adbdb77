import { outlineTree, type Outline, type OutlineNode } from '@slidecraft/contract/outline';
import { placeInBrandFrames } from './brand/frames.js';
import { DeckError } from './errors.js';
import { labelsFor } from './labels.js';
import { closingSlide } from './layouts/closing.js';
import { contentSlides, fitsComparison, type ContentSource } from './layouts/content.js';
import type { ContentLayoutId } from './layouts/content-layout.js';
import { chapterNumber, type LayoutContext } from './layouts/context.js';
import { coverSlide } from './layouts/cover.js';
import { dividerSlide } from './layouts/divider.js';
import { tocSlides } from './layouts/toc.js';
import { DECK_VERSION, PAGE_HEIGHT, PAGE_WIDTH, type DeckDocument, type Slide } from './model.js';
import { type TextMeasurer } from './text-fit.js';
import { fontMeasurer } from './text/measure.js';
import { DEFAULT_THEME_ID, getTheme, type DeckTheme } from './themes.js';

/** Slides a deck may have unless the caller sets a lower or higher limit. */
export const DEFAULT_MAX_PAGES = 120;

export interface OutlineToDeckOptions {
  themeId?: string;
  /** More slides than this is a DeckError 'page-count-limit'. */
  maxPages?: number;
  /** Replaces the built-in width estimate, e.g. with one based on real font metrics. */
  measurer?: TextMeasurer;
  /** The cover date when the outline's note has none, YYYY-MM-DD; defaults to today. */
  today?: string;
  /**
   * A template's layout plan: the content layout to try first for a heading, by its title. A
   * layout that cannot show the points (too many, wrong shape) gives way to the usual choice.
   */
  layoutPlan?: Readonly<Record<string, ContentLayoutId>>;
}

const pointsOf = (node: OutlineNode) =>
  node.children.filter((child) => child.kind === 'point').map((point) => point.title);
const headingsOf = (node: OutlineNode) => node.children.filter((child) => child.kind !== 'point');

/** Today's local date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A section made only of two sub-sections is shown as one comparison when they fit. */
function comparisonSource(
  section: OutlineNode,
  number: string,
  kicker: string,
  ctx: LayoutContext,
) {
  const subsections = headingsOf(section);
  if (pointsOf(section).length > 0 || subsections.length !== 2) return undefined;
  const groups = subsections.map((sub) => ({ title: sub.title, points: pointsOf(sub) }));
  const source: ContentSource = {
    heading: section,
    kicker,
    points: groups.flatMap((group) => group.points),
    groups,
    number,
    ...planned(section, ctx),
  };
  return fitsComparison(source, ctx) ? source : undefined;
}

/** The layout the template's plan asks for this heading, as a ContentSource field. */
function planned(heading: OutlineNode, ctx: LayoutContext): { prefer?: ContentLayoutId } {
  const prefer = ctx.plan?.[heading.title];
  return prefer ? { prefer } : {};
}

/**
 * A section or sub-section is a page (its points are the content), even with no points of its
 * own; a section whose content lives entirely in sub-sections gets no page of its own.
 */
function sectionSlides(
  section: OutlineNode,
  chapter: OutlineNode,
  number: string,
  ctx: LayoutContext,
) {
  const paired = comparisonSource(section, number, chapter.title, ctx);
  if (paired) return contentSlides(paired, ctx);
  const points = pointsOf(section);
  const subsections = headingsOf(section);
  const slides: Slide[] = [];
  if (points.length > 0 || subsections.length === 0) {
    const source = { heading: section, kicker: chapter.title, points, number };
    slides.push(...contentSlides({ ...source, ...planned(section, ctx) }, ctx));
  }
  for (const sub of subsections) {
    const source = {
      heading: sub,
      kicker: section.title,
      points: pointsOf(sub),
      number,
      ...planned(sub, ctx),
    };
    slides.push(...contentSlides(source, ctx));
  }
  return slides;
}

/** A divider, then a page of the chapter's own points (if any), then its sections. */
function chapterSlides(chapter: OutlineNode, index: number, ctx: LayoutContext): Slide[] {
  const number = chapterNumber(index);
  const slides = [dividerSlide(chapter, index, ctx)];
  const points = pointsOf(chapter);
  if (points.length > 0) {
    slides.push(
      ...contentSlides({ heading: chapter, points, number, ...planned(chapter, ctx) }, ctx),
    );
  }
  for (const section of headingsOf(chapter)) {
    slides.push(...sectionSlides(section, chapter, number, ctx));
  }
  return slides;
}

/**
 * Measures with the theme's render fonts: a frame's font role (`fontOf`) is measured in the
 * font the theme sets it in, as the writers draw it. Text measured with no font at all gets the
 * wider of the heading and body fonts, so it fits whichever of the two it is set in.
 */
export function themedMeasurer(base: TextMeasurer, theme: DeckTheme): TextMeasurer {
  const keys = [...new Set([theme.fonts.heading.render, theme.fonts.body.render])];
  return {
    measure: (text, size, bold, font) =>
      font
        ? base.measure(text, size, bold, font)
        : Math.max(...keys.map((key) => base.measure(text, size, bold, key))),
    fontOf: (role) => theme.fonts[role].render,
  };
}

/**
 * Lays out an outline as a deck: cover, agenda, and for each chapter a divider and its content
 * slides, then a closing slide. Content layouts follow the shape of the points; ids are derived
 * from outline ids, so the same outline always yields the same deck.
 *
 * Throws DeckError 'outline-empty' for an outline without a title or chapter, 'page-count-limit'
 * when the deck would have more than `maxPages` slides, and 'unknown-theme' for an unknown theme.
 */
export function outlineToDeck(outline: Outline, options: OutlineToDeckOptions = {}): DeckDocument {
  const theme = getTheme(options.themeId ?? DEFAULT_THEME_ID);
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const root = outlineTree(outline).find((node) => node.kind === 'title');
  const chapters = root?.children.filter((child) => child.kind === 'chapter') ?? [];
  if (!root || chapters.length === 0) {
    throw new DeckError('outline-empty', 'an outline needs a title and a chapter');
  }
  const ctx: LayoutContext = {
    theme,
    measurer: themedMeasurer(options.measurer ?? fontMeasurer, theme),
    labels: labelsFor(outline),
    deckTitle: root.title,
    today: options.today ?? todayIso(),
    history: [],
    pictures: [],
    ...(options.layoutPlan ? { plan: options.layoutPlan } : {}),
  };

  const slides: Slide[] = [];
  const add = (more: readonly Slide[]) => {
    slides.push(...more);
    if (slides.length > maxPages) {
      throw new DeckError('page-count-limit', `more than ${maxPages} slides`);
    }
  };
  add([coverSlide(root, ctx)]);
  add(tocSlides(chapters, ctx));
  chapters.forEach((chapter, index) => add(chapterSlides(chapter, index, ctx)));
  add([closingSlide(ctx)]);

  const { brand } = theme;
  return {
    version: DECK_VERSION,
    title: root.title,
    themeId: theme.id,
    page: brand ? { ...brand.page } : { width: PAGE_WIDTH, height: PAGE_HEIGHT },
    slides: brand ? slides.map((slide) => placeInBrandFrames(slide, brand, ctx)) : slides,
  };
}

/**
 * The deck of `outline` laid out again in another theme: fonts, title styles and motifs
 * change, and every heading and point is placed anew, so no text is lost.
 */
export function relayoutDeck(
  outline: Outline,
  themeId: string,
  options: Omit<OutlineToDeckOptions, 'themeId'> = {},
): DeckDocument {
  return outlineToDeck(outline, { ...options, themeId });
}
