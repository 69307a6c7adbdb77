import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId } from '../modules/ops/request-id.js';

/** What a job knows of itself, for its log lines: its name, its id and the request that queued it. */
export interface JobInfo {
  name: string;
  id: string;
  reqId?: string | undefined;
}

export type JobHandler = (payload: string, job: JobInfo) => Promise<void>;

/** The queue's counts, for /api/metrics and /api/readyz. */
export interface QueueCounts {
  waiting: number;
  active: number;
  failed: number;
}

/**
 * Background jobs (previews, covers, exports). The job's state lives in the database and its
 * handler claims it there atomically, so a job delivered twice does the work once; the job id
 * names the attempt (`export:<id>:<attempt>`), so adding the same id again while it waits is a
 * no-op and a retry after a dead worker is a new job. Retries and give-ups are the sweepers'
 * (export-service, preview-service): a job's handler never throws for a retry.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Whether this process runs jobs (false on an API node of a cluster with workers). */
  readonly runsJobs: boolean;
  register(name: string, handler: JobHandler): void;
  /** Queues a job; a job with the same id still waiting or running is not queued again. */
  enqueue(name: string, id: string, payload: string): Promise<void>;
  counts(): Promise<QueueCounts>;
  /**
   * Processes taking jobs now (null when the backend cannot tell): with none, the sweepers fail
   * stuck jobs instead of leaving users waiting for a worker that is not there.
   */
  workers(): Promise<number | null>;
  /** Throws when the queue cannot be reached (readiness). */
  ping(): Promise<void>;
  /** Starts taking jobs (after every handler is registered). */
  start(): void;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/**
 * The in-process job queue of the embedded default: jobs run on this node with bounded
 * concurrency. BullMQ with worker processes replaces it when REDIS_URL is set (bullmq-queue.ts).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  readonly runsJobs = true;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly waiting: (JobInfo & { payload: string })[] = [];
  /** Ids waiting or running. */
  private readonly queued = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private failed = 0;
  private closed = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  enqueue(name: string, id: string, payload: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('job queue is closed'));
    if (!this.handlers.has(name)) return Promise.reject(new Error(`no handler for job ${name}`));
    if (!this.queued.has(id)) {
      this.queued.add(id);
      this.waiting.push({ name, id, payload, reqId: currentRequestId() });
      this.pump();
    }
    return Promise.resolve();
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.waiting.length, active: this.running.size, failed: this.failed };
  }

  async workers(): Promise<number> {
    return this.closed ? 0 : 1;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('job queue is closed');
  }

  start(): void {
    this.pump();
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const handler = this.handlers.get(job.name)!;
      const { payload, ...info } = job;
      const run = handler(payload, info)
        .catch((err: unknown) => {
          this.failed++;
          this.log.error({ err, job: job.id, reqId: job.reqId }, 'job failed');
        })
        .finally(() => {
          this.running.delete(run);
          this.queued.delete(job.id);
          if (!this.closed) this.pump();
        });
      this.running.add(run);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }
}
