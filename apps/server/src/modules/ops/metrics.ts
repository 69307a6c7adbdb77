import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../../jobs/job-queue.js';

/**
 * The process's Prometheus metrics, served by GET /api/metrics. One registry per process (one
 * app per process in production); the queue and the model provider report through the
 * functions below, so they need no reference to the app.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Latency buckets (seconds) for calls and jobs: 5 ms up to the 2-minute job and stream limits. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const REQUEST_LABELS = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'slidecraft_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: REQUEST_LABELS,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'slidecraft_http_request_duration_seconds',
  help: 'Time from request to the end of the response, by method, route pattern and status',
  labelNames: REQUEST_LABELS,
  buckets: SECONDS,
  registers: [registry],
});

const sseStreams = new Gauge({
  name: 'slidecraft_sse_streams_open',
  help: 'Server-sent event streams open on this node',
  registers: [registry],
});

/** Counts one open stream; the returned function closes it (safe to call more than once). */
export function sseStreamOpened(): () => void {
  sseStreams.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    sseStreams.dec();
  };
}

export type ModelCallOutcome = 'ok' | 'error' | 'aborted';

export const modelCallDuration = new Histogram({
  name: 'slidecraft_llm_call_duration_seconds',
  help: 'Chat model calls from request to the last chunk, by outcome (ok, error, aborted)',
  labelNames: ['outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const modelFirstChunk = new Histogram({
  name: 'slidecraft_llm_first_chunk_seconds',
  help: 'Chat model calls from request to the first text chunk',
  buckets: SECONDS,
  registers: [registry],
});

export type JobOutcome = 'completed' | 'failed';

const jobDuration = new Histogram({
  name: 'slidecraft_job_duration_seconds',
  help: 'Background job run time, by job name and outcome (completed, failed)',
  labelNames: ['job', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

/** Each job run, in the process that ran it (timedJobQueue calls it). */
export function observeJob(name: string, seconds: number, outcome: JobOutcome): void {
  jobDuration.observe({ job: name, outcome }, seconds);
}

/** The queues whose depth is scraped (added by each app built in this process, removed at close). */
export const queueSources = new Set<Pick<JobQueue, 'counts'>>();

new Gauge({
  name: 'slidecraft_job_queue_jobs',
  help: 'Jobs in the queue by state (waiting, active, failed)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of queueSources) {
      // A failed read leaves the gauge empty; /api/readyz reports the queue as down.
      const depth = await source.counts().catch(() => null);
      if (!depth) continue;
      for (const state of ['waiting', 'active', 'failed'] as const) {
        this.inc({ state }, depth[state]);
      }
    }
  },
});
