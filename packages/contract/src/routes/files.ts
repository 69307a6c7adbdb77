import * as z from 'zod/mini';
import { SignedFileQuerySchema } from '../api/generation.js';
import { defineRoute } from './route.js';

/** Stored files behind links the browser follows as they are (no Authorization header). */

const tags = ['files'];
const RestParams = z.object({ '*': z.string().check(z.minLength(1), z.maxLength(300)) });

export const avatarFile = defineRoute({
  method: 'GET',
  path: '/api/files/avatar/*',
  access: 'public',
  answer: 'file',
  tags,
  summary: 'A user avatar (public: the path holds 96 random bits and changes on upload)',
  params: RestParams,
  errors: [404],
});

export const signedFile = defineRoute({
  method: 'GET',
  path: '/api/files/*',
  access: 'public',
  answer: 'file',
  tags,
  summary:
    'Download a stored file through a signed, short-lived link (HTTP 403 for a bad or expired signature)',
  params: RestParams,
  query: SignedFileQuerySchema,
  errors: [404, 5107],
});
