import type { ThemeFamily } from '../../themes.js';
import type { ContentLayout, ContentLayoutId } from '../content-layout.js';
import { CARDS_LAYOUTS } from './cards.js';
import { COMPARE_LAYOUTS } from './compare.js';
import type { FamilyLayouts } from './family-layouts.js';
import { FIGURES_LAYOUTS } from './figures.js';
import { POINTS_LAYOUTS } from './points.js';
import { SINGLE_LAYOUTS } from './single.js';
import { STEPS_LAYOUTS } from './steps.js';

export type { FamilyLayouts } from './family-layouts.js';

const GROUPS: readonly FamilyLayouts[] = [
  POINTS_LAYOUTS,
  CARDS_LAYOUTS,
  STEPS_LAYOUTS,
  COMPARE_LAYOUTS,
  FIGURES_LAYOUTS,
  SINGLE_LAYOUTS,
];

/** A family's own composition of a slide kind, if it has one. */
export function familyLayout(family: ThemeFamily, id: ContentLayoutId): ContentLayout | undefined {
  for (const group of GROUPS) {
    const layout = group[family]?.[id];
    if (layout) return layout;
  }
  return undefined;
}

/** Every family composition, each once. */
export function familyLayouts(): ContentLayout[] {
  const all = GROUPS.flatMap((group) =>
    Object.values(group).flatMap((kinds) => Object.values(kinds ?? {})),
  );
  return [...new Set(all)];
}
