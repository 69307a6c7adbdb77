import { cellTextElement, tableCells } from '../render/table.js';
import { SMALL_MIN } from '../layouts/content-layout.js';
import { HEADER_BOTTOM } from '../layouts/chrome.js';
import { GRID } from '../layouts/context.js';
import type { DeckDocument, DeckElement, Slide, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { rotationDegrees } from '../rotation.js';
import { breakRanges } from '../text/line-break.js';
import { layoutTextElement, renderFontOf, styledChars } from '../text/layout.js';
import { fontMeasurer } from '../text/measure.js';
import { getTheme, listThemes, type DeckTheme } from '../themes.js';
import type { CorpusOutline } from './corpus.js';

/**
 * The density and overflow check of issue 16, item 4. For every element of a laid-out deck:
 *
 * - overflow: the text, laid out as the SVG, PNG and PDF writers lay it out (layoutTextElement
 *   with the font metrics of the embedded fonts, each character in the font it is drawn in: the
 *   element's render font or its run's font face, the full
 *   column; table cells through the writers' cellTextElement), needs no more room than its
 *   box: no line dropped, no line wider than its column;
 * - small text: no run below the minimum of its role. Themes define no minimum size, so the
 *   minimums are the engine's own text-fit floors: SMALL_MIN (14 pt) for content text, 12 pt
 *   for the small labels the layouts fit down to 12 (kicker, badge and list numbers, 'vs',
 *   cover note, closing deck title), 10.5 pt for the footer;
 * - outside: the element's box, turned by its rotation about its centre, lies on the page.
 *
 * For information it also counts sparse content slides (the union of text ink, tables, charts,
 * pictures, icons and the panels text sits on covers less than SPARSE_COVERAGE of the body
 * area), truncated texts (a paragraph the layouts ended with '…': text lost, item 3) and tight
 * texts (they fit, but would not with glyphs 5% wider, as in a renderer with other fonts).
 */

/** Text may use at most this much more room than its box (rounding). */
const EPSILON = 0.5;
/** Boxes may stick out of the page by this much (rounding). */
const PAGE_EPSILON = 0.01;
/**
 * Text that fits but would not with glyphs this much wider counts as 'tight': PowerPoint and
 * LibreOffice break lines with their own fonts, and the layouts keep 5% of the column for that.
 */
const TIGHT_WIDTH_SCALE = 1.05;
/** A content slide whose content covers less of the body area than this is 'sparse'. */
export const SPARSE_COVERAGE = 0.3;
/** Chrome labels the layouts fit down to 12 pt (by the last part of the element id). */
const LABEL_ROLES = new Set(['kicker', 'badge-number', 'number', 'vs', 'note', 'deck-title']);
export const MIN_SIZES = { content: SMALL_MIN, label: 12, footer: 10.5 } as const;

export type IssueKind = 'overflow' | 'small-text' | 'outside';

export interface DensityIssue {
  kind: IssueKind;
  themeId: string;
  /** Index of the corpus outline, when the deck came from the corpus. */
  outline?: number;
  slide: string;
  slideIndex: number;
  layout: string;
  element: string;
  /** The element's text (table: the cell's), paragraphs on lines, long ones cut (see cut). */
  text?: string;
  /** What the element needs or has: size in points, or its box. */
  measured: { w: number; h: number } | { size: number };
  /** What it is allowed: its box, the page, or the minimum size. */
  limit: { w: number; h: number } | { size: number };
}

export interface SparseSlide {
  themeId: string;
  outline?: number;
  slide: string;
  layout: string;
  coverage: number;
}

export interface Counts {
  slides: number;
  textElements: number;
  overflow: number;
  smallText: number;
  outside: number;
  sparse: number;
  truncated: number;
  tight: number;
}

/** A text counted for information (truncated or tight). */
export interface TextNote {
  themeId: string;
  outline?: number;
  slide: string;
  layout: string;
  element: string;
  /** The text as shown (a truncated one ends in '…'), long ones cut (see cut). */
  text: string;
  /** Tight: the room it needs with glyphs 5% wider, and its box. */
  measured?: { w: number; h: number };
  limit?: { w: number; h: number };
}

export interface DensityReport {
  totals: Counts & { decks: number; elements: number };
  byTheme: Record<string, Counts>;
  byLayout: Record<string, Counts>;
  /** The smallest text size seen, by element role (the last part of the element id). */
  smallestSize: Record<string, number>;
  issues: DensityIssue[];
  sparse: SparseSlide[];
  /** The first MAX_NOTES truncated texts. */
  truncated: TextNote[];
  /** The first MAX_NOTES tight texts. */
  tight: TextNote[];
}

const round = (value: number) => Math.round(value * 100) / 100;
const roleOf = (id: string) => id.slice(id.lastIndexOf('.') + 1);

/** The smallest size a text element of this id may have. */
export function minimumSize(elementId: string): number {
  const role = roleOf(elementId);
  if (role === 'footer') return MIN_SIZES.footer;
  if (LABEL_ROLES.has(role)) return MIN_SIZES.label;
  return MIN_SIZES.content;
}

const plainText = (element: TextElement) =>
  element.paragraphs.map((p) => p.runs.map((run) => run.text).join('')).join('\n');

/**
 * The room a text element's text needs, insets included, laid out as the writers lay it out:
 * its height (every line at its paragraph's pitch, paragraph spacing between) and the width
 * of its widest line; `complete` is false when the writers drop lines.
 */
export function measureText(element: TextElement, theme: DeckTheme, widthScale = 1) {
  const font = renderFontOf(element, theme);
  const indent = element.bullet?.indent ?? 0;
  const column = Math.max(1, element.w - 2 * element.inset - indent);
  let height = 0;
  let widest = 0;
  element.paragraphs.forEach((paragraph, index) => {
    const size = Math.max(0, ...paragraph.runs.map((run) => run.size)) || 18;
    const styled = styledChars(paragraph.runs, font, fontMeasurer);
    const lines = breakRanges(
      styled.map((c) => c.char),
      styled.map((c) => widthScale * c.width),
      column,
    );
    for (const line of lines) widest = Math.max(widest, line.width);
    height += (index > 0 ? element.paragraphSpacing : 0) + lines.length * size * element.lineHeight;
  });
  const complete =
    widthScale === 1 ? layoutTextElement(element, theme, fontMeasurer).complete : true;
  return { w: widest + indent + 2 * element.inset, h: height + 2 * element.inset, complete };
}

function overflows(element: TextElement, theme: DeckTheme, widthScale = 1) {
  const measured = measureText(element, theme, widthScale);
  const over =
    !measured.complete ||
    measured.h > element.h + EPSILON ||
    measured.w > element.w + EPSILON ||
    element.w - 2 * element.inset <= 0;
  return over ? measured : undefined;
}

/** The element's box on the page after its rotation (the bounding box of the turned frame). */
export function pageBox(element: DeckElement) {
  const degrees = 'rotate' in element ? rotationDegrees(element.rotate) : 0;
  if (degrees === 0) return { x: element.x, y: element.y, w: element.w, h: element.h };
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const w = element.w * cos + element.h * sin;
  const h = element.w * sin + element.h * cos;
  const cx = element.x + element.w / 2;
  const cy = element.y + element.h / 2;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Text ink of a laid-out text element: one rectangle per line. */
function inkLines(element: TextElement, theme: DeckTheme): Rect[] {
  const lines = new Map<number, Rect>();
  for (const span of layoutTextElement(element, theme, fontMeasurer).spans) {
    const top = span.baseline - 0.88 * span.size;
    const line = lines.get(span.baseline);
    if (!line) {
      lines.set(span.baseline, { x: span.x, y: top, w: span.width, h: 1.1 * span.size });
      continue;
    }
    const right = Math.max(line.x + line.w, span.x + span.width);
    line.x = Math.min(line.x, span.x);
    line.w = right - line.x;
    line.y = Math.min(line.y, top);
    line.h = Math.max(line.h, 1.1 * span.size);
  }
  return [...lines.values()];
}

const CELL = 4;
const BODY: Rect = {
  x: GRID.marginX,
  y: HEADER_BOTTOM,
  w: GRID.contentWidth,
  h: GRID.bodyBottom - HEADER_BOTTOM,
};

/**
 * Share of the body area (under the header, above the footer, inside the margins) covered by
 * the slide's content, on a 4-point grid: lines of text ink, tables, charts, pictures and
 * icons, and the filled shapes text sits on (cards, panels); other shapes are decoration (an
 * empty grey frame round an icon counts as the icon only).
 */
export function contentCoverage(slide: Slide, theme: DeckTheme): number {
  const ink: Rect[] = [];
  const solids: Rect[] = [];
  const shapes: Rect[] = [];
  for (const element of slide.elements) {
    if (element.type === 'text') {
      ink.push(...inkLines(element, theme));
    } else if (element.type === 'shape') {
      if (element.fill && element.geometry !== 'line') shapes.push(pageBox(element));
    } else {
      solids.push(pageBox(element));
    }
  }
  const contains = (outer: Rect, inner: Rect) =>
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.w <= outer.x + outer.w + 1 &&
    inner.y + inner.h <= outer.y + outer.h + 1;
  // A filled shape counts when text sits on it (a card or a panel), not when it is decoration.
  const panels = shapes.filter((shape) => ink.some((line) => contains(shape, line)));
  const columns = Math.ceil(BODY.w / CELL);
  const rows = Math.ceil(BODY.h / CELL);
  const covered = new Uint8Array(columns * rows);
  for (const rect of [...ink, ...solids, ...panels]) {
    const c0 = Math.max(0, Math.floor((rect.x - BODY.x) / CELL));
    const c1 = Math.min(columns, Math.ceil((rect.x + rect.w - BODY.x) / CELL));
    const r0 = Math.max(0, Math.floor((rect.y - BODY.y) / CELL));
    const r1 = Math.min(rows, Math.ceil((rect.y + rect.h - BODY.y) / CELL));
    for (let r = r0; r < r1; r++) covered.fill(1, r * columns + c0, r * columns + Math.max(c0, c1));
  }
  return covered.reduce((sum, cell) => sum + cell, 0) / covered.length;
}

const emptyCounts = (): Counts => ({
  slides: 0,
  textElements: 0,
  overflow: 0,
  smallText: 0,
  outside: 0,
  sparse: 0,
  truncated: 0,
  tight: 0,
});

const COUNT_OF: Readonly<Record<IssueKind, keyof Counts>> = {
  overflow: 'overflow',
  'small-text': 'smallText',
  outside: 'outside',
};

/** Slides that are not content slides (the sparse check skips them). */
const FRAME_LAYOUTS: ReadonlySet<string> = new Set(['cover', 'agenda', 'divider', 'closing']);
/** Truncated and tight texts kept as examples, of each. */
const MAX_NOTES = 1000;
/** Long texts are kept to their first 160 characters and the count of the rest. */
const cut = (text: string) =>
  text.length > 160 ? `${text.slice(0, 160)} [+${text.length - 160} characters]` : text;

/** Accumulates the checks of many decks into one report. */
export class DensityChecker {
  readonly report: DensityReport = {
    totals: { ...emptyCounts(), decks: 0, elements: 0 },
    byTheme: {},
    byLayout: {},
    smallestSize: {},
    issues: [],
    sparse: [],
    truncated: [],
    tight: [],
  };

  private add(themeId: string, layout: string, key: keyof Counts) {
    const { report } = this;
    report.totals[key]++;
    (report.byTheme[themeId] ??= emptyCounts())[key]++;
    (report.byLayout[layout] ??= emptyCounts())[key]++;
  }

  private issue(issue: DensityIssue) {
    this.add(issue.themeId, issue.layout, COUNT_OF[issue.kind]);
    this.report.issues.push(issue);
  }

  checkDeck(deck: DeckDocument, outline?: number): void {
    const theme = getTheme(deck.themeId);
    this.report.totals.decks++;
    deck.slides.forEach((slide, slideIndex) => {
      this.checkSlide(slide, slideIndex, theme, deck.page, outline);
    });
  }

  checkSlide(
    slide: Slide,
    slideIndex: number,
    theme: DeckTheme,
    page: { width: number; height: number },
    outline?: number,
  ): void {
    const themeId = theme.id;
    const place = {
      themeId,
      ...(outline === undefined ? {} : { outline }),
      slide: slide.id,
      layout: slide.layout,
    };
    const where = { ...place, slideIndex };
    this.add(themeId, slide.layout, 'slides');
    for (const element of slide.elements) {
      this.report.totals.elements++;
      const box = pageBox(element);
      if (
        box.x < -PAGE_EPSILON ||
        box.y < -PAGE_EPSILON ||
        box.x + box.w > page.width + PAGE_EPSILON ||
        box.y + box.h > page.height + PAGE_EPSILON
      ) {
        this.issue({
          kind: 'outside',
          ...where,
          element: element.id,
          measured: { w: round(box.x + box.w), h: round(box.y + box.h) },
          limit: { w: page.width, h: page.height },
          ...(element.type === 'text' ? { text: cut(plainText(element)) } : {}),
        });
      }
      const texts =
        element.type === 'text'
          ? [element]
          : element.type === 'table'
            ? tableCells(element).map((cell) => cellTextElement(element, cell))
            : [];
      const minimum = minimumSize(element.id);
      for (const text of texts) {
        this.add(themeId, slide.layout, 'textElements');
        const content = plainText(text);
        if (text.paragraphs.some((p) => p.runs.at(-1)?.text.endsWith('…'))) {
          this.add(themeId, slide.layout, 'truncated');
          if (this.report.truncated.length < MAX_NOTES) {
            this.report.truncated.push({ ...place, element: text.id, text: cut(content) });
          }
        }
        const smallest = Math.min(...text.paragraphs.flatMap((p) => p.runs.map((r) => r.size)));
        const role = element.type === 'table' ? 'table' : roleOf(text.id);
        const sizes = this.report.smallestSize;
        sizes[role] = Math.min(sizes[role] ?? Infinity, smallest);
        if (smallest < minimum) {
          this.issue({
            kind: 'small-text',
            ...where,
            element: text.id,
            text: cut(content),
            measured: { size: smallest },
            limit: { size: minimum },
          });
        }
        const over = overflows(text, theme);
        if (over) {
          this.issue({
            kind: 'overflow',
            ...where,
            element: text.id,
            text: cut(content),
            measured: { w: round(over.w), h: round(over.h) },
            limit: { w: round(text.w), h: round(text.h) },
          });
        } else {
          const tight = overflows(text, theme, TIGHT_WIDTH_SCALE);
          if (tight) {
            this.add(themeId, slide.layout, 'tight');
            if (this.report.tight.length < MAX_NOTES) {
              this.report.tight.push({
                ...place,
                element: text.id,
                text: cut(content),
                measured: { w: round(tight.w), h: round(tight.h) },
                limit: { w: round(text.w), h: round(text.h) },
              });
            }
          }
        }
      }
    }
    if (!FRAME_LAYOUTS.has(slide.layout)) {
      const coverage = contentCoverage(slide, theme);
      if (coverage < SPARSE_COVERAGE) {
        this.add(themeId, slide.layout, 'sparse');
        this.report.sparse.push({ ...place, coverage: round(coverage) });
      }
    }
  }
}

/** Lays out every corpus outline in every theme (or the given ones) and checks the decks. */
export function sweepCorpus(
  corpus: readonly CorpusOutline[],
  themeIds: readonly string[] = listThemes().map((theme) => theme.id),
): DensityReport {
  const checker = new DensityChecker();
  for (const themeId of themeIds) {
    for (const entry of corpus) {
      const deck = outlineToDeck(entry.outline, { themeId, today: '2026-01-01', maxPages: 1000 });
      checker.checkDeck(deck, entry.index);
    }
  }
  return checker.report;
}
