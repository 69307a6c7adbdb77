import {
  UserGuideStatusBodySchema,
  UserGuideStatusSchema,
  UserGuideTemplateQuerySchema,
  UserGuideTemplateSchema,
} from '../api/user-guide.js';
import { defineRoute } from './route.js';

/** The user guide (spec section 7): the first-visit tour's steps, and each user's progress. */

const tags = ['user-guide'];

export const userGuide = defineRoute({
  method: 'GET',
  path: '/api/user-guide/template',
  // Anyone; a caller who sends a token is signed in with it (a bad one is a 401 as everywhere).
  access: 'public',
  tags,
  summary:
    "The first-visit tour's steps in the caller's language, with the signed-in caller's progress",
  query: UserGuideTemplateQuerySchema,
  response: UserGuideTemplateSchema,
  errors: [5101],
});

export const userGuideStatus = defineRoute({
  method: 'POST',
  path: '/api/user-guide/status',
  access: 'user',
  tags,
  summary: 'Marks the guide seen (finished or skipped) and/or one of its steps done',
  body: UserGuideStatusBodySchema,
  response: UserGuideStatusSchema,
  errors: [],
});
