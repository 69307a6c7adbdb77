import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of quote, statement, image-text. */
export const SINGLE_LAYOUTS: FamilyLayouts = {};
