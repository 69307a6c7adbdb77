import { templateApi } from '@slidecraft/contract';
import { cacheKey, cachedGet, localCache } from '../../shared/http/cache';
import { sessionToken } from '../../shared/storage/session-token';

const QUERY = { size: 50 };

/**
 * The themes of the theme picker (quiet: it shows a retry), kept in the local cache for its
 * default 30 days. Signed in, the list holds the caller's and their teams' brand themes after
 * the engine's, so it is kept for that session only (and dropped at sign-out).
 */
export function fetchThemes(signal?: AbortSignal) {
  const route = templateApi.themeList;
  return cachedGet(route.path, route.response, {
    query: QUERY,
    signal,
    quiet: true,
    cache: { perUser: sessionToken.get() !== null },
  });
}

/** Forgets this session's kept theme list: a brand theme was added or removed. */
export function forgetThemeList(): void {
  const key = cacheKey(templateApi.themeList.path, QUERY, true);
  if (key) localCache.remove(key);
}
