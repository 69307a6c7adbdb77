import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestEnv, uniquePhone, type TestEnv } from './helper.js';

/*
 * Issue 29, item 10: the dev routes served for a loopback HOST answer direct loopback connections
 * only (a reverse proxy on the same machine would make them public), DEV_ROUTES=1 opens them on
 * purpose; the API reference is off in production unless the operator turns it on.
 */

const RELAYED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
];

const outbox = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url: '/api/dev/outbox', query: { phone: uniquePhone() }, headers });

describe('dev routes on a loopback HOST', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('answer a direct loopback connection and refuse one a proxy relayed (404)', async () => {
    const direct = await outbox(app);
    expect(direct.status).toBe(200);
    expect(direct.body.code).toBe(200);
    for (const headers of RELAYED) {
      const relayed = await outbox(app, headers);
      expect(relayed.status, JSON.stringify(headers)).toBe(404);
      expect(relayed.body).toMatchObject({ code: 404, data: null });
    }
  });

  it('refuse a relayed request to the sandbox cashier too', async () => {
    const pay = (headers: Record<string, string>) =>
      call(app, {
        method: 'POST',
        url: '/api/dev/pay/sandbox/pay',
        payload: { orderNumber: 'SC' + '1'.repeat(20) },
        headers,
      });
    expect((await pay({})).status).toBe(200);
    const relayed = await pay(RELAYED[0]!);
    expect(relayed.status).toBe(404);
  });
});

describe('dev routes with DEV_ROUTES=1', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv({ env: { DEV_ROUTES: '1' } });
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('answer relayed requests: the operator opened them on purpose', async () => {
    expect((await outbox(app, RELAYED[0])).body.code).toBe(200);
  });
});

describe('the API reference', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(48).toString('base64'),
    WECHAT_LOGIN_PROVIDER: 'off',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'id',
    ALIYUN_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: '签名',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123',
  };
  const docs = async (env: Record<string, string>) => {
    const test = await createTestEnv({ env });
    try {
      const app = await test.start();
      const page = await app.inject({ url: '/api/docs/json' });
      return page.statusCode;
    } finally {
      await test.dispose();
    }
  };

  it('is served outside production, and in production only with API_DOCS=1', async () => {
    expect(await docs({})).toBe(200);
    expect(await docs(production)).toBe(404);
    expect(await docs({ ...production, API_DOCS: '1' })).toBe(200);
  });
});
