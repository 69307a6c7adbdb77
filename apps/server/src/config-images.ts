import { z } from 'zod';
import { allOrNone, optionalText, optionalUrl } from './config-fields.js';

/** The picture model's variables (config.ts spreads them into its schema). */
export const IMAGE_ENV = {
  /** An OpenAI-compatible images API, e.g. https://api.openai.com/v1 or a domestic service's. */
  IMAGE_BASE_URL: optionalUrl(['https://', 'http://']),
  IMAGE_API_KEY: optionalText(512),
  IMAGE_MODEL: optionalText(200),
  /** The size asked for, as the API takes it ('1024x1024', '1536x1024'...). */
  IMAGE_SIZE: z
    .string()
    .trim()
    .regex(/^\d{3,4}x\d{3,4}$/, 'WIDTHxHEIGHT, e.g. 1024x1024')
    .default('1024x1024'),
  /** Pictures asked of the API at once, per process. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(3),
  /** One picture's deadline. */
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
};

type ImageEnv = { [K in keyof typeof IMAGE_ENV]: z.infer<(typeof IMAGE_ENV)[K]> };

const REQUIRED = ['IMAGE_BASE_URL', 'IMAGE_API_KEY', 'IMAGE_MODEL'] as const;

export interface ImageSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  size: string;
  concurrency: number;
  timeoutMs: number;
}

/** One line per missing variable when some but not all of the three are set. */
export function checkImages(cfg: ImageEnv): string[] {
  return allOrNone(cfg, REQUIRED, 'picture model');
}

/** The picture model's settings, or null for the engine's own illustrations. */
export function imageSettingsOf(cfg: ImageEnv): ImageSettings | null {
  if (!cfg.IMAGE_BASE_URL || !cfg.IMAGE_API_KEY || !cfg.IMAGE_MODEL) return null;
  return {
    baseUrl: cfg.IMAGE_BASE_URL,
    apiKey: cfg.IMAGE_API_KEY,
    model: cfg.IMAGE_MODEL,
    size: cfg.IMAGE_SIZE,
    concurrency: cfg.IMAGE_CONCURRENCY,
    timeoutMs: cfg.IMAGE_TIMEOUT_MS,
  };
}
