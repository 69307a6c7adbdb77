import { toCleanText } from '@slidecraft/contract';

/** One web page a search found, cleaned for a prompt and a sources slide. */
export interface SearchHit {
  title: string;
  url: string;
  /** What the page says about the query (the provider's snippet or summary). */
  snippet: string;
  /** The site's name when the provider gives one. */
  site?: string;
}

/** A web search API: Bocha's or a self-hosted SearXNG. */
export interface SearchProvider {
  readonly kind: 'bocha' | 'searxng';
  /** At most `count` hits; throws SearchFailure when the provider cannot answer. */
  search(query: string, options: { count: number; signal: AbortSignal }): Promise<SearchHit[]>;
}

/** The provider could not answer (unreachable, refused, throttled, malformed, too slow). */
export class SearchFailure extends Error {
  constructor(readonly reason: string) {
    super(`web search failed: ${reason}`);
    this.name = 'SearchFailure';
  }
}

const TITLE_MAX = 80;
const SNIPPET_MAX = 300;
const URL_MAX = 500;

function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A provider's raw hit as kept: http(s) links only, no control characters, bounded lengths
 * (what the pages say reaches the model's prompt, so nothing unbounded does). Null when the hit
 * has no usable link or title.
 */
export function cleanHit(raw: {
  title?: unknown;
  url?: unknown;
  snippet?: unknown;
  site?: unknown;
}): SearchHit | null {
  const text = (value: unknown) => (typeof value === 'string' ? toCleanText(value) : '');
  const url = text(raw.url).trim();
  if (url.length > URL_MAX || !/^https?:\/\/[^\s]+$/i.test(url)) return null;
  try {
    new URL(url);
  } catch {
    return null;
  }
  const title = clip(text(raw.title), TITLE_MAX);
  if (!title) return null;
  const site = clip(text(raw.site), 40);
  return { title, url, snippet: clip(text(raw.snippet), SNIPPET_MAX), ...(site ? { site } : {}) };
}

/** Drops hits whose link was already seen and keeps the first `count`. */
export function distinctHits(hits: (SearchHit | null)[], count: number): SearchHit[] {
  const seen = new Set<string>();
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    if (!hit || seen.has(hit.url)) continue;
    seen.add(hit.url);
    kept.push(hit);
    if (kept.length === count) break;
  }
  return kept;
}

/** A JSON answer from a search API, every failure as SearchFailure. */
export async function fetchJson(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, redirect: 'error' });
  } catch (err) {
    const signal = init.signal;
    throw new SearchFailure(signal?.aborted ? 'timeout' : `unreachable (${(err as Error).name})`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new SearchFailure(`HTTP ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new SearchFailure('not JSON');
  }
}
