import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of cards-3, cards-4, two-blocks. */
export const CARDS_LAYOUTS: FamilyLayouts = {};
