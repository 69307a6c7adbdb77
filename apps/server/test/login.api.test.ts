import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  requestSmsCode,
  uniquePhone,
  type TestEnv,
  updateUsers,
} from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

/** Moves the clock forward (Date only; timers keep running). */
function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
const afterResendWindow = () => advanceClock(61_000);

describe('captcha', () => {
  it('issues a 4-character SVG captcha image', async () => {
    const res = await call<{ captchaId: string; image: string }>(app, {
      method: 'GET',
      url: '/api/captcha',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await call<{ answer: string }>(app, {
      method: 'GET',
      url: `/api/dev/captcha/${res.body.data.captchaId}`,
    });
    expect(answer.body.data.answer).toHaveLength(4);
  });

  it('refuses a wrong answer (5003) and then treats the captcha as used up (5002)', async () => {
    const phone = uniquePhone();
    const { body } = await call<{ captchaId: string }>(app, { method: 'GET', url: '/api/captcha' });
    const ask = (captchaCode: string) =>
      call(app, {
        method: 'GET',
        url: '/api/login/sms-code',
        query: { phone, captchaId: body.data.captchaId, captchaCode },
      });
    expect((await ask('zzzz')).body.code).toBe(5003);
    expect((await ask('zzzz')).body.code).toBe(5002);
  });

  it('refuses an unknown captcha id with 5002', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/api/login/sms-code',
      query: { phone: uniquePhone(), captchaId: 'no-such-captcha', captchaCode: 'abcd' },
    });
    expect(res.body.code).toBe(5002);
  });
});

describe('SMS login', () => {
  it('registers a new phone, then logs the same phone in as an existing user', async () => {
    const phone = uniquePhone();
    expect((await requestSmsCode(app, phone)).body.code).toBe(200);
    const code = await latestSmsCode(app, phone);
    expect(code).toMatch(/^\d{6}$/);

    const first = await call<{ token: string; isNewUser: boolean }>(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(first.body).toMatchObject({ code: 200, data: { isNewUser: true } });

    const info = await call<{ phone: string; isBindPhone: boolean }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(first.body.data.token),
    });
    expect(info.body.code).toBe(200);
    expect(info.body.data.phone).toBe(`${phone.slice(4, 7)}****${phone.slice(-4)}`);
    expect(info.body.data.isBindPhone).toBe(true);

    afterResendWindow();
    const again = await buildUser(app, phone);
    expect(again.token).not.toBe(first.body.data.token);
  });

  it('accepts a phone without the +86 prefix as the same account', async () => {
    const phone = uniquePhone();
    await buildUser(app, phone);
    afterResendWindow();
    const local = phone.slice(4);
    await requestSmsCode(app, local);
    const code = await latestSmsCode(app, phone);
    const login = await call<{ isNewUser: boolean }>(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: local, code },
    });
    expect(login.body).toMatchObject({ code: 200, data: { isNewUser: false } });
  });

  it('refuses a resend within 60 seconds with 5427', async () => {
    const phone = uniquePhone();
    expect((await requestSmsCode(app, phone)).body.code).toBe(200);
    const second = await requestSmsCode(app, phone);
    expect(second.body.code).toBe(5427);
    expect(second.body.message).toBe('操作过于频繁，请稍后再试');
  });

  it('uses a code once only', async () => {
    const phone = uniquePhone();
    await requestSmsCode(app, phone);
    const code = await latestSmsCode(app, phone);
    const login = () =>
      call(app, { method: 'POST', url: '/api/login/phone', payload: { phone, code } });
    expect((await login()).body.code).toBe(200);
    expect((await login()).body.code).toBe(5003);
  });

  it('voids the code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await requestSmsCode(app, phone);
    const code = await latestSmsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/login/phone',
        payload: { phone, code: wrong },
      });
      expect(res.body.code).toBe(5003);
    }
    const right = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(right.body.code).toBe(5003);
  });

  it('does not accept the code of one phone for another', async () => {
    const phone = uniquePhone();
    await requestSmsCode(app, phone);
    const code = await latestSmsCode(app, phone);
    const res = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: uniquePhone(), code },
    });
    expect(res.body.code).toBe(5003);
  });

  it('logout revokes the token: the next call gets HTTP 401', async () => {
    const { token } = await buildUser(app);
    const out = await call(app, { method: 'POST', url: '/api/user/logout', headers: auth(token) });
    expect(out.body.code).toBe(200);
    const after = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, message: '登录已过期，请重新登录', data: null });
  });

  it('expires a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await requestSmsCode(app, phone);
    const code = await latestSmsCode(app, phone);
    advanceClock(5 * 60 * 1000 + 1000);
    const res = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(res.body.code).toBe(5003);
  });

  it('caps a phone at 5 codes an hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await requestSmsCode(app, phone)).body.code).toBe(200);
      advanceClock(61_000);
    }
    expect((await requestSmsCode(app, phone)).body.code).toBe(5427);
  });

  it('treats +86, 86 and 0086 as one number and refuses other country codes', async () => {
    const phone = uniquePhone();
    expect((await requestSmsCode(app, phone.replace('+86', '0086'))).body.code).toBe(200);
    expect((await requestSmsCode(app, phone.replace('+86', '86'))).body.code).toBe(5427);
    expect((await requestSmsCode(app, phone.replace('+86', '+852'))).body.code).toBe(5000);
  });

  it('gives an expired token HTTP 401', async () => {
    const { token } = await buildUser(app);
    advanceClock(31 * 24 * 3600 * 1000);
    const res = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });
    expect(res.status).toBe(401);
  });

  it('refuses a forbidden account at login (5101) and on every call', async () => {
    const { phone, token } = await buildUser(app);
    await updateUsers(app, eq(users.phone, phone), { status: 'forbidden' });
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });
    expect(info.body.code).toBe(5101);
    afterResendWindow();
    await requestSmsCode(app, phone);
    const code = await latestSmsCode(app, phone);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code },
    });
    expect(login.body).toMatchObject({ code: 5101, data: null });
  });

  it('logs out when the client sends a JSON content type with no body', async () => {
    const { token } = await buildUser(app);
    const out = await call(app, {
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...auth(token), 'content-type': 'application/json' },
    });
    expect(out.body.code).toBe(200);
    expect(
      (await call(app, { method: 'GET', url: '/api/user/user-info', headers: auth(token) })).status,
    ).toBe(401);
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const { token } = await buildUser(app);
    const res = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: { authorization: `bearer ${token}` },
    });
    expect(res.body.code).toBe(200);
  });
});
