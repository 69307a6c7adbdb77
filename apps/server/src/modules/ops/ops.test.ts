import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from '../../jobs/job-queue.js';
import { queueSources, registry } from './metrics.js';
import { checkReadiness } from './readiness.js';
import { timedJobQueue } from './timed-job-queue.js';

const up = async () => {};
const down = async () => {
  throw new Error('ECONNREFUSED 10.0.0.9:6379');
};
const database = (ping: () => Promise<void>) => ({ ping }) as never;
const kv = (kind: 'memory' | 'redis', ping: () => Promise<void>) => ({ kind, ping }) as never;
const queue = (ping: () => Promise<void>) => ({
  ping,
  counts: async () => ({ waiting: 4, active: 1, failed: 2 }),
});

describe('checkReadiness', () => {
  it.each([
    {
      name: 'is ready when every part answers; Redis is off without REDIS_URL',
      parts: { kv: kv('memory', down), queue: up },
      expected: { ready: true, checks: { database: 'ok', redis: 'off', queue: 'ok' } },
    },
    {
      name: 'names each part that does not answer, without its error',
      parts: { kv: kv('redis', down), queue: down },
      expected: { ready: false, checks: { database: 'ok', redis: 'failed', queue: 'failed' } },
    },
  ])('$name', async ({ parts, expected }) => {
    const ready = await checkReadiness({
      database: database(up),
      kv: parts.kv,
      jobs: queue(parts.queue) as never,
    });
    expect(ready).toEqual(expected);
  });

  it('counts a part that hangs as failed after 2 s', async () => {
    const started = Date.now();
    const ready = await checkReadiness({
      database: database(() => new Promise(() => {})),
      kv: kv('memory', up),
      jobs: queue(up) as never,
    });
    expect(ready.checks.database).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('queue depth gauge', () => {
  it('reads the counts of the registered queues at scrape time', async () => {
    const source = queue(up);
    queueSources.add(source);
    try {
      const text = await registry.getSingleMetricAsString('slidecraft_job_queue_jobs');
      expect(text).toContain('slidecraft_job_queue_jobs{state="waiting"} 4');
      expect(text).toContain('slidecraft_job_queue_jobs{state="active"} 1');
      expect(text).toContain('slidecraft_job_queue_jobs{state="failed"} 2');
    } finally {
      queueSources.delete(source);
    }
  });
});

describe('timedJobQueue', () => {
  it('times each run by job name and outcome, and hands the rest to the queue', async () => {
    const log = { error: () => {} } as never;
    const jobs = timedJobQueue(new InProcessJobQueue(log, 3));
    expect(jobs.kind).toBe('in-process');
    let ran = 0;
    jobs.register('ops-test-ok', async () => void ran++);
    jobs.register('ops-test-broken', async () => {
      throw new Error('broken');
    });
    jobs.start();
    await jobs.enqueue('ops-test-ok', 'a', '{}');
    await jobs.enqueue('ops-test-ok', 'b', '{}');
    await jobs.enqueue('ops-test-broken', 'c', '{}');
    await jobs.close();
    expect(ran).toBe(2);
    const text = await registry.getSingleMetricAsString('slidecraft_job_duration_seconds');
    expect(text).toContain(
      'slidecraft_job_duration_seconds_count{job="ops-test-ok",outcome="completed"} 2',
    );
    expect(text).toContain(
      'slidecraft_job_duration_seconds_count{job="ops-test-broken",outcome="failed"} 1',
    );
  });
});
