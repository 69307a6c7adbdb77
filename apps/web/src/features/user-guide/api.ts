import {
  UserGuideStatusSchema,
  UserGuideTemplateSchema,
  type UserGuideKey,
} from '@slidecraft/contract';
import { api } from '../../shared/http';

/** GET /api/user-guide/template: the tour's steps, with the signed-in user's progress. */
export function fetchUserGuide(guide: UserGuideKey, signal?: AbortSignal) {
  return api.get('/api/user-guide/template', UserGuideTemplateSchema, {
    query: { guide },
    signal,
    quiet: true,
  });
}

/** POST /api/user-guide/status: the tour seen (finished or skipped), or one step gone through. */
export function postUserGuideStatus(
  guide: UserGuideKey,
  change: { seen?: boolean; step?: string },
) {
  return api.post(
    '/api/user-guide/status',
    UserGuideStatusSchema,
    { guide, ...change },
    {
      quiet: true,
    },
  );
}
