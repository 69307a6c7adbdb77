import { cleanHit, distinctHits, fetchJson, SearchFailure } from './search.js';
import type { SearchHit, SearchProvider } from './search.js';

interface BochaAnswer {
  code?: number;
  msg?: string | null;
  data?: {
    webPages?: {
      value?: {
        name?: unknown;
        url?: unknown;
        snippet?: unknown;
        summary?: unknown;
        siteName?: unknown;
      }[];
    };
  };
}

/**
 * Bocha's Web Search API (POST /v1/web-search, Bearer key), the search many domestic models use.
 * Its answer follows Bing's shape under `data.webPages.value`; a refusal comes as HTTP 4xx or as
 * a business `code` other than 200 in the body (401 key, 403 balance, 429 throttled).
 */
export class BochaSearchProvider implements SearchProvider {
  readonly kind = 'bocha';

  constructor(
    private readonly settings: { apiKey: string; endpoint: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async search(
    query: string,
    options: { count: number; signal: AbortSignal },
  ): Promise<SearchHit[]> {
    const answer = (await fetchJson(this.fetchImpl, this.settings.endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.settings.apiKey}`,
        'content-type': 'application/json',
      },
      // summary: the longer text Bocha writes for AI use; a few spare hits for duplicates.
      body: JSON.stringify({
        query,
        freshness: 'noLimit',
        summary: true,
        count: Math.min(options.count + 4, 50),
      }),
      signal: options.signal,
    })) as BochaAnswer;
    if (typeof answer !== 'object' || answer === null) throw new SearchFailure('malformed answer');
    if (answer.code !== undefined && answer.code !== 200) {
      throw new SearchFailure(`refused (code ${answer.code})`);
    }
    const pages = answer.data?.webPages?.value;
    if (pages !== undefined && !Array.isArray(pages)) throw new SearchFailure('malformed answer');
    return distinctHits(
      (pages ?? []).map((page) =>
        cleanHit({
          title: page.name,
          url: page.url,
          snippet: page.summary || page.snippet,
          site: page.siteName,
        }),
      ),
      options.count,
    );
  }
}
