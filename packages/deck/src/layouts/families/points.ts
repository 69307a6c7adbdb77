import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of bullets, two-columns. */
export const POINTS_LAYOUTS: FamilyLayouts = {};
