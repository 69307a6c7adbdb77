import { z } from 'zod';

/** Field kinds the configuration schemas share. */

export const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** An optional string where empty counts as unset (a blank `LLM_API_KEY=` in an env file). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A provider endpoint: a host name (HTTPS) or an http(s)://host[:port] origin; local fakes in
 * tests use http://127.0.0.1:port.
 */
export const endpoint = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || fallback)
    .refine((v) => /^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?\/?$/.test(v), {
      message: 'a host name or http(s)://host:port',
    });

/**
 * Variables that only make sense together (S3_*, IMAGE_*): none or all. One line per missing
 * one when some are set, naming those that are and what they are for.
 */
export function allOrNone(
  cfg: Readonly<Record<string, unknown>>,
  names: readonly string[],
  what: string,
): string[] {
  const set = names.filter((name) => cfg[name]);
  if (set.length === 0 || set.length === names.length) return [];
  return names
    .filter((name) => !cfg[name])
    .map((name) => `${name}: required with ${set.join(', ')} (${what})`);
}
