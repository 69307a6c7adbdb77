import type { ThemeFamily } from '../../themes.js';
import type { ContentLayout, ContentLayoutId } from '../content-layout.js';

/** Compositions a theme family has of its own, by slide kind. */
export type FamilyLayouts = Partial<
  Record<ThemeFamily, Partial<Record<ContentLayoutId, ContentLayout>>>
>;
