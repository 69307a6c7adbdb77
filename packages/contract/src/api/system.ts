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
});
export type Health = z.infer<typeof HealthSchema>;
