import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, call, createTestEnv, type TestEnv } from './helper.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  startHuaweiServer,
  type IdTokenOverrides,
} from './huawei-oauth-server.js';

type HuaweiServer = Awaited<ReturnType<typeof startHuaweiServer>>;

interface LoginData {
  token: string;
  isNewUser: boolean;
  isBindPhone: boolean;
  redirect: string;
}

describe('Huawei one-tap login', () => {
  let huawei: HuaweiServer;
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    huawei = await startHuaweiServer();
    env = await createTestEnv({ env: huawei.env });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await huawei.close();
  });
  beforeEach(() => {
    huawei.state.idToken = {};
    huawei.state.down = false;
  });

  const authorize = (redirect = '/workspace') =>
    call<{ url: string }>(app, {
      method: 'GET',
      url: '/api/login/huawei/authorize',
      query: { redirect },
    });

  /** What the browser does: open the authorize address, follow the redirect back. */
  async function browserAuthorize(redirect = '/workspace') {
    const res = await authorize(redirect);
    expect(res.body.code).toBe(200);
    const answer = await fetch(res.body.data.url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location') ?? '');
    return {
      back,
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
  }

  const exchange = (authorizationCode: string, state?: string) =>
    call<LoginData>(app, {
      method: 'POST',
      url: '/api/login/huawei',
      payload: state === undefined ? { authorizationCode } : { authorizationCode, state },
    });

  it('sends the browser to the authorize endpoint with the protocol parameters', async () => {
    const { back } = await browserAuthorize();
    const params = huawei.state.authorizeParams.at(-1)!;
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      access_type: 'offline',
      prompt: 'login',
    });
    expect(params.get('scope')?.split(' ')).toContain('openid');
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(back.searchParams.get('thirdLogin')).toBe('huawei');
  });

  it('refuses a redirect that is not a same-site path', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', 'workspace']) {
      expect((await authorize(redirect)).body.code).toBe(5000);
    }
  });

  it('registers an unknown account once (no phone), then logs the same user in', async () => {
    huawei.state.nextSub = 'hw-sub-register';
    const first = await browserAuthorize('/workspace?x=1');
    const login = await exchange(first.code, first.state);
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({
      isNewUser: true,
      isBindPhone: false,
      redirect: '/workspace?x=1',
    });
    const info = await call<{ id: string; isBindPhone: boolean }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(login.body.data.token),
    });
    expect(info.body.data.isBindPhone).toBe(false);

    const second = await browserAuthorize();
    const again = await exchange(second.code, second.state);
    expect(again.body.data.isNewUser).toBe(false);
    const info2 = await call<{ id: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(again.body.data.token),
    });
    expect(info2.body.data.id).toBe(info.body.data.id);
  });

  it('refuses a missing, unknown or reused state before calling Huawei', async () => {
    const { code, state } = await browserAuthorize();
    const before = huawei.state.tokenRequests;
    expect((await exchange(code)).body.code).toBe(5000);
    expect((await exchange(code, 'x'.repeat(43))).body.code).toBe(5000);
    expect(huawei.state.tokenRequests).toBe(before);
    expect((await exchange(code, state)).body.code).toBe(200);
    const next = await browserAuthorize();
    expect((await exchange(next.code, state)).body.code).toBe(5000);
  });

  describe('native one-tap (a code from the host app, without a state)', () => {
    const nativeCode = async () => {
      const res = await fetch(`${huawei.origin}/test/native-code`, { method: 'POST' });
      return ((await res.json()) as { code: string }).code;
    };
    const nativeExchange = (authorizationCode: string) =>
      call<LoginData>(app, {
        method: 'POST',
        url: '/api/login/huawei',
        payload: { authorizationCode, native: true },
      });

    it('logs in with the app redirect URI and needs no state', async () => {
      huawei.state.nextSub = 'hw-sub-native';
      const login = await nativeExchange(await nativeCode());
      expect(login.body.code).toBe(200);
      expect(login.body.data).toMatchObject({ isNewUser: true, isBindPhone: false, redirect: '/' });
      const again = await nativeExchange(await nativeCode());
      expect(again.body.data.isNewUser).toBe(false);
    });

    it('refuses a web code passed off as native, and a native code on the web path', async () => {
      const web = await browserAuthorize();
      expect((await nativeExchange(web.code)).body.code).toBe(5000);
      const fresh = await browserAuthorize();
      expect((await exchange(await nativeCode(), fresh.state)).body.code).toBe(5000);
    });

    it('accepts a native code once', async () => {
      const code = await nativeCode();
      expect((await nativeExchange(code)).body.code).toBe(200);
      const before = huawei.state.tokenRequests;
      expect((await nativeExchange(code)).body.code).toBe(5000);
      expect(huawei.state.tokenRequests).toBe(before);
    });
  });

  it('accepts a code once', async () => {
    const first = await browserAuthorize();
    expect((await exchange(first.code, first.state)).body.code).toBe(200);
    const fresh = await browserAuthorize();
    const before = huawei.state.tokenRequests;
    expect((await exchange(first.code, fresh.state)).body.code).toBe(5000);
    // Refused by the server itself, not only by Huawei's one-time code.
    expect(huawei.state.tokenRequests).toBe(before);
  });

  it('refuses a code Huawei does not know', async () => {
    const { state } = await browserAuthorize();
    const before = huawei.state.tokenRequests;
    expect((await exchange('code-never-issued', state)).body.code).toBe(5000);
    expect(huawei.state.tokenRequests).toBe(before + 1);
  });

  it.each<[string, IdTokenOverrides]>([
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['a bad signature', { foreignKey: true }],
    ['an expired token', { expiresIn: -3600 }],
  ])('refuses an ID token with %s', async (_name, overrides) => {
    huawei.state.nextSub = `hw-sub-bad-${Math.random()}`;
    huawei.state.idToken = overrides;
    const { code, state } = await browserAuthorize();
    const issued = huawei.state.tokensIssued;
    const res = await exchange(code, state);
    expect(huawei.state.tokensIssued).toBe(issued + 1);
    expect(res.body.code).toBe(5000);
    expect(res.body.data).toBeNull();
  });

  it('answers 5402 when the token endpoint is down', async () => {
    const { code, state } = await browserAuthorize();
    huawei.state.down = true;
    expect((await exchange(code, state)).body.code).toBe(5402);
  });
});

describe('Huawei one-tap login when not configured', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('answers 5102 on both routes', async () => {
    const authorize = await call(app, {
      method: 'GET',
      url: '/api/login/huawei/authorize',
      query: { redirect: '/' },
    });
    expect(authorize.body.code).toBe(5102);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/huawei',
      payload: { authorizationCode: 'c', state: 's' },
    });
    expect(login.body.code).toBe(5102);
  });
});

describe('Huawei login when Huawei cannot be reached at all', () => {
  it('answers 5402', async () => {
    const env = await createTestEnv({
      env: {
        HUAWEI_CLIENT_ID: CLIENT_ID,
        HUAWEI_CLIENT_SECRET: CLIENT_SECRET,
        HUAWEI_REDIRECT_URI: REDIRECT_URI,
        HUAWEI_TOKEN_URL: 'http://127.0.0.1:9/oauth2/v3/token',
        HUAWEI_JWKS_URL: 'http://127.0.0.1:9/oauth2/v3/certs',
      },
    });
    try {
      const app = await env.start();
      const res = await call<{ url: string }>(app, {
        method: 'GET',
        url: '/api/login/huawei/authorize',
        query: { redirect: '/' },
      });
      const state = new URL(res.body.data.url).searchParams.get('state') ?? '';
      const login = await call(app, {
        method: 'POST',
        url: '/api/login/huawei',
        payload: { authorizationCode: 'any', state },
      });
      expect(login.body.code).toBe(5402);
    } finally {
      await env.dispose();
    }
  });
});
