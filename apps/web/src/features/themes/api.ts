import { templateApi } from '@slidecraft/contract';
import { cachedGet } from '../../shared/http/cache';

/**
 * The themes of the theme picker (quiet: it shows a retry). The engine's themes: kept in the
 * local cache for its default 30 days.
 */
export function fetchThemes(signal?: AbortSignal) {
  const route = templateApi.themeList;
  return cachedGet(route.path, route.response, {
    query: { size: 50 },
    signal,
    quiet: true,
  });
}
