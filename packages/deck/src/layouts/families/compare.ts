import { classicComparison, governmentComparison } from './compare-sides-formal.js';
import { campusComparison, minimalComparison } from './compare-sides-soft.js';
import { techComparison } from './compare-sides-tech.js';
import { vividComparison } from './compare-sides-vivid.js';
import {
  campusTable,
  classicTable,
  governmentTable,
  minimalTable,
  techTable,
  vividTable,
} from './compare-table-looks.js';
import type { FamilyLayouts } from './family-layouts.js';

/** The theme families' own compositions of comparison, table. */
export const COMPARE_LAYOUTS: FamilyLayouts = {
  government: { comparison: governmentComparison, table: governmentTable },
  classic: { comparison: classicComparison, table: classicTable },
  tech: { comparison: techComparison, table: techTable },
  campus: { comparison: campusComparison, table: campusTable },
  minimal: { comparison: minimalComparison, table: minimalTable },
  vivid: { comparison: vividComparison, table: vividTable },
};
