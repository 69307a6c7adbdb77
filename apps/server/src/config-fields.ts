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
