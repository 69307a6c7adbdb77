import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  readUserRow,
  solveCaptcha,
  uniqueIp,
  type TestEnv,
  updateUsers,
} from './helper.js';

// Unlinking a phone or WeChat from an account. The profile (avatar, name), the admin CLI and the
// SMS limits have their own files: profile, admin and sms-limits .api.test.ts.

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const userRow = (key: { phone?: string; id?: string }) => readUserRow(app, key);
async function setColumns(phone: string, values: Partial<typeof users.$inferInsert>) {
  await updateUsers(app, eq(users.phone, phone), values);
}
const openid = () => `o${Math.random().toString(36).slice(2, 14)}`;

async function sendUnbindCode(token: string) {
  return call<null>(app, {
    method: 'GET',
    url: '/api/sms/set-unBind',
    query: await solveCaptcha(app),
    headers: auth(token),
    remoteAddress: uniqueIp(),
  });
}
const unbindPhone = (token: string, code: string) =>
  call<null>(app, {
    method: 'POST',
    url: '/api/user/unBind/phone',
    payload: { code },
    headers: auth(token),
  });

describe('unbind phone', () => {
  it('refuses a wrong code with 5003 and keeps the phone', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, { wechatOpenid: openid() });
    expect((await sendUnbindCode(user.token)).body.code).toBe(200);
    const code = await latestSmsCode(app, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await unbindPhone(user.token, wrong)).body.code).toBe(5003);
    expect((await userRow({ phone: user.phone })).phone).toBe(user.phone);
  });

  it('refuses to unbind the last way to log in (5107), even with phone + password', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' });
    expect((await sendUnbindCode(user.token)).body.code).toBe(200);
    const code = await latestSmsCode(app, user.phone);
    const res = await unbindPhone(user.token, code);
    expect(res.body.code).toBe(5107);
    expect(res.body.message).toContain('唯一的登录方式');
    expect((await userRow({ phone: user.phone })).phone).toBe(user.phone);
    // The refused attempt did not spend the code: after adding WeChat it still works.
    await setColumns(user.phone, { wechatOpenid: openid() });
    expect((await unbindPhone(user.token, code)).body.code).toBe(200);
  });

  it('unbinds with the right code when WeChat remains, and the code is for unbinding only', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, { wechatOpenid: openid() });
    const id = (await userRow({ phone: user.phone })).id;
    expect((await sendUnbindCode(user.token)).body.code).toBe(200);
    const code = await latestSmsCode(app, user.phone);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: user.phone, code },
    });
    expect(login.body.code).toBe(5003);
    expect((await unbindPhone(user.token, code)).body.code).toBe(200);
    const info = await call<{ isBindPhone: boolean; phone: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(info.body.data).toMatchObject({ isBindPhone: false, phone: '' });
    expect((await userRow({ id })).phone).toBeNull();
    // Nothing left to unbind now: no such account (5103), and what to do.
    expect((await sendUnbindCode(user.token)).body).toMatchObject({
      code: 5103,
      message: expect.stringContaining('请先绑定手机号'),
    });
  });

  it('unbinds when an email with a password remains', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, {
      email: `u${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
    });
    await sendUnbindCode(user.token);
    const code = await latestSmsCode(app, user.phone);
    expect((await unbindPhone(user.token, code)).body.code).toBe(200);
  });

  it('accepts only the phone type and needs a token', async () => {
    const user = await buildUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/unBind/email',
      payload: { code: '123456' },
      headers: auth(user.token),
    });
    expect(res.body.code).toBe(5000);
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/user/unBind/phone',
      payload: { code: '123456' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('unbind WeChat', () => {
  it('lets a WeChat-only account unlink WeChat when a Huawei link remains', async () => {
    const user = await buildUser(app);
    const { id } = await userRow({ phone: user.phone });
    await setColumns(user.phone, {
      wechatOpenid: openid(),
      huaweiSub: `hw-${openid()}`,
      phone: null,
    });
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/untie-wechat',
      headers: auth(user.token),
    });
    expect(res.body.code).toBe(200);
    expect((await userRow({ id })).wechatOpenid).toBeNull();
  });

  it('POST /api/user/untie-wechat clears the openid when a phone remains', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, { wechatOpenid: openid() });
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/untie-wechat',
      headers: auth(user.token),
    });
    expect(res.body.code).toBe(200);
    expect((await userRow({ phone: user.phone })).wechatOpenid).toBeNull();
    const again = await call(app, {
      method: 'POST',
      url: '/api/user/untie-wechat',
      headers: auth(user.token),
    });
    expect(again.body).toMatchObject({
      code: 5103,
      message: expect.stringContaining('账号未绑定微信'),
    });
  });

  it('DELETE /api/user/unBind does the same', async () => {
    const user = await buildUser(app);
    await setColumns(user.phone, { wechatOpenid: openid() });
    const res = await call(app, {
      method: 'DELETE',
      url: '/api/user/unBind',
      headers: { ...auth(user.token), 'content-type': 'application/json' },
    });
    expect(res.body.code).toBe(200);
    expect((await userRow({ phone: user.phone })).wechatOpenid).toBeNull();
  });

  it('refuses to unlink WeChat from an account without a phone (5107)', async () => {
    const user = await buildUser(app);
    const { id } = await userRow({ phone: user.phone });
    const wx = openid();
    await setColumns(user.phone, { wechatOpenid: wx, phone: null });
    for (const [method, url] of [
      ['POST', '/api/user/untie-wechat'],
      ['DELETE', '/api/user/unBind'],
    ] as const) {
      const res = await call(app, { method, url, headers: auth(user.token) });
      expect(res.body.code).toBe(5107);
    }
    expect((await userRow({ id })).wechatOpenid).toBe(wx);
  });
});
