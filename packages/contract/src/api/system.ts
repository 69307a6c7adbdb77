import * as z from 'zod/mini';

/** GET /api/healthz */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  cache: z.enum(['memory', 'redis']),
  /** True when the offline outline composer answers (no LLM key configured). */
  offlineAi: z.boolean(),
  /** True when dev providers and /api/dev routes are active. */
  devProviders: z.boolean(),
  /** True when a web search provider is set (SEARCH_PROVIDER): the home box offers web search. */
  webSearch: z.boolean(),
});
export type Health = z.infer<typeof HealthSchema>;

/** ok, failed, or off (Redis without REDIS_URL). */
const CheckStateSchema = z.enum(['ok', 'failed', 'off']);

/** GET /api/readyz: HTTP 200 when every part answers, else HTTP 503 with the same data. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: CheckStateSchema,
    redis: CheckStateSchema,
    queue: CheckStateSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
