import {
  AppError,
  ErrorCode,
  outlineTree,
  type Outline,
  type OutlineNode,
} from '@slidecraft/contract';
import { labelsFor } from './labels.js';
import { closingSlide } from './layouts/closing.js';
import { contentSlides } from './layouts/content.js';
import type { LayoutContext } from './layouts/context.js';
import { coverSlide } from './layouts/cover.js';
import { dividerSlide } from './layouts/divider.js';
import { tocSlides } from './layouts/toc.js';
import { DECK_VERSION, PAGE_HEIGHT, PAGE_WIDTH, type DeckDocument, type Slide } from './model.js';
import { estimatingMeasurer, type TextMeasurer } from './text-fit.js';
import { DEFAULT_THEME_ID, getTheme } from './themes.js';

/** Slides a deck may have unless the caller sets a lower or higher limit. */
export const DEFAULT_MAX_PAGES = 120;

export interface OutlineToDeckOptions {
  themeId?: string;
  /** More slides than this is AppError 5421. */
  maxPages?: number;
  /** Replaces the built-in width estimate, e.g. with one based on real font metrics. */
  measurer?: TextMeasurer;
}

const pointsOf = (node: OutlineNode) =>
  node.children.filter((child) => child.kind === 'point').map((point) => point.title);
const headingsOf = (node: OutlineNode) => node.children.filter((child) => child.kind !== 'point');

/**
 * A section or sub-section is a page (its points are the bullets), even with no points of its
 * own; a section whose content lives entirely in sub-sections gets no page of its own.
 */
function headingSlides(heading: OutlineNode, kicker: string, ctx: LayoutContext): Slide[] {
  const points = pointsOf(heading);
  const subsections = headingsOf(heading);
  const slides: Slide[] = [];
  if (points.length > 0 || subsections.length === 0) {
    slides.push(...contentSlides({ heading, kicker, points }, ctx));
  }
  for (const subsection of subsections) {
    const source = { heading: subsection, kicker: heading.title, points: pointsOf(subsection) };
    slides.push(...contentSlides(source, ctx));
  }
  return slides;
}

/** A divider, then a page of the chapter's own points (if any), then its sections. */
function chapterSlides(chapter: OutlineNode, index: number, ctx: LayoutContext): Slide[] {
  const slides = [dividerSlide(chapter, index, ctx)];
  const points = pointsOf(chapter);
  if (points.length > 0) slides.push(...contentSlides({ heading: chapter, points }, ctx));
  for (const section of headingsOf(chapter)) {
    slides.push(...headingSlides(section, chapter.title, ctx));
  }
  return slides;
}

/**
 * Lays out an outline as a deck: cover, table of contents, and for each chapter a divider and
 * its content slides, then a closing slide. Ids are derived from outline ids, so the same
 * outline always yields the same deck.
 *
 * Throws AppError 5405 for an outline without a title or chapter, 5421 when the deck would have
 * more than `maxPages` slides, and 5000 for an unknown theme.
 */
export function outlineToDeck(outline: Outline, options: OutlineToDeckOptions = {}): DeckDocument {
  const theme = getTheme(options.themeId ?? DEFAULT_THEME_ID);
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const root = outlineTree(outline).find((node) => node.kind === 'title');
  const chapters = root?.children.filter((child) => child.kind === 'chapter') ?? [];
  if (!root || chapters.length === 0) {
    throw new AppError(ErrorCode.OUTLINE_EMPTY, 'an outline needs a title and a chapter');
  }
  const ctx: LayoutContext = {
    theme,
    measurer: options.measurer ?? estimatingMeasurer,
    labels: labelsFor(outline),
  };

  const slides: Slide[] = [];
  const add = (more: readonly Slide[]) => {
    slides.push(...more);
    if (slides.length > maxPages) {
      throw new AppError(ErrorCode.PAGE_COUNT_LIMIT, `more than ${maxPages} slides`);
    }
  };
  add([coverSlide(root, ctx)]);
  add(tocSlides(chapters, ctx));
  chapters.forEach((chapter, index) => add(chapterSlides(chapter, index, ctx)));
  add([closingSlide(ctx)]);

  return {
    version: DECK_VERSION,
    title: root.title,
    themeId: theme.id,
    page: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
    slides,
  };
}
