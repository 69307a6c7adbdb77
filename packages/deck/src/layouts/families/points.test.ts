import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { textOf } from '../../testing/deck-text.js';
import {
  bodyGeometry,
  checkSlides,
  familyThemes,
  isChrome,
  kindSlides,
  KIND_SAMPLES,
} from '../../testing/family-slides.js';
import { listThemes, THEME_FAMILIES } from '../../themes.js';
import { CONTENT_LAYOUTS } from '../select.js';
import { POINTS_LAYOUTS } from './points.js';

const KINDS = ['bullets', 'two-columns'] as const;
const SAMPLES = ['short', 'long', 'mixed'] as const;

/** Every text and table cell of the slides, the numbers and footers the layouts add left out. */
const shownText = (slides: readonly Slide[]) =>
  slides
    .flatMap((slide) =>
      slide.elements.flatMap((element) => {
        if (element.type === 'table') return element.rows.flat();
        if (element.type !== 'text' || /\.(number|footer)$/u.test(element.id)) return [];
        return textOf(element);
      }),
    )
    .join('\n');

const words = (text: string) => text.split(/[\s，。、：；,.:;]+/u).filter(Boolean);

describe('points family layouts', () => {
  it('every family but business has its own bullets and two-columns', () => {
    for (const family of THEME_FAMILIES.filter((f) => f !== 'business')) {
      for (const kind of KINDS) {
        const layout = POINTS_LAYOUTS[family]?.[kind];
        expect(layout?.id, `${family} ${kind}`).toBe(kind);
        expect(layout?.variant, `${family} ${kind}`).toBeTruthy();
        expect(layout, `${family} ${kind}`).not.toBe(CONTENT_LAYOUTS[kind]);
      }
    }
  });

  for (const kind of KINDS) {
    for (const name of SAMPLES) {
      const sample = KIND_SAMPLES[kind][name];

      it(`${kind} ${name}: seven families, seven body geometries`, () => {
        const business = kindSlides(kind, sample, 'clean-blue');
        const geometries = new Map<string, string>();
        for (const [family, theme] of familyThemes()) {
          const slides = kindSlides(kind, sample, theme.id);
          // The kind is the one asked for wherever the base composition gives it.
          if (business.every((slide) => slide.layout === kind)) {
            expect(
              slides.map((slide) => slide.layout),
              family,
            ).toEqual(business.map(() => kind));
          }
          if (slides.some((slide) => slide.layout !== kind)) continue;
          geometries.set(family, slides.map(bodyGeometry).join(' | '));
        }
        if (business.some((slide) => slide.layout !== kind)) return;
        expect(geometries.size).toBe(7);
        expect(new Set(geometries.values()).size).toBe(7);
      });

      it(`${kind} ${name}: fits, whole, in every theme`, () => {
        for (const theme of listThemes()) {
          const slides = kindSlides(kind, sample, theme.id);
          const { totals } = checkSlides(slides, theme.id);
          const where = `${theme.id} ${kind} ${name}`;
          expect(
            {
              overflow: totals.overflow,
              smallText: totals.smallText,
              outside: totals.outside,
              truncated: totals.truncated,
              tight: totals.tight,
            },
            where,
          ).toEqual({ overflow: 0, smallText: 0, outside: 0, truncated: 0, tight: 0 });
          const shown = shownText(slides);
          for (const word of words(sample.points.join(' '))) {
            expect(shown, `${where}: ${word}`).toContain(word);
          }
          // Body elements never take the ids of the slide's chrome.
          for (const slide of slides) {
            const body = slide.elements.filter((e) => e.id.includes('.row-'));
            expect(body.filter(isChrome), where).toEqual([]);
          }
        }
      });
    }
  }
});
