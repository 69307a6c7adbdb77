import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  advanceClock,
  auth,
  buildUser,
  buildUserWithPassword,
  call,
  createTestEnv,
  getUserInfo,
  latestSmsCode,
  PASSWORD,
  passwordLogin,
  readOutbox,
  setPassword,
  solveCaptcha,
  WRONG_PASSWORD as WRONG,
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

const userWithPassword = () => buildUserWithPassword(app);
const userInfo = (token: string) => getUserInfo(app, token);
const outbox = (phone: string) => readOutbox(app, phone);

describe('password reset and change', () => {
  async function resetCode(phone: string): Promise<string> {
    const res = await call(app, {
      method: 'GET',
      url: '/api/sms/reset-pwd',
      query: { phone, ...(await solveCaptcha(app)) },
    });
    expect(res.body.code).toBe(200);
    return latestSmsCode(app, phone);
  }

  it('resets a forgotten password and revokes every session of the account', async () => {
    const user = await userWithPassword();
    const second = await passwordLogin(app, user.phone, PASSWORD);
    advanceClock(61_000);
    const code = await resetCode(user.phone);
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: user.phone, code, password: 'my new password!' },
    });
    expect(res.body).toEqual({ code: 200, message: '成功', data: null });
    expect((await userInfo(user.token)).status).toBe(401);
    expect((await userInfo(second.body.data.token)).status).toBe(401);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(5104);
    expect((await passwordLogin(app, user.phone, 'my new password!')).body.code).toBe(200);
  });

  it('gives a phone without a password its first one through the reset', async () => {
    const user = await buildUser(app);
    advanceClock(61_000);
    const code = await resetCode(user.phone);
    await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: user.phone, code, password: 'first password' },
    });
    expect((await passwordLogin(app, user.phone, 'first password')).body.code).toBe(200);
  });

  it('lifts the lock when the password is reset', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 5; i++) await passwordLogin(app, user.phone, WRONG);
    advanceClock(61_000);
    const code = await resetCode(user.phone);
    await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: user.phone, code, password: 'after the lock' },
    });
    expect((await passwordLogin(app, user.phone, 'after the lock')).body.code).toBe(200);
  });

  it('refuses a common password with 5000 and a clear message, keeping the code usable', async () => {
    const user = await buildUser(app);
    advanceClock(61_000);
    const code = await resetCode(user.phone);
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: user.phone, code, password: 'Password123' },
    });
    expect(res.body).toEqual({
      code: 5000,
      message: '参数错误: 密码过于常见，请换一个不易被猜到的密码',
      data: null,
    });
    const english = await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      headers: { 'app-language': 'en-US' },
      payload: { phone: user.phone, code, password: 'qwertyuiop' },
    });
    expect(english.body.message).toMatch(/too common/);
    const good = await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: user.phone, code, password: 'qwertyuiop!x' },
    });
    expect(good.body.code).toBe(200);
  });

  it('accepts 8 to 64 characters, no character classes needed', async () => {
    const user = await buildUser(app);
    const change = async (password: string) => {
      const res = await call(app, {
        method: 'POST',
        url: '/api/user/update-pwd',
        payload: { code: '000000', password },
        headers: auth(user.token),
      });
      return res.body.code;
    };
    // 5000 = refused by the rules; 5003 = rules passed, then the (dummy) code is wrong.
    expect(await change('abcdefg')).toBe(5000);
    expect(await change('kqzmwpvt')).toBe(5003);
    expect(await change('x'.repeat(64))).toBe(5003);
    expect(await change('x'.repeat(65))).toBe(5000);
  });

  it('changes the password of the signed-in user and revokes the other sessions only', async () => {
    const user = await userWithPassword();
    const other = await passwordLogin(app, user.phone, PASSWORD);
    advanceClock(61_000);
    await setPassword(app, user, 'a changed password');
    expect((await userInfo(user.token)).body.code).toBe(200);
    expect((await userInfo(other.body.data.token)).status).toBe(401);
    expect((await passwordLogin(app, user.phone, 'a changed password')).body.code).toBe(200);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(5104);
  });

  it('sends the change code to the bound phone only, and refuses users without one (5000)', async () => {
    const user = await buildUser(app);
    const sent = await call(app, {
      method: 'GET',
      url: '/api/sms/set-pwd',
      query: await solveCaptcha(app),
      headers: auth(user.token),
    });
    expect(sent.body.code).toBe(200);
    expect((await outbox(user.phone))[0]?.purpose).toBe('set-pwd');
    await updateUsers(app, eq(users.phone, user.phone), { phone: null });
    const none = await call(app, {
      method: 'GET',
      url: '/api/sms/set-pwd',
      query: await solveCaptcha(app),
      headers: auth(user.token),
    });
    expect(none.body).toMatchObject({
      code: 5103,
      message: expect.stringContaining('请先绑定手机号'),
    });
  });

  it('does not accept a login or reset code for a password change', async () => {
    const user = await buildUser(app);
    const loginCode = await latestSmsCode(app, user.phone);
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/update-pwd',
      payload: { code: loginCode, password: 'some new password' },
      headers: auth(user.token),
    });
    expect(res.body.code).toBe(5003);
  });

  it('needs a token for the change calls', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/update-pwd',
      payload: { code: '123456', password: 'some new password' },
    });
    expect(res.status).toBe(401);
  });
});
