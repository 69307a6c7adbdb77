import type { FamilyLayouts } from './family-layouts.js';
import { campusNumbered, campusTimeline } from './steps-campus.js';
import { classicNumbered, classicTimeline } from './steps-classic.js';
import { governmentNumbered, governmentTimeline } from './steps-government.js';
import { minimalNumbered, minimalTimeline } from './steps-minimal.js';
import { techTimeline } from './steps-tech-rail.js';
import { techNumbered } from './steps-tech.js';
import { vividNumbered, vividTimeline } from './steps-vivid.js';

/** The theme families' own compositions of numbered, timeline. */
export const STEPS_LAYOUTS: FamilyLayouts = {
  government: { numbered: governmentNumbered, timeline: governmentTimeline },
  classic: { numbered: classicNumbered, timeline: classicTimeline },
  tech: { numbered: techNumbered, timeline: techTimeline },
  campus: { numbered: campusNumbered, timeline: campusTimeline },
  minimal: { numbered: minimalNumbered, timeline: minimalTimeline },
  vivid: { numbered: vividNumbered, timeline: vividTimeline },
};
