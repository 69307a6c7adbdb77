import { outlineTree, type Outline, type OutlineNode } from '@slidecraft/contract/outline';
import { labelsFor } from './labels.js';
import { contentSlides } from './layouts/content.js';
import type { ContentLayoutId } from './layouts/content-layout.js';
import { chapterNumber, type LayoutContext } from './layouts/context.js';
import type { DeckElement, Slide, TextElement } from './model.js';
import { themedMeasurer } from './outline-to-deck.js';
import { type TextMeasurer } from './text-fit.js';
import { fontMeasurer } from './text/measure.js';
import { getTheme } from './themes.js';
import { placeInBrandFrames } from './brand/frames.js';

/**
 * What a content slide says, as an outline heading would: the words AI actions on one slide
 * rewrite (the editor's "regenerate", "shorten", "make it a table"...), and what `layoutSlide`
 * lays out again.
 */
export interface SlideSource {
  title: string;
  subTitle?: string;
  /** The parent heading's title, shown small above the title. */
  kicker?: string;
  /** The chapter number the badge title styles show ('01'). */
  number: string;
  points: string[];
}

/** The ids content slides get from their outline heading (outline-to-deck, layouts/content). */
const CONTENT_ID = /^content-(.+)-(\d+)$/;

/** The outline heading a generated content slide was laid out from, or undefined. */
function slideHeadingId(slideId: string): string | undefined {
  return CONTENT_ID.exec(slideId)?.[1];
}

function findNode(nodes: readonly OutlineNode[], id: string): OutlineNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The outline item of a generated content slide: its heading, the heading's points, and the
 * kicker and chapter number the slide showed. Undefined for a cover, agenda, divider or closing
 * slide, for a slide the user added, and when the outline no longer has the heading.
 */
export function outlineSlideSource(outline: Outline, slideId: string): SlideSource | undefined {
  const headingId = slideHeadingId(slideId);
  if (headingId === undefined) return undefined;
  const roots = outlineTree(outline);
  const heading = findNode(roots, headingId);
  if (!heading || heading.kind === 'point' || heading.kind === 'title') return undefined;
  const chapters = roots.flatMap((root) => root.children.filter((c) => c.kind === 'chapter'));
  const chapterIndex = chapters.findIndex(
    (chapter) => chapter.id === heading.id || findNode(chapter.children, heading.id) !== undefined,
  );
  const parent = heading.parentId === null ? undefined : findNode(roots, heading.parentId);
  return {
    title: heading.title,
    ...(heading.subTitle ? { subTitle: heading.subTitle } : {}),
    ...(heading.kind !== 'chapter' && parent ? { kicker: parent.title } : {}),
    number: chapterNumber(Math.max(0, chapterIndex)),
    points: heading.children.filter((c) => c.kind === 'point').map((c) => c.title),
  };
}

/** Text of a slide's frame, not its words: kicker, badges and row numbers, footer, decoration. */
const CHROME = /\.(kicker|badge-number|number|footer|deck-title|title-en|mark|vs)$/;
/** Parts of one point drawn as several boxes: a stat's figure and label, a step's marker and text. */
const GROUP = /^(.*\.(?:stat|step|row|card|side|block)-\d+)\.([^.]+)$/;
/**
 * Where a part goes in its point, whatever its place on the slide: a stat's figure first where
 * it led the point ('.value'), last where it ended it ('.value-end', '比亚迪 32%'); the other
 * parts in reading order between.
 */
const partRank = (part: string) => (part === 'value' ? -1 : part === 'value-end' ? 1 : 0);

/**
 * Puts the grouped points of one kind ('<slide>.stat-2') in the order of their numbers, which is
 * the order of the points, in the places they take in reading order: figures drawn staggered
 * (campus circles) or in a mosaic are read as the points were written.
 */
function numberedInOrder(points: string[]): void {
  const kinds = new Map<string, number[]>();
  points.forEach((point, index) => {
    if (!point.startsWith('\u0000')) return;
    const kind = point.replace(/-\d+$/u, '');
    kinds.set(kind, [...(kinds.get(kind) ?? []), index]);
  });
  const number = (point: string) => Number(/-(\d+)$/u.exec(point)?.[1] ?? 0);
  for (const slots of kinds.values()) {
    const sorted = slots.map((slot) => points[slot]!).sort((a, b) => number(a) - number(b));
    slots.forEach((slot, i) => (points[slot] = sorted[i]!));
  }
}

const paragraphText = (element: TextElement) =>
  element.paragraphs.map((p) =>
    p.runs
      .map((run) => run.text)
      .join('')
      .trim(),
  );

const fontSize = (element: TextElement) =>
  Math.max(0, ...element.paragraphs.flatMap((p) => p.runs.map((run) => run.size)));

/**
 * What a slide shows now, as a heading and points: the title box (or the largest text), then
 * every other text in reading order (a figure and its label, or a step's marker and text, make
 * one point, in the point's order: '比亚迪 32%' as written, not '32% 比亚迪'), table rows as
 * 'key：value'. A chart is not read: the stats drawn beside it say its numbers. The slide's frame
 * (kicker, footer, page number) is left out.
 */
export function slideSource(slide: Slide): SlideSource {
  const texts = slide.elements.filter(
    (e): e is TextElement => e.type === 'text' && !CHROME.test(e.id),
  );
  const titled =
    texts.find((e) => e.id === `${slide.id}.title`) ??
    [...texts].sort((a, b) => fontSize(b) - fontSize(a))[0];
  // A heading too long for the title is shown whole in the lead line: that is the title.
  const lead = texts.find((e) => e.id === `${slide.id}.lead`);
  const shown = lead ?? titled;
  const title = shown ? paragraphText(shown).filter(Boolean).join(' ') : '';
  const subtitle = texts.find((e) => e.id === `${slide.id}.subtitle`);
  const points: string[] = [];
  const groups = new Map<string, { rank: number; lines: string[] }[]>();
  const ordered = slide.elements
    .filter((e) => e !== titled && e !== subtitle && e !== lead)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  for (const element of ordered) {
    if (element.type === 'table') {
      for (const row of element.header ? element.rows.slice(1) : element.rows) {
        const cells = row.map((cell) => cell.trim()).filter(Boolean);
        if (cells.length > 0) points.push(cells.join(cells.length === 2 ? '：' : ' | '));
      }
      continue;
    }
    if (element.type !== 'text' || CHROME.test(element.id)) continue;
    const lines = paragraphText(element).filter(Boolean);
    const [, group, part = ''] = GROUP.exec(element.id) ?? [];
    if (group === undefined) {
      points.push(...lines);
      continue;
    }
    const parts = groups.get(group);
    const entry = { rank: partRank(part), lines };
    if (parts) parts.push(entry);
    else {
      groups.set(group, [entry]);
      // The point takes its place at its first part; later parts are added to the same array.
      points.push(`\u0000${group}`);
    }
  }
  const joined = (group: string) =>
    (groups.get(group) ?? [])
      .sort((a, b) => a.rank - b.rank)
      .flatMap((part) => part.lines)
      .join(' ');
  numberedInOrder(points);
  const resolved = points
    .map((point) => (point.startsWith('\u0000') ? joined(point.slice(1)) : point))
    .filter((point) => point.trim().length > 0);
  return {
    title,
    ...(subtitle ? { subTitle: paragraphText(subtitle).filter(Boolean).join('；') } : {}),
    number: '01',
    points: resolved,
  };
}

export interface LayoutSlideOptions {
  themeId: string;
  /** The deck title, repeated in the footer. */
  deckTitle: string;
  /** The id the (first) slide keeps; more slides get `<id>-2`, `<id>-3`... */
  slideId: string;
  /** The layout to use when it can show the points ('table', 'timeline'). */
  prefer?: ContentLayoutId;
  measurer?: TextMeasurer;
}

/**
 * Lays out one content slide from a heading and its points in a theme, exactly as the deck was
 * laid out (same layouts, fonts and measurer). More than one slide when the points need it.
 */
export function layoutSlide(source: SlideSource, options: LayoutSlideOptions): Slide[] {
  const theme = getTheme(options.themeId);
  const headingId = 'ai';
  const heading: OutlineNode = {
    id: headingId,
    parentId: null,
    kind: 'section',
    title: source.title,
    ...(source.subTitle ? { subTitle: source.subTitle } : {}),
    children: [],
  };
  const words = [source.title, ...source.points].map((title, i) => ({
    id: `w${i}`,
    parentId: null,
    kind: 'point' as const,
    title,
  }));
  const ctx: LayoutContext = {
    theme,
    measurer: themedMeasurer(options.measurer ?? fontMeasurer, theme),
    labels: labelsFor({ items: words }),
    deckTitle: options.deckTitle,
    today: '',
    history: [],
    pictures: [],
  };
  const slides = contentSlides(
    {
      heading,
      ...(source.kicker ? { kicker: source.kicker } : {}),
      points: source.points,
      number: source.number,
      ...(options.prefer ? { prefer: options.prefer } : {}),
    },
    ctx,
  );
  const from = `content-${headingId}-`;
  const { brand } = theme;
  const placed = brand ? slides.map((slide) => placeInBrandFrames(slide, brand, ctx)) : slides;
  return placed.map((slide, index) => {
    const id = index === 0 ? options.slideId : `${options.slideId}-${index + 1}`;
    // `content-ai-1.title` -> `<id>.title`
    const rename = (old: string) => {
      if (!old.startsWith(from)) return old;
      const dot = old.indexOf('.');
      return dot < 0 ? id : id + old.slice(dot);
    };
    return {
      ...slide,
      id,
      elements: slide.elements.map((element): DeckElement => ({
        ...element,
        id: rename(element.id),
      })),
    };
  });
}
