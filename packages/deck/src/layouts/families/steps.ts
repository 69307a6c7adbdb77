import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of numbered, timeline. */
export const STEPS_LAYOUTS: FamilyLayouts = {};
