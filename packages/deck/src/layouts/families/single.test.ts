import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { visibleText } from '../../testing/deck-text.js';
import * as kinds from '../../testing/family-slides.js';
import type { KindSample } from '../../testing/family-slides.js';
import { listThemes } from '../../themes.js';
import type { ContentLayoutId } from '../content-layout.js';
import { layoutFor } from '../select.js';

const CASES = (['quote', 'statement', 'image-text'] as const).flatMap((kind) =>
  (['short', 'long', 'mixed'] as const).map((sample) => [kind, sample] as const),
);

/** Runs of letters and digits of the sample (its heading and points) a viewer must read. */
function wordsOf(sample: KindSample): string[] {
  return [sample.title, ...sample.points].flatMap((text) => text.match(/[\p{L}\p{N}%.]+/gu) ?? []);
}

/** What the density check finds wrong on some slides (sparse is for information only). */
function faults(slides: readonly Slide[], themeId: string) {
  const { overflow, smallText, outside, truncated, tight } = kinds.checkSlides(
    slides,
    themeId,
  ).totals;
  return { overflow, smallText, outside, truncated, tight };
}

const CLEAN = { overflow: 0, smallText: 0, outside: 0, truncated: 0, tight: 0 };

describe('single group: quote, statement and image-text in every family', () => {
  it.each(CASES)('%s, %s sample: seven families, seven compositions', (kind, name) => {
    const sample = kinds.KIND_SAMPLES[kind][name];
    const byGeometry = new Map<string, string[]>();
    for (const [family, theme] of kinds.familyThemes()) {
      const geometry = kinds.kindSlides(kind, sample, theme.id).map(kinds.bodyGeometry).join(' / ');
      byGeometry.set(geometry, [...(byGeometry.get(geometry) ?? []), family]);
    }
    const shared = [...byGeometry.values()].filter((families) => families.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(CASES)('%s, %s sample: whole, fitting and of its kind in every theme', (kind, name) => {
    const sample = kinds.KIND_SAMPLES[kind][name];
    const baseLayouts = kinds.kindSlides(kind, sample, 'clean-blue').map((slide) => slide.layout);
    for (const theme of listThemes()) {
      const slides = kinds.kindSlides(kind, sample, theme.id);
      const where = `${kind} (${name}) in ${theme.id}`;
      if (baseLayouts.every((layout) => layout === kind)) {
        expect(new Set(slides.map((slide) => slide.layout)), where).toEqual(new Set([kind]));
      }
      expect(faults(slides, theme.id), where).toEqual(CLEAN);
      const shown = slides.map(visibleText).join('\n');
      expect(
        wordsOf(sample).filter((word) => !shown.includes(word)),
        where,
      ).toEqual([]);
    }
  });

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
    const heading: KindSample = { title: '数字化转型的下一步', points: [] };
    for (const theme of listThemes()) {
      const slides = kinds.kindSlides('statement', heading, theme.id);
      expect(
        slides.map((slide) => slide.layout),
        theme.id,
      ).toEqual(['statement']);
      expect(faults(slides, theme.id), theme.id).toEqual(CLEAN);
      expect(slides.map(visibleText).join(''), theme.id).toContain(heading.title);
    }
  });
});
