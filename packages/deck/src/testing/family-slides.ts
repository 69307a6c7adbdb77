import type { OutlineNode } from '@slidecraft/contract';
import type { DeckElement, Slide } from '../model.js';
import { themedMeasurer } from '../outline-to-deck.js';
import { fontMeasurer } from '../text/measure.js';
import { getTheme, listThemes, THEME_FAMILIES, type DeckTheme } from '../themes.js';
import type { ThemeFamily } from '../themes/types.js';
import { labelsFor } from '../labels.js';
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
