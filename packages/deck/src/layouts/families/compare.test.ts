import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { visibleText } from '../../testing/deck-text.js';
import {
  bodyGeometry,
  checkSlides,
  familyThemes,
  kindSlides,
  KIND_SAMPLES,
  type KindSample,
} from '../../testing/family-slides.js';
import { listThemes } from '../../themes.js';
import type { ContentLayoutId } from '../content-layout.js';

const KINDS: readonly ContentLayoutId[] = ['comparison', 'table'];
const SAMPLES = ['short', 'long', 'mixed'] as const;

/** The words of a text: runs of CJK characters, Latin words and numbers. */
const words = (text: string) => text.match(/[\p{L}\p{N}.%+]+/gu) ?? [];

const text = (slides: readonly Slide[]) => slides.map(visibleText).join('');

/** Every word of a sample: its points, and its groups' titles and points. */
const sampleWords = (sample: KindSample) =>
  [
    ...sample.points,
    ...(sample.groups ?? []).flatMap((group) => [group.title, ...group.points]),
  ].flatMap(words);

describe('compare group: each family draws comparison and table its own way', () => {
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
      for (const theme of listThemes()) {
        const slides = kindSlides(kind, sample, theme.id);
        const where = `${kind} ${name} in ${theme.id}`;
        if (baseKind === kind) {
          expect(
            slides.every((slide) => slide.layout === kind),
            where,
          ).toBe(true);
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
        const missing = sampleWords(sample).filter((word) => !shown.includes(word));
        expect(missing, where).toEqual([]);
      }
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
