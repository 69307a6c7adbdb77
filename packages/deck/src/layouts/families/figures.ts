import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of stats (numbers and charts). */
export const FIGURES_LAYOUTS: FamilyLayouts = {};
