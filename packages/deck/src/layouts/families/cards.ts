import type { FamilyLayouts } from './family-layouts.js';
import { CARDS_3, CARDS_4, cardsComposition, TWO_BLOCKS, type CardStyle } from './cards-common.js';
import { CAMPUS_CARDS } from './cards-campus.js';
import { CLASSIC_CARDS } from './cards-classic.js';
import { GOVERNMENT_CARDS } from './cards-government.js';
import { MINIMAL_CARDS } from './cards-minimal.js';
import { TECH_CARDS } from './cards-tech.js';
import { VIVID_CARDS } from './cards-vivid.js';

/** The three kinds of the group drawn in one family's style. */
function kindsOf(style: CardStyle) {
  return {
    'cards-3': cardsComposition(CARDS_3, style),
    'cards-4': cardsComposition(CARDS_4, style),
    'two-blocks': cardsComposition(TWO_BLOCKS, style),
  };
}

/** The theme families' own compositions of cards-3, cards-4, two-blocks. */
export const CARDS_LAYOUTS: FamilyLayouts = {
  government: kindsOf(GOVERNMENT_CARDS),
  classic: kindsOf(CLASSIC_CARDS),
  tech: kindsOf(TECH_CARDS),
  campus: kindsOf(CAMPUS_CARDS),
  minimal: kindsOf(MINIMAL_CARDS),
  vivid: kindsOf(VIVID_CARDS),
};
