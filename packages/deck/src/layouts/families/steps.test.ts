import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { textOf, visibleText } from '../../testing/deck-text.js';
import {
  bodyGeometry,
  checkSlides,
  familyThemes,
  kindSlides,
  KIND_SAMPLES,
} from '../../testing/family-slides.js';
import { listThemes } from '../../themes.js';
import type { ContentLayoutId } from '../content-layout.js';
import { sequenceMarker } from '../point-shape.js';

const KINDS: readonly ContentLayoutId[] = ['numbered', 'timeline'];
const SAMPLES = ['short', 'long', 'mixed'] as const;

/** The words of a text: runs of CJK characters, Latin words and numbers. */
const words = (text: string) => text.match(/[\p{L}\p{N}.%×]+/gu) ?? [];

const text = (slides: readonly Slide[]) => slides.map(visibleText).join('');

/** The step texts of slides (elements named '.text'), each a string. */
const stepTexts = (slides: readonly Slide[]) =>
  slides.flatMap((slide) =>
    slide.elements.flatMap((element) =>
      element.type === 'text' && element.id.endsWith('.text') ? [textOf(element).join('')] : [],
    ),
  );

describe('steps group: each family draws numbered and timeline its own way', () => {
  it.each(KINDS.flatMap((kind) => SAMPLES.map((sample) => [kind, sample] as const)))(
    '%s (%s content)',
    (kind, name) => {
      const sample = KIND_SAMPLES[kind][name];
      const geometries = new Map<string, string>();
      const baseKind = kindSlides(kind, sample, 'clean-blue')[0]?.layout;
      for (const [family, theme] of familyThemes()) {
        const geometry = kindSlides(kind, sample, theme.id).map(bodyGeometry).join(' | ');
        expect(geometries.get(geometry), `${family} draws ${kind} like another family`).toBe(
          undefined,
        );
        geometries.set(geometry, family);
      }
      expect(geometries.size).toBe(7);
      const markers = sample.points.map((point) => sequenceMarker(point)).filter(Boolean);
      for (const theme of listThemes()) {
        const slides = kindSlides(kind, sample, theme.id);
        const where = `${kind} ${name} in ${theme.id}`;
        if (baseKind === kind) {
          expect(new Set(slides.map((slide) => slide.layout)), where).toEqual(new Set([kind]));
        }
        const { totals } = checkSlides(slides, theme.id);
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
        const shown = text(slides);
        const missing = sample.points.flatMap(words).filter((word) => !shown.includes(word));
        expect(missing, where).toEqual([]);
        if (theme.family === 'business') continue;
        // A step's own marker is its label, not repeated at the head of its text.
        const repeated = stepTexts(slides).filter((step) =>
          markers.some((marker) => marker && step.startsWith(marker)),
        );
        expect(repeated, where).toEqual([]);
      }
    },
  );
});
