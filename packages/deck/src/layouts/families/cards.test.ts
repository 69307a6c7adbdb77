import { describe, expect, it } from 'vitest';
import { familyKindReport, KIND_SAMPLES } from '../../testing/family-slides.js';
import type { ContentLayoutId } from '../content-layout.js';

const KINDS: readonly ContentLayoutId[] = ['cards-3', 'cards-4', 'two-blocks'];
const SAMPLES = ['short', 'long', 'mixed'] as const;

describe('cards group: each family draws cards-3, cards-4 and two-blocks its own way', () => {
  it.each(KINDS.flatMap((kind) => SAMPLES.map((sample) => [kind, sample] as const)))(
    '%s (%s content)',
    (kind, name) => {
      const report = familyKindReport(kind, KIND_SAMPLES[kind][name]);
      expect(report.problems).toEqual([]);
      // On one slide wherever the base composition keeps the kind.
      if (report.baseKeepsKind) expect(report.base).toEqual([kind]);
    },
  );
});
