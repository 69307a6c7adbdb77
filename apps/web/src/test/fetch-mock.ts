import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Replaces fetch with a handler and records every call (url, method, headers, parsed body). */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A `{code, message, data}` JSON response. */
export function envelope(
  data: unknown,
  options: { code?: number; message?: string; status?: number } = {},
): Response {
  const body = { code: options.code ?? 200, message: options.message ?? '', data };
  return new Response(JSON.stringify(body), {
    status: options.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A text/event-stream response delivering the given chunks (strings or bytes) in order. */
export function sseResponse(
  chunks: (string | Uint8Array)[],
  headers: Record<string, string> = {},
): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream', ...headers } });
}

/** The query parameters of a recorded call. */
export function queryOf(call: RecordedCall): URLSearchParams {
  return new URL(call.url, 'http://localhost').searchParams;
}
