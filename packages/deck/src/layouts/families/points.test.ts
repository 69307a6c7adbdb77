import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { textOf } from '../../testing/deck-text.js';
import {
  checkSlides,
  familyKindReport,
  familyThemes,
  isChrome,
  kindSlides,
  KIND_SAMPLES,
} from '../../testing/family-slides.js';
import { slideSource } from '../../slide-source.js';
import { measureText } from '../../testing/density-check.js';
import { THEME_FAMILIES } from '../../themes.js';
import { CONTENT_LAYOUTS } from '../select.js';
import { POINTS_LAYOUTS } from './points.js';

const KINDS = ['bullets', 'two-columns'] as const;
const SAMPLES = ['short', 'long', 'mixed'] as const;
const LONG = '围绕年度目标，统筹推进重点项目建设，完善跨部门协同机制，确保各项任务按期保质完成';

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

  it('long lists split into balanced pages, numbered on, markers never wrapping', () => {
    const many = Array.from({ length: 30 }, (_, i) => `要点${i + 1}项`);
    const long = Array.from({ length: 7 }, (_, i) => `${LONG}${i + 1}`);
    for (const theme of familyThemes().values()) {
      for (const [kind, points] of [
        ['two-columns', many],
        ['bullets', long],
      ] as const) {
        const slides = kindSlides(kind, { title: '清单', points }, theme.id);
        const { totals } = checkSlides(slides, theme.id);
        expect(totals.overflow + totals.smallText + totals.outside + totals.tight).toBe(0);
        expect(slides.every((slide) => slide.layout === kind)).toBe(true);
        const counts = slides.map(
          (slide) => slide.elements.filter((e) => /\.row-\d+\.text$/u.test(e.id)).length,
        );
        if (theme.family !== 'business') {
          expect(Math.max(...counts) - Math.min(...counts), theme.id).toBeLessThanOrEqual(1);
          expect(
            counts.reduce((a, b) => a + b, 0),
            theme.id,
          ).toBe(points.length);
        }
        for (const slide of slides) {
          for (const element of slide.elements) {
            if (element.type !== 'text' || !element.id.endsWith('.number')) continue;
            // One line: the box is lower than two lines of the label.
            const size = element.paragraphs[0]?.runs[0]?.size ?? 0;
            expect(textOf(element)[0]?.length ?? 0, element.id).toBeGreaterThan(0);
            expect(size, element.id).toBeGreaterThanOrEqual(12);
            const lines = measureText(element, theme).h - 2 * element.inset;
            expect(lines, element.id).toBeLessThan(2 * size * element.lineHeight);
          }
        }
      }
    }
  });

  for (const kind of KINDS) {
    for (const name of SAMPLES) {
      const sample = KIND_SAMPLES[kind][name];

      it(`${kind} ${name}: seven families, seven body geometries, fitting and whole in every theme`, () => {
        const report = familyKindReport(kind, sample, { words, shown: shownText });
        expect(report.problems).toEqual([]);
        for (const { where, slides } of report.themes) {
          // The editor reads the points back in their order (row by row, left to right).
          if (slides.every((slide) => slide.layout === kind)) {
            const read = slides.flatMap((slide) => slideSource(slide).points);
            expect(read, where).toEqual(sample.points);
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
