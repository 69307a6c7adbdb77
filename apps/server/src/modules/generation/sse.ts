import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent } from '@slidecraft/contract';

/**
 * A server-sent event stream on a hijacked reply. `signal` aborts when the client goes away,
 * so that the upstream model call stops with it.
 */
export class SseStream {
  private readonly controller = new AbortController();
  private ended = false;

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.flushHeaders();
    const onClose = () => {
      if (!this.ended) this.controller.abort();
    };
    request.raw.on('close', onClose);
    reply.raw.on('close', onClose);
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
