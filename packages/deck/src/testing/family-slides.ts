import type { OutlineNode } from '@slidecraft/contract/outline';
import type { DeckElement, Slide } from '../model.js';
import { themedMeasurer } from '../outline-to-deck.js';
import { fontMeasurer } from '../text/measure.js';
import { getTheme, listThemes, THEME_FAMILIES, type DeckTheme } from '../themes.js';
import type { ThemeFamily } from '../themes/types.js';
import { labelsFor } from '../labels.js';
import { textOf } from './deck-text.js';
import { contentSlides } from '../layouts/content.js';
import type { ContentLayoutId, PointGroup } from '../layouts/content-layout.js';
import type { LayoutContext } from '../layouts/context.js';
import { DensityChecker, type DensityReport } from './density-check.js';

/** What one content slide of a test shows: a heading, its points, perhaps two groups. */
export interface KindSample {
  title: string;
  points: readonly string[];
  subTitle?: string;
  groups?: readonly PointGroup[];
}

function heading(sample: KindSample): OutlineNode {
  return {
    id: 'h1',
    parentId: 'c1',
    kind: 'section',
    title: sample.title,
    ...(sample.subTitle ? { subTitle: sample.subTitle } : {}),
    children: [],
  };
}

function contextOf(theme: DeckTheme, sample: KindSample): LayoutContext {
  const items = [sample.title, ...sample.points].map((title, index) => ({
    id: `i${index}`,
    parentId: null,
    kind: 'point' as const,
    title,
  }));
  return {
    theme,
    measurer: themedMeasurer(fontMeasurer, theme),
    labels: labelsFor({ items }),
    deckTitle: '年度工作总结',
    today: '2026-01-01',
    history: [],
    pictures: [],
  };
}

/**
 * The content slides `sample` becomes in a theme when slide kind `kind` is tried first, as the
 * generator makes them (header, lead line, body, footer, motifs).
 */
export function kindSlides(kind: ContentLayoutId, sample: KindSample, themeId: string): Slide[] {
  const theme = getTheme(themeId);
  return contentSlides(
    {
      heading: heading(sample),
      kicker: '第一章',
      points: sample.points,
      ...(sample.groups ? { groups: sample.groups } : {}),
      number: '01',
      prefer: kind,
    },
    contextOf(theme, sample),
  );
}

/** Element ids of the slide chrome every layout shares (header, lead line, footer, motifs). */
const CHROME =
  /\.(title|kicker|rule|accent|badge|badge-number|lead|subtitle|footer|footer-mark)$|\.motif/u;

export const isChrome = (element: DeckElement) => CHROME.test(element.id);

/**
 * The geometry of a slide's body: each element's type and box rounded to 4 pt, in order,
 * without the chrome, its words or its colours. Two compositions that place the same boxes
 * have the same geometry, whatever their text and colours.
 */
export function bodyGeometry(slide: Slide): string {
  const r = (value: number) => Math.round(value / 4) * 4;
  return slide.elements
    .filter((element) => !isChrome(element))
    .map((element) => {
      const shape = element.type === 'shape' ? `:${element.geometry}` : '';
      return `${element.type}${shape}@${r(element.x)},${r(element.y)},${r(element.w)}x${r(element.h)}`;
    })
    .join(' ');
}

/** The first theme of each family. */
export function familyThemes(): Map<ThemeFamily, DeckTheme> {
  const themes = new Map<ThemeFamily, DeckTheme>();
  for (const family of THEME_FAMILIES) {
    const theme = listThemes().find((candidate) => candidate.family === family);
    if (theme) themes.set(family, theme);
  }
  return themes;
}

/** The density check (overflow, small text, outside, cut, tight, sparse) of some slides. */
export function checkSlides(slides: readonly Slide[], themeId: string): DensityReport {
  const checker = new DensityChecker();
  const theme = getTheme(themeId);
  slides.forEach((slide, index) => {
    checker.checkSlide(slide, index, theme, { width: 960, height: 540 });
  });
  return checker.report;
}

/** The words of a text a viewer must read: runs of letters and digits, with . % × + , - inside. */
export const sampleWords = (text: string): string[] => text.match(/[\p{L}\p{N}.%×+,-]+/gu) ?? [];

/**
 * What a viewer reads on some slides, one line per paragraph and table cell (so no word is
 * found across two boxes), the footer left out.
 */
export function shownText(slides: readonly Slide[]): string {
  return slides
    .flatMap((slide) =>
      slide.elements.flatMap((element) => {
        if (element.type === 'table') return element.rows.flat();
        if (element.type !== 'text' || element.id.endsWith('.footer')) return [];
        return textOf(element);
      }),
    )
    .join('\n');
}

/**
 * The families that draw `sample` as `kind` with the same body geometry as an earlier family
 * (one theme each), as 'vivid draws stats like classic'; empty when every family has its own.
 */
export function alikeFamilies(kind: ContentLayoutId, sample: KindSample): string[] {
  const alike: string[] = [];
  const byGeometry = new Map<string, ThemeFamily>();
  for (const [family, theme] of familyThemes()) {
    const geometry = kindSlides(kind, sample, theme.id).map(bodyGeometry).join(' | ');
    const like = byGeometry.get(geometry);
    if (like) alike.push(`${family} draws ${kind} like ${like}`);
    else byGeometry.set(geometry, family);
  }
  return alike;
}

/** How a group test reads a sample's words and the slides' text, when it reads them its own way. */
export interface FamilyKindOptions {
  /** The words of a text (default sampleWords). */
  words?: (text: string) => string[];
  /** The text of some slides the words are looked for in (default shownText). */
  shown?: (slides: readonly Slide[]) => string;
}

/** A kind and sample laid out in one theme. */
export interface ThemeKindSlides {
  theme: DeckTheme;
  /** The kind, sample heading and theme, to name a failure. */
  where: string;
  slides: Slide[];
}

/** What every group test asserts of a slide kind and a sample, for a group's own checks to follow. */
export interface FamilyKindReport {
  /**
   * Everything wrong, one line each; empty when all is well: a family missing, two families
   * drawing the kind with the same body geometry, a theme not keeping the kind the base
   * composition keeps (or on another number of slides), a density fault (overflow, small
   * text, outside, truncated, tight) and a word of the sample (heading, points, groups) not shown.
   */
  problems: string[];
  /** Whether the base composition (clean-blue) draws the sample as the kind. */
  baseKeepsKind: boolean;
  /** The layouts of the base composition's slides, which every theme keeps when it is the kind. */
  base: string[];
  /** The slides of every theme, in listThemes order. */
  themes: ThemeKindSlides[];
}

/**
 * Lays `sample` out as `kind` in one theme of each family, which must all differ in body
 * geometry, and in every theme, which must keep the kind wherever the base keeps it, fit
 * (no density fault but sparse) and show every word of the sample.
 */
export function familyKindReport(
  kind: ContentLayoutId,
  sample: KindSample,
  options: FamilyKindOptions = {},
): FamilyKindReport {
  const { words = sampleWords, shown = shownText } = options;
  const problems: string[] = [];
  const families = familyThemes();
  if (families.size !== THEME_FAMILIES.length) {
    problems.push(`${families.size} of ${THEME_FAMILIES.length} families have a theme`);
  }
  problems.push(...alikeFamilies(kind, sample));
  const base = kindSlides(kind, sample, 'clean-blue').map((slide) => slide.layout);
  const baseKeepsKind = base[0] === kind;
  const expected = [
    sample.title,
    ...sample.points,
    ...(sample.groups ?? []).flatMap((group) => [group.title, ...group.points]),
  ].flatMap(words);
  const themes = listThemes().map((theme) => {
    const slides = kindSlides(kind, sample, theme.id);
    const where = `${kind} '${sample.title}' in ${theme.id}`;
    const layouts = slides.map((slide) => slide.layout);
    if (baseKeepsKind && (layouts.length !== base.length || layouts.some((id) => id !== kind))) {
      problems.push(
        `${where}: ${layouts.join(', ')} instead of ${base.map(() => kind).join(', ')}`,
      );
    }
    const { overflow, smallText, outside, truncated, tight } = checkSlides(slides, theme.id).totals;
    Object.entries({ overflow, smallText, outside, truncated, tight }).forEach(([fault, count]) => {
      if (count > 0) problems.push(`${where}: ${fault} ${count}`);
    });
    const text = shown(slides);
    const missing = expected.filter((word) => !text.includes(word));
    if (missing.length > 0) problems.push(`${where}: not shown ${missing.join(' ')}`);
    return { theme, where, slides };
  });
  return { problems, baseKeepsKind, base, themes };
}

export { KIND_SAMPLES } from './kind-samples.js';
