import { describe, expect, it } from 'vitest';
import {
  familyKindReport,
  familyThemes,
  kindSlides,
  KIND_SAMPLES,
} from '../../testing/family-slides.js';
import type { ContentLayoutId } from '../content-layout.js';

const KINDS: readonly ContentLayoutId[] = ['comparison', 'table'];
const SAMPLES = ['short', 'long', 'mixed'] as const;

describe('compare group: each family draws comparison and table its own way', () => {
  it.each(KINDS.flatMap((kind) => SAMPLES.map((sample) => [kind, sample] as const)))(
    '%s (%s content)',
    (kind, name) => {
      expect(familyKindReport(kind, KIND_SAMPLES[kind][name]).problems).toEqual([]);
    },
  );

  it('reads a family table back as its key：value points', async () => {
    const { slideSource } = await import('../../slide-source.js');
    const sample = KIND_SAMPLES.table.long;
    for (const theme of familyThemes().values()) {
      const slides = kindSlides('table', sample, theme.id);
      const points = slides.flatMap((slide) => slideSource(slide).points);
      expect(points, theme.id).toEqual(
        sample.points.map((point) => point.replace(/\s*：\s*/u, '：')),
      );
    }
  });
});
