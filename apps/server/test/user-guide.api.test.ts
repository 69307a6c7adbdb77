import type { UserGuideStatus, UserGuideTemplate } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const template = (token: string | null, query = '', language = 'zh-CN') =>
  call<UserGuideTemplate>(app, {
    method: 'GET',
    url: `/api/user-guide/template${query}`,
    headers: { 'app-language': language, ...(token ? auth(token) : {}) },
  });
const setStatus = (token: string | null, payload: object) =>
  call<UserGuideStatus>(app, {
    method: 'POST',
    url: '/api/user-guide/status',
    headers: token ? auth(token) : {},
    payload,
  });

describe('GET /api/user-guide/template', () => {
  it("answers the home tour's steps in the caller's language, without progress when signed out", async () => {
    const zh = await template(null);
    expect(zh.status).toBe(200);
    expect(zh.body.data.guide).toBe('home');
    expect(zh.body.data.status).toBeNull();
    expect(zh.body.data.steps.map((s) => s.target)).toEqual([
      'topic-input',
      'deep-thinking',
      'page-limit',
      'topic-submit',
    ]);
    expect(zh.body.data.steps[0]!.title).toBe('输入主题');
    const tw = await template(null, '?guide=home', 'zh-TW');
    expect(tw.body.data.steps[0]!.title).toBe('輸入主題');
    const en = await template(null, '', 'en-US');
    expect(en.body.data.steps[1]!.title).toBe('Deep thinking');
    expect(en.body.data.version).toBe(zh.body.data.version);
  });

  it('a signed-in caller gets an untouched progress first', async () => {
    const { token } = await buildUser(app);
    const res = await template(token);
    expect(res.body.data.status).toEqual({ seen: false, doneSteps: [] });
  });

  it('an unknown guide is 5000 and a dead token 401', async () => {
    expect((await template(null, '?guide=admin')).body.code).toBe(5000);
    const dead = await template('x'.repeat(40));
    expect(dead.status).toBe(401);
  });
});

describe('POST /api/user-guide/status', () => {
  it('keeps the steps done and the seen mark per user, across calls', async () => {
    const { token } = await buildUser(app);
    const other = await buildUser(app);
    const first = await setStatus(token, { guide: 'home', step: 'topic' });
    expect(first.body).toMatchObject({ code: 200, data: { seen: false, doneSteps: ['topic'] } });
    // The same step twice counts once.
    await setStatus(token, { step: 'topic' });
    await setStatus(token, { step: 'deep-thinking' });
    const seen = await setStatus(token, { seen: true });
    expect(seen.body.data).toEqual({ seen: true, doneSteps: ['topic', 'deep-thinking'] });
    expect((await template(token)).body.data.status).toEqual({
      seen: true,
      doneSteps: ['topic', 'deep-thinking'],
    });
    // Another user still gets the tour.
    expect((await template(other.token)).body.data.status).toEqual({
      seen: false,
      doneSteps: [],
    });
    // Skipping straight away marks it seen with no steps.
    expect((await setStatus(other.token, { seen: true })).body.data).toEqual({
      seen: true,
      doneSteps: [],
    });
    // 'Show the tour again' (seen false) keeps the steps.
    const again = await setStatus(token, { seen: false });
    expect(again.body.data).toEqual({ seen: false, doneSteps: ['topic', 'deep-thinking'] });
  });

  it('needs a signed-in user', async () => {
    const res = await setStatus(null, { seen: true });
    expect(res.status).toBe(401);
  });

  it('refuses a step the guide does not have, an empty change and bad values with 5000', async () => {
    const { token } = await buildUser(app);
    for (const payload of [
      { step: 'no-such-step' },
      { step: 'Topic!' },
      {},
      { seen: 'yes' },
      { guide: 'other', seen: true },
    ]) {
      const res = await setStatus(token, payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(5000);
    }
    expect((await template(token)).body.data.status).toEqual({ seen: false, doneSteps: [] });
  });
});
