import * as z from 'zod/mini';
import {
  DeckFontsSchema,
  FontIdBodySchema,
  FontIdQuerySchema,
  FontInfoSchema,
  FontListQuerySchema,
  FontListSchema,
  FontSavePptBodySchema,
  FontSavedPptQuerySchema,
  FontSearchQuerySchema,
} from '../api/font.js';
import { defineRoute } from './route.js';

/**
 * The shipped fonts (spec section 7): their info, the user's favourites, a deck's fonts per
 * role; and the web font files browsers load (outside the API prefix: no rate limit).
 */

const tags = ['font'];

export const fontInfo = defineRoute({
  method: 'GET',
  path: '/api/font/getStyleInfo',
  access: 'user',
  tags,
  summary: 'One shipped font: names, category, licence, web font CSS, favourite',
  query: FontIdQuerySchema,
  response: FontInfoSchema,
  errors: [],
});

export const favouriteFont = defineRoute({
  method: 'POST',
  path: '/api/font/favourite',
  access: 'user',
  tags,
  summary: 'Adds a font to the favourites (idempotent)',
  body: FontIdBodySchema,
  errors: [],
});

export const unfavouriteFont = defineRoute({
  method: 'POST',
  path: '/api/font/unFavourite',
  access: 'user',
  tags,
  summary: 'Removes a font from the favourites (idempotent)',
  body: FontIdBodySchema,
  errors: [],
});

export const favouriteFonts = defineRoute({
  method: 'GET',
  path: '/api/font/getMyList',
  access: 'user',
  tags,
  summary: 'The favourite fonts, newest first (start, size 20)',
  query: FontListQuerySchema,
  response: FontListSchema,
  errors: [],
});

export const searchFonts = defineRoute({
  method: 'GET',
  path: '/api/font/searchRecommend',
  access: 'user',
  tags,
  summary: 'Shipped fonts matching a name and category, favourites first',
  query: FontSearchQuerySchema,
  response: FontListSchema,
  errors: [],
});

export const saveDeckFonts = defineRoute({
  method: 'POST',
  path: '/api/font/savePPT',
  access: 'user',
  tags,
  summary:
    "Puts every heading and/or body text box of a deck in one font (null: the theme's), as a new version",
  body: FontSavePptBodySchema,
  response: DeckFontsSchema,
  errors: [5107, 5422, 5430],
});

export const deckFonts = defineRoute({
  method: 'GET',
  path: '/api/font/getSavePPT',
  access: 'user',
  tags,
  summary: "A deck's fonts per role (null: the theme's font or a mix)",
  query: FontSavedPptQuerySchema,
  response: DeckFontsSchema,
  errors: [5107],
});

export const webFontCss = defineRoute({
  method: 'GET',
  path: '/fonts/:file',
  access: 'public',
  answer: 'file',
  tags,
  summary: "A shipped font's CSS (/fonts/<id>.css): unicode-range slices",
  params: z.object({ file: z.string().check(z.maxLength(80)) }),
  errors: [404],
});

export const webFontFile = defineRoute({
  method: 'GET',
  path: '/fonts/:id/:version/:file',
  access: 'public',
  answer: 'file',
  tags,
  summary: 'One WOFF2 slice of a shipped font (immutable: the path holds the version)',
  params: z.object({
    id: z.string().check(z.maxLength(64)),
    version: z.string().check(z.maxLength(32)),
    file: z.string().check(z.maxLength(120)),
  }),
  errors: [404],
});
