import type { JobHandler, JobQueue } from '../../jobs/job-queue.js';
import { observeJob } from './metrics.js';

/**
 * A job queue whose handlers are timed (slidecraft_job_duration_seconds by job name and
 * outcome) in the process that runs them; everything else goes to the queue as it is.
 */
class TimedJobQueue implements JobQueue {
  constructor(private readonly inner: JobQueue) {}

  get kind() {
    return this.inner.kind;
  }

  get runsJobs() {
    return this.inner.runsJobs;
  }

  register(name: string, handler: JobHandler): void {
    this.inner.register(name, async (payload, job) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        await handler(payload, job);
      } catch (err) {
        observeJob(name, seconds(), 'failed');
        throw err;
      }
      observeJob(name, seconds(), 'completed');
    });
  }

  enqueue(name: string, id: string, payload: string): Promise<void> {
    return this.inner.enqueue(name, id, payload);
  }

  counts() {
    return this.inner.counts();
  }

  workers() {
    return this.inner.workers();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  start(): void {
    this.inner.start();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

export function timedJobQueue(queue: JobQueue): JobQueue {
  return new TimedJobQueue(queue);
}
