import { sessionToken } from '../storage/session-token';
import { isAbortError } from './api-error';
import type { Quiet } from './failure';
import { reportedFailure, reportedNetworkFailure } from './report';
import { apiHeaders } from './headers';
import { readEnvelope } from './envelope';

/** Anything with zod's `parse`: the contract's schemas validate every answer at the edge. */
export interface Parser<T> {
  parse(input: unknown): T;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  /** Sent as JSON, or as multipart when it is a FormData (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  quiet?: Quiet;
  /**
   * The Bearer to send instead of the stored session: a token the page holds without storing
   * it (a link's), whose failures never end the stored session.
   */
  token?: string;
}

export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** A fetch that turns a network failure into a reported ApiError and lets aborts through. */
export async function send(url: string, init: RequestInit, quiet: Quiet | undefined) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw await reportedNetworkFailure(quiet);
  }
}

/**
 * One call to the API: sends the standard headers, unwraps the `{code, message, data}` envelope,
 * validates `data` with the contract schema and reports failures (spec section 8).
 */
export async function request<T>(
  path: string,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { method = 'GET', query, body, signal, quiet } = options;
  const token = options.token ?? sessionToken.get();
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const json = body !== undefined && !form;
  const response = await send(
    withQuery(path, query),
    {
      method,
      headers: apiHeaders({ token, json }),
      body: form ? body : json ? JSON.stringify(body) : undefined,
      signal,
    },
    quiet,
  );
  const envelope = await readEnvelope(response);
  const failure = { httpStatus: response.status, sentToken: token, quiet };
  if (!response.ok || !envelope) {
    throw await reportedFailure({
      ...failure,
      code: envelope?.code ?? response.status,
      message: envelope?.message ?? '',
      httpStatus: response.ok ? 500 : response.status,
    });
  }
  if (envelope.code !== 200) {
    throw await reportedFailure({ ...failure, code: envelope.code, message: envelope.message });
  }
  try {
    return schema.parse(envelope.data);
  } catch {
    throw await reportedFailure({ ...failure, code: 500, message: '', httpStatus: 500 });
  }
}

export const api = {
  get<T>(path: string, schema: Parser<T>, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
    return request(path, schema, { ...options, method: 'GET' });
  },
  post<T>(
    path: string,
    schema: Parser<T>,
    body?: unknown,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) {
    return request(path, schema, { ...options, method: 'POST', body: body ?? {} });
  },
};

/** For calls whose `data` carries nothing (null): accepts whatever comes. */
export const noData: Parser<null> = { parse: () => null };
