import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of comparison, table. */
export const COMPARE_LAYOUTS: FamilyLayouts = {};
