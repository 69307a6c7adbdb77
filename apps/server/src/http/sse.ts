import type { FastifyReply } from 'fastify';
import type { StreamEvent } from '@slidecraft/contract';
import { sseStreamOpened } from '../modules/ops/metrics.js';

/**
 * A server-sent event stream on a hijacked reply. `signal` aborts when the client goes away,
 * so that the upstream model call stops with it.
 */
export class SseStream {
  private readonly controller = new AbortController();
  private ended = false;
  /** Counts the stream in slidecraft_sse_streams_open until the response closes. */
  private readonly closed = sseStreamOpened();

  constructor(private readonly reply: FastifyReply) {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.flushHeaders();
    // The response closing before we end it means the client went away. (The request's own
    // 'close' fires as soon as a POST body has been read, so it must not be used here.)
    reply.raw.on('close', () => {
      this.closed();
      if (!this.ended) this.controller.abort();
    });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  send(event: StreamEvent): void {
    if (this.ended || this.signal.aborted) return;
    this.reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.reply.raw.end();
  }
}
