import type { FamilyLayouts } from './family-layouts.js';
import {
  QUOTE_CAMPUS,
  QUOTE_CLASSIC,
  QUOTE_GOVERNMENT,
  QUOTE_MINIMAL,
  QUOTE_TECH,
  QUOTE_VIVID,
} from './single-quote-families.js';
import { PICTURE_CLASSIC, PICTURE_GOVERNMENT, PICTURE_TECH } from './single-picture.js';
import { PICTURE_CAMPUS, PICTURE_MINIMAL, PICTURE_VIVID } from './single-picture-more.js';
import { STATEMENT_CAMPUS, STATEMENT_MINIMAL, STATEMENT_VIVID } from './single-statement-bold.js';
import {
  STATEMENT_CLASSIC,
  STATEMENT_GOVERNMENT,
  STATEMENT_TECH,
} from './single-statement-formal.js';

/** The theme families' own compositions of quote, statement, image-text. */
export const SINGLE_LAYOUTS: FamilyLayouts = {
  government: {
    quote: QUOTE_GOVERNMENT,
    statement: STATEMENT_GOVERNMENT,
    'image-text': PICTURE_GOVERNMENT,
  },
  classic: {
    quote: QUOTE_CLASSIC,
    statement: STATEMENT_CLASSIC,
    'image-text': PICTURE_CLASSIC,
  },
  tech: {
    quote: QUOTE_TECH,
    statement: STATEMENT_TECH,
    'image-text': PICTURE_TECH,
  },
  campus: {
    quote: QUOTE_CAMPUS,
    statement: STATEMENT_CAMPUS,
    'image-text': PICTURE_CAMPUS,
  },
  minimal: {
    quote: QUOTE_MINIMAL,
    statement: STATEMENT_MINIMAL,
    'image-text': PICTURE_MINIMAL,
  },
  vivid: {
    quote: QUOTE_VIVID,
    statement: STATEMENT_VIVID,
    'image-text': PICTURE_VIVID,
  },
};
