import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, createTestEnv, type TestEnv } from './helper.js';

interface LoginData {
  token: string;
  isNewUser: boolean;
  isNew: boolean;
  isBindPhone: boolean;
  redirect: string;
}

const authorize = (app: FastifyInstance, callback: string, host?: string) =>
  call<{ url: string }>(app, {
    method: 'GET',
    url: '/api/login/mobile-wechat',
    query: { callback },
    ...(host ? { headers: { host } } : {}),
  });

const exchange = (app: FastifyInstance, code: string, state: string) =>
  call<LoginData>(app, {
    method: 'POST',
    url: '/api/login/mobile-wechat',
    payload: { code, state },
  });

describe('WeChat in-app OAuth login (dev provider)', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  /** What the browser and the dev authorization page do: a code for `openid` and the state. */
  async function devAuthorize(callback = '/workspace?x=1', openid?: string) {
    const res = await authorize(app, callback);
    expect(res.body.code).toBe(200);
    const page = new URL(res.body.data.url, 'http://local');
    expect(page.pathname).toBe('/api/dev/wechat/oauth-page');
    const html = await app.inject({ method: 'GET', url: res.body.data.url });
    expect(html.statusCode).toBe(200);
    const issued = await call<{ code: string }>(app, {
      method: 'POST',
      url: '/api/dev/wechat/oauth-code',
      payload: openid ? { openid } : {},
    });
    return {
      code: issued.body.data.code,
      state: page.searchParams.get('state') ?? '',
      redirect: page.searchParams.get('redirect') ?? '',
    };
  }

  it('sends WeChat back to the login page of this site, never elsewhere', async () => {
    const { redirect, state } = await devAuthorize();
    expect(redirect).toBe('/login?thirdLogin=wechat');
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const callback of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'workspace',
    ]) {
      expect((await authorize(app, callback)).body.code, callback).toBe(5000);
    }
  });

  it('registers an unknown WeChat user once (no phone), the same account as the QR login', async () => {
    const first = await devAuthorize('/workspace?x=1', 'wx-oauth-user-1');
    const login = await exchange(app, first.code, first.state);
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({
      isNewUser: true,
      isNew: true,
      isBindPhone: false,
      redirect: '/workspace?x=1',
    });
    const info = await call<{ id: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(login.body.data.token),
    });
    expect(info.body.code).toBe(200);

    const second = await devAuthorize('/', 'wx-oauth-user-1');
    const again = await exchange(app, second.code, second.state);
    expect(again.body.data.isNewUser).toBe(false);

    // A QR scan by the same openid lands in the same account.
    const qr = await call<{ topic: string }>(app, {
      method: 'GET',
      url: '/api/getTemporaryQrcode',
      query: { purpose: 'login' },
    });
    await call(app, {
      method: 'POST',
      url: '/api/dev/wechat/scan',
      payload: { topic: qr.body.data.topic, openid: 'wx-oauth-user-1' },
    });
    const scanned = await call<{ token: string; isNewUser: boolean }>(app, {
      method: 'GET',
      url: '/api/login/qrcode/status',
      query: { topic: qr.body.data.topic },
    });
    expect(scanned.body.data.isNewUser).toBe(false);
    const viaQr = await call<{ id: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(scanned.body.data.token),
    });
    expect(viaQr.body.data.id).toBe(info.body.data.id);
  });

  it('refuses an unknown or reused state, and a code twice', async () => {
    const { code, state } = await devAuthorize();
    expect((await exchange(app, code, 'x'.repeat(32))).body.code).toBe(5000);
    expect((await exchange(app, code, state)).body.code).toBe(200);
    // The state is spent; a fresh state cannot carry the same code either.
    const next = await devAuthorize();
    expect((await exchange(app, next.code, state)).body.code).toBe(5000);
    // The code was spent: a WeChat code error.
    expect((await exchange(app, code, next.state)).body.code).toBe(5105);
  });

  it('refuses a code the provider never issued with 5105', async () => {
    const { state } = await devAuthorize();
    expect((await exchange(app, 'dev-never-issued', state)).body).toMatchObject({
      code: 5105,
      message: '微信授权码错误',
    });
  });

  it('answers 5000 for malformed bodies', async () => {
    for (const payload of [{}, { code: '', state: 's' }, { code: 'c' }, { code: 'c', state: '' }]) {
      const res = await call(app, { method: 'POST', url: '/api/login/mobile-wechat', payload });
      expect(res.body.code, JSON.stringify(payload)).toBe(5000);
    }
  });
});

describe('WeChat in-app OAuth login (official provider)', () => {
  const APP_ID = 'wx0123456789abcdef';
  const SECRET = 'secret'.repeat(6);
  let env: TestEnv;
  let app: FastifyInstance;
  /** What the scripted sns/oauth2/access_token endpoint answers per code. */
  const answers = new Map<string, { status: number; body: unknown }>();
  const calls: URL[] = [];

  beforeAll(async () => {
    env = await createTestEnv({
      env: {
        WECHAT_LOGIN_PROVIDER: 'official',
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: SECRET,
        WECHAT_TOKEN: 'token123',
      },
      build: {
        fetch: (input: string | URL | Request) => {
          const url = new URL(input instanceof Request ? input.url : input);
          calls.push(url);
          if (url.pathname !== '/sns/oauth2/access_token') {
            return Promise.reject(new Error(`unexpected call ${url.pathname}`));
          }
          const answer = answers.get(url.searchParams.get('code') ?? '');
          if (!answer) return Promise.reject(new Error('network down'));
          return Promise.resolve(
            new Response(JSON.stringify(answer.body), {
              status: answer.status,
              headers: { 'content-type': 'application/json' },
            }),
          );
        },
      },
    });
    app = await env.start();
  });
  afterAll(() => env.dispose());

  async function officialAuthorize(callback = '/m/home') {
    const res = await authorize(app, callback, 'slides.example.com');
    const url = new URL(res.body.data.url);
    return { url, state: url.searchParams.get('state') ?? '' };
  }

  it('answers the WeChat authorize address with the protocol parameters and a fresh state', async () => {
    const { url, state } = await officialAuthorize();
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: APP_ID,
      redirect_uri: 'http://slides.example.com/login?thirdLogin=wechat',
      response_type: 'code',
      scope: 'snsapi_base',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await officialAuthorize()).state).not.toBe(state);
  });

  it('exchanges the code with the app credentials for the openid', async () => {
    answers.set('good-code', { status: 200, body: { access_token: 'at', openid: 'o-official-1' } });
    const { state } = await officialAuthorize('/workspace');
    const login = await exchange(app, 'good-code', state);
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({ isNewUser: true, redirect: '/workspace' });
    const call = calls.at(-1)!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      appid: APP_ID,
      secret: SECRET,
      code: 'good-code',
      grant_type: 'authorization_code',
    });
  });

  it('answers 5105 when WeChat refuses the code and 5402 when it is busy or unreachable', async () => {
    answers.set('bad-code', { status: 200, body: { errcode: 40029, errmsg: 'invalid code' } });
    answers.set('busy-code', { status: 200, body: { errcode: -1, errmsg: 'system busy' } });
    answers.set('down-code', { status: 502, body: {} });
    const cases: [string, number][] = [
      ['bad-code', 5105],
      ['busy-code', 5402],
      ['down-code', 5402],
      ['no-answer-code', 5402],
    ];
    for (const [code, expected] of cases) {
      const { state } = await officialAuthorize();
      expect((await exchange(app, code, state)).body.code, code).toBe(expected);
    }
  });
});
