import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEvent, AnalyticsSink } from './analytics.js';

export interface HttpSinkOptions {
  /** The collector: each batch is POSTed as JSON `{ events: [{ ...event, ts }] }`. */
  url: string;
  log: FastifyBaseLogger;
  /** Events kept waiting at most; beyond it new events are dropped (with a warning). */
  maxQueue?: number;
  /** Events one POST carries at most. */
  batchSize?: number;
  /** How long an event waits for companions before a batch goes. */
  flushMs?: number;
  /** One POST's deadline. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The analytics collector sink (ANALYTICS_URL). `track` only queues: batches go out in the
 * background, one POST at a time, so no request ever waits for the collector or fails with it.
 * The queue is bounded; a batch the collector refuses or does not answer in time is dropped
 * with a logged warning (no retry storm against a collector that is down).
 */
export class HttpAnalyticsSink implements AnalyticsSink {
  private readonly queue: (AnalyticsEvent & { ts: number })[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<boolean> | null = null;
  private droppedSinceWarning = 0;
  private readonly maxQueue: number;
  private readonly batchSize: number;
  private readonly flushMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: HttpSinkOptions) {
    this.maxQueue = options.maxQueue ?? 10_000;
    this.batchSize = options.batchSize ?? 100;
    this.flushMs = options.flushMs ?? 2_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  track(event: AnalyticsEvent): void {
    if (this.queue.length >= this.maxQueue) {
      if (this.droppedSinceWarning++ === 0)
        this.options.log.warn(
          { maxQueue: this.maxQueue },
          'analytics queue full: events dropped until the collector catches up',
        );
      return;
    }
    this.queue.push({ ...event, ts: this.now() });
    if (this.queue.length >= this.batchSize) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.flushMs).unref();
  }

  /**
   * Sends everything queued now (tests, shutdown). When the collector fails, what is left is
   * dropped with a warning rather than tried batch after batch.
   */
  async flush(): Promise<void> {
    await this.sending;
    while (this.queue.length > 0) {
      this.kick();
      if (!(await this.sending)) break;
    }
    if (this.queue.length > 0) {
      this.options.log.warn({ dropped: this.queue.length }, 'analytics events dropped');
      this.queue.length = 0;
    }
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private kick(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.sending || this.queue.length === 0) return;
    this.sending = this.sendBatches().finally(() => {
      this.sending = null;
      // Events that came while sending wait for their own timer.
      if (this.queue.length > 0) this.timer ??= setTimeout(() => this.kick(), this.flushMs).unref();
    });
  }

  /** False when the collector failed (the batch is dropped; the rest waits for the next try). */
  private async sendBatches(): Promise<boolean> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      if (this.droppedSinceWarning > 0) {
        this.options.log.warn({ dropped: this.droppedSinceWarning }, 'analytics events dropped');
        this.droppedSinceWarning = 0;
      }
      try {
        const res = await this.fetch(this.options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ events: batch }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        // Drain the body so the connection can be reused.
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) throw new Error(`collector answered ${res.status}`);
      } catch (err) {
        this.options.log.warn(
          { err: err instanceof Error ? err.message : String(err), dropped: batch.length },
          'analytics collector unreachable: batch dropped',
        );
        return false;
      }
    }
    return true;
  }
}
