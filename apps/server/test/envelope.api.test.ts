import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  token = (await buildUser(app)).token;
});
afterAll(() => env.dispose());

const RECORD = '00000000-0000-4000-8000-000000000000';
/** Every protected route with a request that is valid apart from the missing token. */
const PROTECTED = [
  { method: 'GET', url: '/api/user/user-info' },
  { method: 'POST', url: '/api/user/logout' },
  { method: 'POST', url: '/api/ai/chat/outline-section', payload: { topic: '人工智能' } },
  {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    payload: { outline: '# 标题\n## 章节\n* 要点\n' },
  },
  { method: 'POST', url: '/api/ai/generate-ppt/download', payload: { recordId: RECORD } },
  { method: 'GET', url: `/api/ai/generate-ppt/download/result?recordId=${RECORD}` },
  { method: 'GET', url: `/api/ai/generate-ppt/record/info?recordId=${RECORD}` },
  { method: 'POST', url: '/api/workspace/ppt/download/pdf', payload: { recordId: RECORD } },
  {
    method: 'POST',
    url: '/api/workspace/ppt/change-theme',
    payload: { recordId: RECORD, themeId: 'clean-blue' },
  },
] as const;

/** Every route that takes input, with malformed variants of it. */
const MALFORMED = [
  { method: 'GET', url: '/api/login/sms-code?phone=12345&captchaId=x&captchaCode=abcd' },
  { method: 'GET', url: '/api/login/sms-code' },
  {
    method: 'POST',
    url: '/api/login/phone',
    payload: '{"phone": "+86-13800138000", "code":',
    json: true,
  },
  { method: 'POST', url: '/api/login/phone', payload: { phone: 13800138000, code: 123456 } },
  { method: 'POST', url: '/api/login/phone', payload: { phone: '+86-13800138000' } },
  {
    method: 'POST',
    url: '/api/login/phone',
    payload: { phone: `+86-1${'3'.repeat(5000)}`, code: '123456' },
  },
  { method: 'POST', url: '/api/ai/chat/outline-section', payload: { topic: '' }, authed: true },
  {
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    payload: { topic: 'x'.repeat(1001) },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    payload: { topic: 'AI', page_limit: '99' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    payload: '{bad json',
    json: true,
    authed: true,
  },
  { method: 'POST', url: '/api/ai/generate-ppt/record', payload: { outline: 42 }, authed: true },
  {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    payload: { outline: 'x'.repeat(60_001) },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/generate-ppt/download',
    payload: { recordId: 'not-a-uuid' },
    authed: true,
  },
  { method: 'POST', url: '/api/ai/generate-ppt/download', payload: [], authed: true },
  { method: 'GET', url: '/api/ai/generate-ppt/download/result?recordId=1', authed: true },
  { method: 'GET', url: '/api/dev/outbox?phone=abc' },
  { method: 'GET', url: '/api/ai/generate-ppt/record/info?recordId=x', authed: true },
  {
    method: 'GET',
    url: `/api/ai/generate-ppt/download/result?recordId=${RECORD}&format=docx`,
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/workspace/ppt/download/pdf',
    payload: { recordId: 'x' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/workspace/ppt/change-theme',
    payload: { recordId: RECORD, themeId: 'Bad Theme!' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/workspace/ppt/change-theme',
    payload: { themeId: 'clean-blue' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    payload: { outline: '# T\u0000\n## C\n* p\n' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    payload: { outline: '# T\ud800\n## C\n* p\n' },
    authed: true,
  },
  {
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    payload: { topic: 'AI\u0000' },
    authed: true,
  },
  { method: 'GET', url: '/api/user/%ZZ', authed: true },
  { method: 'GET', url: '/%ZZ' },
  { method: 'GET', url: '/api/files/exports/a.pptx?exp=abc&sig=short' },
] as const;

describe('the envelope', () => {
  it('answers healthz with the active providers', async () => {
    const res = await call(app, { method: 'GET', url: '/api/healthz' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        status: 'ok',
        db: env.databaseUrl ? 'postgres' : 'pglite',
        cache: 'memory',
        offlineAi: true,
        devProviders: true,
      },
    });
  });

  it.each(PROTECTED)('$method $url without a token -> HTTP 401', async (route) => {
    const res = await call(app, { ...route });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: '登录已过期，请重新登录', data: null });
  });

  it('treats an unknown token like a missing one', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth('x'.repeat(43)),
    });
    expect(res.status).toBe(401);
  });

  it.each(MALFORMED)('$method $url with bad input -> 5000', async (route) => {
    const headers: Record<string, string> = 'authed' in route ? auth(token) : {};
    if ('json' in route) headers['content-type'] = 'application/json';
    const res = await call(app, {
      method: route.method,
      url: route.url,
      payload: 'payload' in route ? route.payload : undefined,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5000);
    expect(res.body.message).toMatch(/^参数错误/);
    expect(res.raw.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses a body over 1 MB with 5000', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/record',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ outline: 'x'.repeat(1_100_000) }),
    });
    expect(res.body.code).toBe(5000);
  });

  it('refuses an unsupported content type with 5000', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.body.code).toBe(5000);
  });

  it('answers in the language of App-Language', async () => {
    const en = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      headers: { 'app-language': 'en-US' },
      payload: {},
    });
    expect(en.body.message).toMatch(/^Invalid parameters/);
    const tw = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      headers: { 'app-language': 'zh-TW' },
      payload: {},
    });
    expect(tw.body.message).toMatch(/^參數錯誤/);
  });

  it('names the invalid fields in the message', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: 'x', code: '123456' },
    });
    expect(res.body.message).toContain('body.phone');
  });

  it('answers unknown API paths with a 404 envelope and wrong methods with 405', async () => {
    const missing = await call(app, { method: 'GET', url: '/api/nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    const wrongMethod = await call(app, { method: 'DELETE', url: '/api/login/phone' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe(405);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login/phone', '/api/ai/generate-ppt/record']),
    );
  });
});
