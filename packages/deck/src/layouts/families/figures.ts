import type { FamilyLayouts } from './family-layouts.js';
import { campusStats } from './figures-campus.js';
import { classicStats } from './figures-classic.js';
import { governmentStats } from './figures-government.js';
import { minimalStats } from './figures-minimal.js';
import { techStats } from './figures-tech.js';
import { vividStats } from './figures-vivid.js';

/**
 * The theme families' own compositions of stats (numbers and charts): the base's reading of
 * the numbers and its choice of a chart (figures-core.ts), drawn in each family's language.
 */
export const FIGURES_LAYOUTS: FamilyLayouts = {
  government: { stats: governmentStats },
  classic: { stats: classicStats },
  tech: { stats: techStats },
  campus: { stats: campusStats },
  minimal: { stats: minimalStats },
  vivid: { stats: vividStats },
};
