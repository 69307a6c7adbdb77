import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessage, ErrorCode } from '@slidecraft/contract';
import { createRecord, previewResult, startGeneration } from './generation-jobs.js';
import { OUTLINE } from './generation-helpers.js';
import {
  advanceClock,
  auth,
  buildUser,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
} from './helper.js';

/**
 * An API node with REDIS_URL and no worker process (none was started, or the only one died):
 * jobs are queued in BullMQ and nobody takes them. After a minute the sweeper fails them, so
 * the user reads the failure message instead of waiting forever.
 */

// A Redis database of its own per project (the two run side by side), emptied first.
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/${
  process.env.TEST_DB === 'postgres' ? 10 : 9
}`;

describe('jobs with no worker', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    env = await createTestEnv({ env: { REDIS_URL } });
    app = await env.start();
  });
  afterAll(() => env.dispose());
  afterEach(() => vi.useRealTimers());

  it('a generation and an export nobody runs fail after a minute, with a message', async () => {
    expect(servicesOf(app).jobs.runsJobs).toBe(false);
    expect(await servicesOf(app).jobs.workers()).toBe(0);
    const user = await buildUser(app);
    const recordId = await createRecord(app, user.token, OUTLINE);
    expect((await startGeneration(app, user.token, recordId)).body.data.status).toBe('pending');
    const asked = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/download',
      headers: auth(user.token),
      payload: { recordId },
    });
    expect(asked.body.code).toBe(200);
    const exportResult = () =>
      call<{ status: string; error?: string }>(app, {
        method: 'GET',
        url: `/api/ai/generate-ppt/download/result?recordId=${recordId}&format=pptx`,
        headers: auth(user.token),
      });

    // Within the minute: still waiting (a worker may yet come).
    await servicesOf(app).exports.sweep();
    await servicesOf(app).previews.sweep();
    expect((await previewResult(app, user.token, recordId)).body.data.status).toBe('pending');
    expect((await exportResult()).body.data.status).toBe('pending');

    advanceClock(61_000);
    await servicesOf(app).exports.sweep();
    await servicesOf(app).previews.sweep();
    expect((await previewResult(app, user.token, recordId)).body.data.status).toBe('failed');
    expect((await exportResult()).body.data).toEqual({
      status: 'error',
      error: errorMessage(ErrorCode.SERVICE_UNAVAILABLE, 'zh-CN'),
    });
  });
});
