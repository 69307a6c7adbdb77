import type { PageLimit } from '@slidecraft/contract';

/** i18n key (generation:box.pages.*) of each contract page-limit option. */
export const PAGE_LIMIT_LABEL_KEY = {
  '': 'smart',
  '1-10': 'p1to10',
  '10-20': 'p10to20',
  '20-30': 'p20to30',
  '30+': 'p30plus',
} as const satisfies Record<PageLimit, string>;
