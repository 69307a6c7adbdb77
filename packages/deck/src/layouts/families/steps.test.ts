import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { textOf } from '../../testing/deck-text.js';
import { familyKindReport, KIND_SAMPLES } from '../../testing/family-slides.js';
import type { ContentLayoutId } from '../content-layout.js';
import { sequenceMarker } from '../point-shape.js';

const KINDS: readonly ContentLayoutId[] = ['numbered', 'timeline'];
const SAMPLES = ['short', 'long', 'mixed'] as const;

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
      const report = familyKindReport(kind, sample);
      expect(report.problems).toEqual([]);
      const markers = sample.points.map((point) => sequenceMarker(point)).filter(Boolean);
      for (const { theme, where, slides } of report.themes) {
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
