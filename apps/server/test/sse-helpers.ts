import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope, StreamEvent } from '@slidecraft/contract';
import { auth } from './helper.js';

/** The events of an SSE body (`data: <json>` blocks separated by blank lines). */
export function parseSse(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamEvent);
}

export interface StreamCall {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  payload?: Record<string, unknown>;
}

/**
 * A whole stream through inject: its events and their accumulated text, or the JSON envelope
 * when the call was refused before streaming (malformed parameters).
 */
export async function injectStream(
  app: FastifyInstance,
  token: string,
  call: StreamCall,
  language = 'zh-CN',
) {
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers: { ...auth(token), 'app-language': language },
    ...(call.query ? { query: call.query } : {}),
    ...(call.payload ? { payload: call.payload } : {}),
  } as InjectOptions);
  const contentType = String(res.headers['content-type']);
  if (!contentType.startsWith('text/event-stream')) {
    return { events: [], text: '', envelope: res.json<Envelope<unknown>>(), contentType };
  }
  const events = parseSse(res.body);
  const text = events.map((e) => e.data?.text ?? '').join('');
  return { events, text, envelope: null, contentType };
}

/** A stream read event by event over a real connection, which the test may abort. */
export interface OpenStream {
  /** The next event, or null once the stream has ended. */
  next(): Promise<StreamEvent | null>;
  /** All remaining events until the end. */
  rest(): Promise<StreamEvent[]>;
  abort(): void;
}

export async function openStream(
  base: string,
  token: string,
  call: StreamCall,
): Promise<OpenStream> {
  const controller = new AbortController();
  const url = new URL(call.url, base);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const res = await fetch(url, {
    method: call.method,
    headers: { ...auth(token), 'content-type': 'application/json', accept: 'text/event-stream' },
    ...(call.payload ? { body: JSON.stringify(call.payload) } : {}),
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<StreamEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const [event] = parseSse(`${block}\n\n`);
        if (event) return event;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    next,
    async rest() {
      const events: StreamEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
    abort: () => controller.abort(),
  };
}
