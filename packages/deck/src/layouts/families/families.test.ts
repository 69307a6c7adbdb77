import { describe, expect, it } from 'vitest';
import { listThemes, THEME_FAMILIES } from '../../themes.js';
import { alikeFamilies, familyThemes, KIND_SAMPLES } from '../../testing/family-slides.js';
import { CONTENT_LAYOUT_IDS } from '../content-layout.js';
import { allContentLayouts, layoutFor } from '../select.js';

/** The slide kinds issue 16 names (points, cards, steps, comparison, stats and charts, ...). */
const KINDS = CONTENT_LAYOUT_IDS;

describe('theme families (issue 16, item 2)', () => {
  it('puts every theme in a family, and every family has at least two themes', () => {
    for (const family of THEME_FAMILIES) {
      const themes = listThemes().filter((theme) => theme.family === family);
      expect(themes.length, family).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 40 content layouts, each family its own composition of every kind', () => {
    const names = allContentLayouts().map((layout) => `${layout.id}/${layout.variant ?? 'base'}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(40);
    for (const kind of KINDS) {
      const compositions = familyThemes();
      const used = new Set([...compositions.values()].map((theme) => layoutFor(kind, theme)));
      expect(used.size, kind).toBe(THEME_FAMILIES.length);
    }
  });

  const cases = KINDS.flatMap((kind) =>
    (['short', 'long', 'mixed'] as const).map((name) => [kind, name] as const),
  );
  it.each(cases)(
    '%s (%s content): two families never give the same slide geometry',
    (kind, name) => {
      expect(alikeFamilies(kind, KIND_SAMPLES[kind][name])).toEqual([]);
    },
  );
});
