import type { SearchSettings } from '../../config-search.js';
import { BochaSearchProvider } from './bocha.js';
import type { SearchProvider } from './search.js';
import { SearxngSearchProvider } from './searxng.js';

export type { SearchHit, SearchProvider } from './search.js';
export { SearchFailure } from './search.js';

/** The configured web search provider, or null when web search is off. */
export function openSearchProvider(
  settings: SearchSettings | null,
  fetchImpl?: typeof fetch,
): SearchProvider | null {
  if (!settings) return null;
  if (settings.kind === 'bocha') return new BochaSearchProvider(settings, fetchImpl);
  return new SearxngSearchProvider(settings.url, fetchImpl);
}
