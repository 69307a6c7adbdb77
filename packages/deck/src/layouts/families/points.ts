import type { FamilyLayouts } from './family-layouts.js';
import { CAMPUS_POINTS } from './points-campus.js';
import { CLASSIC_POINTS } from './points-classic.js';
import { GOVERNMENT_POINTS } from './points-government.js';
import { MINIMAL_POINTS } from './points-minimal.js';
import { TECH_POINTS } from './points-tech.js';
import { VIVID_POINTS } from './points-vivid.js';

/** The theme families' own compositions of bullets, two-columns. */
export const POINTS_LAYOUTS: FamilyLayouts = {
  government: GOVERNMENT_POINTS,
  classic: CLASSIC_POINTS,
  tech: TECH_POINTS,
  campus: CAMPUS_POINTS,
  minimal: MINIMAL_POINTS,
  vivid: VIVID_POINTS,
};
