import { userGuideApi, type UserGuideKey } from '@slidecraft/contract';
import { call } from '../../shared/http';

/** The tour's steps, with the signed-in user's progress. */
export function fetchUserGuide(guide: UserGuideKey, signal?: AbortSignal) {
  return call(userGuideApi.userGuide, { query: { guide } }, { signal, quiet: true });
}

/** The tour seen (finished or skipped), or one step gone through. */
export function postUserGuideStatus(
  guide: UserGuideKey,
  change: { seen?: boolean; step?: string },
) {
  return call(userGuideApi.userGuideStatus, { body: { guide, ...change } }, { quiet: true });
}
