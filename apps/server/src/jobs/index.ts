import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { InProcessJobQueue, type JobQueue } from './job-queue.js';

export type { JobQueue, JobInfo, QueueCounts } from './job-queue.js';

/** Whose process this is: an API node, or a worker (`npm run worker`). */
export type ProcessRole = 'api' | 'worker';

/**
 * The in-process queue on the embedded defaults; BullMQ with REDIS_URL, where API nodes only
 * add jobs (unless WORKER_INLINE=1) and workers run them.
 */
export async function openJobQueue(
  config: Pick<AppConfig, 'REDIS_URL' | 'WORKER_INLINE' | 'WORKER_CONCURRENCY'>,
  log: FastifyBaseLogger,
  role: ProcessRole,
): Promise<JobQueue> {
  if (!config.REDIS_URL) return new InProcessJobQueue(log, config.WORKER_CONCURRENCY);
  const { BullJobQueue } = await import('./bullmq-queue.js');
  const runsJobs = role === 'worker' || config.WORKER_INLINE === '1';
  const queue = new BullJobQueue(config.REDIS_URL, log, runsJobs, config.WORKER_CONCURRENCY);
  await queue.ready();
  return queue;
}
