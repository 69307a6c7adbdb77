import { z } from 'zod';
import { optionalText, optionalUrl } from './config-fields.js';

/** The web search variables (config.ts spreads them into its schema). */
export const SEARCH_ENV = {
  /** Web search for outlines: off when unset (the UI then hides the switch). */
  SEARCH_PROVIDER: z.enum(['bocha', 'searxng']).optional(),
  BOCHA_API_KEY: optionalText(256),
  /** Bocha's Web Search API; an http://host:port override is for tests. */
  BOCHA_ENDPOINT: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'https://api.bochaai.com/v1/web-search')
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s):// address' }),
  /** A self-hosted SearXNG instance with the JSON format enabled, e.g. https://search.example.com */
  SEARXNG_URL: optionalUrl(['https://', 'http://']),
  /** One search's deadline. */
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(8000),
  /** Results kept for the prompt and the sources slide. */
  SEARCH_RESULTS: z.coerce.number().int().min(1).max(10).default(6),
};

type SearchEnv = z.infer<z.ZodObject<typeof SEARCH_ENV>>;

export type SearchSettings =
  | { kind: 'bocha'; apiKey: string; endpoint: string; timeoutMs: number; results: number }
  | { kind: 'searxng'; url: string; timeoutMs: number; results: number };

/** One line per variable the chosen provider lacks. */
export function checkSearch(cfg: SearchEnv): string[] {
  if (cfg.SEARCH_PROVIDER === 'bocha' && !cfg.BOCHA_API_KEY) {
    return ['BOCHA_API_KEY: required with SEARCH_PROVIDER=bocha'];
  }
  if (cfg.SEARCH_PROVIDER === 'searxng' && !cfg.SEARXNG_URL) {
    return ['SEARXNG_URL: required with SEARCH_PROVIDER=searxng'];
  }
  return [];
}

/** The web search settings, or null when web search is off. */
export function searchSettingsOf(cfg: SearchEnv): SearchSettings | null {
  const common = { timeoutMs: cfg.SEARCH_TIMEOUT_MS, results: cfg.SEARCH_RESULTS };
  if (cfg.SEARCH_PROVIDER === 'bocha' && cfg.BOCHA_API_KEY) {
    return { kind: 'bocha', apiKey: cfg.BOCHA_API_KEY, endpoint: cfg.BOCHA_ENDPOINT, ...common };
  }
  if (cfg.SEARCH_PROVIDER === 'searxng' && cfg.SEARXNG_URL) {
    return { kind: 'searxng', url: cfg.SEARXNG_URL, ...common };
  }
  return null;
}
