import type { FastifyBaseLogger } from 'fastify';

type Handler = (payload: string) => Promise<void>;

/**
 * The in-process job queue of the embedded default: jobs run on this node with bounded
 * concurrency. Job state lives in the database, so a restart re-queues unfinished work
 * (see GenerationExports.resumeUnfinished). BullMQ with a worker process replaces it when
 * REDIS_URL is set (a later issue).
 */
export class InProcessJobQueue {
  private readonly handlers = new Map<string, Handler>();
  private readonly waiting: { name: string; payload: string }[] = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  register(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }

  enqueue(name: string, payload: string): void {
    if (this.closed) throw new Error('job queue is closed');
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    this.waiting.push({ name, payload });
    this.pump();
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const handler = this.handlers.get(job.name)!;
      const run = handler(job.payload)
        .catch((err: unknown) => this.log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          this.running.delete(run);
          if (!this.closed) this.pump();
        });
      this.running.add(run);
    }
  }

  /** Stops taking jobs and waits for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }
}
