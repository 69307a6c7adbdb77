import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { currentRequestId } from '../modules/ops/request-id.js';
import type { JobHandler, JobQueue, QueueCounts } from './job-queue.js';

/** What a job carries: its payload and the request that queued it (for its log lines). */
interface JobData {
  payload: string;
  reqId?: string | undefined;
}

const QUEUE = 'jobs';
const PREFIX = 'sc:bull';

/**
 * How long a worker's lock on a job lasts without renewal: a worker killed mid-job leaves its
 * job stalled for at most this long before another worker's check (every STALLED_CHECK_MS)
 * finds it. Our own sweepers (export-service, preview-service) retry or fail the job's record
 * on its heartbeat whatever BullMQ does, so a stalled job is simply dropped here.
 */
const LOCK_MS = 30_000;
const STALLED_CHECK_MS = 15_000;

/**
 * BullMQ on Redis (REDIS_URL): API nodes add jobs; worker processes (`npm run worker`, or an
 * API node with WORKER_INLINE=1) run them. One queue; the job's name picks the handler.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly connection: Redis;
  private readonly redisUrl: string;
  private readonly queue: Queue;
  private worker: { worker: Worker; connection: Redis } | null = null;

  constructor(
    redisUrl: string,
    private readonly log: FastifyBaseLogger,
    readonly runsJobs: boolean,
    private readonly concurrency = 2,
  ) {
    // Adding jobs fails fast while Redis is away (no offline queue), so a request that queues a
    // job is never held until Redis is back: its row stays pending and the sweeper queues it.
    // Errors are logged, never thrown at the process (a Redis restart must not crash it).
    this.connection = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.connection.on('error', () => undefined);
    this.redisUrl = redisUrl;
    this.queue = new Queue(QUEUE, {
      connection: this.connection,
      prefix: PREFIX,
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: 1000 },
    });
    this.queue.on('error', (err) => this.log.warn({ err }, 'job queue error'));
  }

  /** Resolves once Redis answers (the start waits for it, like the key-value store's). */
  async ready(): Promise<void> {
    await this.queue.waitUntilReady();
  }

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, id: string, payload: string): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no handler for job ${name}`);
    // BullMQ refuses ':' in custom ids (its keys use it).
    const data: JobData = { payload, reqId: currentRequestId() };
    await this.queue.add(name, data, { jobId: id.replaceAll(':', '.') });
  }

  async counts(): Promise<QueueCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'failed', 'delayed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async workers(): Promise<number | null> {
    // CLIENT LIST under the hood: some managed Redis services refuse it.
    return this.queue.getWorkersCount().catch(() => null);
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  start(): void {
    if (!this.runsJobs || this.worker) return;
    // The worker's blocking reads wait through outages instead (BullMQ needs no retry limit).
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const worker = new Worker(QUEUE, (job: Job<JobData>) => this.run(job), {
      connection,
      prefix: PREFIX,
      concurrency: this.concurrency,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      // A stalled job is not run again by BullMQ: the sweepers retry it under a new id.
      maxStalledCount: 0,
    });
    worker.on('error', (err) => this.log.warn({ err }, 'job worker error'));
    worker.on('failed', (job, err) =>
      this.log.error({ err, job: job?.id, reqId: job?.data.reqId }, 'job failed'),
    );
    this.worker = { worker, connection };
  }

  private async run(job: Job<JobData>): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const started = Date.now();
    const { reqId } = job.data;
    await handler(job.data.payload, { name: job.name, id: job.id ?? '', reqId });
    this.log.info({ job: job.id, reqId, ms: Date.now() - started }, 'job done');
  }

  async close(): Promise<void> {
    // The worker first: it waits for its running jobs, then the shared connection goes.
    await this.worker?.worker.close();
    this.worker?.connection.disconnect();
    await this.queue.close();
    this.connection.disconnect();
  }
}
