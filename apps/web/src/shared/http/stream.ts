import {
  StreamEventSchema,
  USE_AI_HEADER,
  type RouteEntry,
  type RouteInput,
  type StreamEvent,
} from '@slidecraft/contract';
import { sessionToken } from '../storage/session-token';
import { urlOf } from './call';
import { send } from './client';
import { readEnvelope } from './envelope';
import type { Failure, Quiet } from './failure';
import { apiHeaders } from './headers';
import { reportedFailure } from './report';
import { SseParser } from './sse-parser';

export interface StreamProgress {
  /** All text received so far. */
  text: string;
  /**
   * The offline outline composer answered (no AI model configured): the stream's `use-ai`
   * header is 'false' (or, from an older server, its first event says `offline`).
   */
  offline: boolean;
}

export interface StreamResult extends StreamProgress {
  /** False when the stream ended without its `done` event. */
  done: boolean;
  /** What the `done` event carried besides text (single-outline/load: the new slides). */
  slides?: unknown[];
}

export interface StreamOptions {
  signal?: AbortSignal;
  onProgress?: (progress: StreamProgress) => void;
  quiet?: Quiet;
}

function parseEvent(payload: string): StreamEvent | null {
  try {
    const parsed = StreamEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens a streaming call of the route table and reads its server-sent events (spec section 7):
 * code 0 counts as 200, `data.text` accumulates until `data.done`, an error event becomes an
 * ApiError. A reply of application/json means the request was refused before streaming and is
 * read as an envelope. Aborting the signal rejects with the AbortError and cancels the request.
 */
export async function stream<R extends RouteEntry>(
  route: R,
  input: RouteInput<R>,
  options: StreamOptions = {},
): Promise<StreamResult> {
  const url = urlOf(route, input);
  if (route.method === 'GET') return openStream(url, { method: 'GET' }, options);
  const body = (input as { body?: unknown }).body ?? {};
  return openStream(url, { method: 'POST', body: JSON.stringify(body) }, options);
}

async function openStream(
  path: string,
  init: { method: 'GET' | 'POST'; body?: string },
  options: StreamOptions,
): Promise<StreamResult> {
  const { signal, onProgress, quiet } = options;
  const token = sessionToken.get();
  const response = await send(
    path,
    {
      ...init,
      headers: apiHeaders({ token, json: init.method === 'POST', accept: 'text/event-stream' }),
      signal,
    },
    quiet,
  );
  const failure = { httpStatus: response.status, sentToken: token, quiet };
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || contentType.includes('application/json') || !response.body) {
    const envelope = await readEnvelope(response);
    if (response.ok && envelope?.code === 200) return { text: '', offline: false, done: true };
    throw await reportedFailure({
      ...failure,
      code: envelope?.code ?? response.status,
      message: envelope?.message ?? '',
      httpStatus: response.ok && !envelope ? 500 : response.status,
    });
  }

  const reader = response.body.getReader();
  const parser = new SseParser();
  // 'true' (the model), 'false' (the offline composer) or 'preset' (a stored outline).
  const useAi = response.headers.get(USE_AI_HEADER);
  const progress: StreamProgress = { text: '', offline: useAi === 'false' };
  let slides: unknown[] | undefined;
  /** True once the `done` event came; a failed event is returned, to be reported. */
  const handle = (payloads: string[]): boolean | Failure => {
    for (const payload of payloads) {
      const event = parseEvent(payload);
      if (!event) return { ...failure, code: 500, message: '', httpStatus: 500 };
      const code = event.code === 0 ? 200 : event.code;
      if (code !== 200) return { ...failure, code, message: event.message ?? '' };
      if (event.data) {
        progress.text += event.data.text;
        if (event.data.offline || (event.usedAI === false && useAi === 'false')) {
          progress.offline = true;
        }
        onProgress?.({ ...progress });
        if (event.data.slides) slides = event.data.slides;
        if (event.data.done) return true;
      }
    }
    return false;
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      const handled = handle(done ? parser.end() : parser.push(value));
      if (typeof handled === 'object') throw await reportedFailure(handled);
      if (done || handled) return { ...progress, done: handled, ...(slides ? { slides } : {}) };
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
