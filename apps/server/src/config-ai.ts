import { z } from 'zod';

/**
 * The per-user counts of the model-backed calls (config.ts spreads them into its schema): each
 * route (its alias paths with it) on its own, 5427 past either count. docs/configuration.md.
 */
export const AI_CALLS_ENV = {
  /** Calls of one model-backed route one user may make in a minute. */
  AI_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Calls of one model-backed route one user may make in a day (Beijing time). */
  AI_CALLS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Calls one API key of the open API may make in a minute, whatever they are (0: no limit). */
  OPEN_API_CALLS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
};
