import { cleanHit, distinctHits, fetchJson, SearchFailure } from './search.js';
import type { SearchHit, SearchProvider } from './search.js';

interface SearxngAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown }[];
}

/**
 * A self-hosted SearXNG instance: GET {url}/search?q=…&format=json (the instance must list json
 * under search.formats in its settings, else it answers 403).
 */
export class SearxngSearchProvider implements SearchProvider {
  readonly kind = 'searxng';

  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async search(
    query: string,
    options: { count: number; signal: AbortSignal; language?: string },
  ): Promise<SearchHit[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('language', options.language ?? 'zh-CN');
    url.searchParams.set('safesearch', '1');
    const answer = (await fetchJson(this.fetchImpl, url.toString(), {
      headers: { accept: 'application/json' },
      signal: options.signal,
    })) as SearxngAnswer;
    if (typeof answer !== 'object' || answer === null || !Array.isArray(answer.results ?? [])) {
      throw new SearchFailure('malformed answer');
    }
    return distinctHits(
      (answer.results ?? []).map((r) =>
        cleanHit({ title: r.title, url: r.url, snippet: r.content }),
      ),
      options.count,
    );
  }
}
