import { describe, expect, it } from 'vitest';
import * as kinds from '../../testing/family-slides.js';
import type { ContentLayoutId } from '../content-layout.js';
import { layoutFor } from '../select.js';

const CASES = (['quote', 'statement', 'image-text'] as const).flatMap((kind) =>
  (['short', 'long', 'mixed'] as const).map((sample) => [kind, sample] as const),
);

describe('single group: quote, statement and image-text in every family', () => {
  it.each(CASES)(
    '%s, %s sample: seven families, seven compositions, whole, fitting and of its kind in every theme',
    (kind, name) => {
      expect(kinds.familyKindReport(kind, kinds.KIND_SAMPLES[kind][name]).problems).toEqual([]);
    },
  );

  it('names each family composition and keeps the kind as the slide layout', () => {
    const ids: readonly ContentLayoutId[] = ['quote', 'statement', 'image-text'];
    for (const [family, theme] of kinds.familyThemes()) {
      for (const kind of ids) {
        const layout = layoutFor(kind, theme);
        expect(layout.id).toBe(kind);
        if (family === 'business') expect(layout.variant).toBe(undefined);
        else expect(layout.variant, `${family} ${kind}`).toMatch(/^[a-z]+$/u);
      }
    }
  });

  it('sets a heading without points as a statement in every family', () => {
    const report = kinds.familyKindReport('statement', { title: '数字化转型的下一步', points: [] });
    expect(report.problems).toEqual([]);
    expect(report.base).toEqual(['statement']);
  });
});
