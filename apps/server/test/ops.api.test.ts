import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTLINE_CALL, modelTestApp } from './ai-chat-helpers.js';
import { call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { injectStream } from './sse-helpers.js';

const METRICS_TOKEN = 'metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app of most tests: no METRICS_TOKEN, a scripted model upstream. */
const { app, freshUser } = modelTestApp();

/** Value of the first sample `name{...}` whose labels include `labels`; null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return null;
}

async function scrape(target: FastifyInstance, headers: Record<string, string> = {}) {
  return target.inject({ method: 'GET', url: '/api/metrics', headers });
}

describe('GET /api/metrics', () => {
  it('counts and times each request under its route pattern, never the raw URL', async () => {
    await call(app(), { method: 'GET', url: '/api/healthz' });
    await call(app(), { method: 'GET', url: '/api/template-center/thumbnail/no-such-template-id' });
    await call(app(), { method: 'GET', url: '/api/no-such-route-xyz' });
    const res = await scrape(app());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const healthz = { method: 'GET', route: '/api/healthz', status: '200' };
    expect(sample(text, 'slidecraft_http_requests_total', healthz)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'slidecraft_http_request_duration_seconds_count', healthz),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'slidecraft_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'slidecraft_http_requests_total', {
        route: '/api/template-center/thumbnail/:id',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'slidecraft_http_requests_total', { route: 'unmatched' })).not.toBeNull();
    expect(text).not.toContain('no-such-template-id');
    expect(text).not.toContain('no-such-route-xyz');
    // The queue's depth, read at scrape time (the in-process queue here).
    expect(sample(text, 'slidecraft_job_queue_jobs', { state: 'waiting' })).not.toBeNull();
    // Process metrics of prom-client come along.
    expect(sample(text, 'process_cpu_seconds_total')).not.toBeNull();
  });

  it('times model calls and counts open streams, and streams count as requests', async () => {
    const { token } = await freshUser();
    const before = sample(
      (await scrape(app())).body,
      'slidecraft_llm_call_duration_seconds_count',
      {
        outcome: 'ok',
      },
    );
    const { text } = await injectStream(app(), token, OUTLINE_CALL());
    expect(text.length).toBeGreaterThan(0);
    const after = (await scrape(app())).body;
    expect(sample(after, 'slidecraft_llm_call_duration_seconds_count', { outcome: 'ok' })).toBe(
      (before ?? 0) + 1,
    );
    expect(sample(after, 'slidecraft_llm_first_chunk_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'slidecraft_sse_streams_open')).toBe(0);
    expect(
      sample(after, 'slidecraft_http_requests_total', {
        method: 'POST',
        route: '/api/ai/chat/outline-section',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('without METRICS_TOKEN, answers direct loopback calls only', async () => {
    expect((await scrape(app())).statusCode).toBe(200);
    const remote = await app().inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 404, data: null });
    // Relayed by a proxy on this machine: loopback socket, but not a local caller.
    const proxied = await scrape(app(), { 'x-forwarded-for': '203.0.113.7' });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('GET /api/readyz', () => {
  it('answers 200 when the database answers and the queue is reachable', async () => {
    const res = await call(app(), { method: 'GET', url: '/api/readyz' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      data: { status: 'ready', checks: { database: 'ok', redis: 'off', queue: 'ok' } },
    });
  });
});

describe('X-Request-Id', () => {
  it('keeps a well-formed incoming id and echoes it', async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'lb-42.abc_DEF-9' },
    });
    expect(res.headers['x-request-id']).toBe('lb-42.abc_DEF-9');
  });

  it.each([
    ['absent', undefined],
    ['with spaces', 'not an id'],
    ['too long', 'a'.repeat(65)],
    ['with markup', '<script>'],
  ])('generates one when the incoming id is %s', async (_, incoming) => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/healthz',
      headers: incoming === undefined ? {} : { 'x-request-id': incoming },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('is sent on event streams too', async () => {
    const { token } = await freshUser();
    const res = await app().inject({
      method: 'POST',
      url: '/api/ai/chat/outline-section',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'stream-req-1' },
      payload: OUTLINE_CALL().payload,
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-request-id']).toBe('stream-req-1');
  });
});

describe('with METRICS_TOKEN, and a database that stops answering', () => {
  let env: TestEnv;
  let tokenApp: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    env = await createTestEnv({
      env: { METRICS_TOKEN, LOG_LEVEL: 'info' },
      build: { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
    });
    tokenApp = await env.start();
  });
  afterAll(() => env.dispose());

  it('asks every caller, loopback included, for the bearer token', async () => {
    expect((await scrape(tokenApp)).statusCode).toBe(401);
    expect(
      (await scrape(tokenApp, { authorization: 'Bearer wrong-token-0123456789' })).statusCode,
    ).toBe(401);
    expect((await scrape(tokenApp, { authorization: METRICS_TOKEN })).statusCode).toBe(401);
    const remote = await tokenApp.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('slidecraft_http_requests_total');
  });

  it('readyz answers 503 naming the database once it is closed; errors log the request id', async () => {
    const { database } = servicesOf(tokenApp);
    await database.close();
    // Closed here already: the app's own close at the end must not close it twice.
    vi.spyOn(database, 'close').mockResolvedValue();

    const res = await tokenApp.inject({
      method: 'GET',
      url: '/api/readyz',
      headers: { 'x-request-id': 'probe-1' },
    });
    expect(res.statusCode).toBe(503);
    const body = res.json<{ code: number; message: string; data: unknown }>();
    expect(body).toMatchObject({
      code: 500,
      data: { status: 'unavailable', checks: { database: 'failed', redis: 'off', queue: 'ok' } },
    });
    expect(body.message).toContain('database');
    expect(res.body).not.toMatch(/pglite|postgres|closed|Error/i);
    expect(logLines).toContainEqual(
      expect.objectContaining({ reqId: 'probe-1', msg: 'not ready' }),
    );

    // An unhandled error (the health check's ping) is logged with the caller's request id.
    const health = await tokenApp.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(health.statusCode).toBe(500);
    expect(health.headers['x-request-id']).toBe('trace-me-1');
    expect(logLines).toContainEqual(
      expect.objectContaining({ reqId: 'trace-me-1', msg: 'unhandled error' }),
    );
  });
});
