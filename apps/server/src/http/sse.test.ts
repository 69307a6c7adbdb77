import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sendChunks } from '../modules/ai/ai-stream.js';
import { SseStream } from './sse.js';

/** Writes text chunks for a stream's signal (the shape of every AI answer). */
interface Writer {
  offline: boolean;
  streamOutline(request: { signal: AbortSignal }): AsyncIterable<string>;
}

/** A model stand-in that yields a chunk every 20 ms until aborted, and records the abort. */
class SpyWriter implements Writer {
  readonly offline = false;
  abortedAt: number | null = null;
  async *streamOutline(request: { signal: AbortSignal }): AsyncIterable<string> {
    request.signal.addEventListener('abort', () => (this.abortedAt = Date.now()));
    for (let i = 0; i < 500 && !request.signal.aborted; i++) {
      yield `chunk${i} `;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function serve(writer: Writer): Promise<string> {
  app = Fastify();
  app.post('/stream', async (_request, reply) => {
    const stream = new SseStream(reply);
    await sendChunks(writer.streamOutline({ signal: stream.signal }), stream, writer.offline);
    stream.send({ code: 200, data: { text: '', done: true } });
    stream.end();
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('SSE over a real connection', () => {
  it('delivers every chunk of a POST stream and ends with done', async () => {
    const words = ['# 标题\n', '## 章\n', '* 点\n'];
    const base = await serve({
      offline: true,
      async *streamOutline() {
        yield* words;
      },
    });
    const res = await fetch(`${base}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await res.text();
    const events = body
      .split('\n\n')
      .filter(Boolean)
      .map((b) => JSON.parse(b.replace(/^data: /, '')));
    expect(events.map((e) => e.data.text).join('')).toBe(words.join(''));
    expect(events[0].data.offline).toBe(true);
    expect(events.at(-1)).toEqual({ code: 200, data: { text: '', done: true } });
  });

  it('stops the upstream call within 2 seconds of the client closing the stream', async () => {
    const writer = new SpyWriter();
    const base = await serve(writer);
    const controller = new AbortController();
    const res = await fetch(`${base}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    const closedAt = Date.now();
    controller.abort();
    await expect.poll(() => writer.abortedAt, { timeout: 2000 }).not.toBeNull();
    expect(writer.abortedAt! - closedAt).toBeLessThan(2000);
  });
});
