import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES } from '@slidecraft/contract';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  requestSmsCode,
  solveCaptcha,
  uniqueIp,
  uniquePhone,
  type TestEnv,
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

const db = () => app.ctx.database.db;
async function userRow(phoneOrId: { phone?: string; id?: string }) {
  const [row] = await db()
    .select()
    .from(users)
    .where(phoneOrId.id ? eq(users.id, phoneOrId.id) : eq(users.phone, phoneOrId.phone!));
  return row!;
}
async function setColumns(phone: string, values: Partial<typeof users.$inferInsert>) {
  await db().update(users).set(values).where(eq(users.phone, phone));
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
    // Nothing left to unbind now.
    expect((await sendUnbindCode(user.token)).body.code).toBe(5000);
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
    expect(again.body.code).toBe(5000);
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

// --- avatar and name -------------------------------------------------------------------------

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 3),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 4)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function updateProfile(token: string, parts: Part[]) {
  const { payload, headers } = form(parts);
  return call<{ name: string; avatar: string }>(app, {
    method: 'POST',
    url: '/api/user/update/avatar-or-name',
    payload,
    headers: { ...headers, ...auth(token) },
  });
}
const avatarPart = (value: Buffer, filename = 'a.png', type = 'image/png'): Part => ({
  name: 'avatar',
  value,
  filename,
  type,
});

describe('avatar', () => {
  it('accepts PNG, JPEG and WebP by content and serves them without headers', async () => {
    const user = await buildUser(app);
    const cases = [
      [PNG, 'image/png'],
      // Names and declared types do not matter, only the bytes.
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const;
    let previous = '';
    for (const [bytes, type] of cases) {
      const res = await updateProfile(user.token, [avatarPart(bytes, 'photo.txt', 'text/plain')]);
      expect(res.body.code).toBe(200);
      const url = res.body.data.avatar;
      expect(url).toMatch(/^\/api\/files\/avatar\/[0-9a-f-]{36}\/[0-9a-f]{24}\.(png|jpg|webp)$/);
      const info = await call<{ avatar: string }>(app, {
        method: 'GET',
        url: '/api/user/user-info',
        headers: auth(user.token),
      });
      expect(info.body.data.avatar).toBe(url);
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(bytes)).toBe(true);
      if (previous) {
        // The replaced avatar is removed.
        expect((await app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      }
      previous = url;
    }
  });

  it('refuses text named .png, a GIF, and a file over 2 MB with 5000', async () => {
    const user = await buildUser(app);
    const text = await updateProfile(user.token, [avatarPart(Buffer.from('hello, not an image'))]);
    expect(text.body.code).toBe(5000);
    expect(text.body.message).toMatch(/PNG, JPEG or WebP/);
    const gif = await updateProfile(user.token, [avatarPart(GIF, 'a.gif', 'image/gif')]);
    expect(gif.body.code).toBe(5000);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await updateProfile(user.token, [avatarPart(big)]);
    expect(tooBig.status).toBe(200);
    expect(tooBig.body.code).toBe(5000);
    expect(tooBig.body.message).toMatch(/2 MB/);
    // Exactly 2 MB is accepted.
    const max = await updateProfile(user.token, [avatarPart(big.subarray(0, AVATAR_MAX_BYTES))]);
    expect(max.body.code).toBe(200);
  });

  it('answers 5000 (never 500) for missing or unexpected parts and non-multipart bodies', async () => {
    const user = await buildUser(app);
    expect((await updateProfile(user.token, [])).body.code).toBe(5000);
    expect((await updateProfile(user.token, [{ name: 'other', value: 'x' }])).body.code).toBe(5000);
    expect((await updateProfile(user.token, [avatarPart(PNG), avatarPart(PNG)])).body.code).toBe(
      5000,
    );
    const json = await call(app, {
      method: 'POST',
      url: '/api/user/update/avatar-or-name',
      payload: { name: 'x' },
      headers: auth(user.token),
    });
    expect(json.body.code).toBe(5000);
    const broken = await call(app, {
      method: 'POST',
      url: '/api/user/update/avatar-or-name',
      payload: '--nope\r\ngarbage',
      headers: { ...auth(user.token), 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(broken.status).toBe(200);
    expect(broken.body.code).toBe(5000);
  });

  it('serves unknown or malformed avatar paths as 404', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/files/avatar/not-a-user/x.png' })).statusCode,
    ).toBe(404);
    const missing = `/api/files/avatar/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/${'a'.repeat(24)}.png`;
    expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});

describe('name', () => {
  const name = async (token: string, value: string) =>
    updateProfile(token, [{ name: 'name', value }]);

  it('accepts 1 to 20 characters, trimmed, and refuses 21', async () => {
    const user = await buildUser(app);
    const twenty = '演'.repeat(19) + '😀';
    const ok = await name(user.token, `  ${twenty}  `);
    expect(ok.body).toMatchObject({ code: 200, data: { name: twenty } });
    expect((await userRow({ phone: user.phone })).name).toBe(twenty);
    expect((await name(user.token, 'a')).body.code).toBe(200);
    expect((await name(user.token, 'a'.repeat(21))).body.code).toBe(5000);
    expect((await name(user.token, '   ')).body.code).toBe(5000);
    expect((await name(user.token, '')).body.code).toBe(5000);
    expect((await userRow({ phone: user.phone })).name).toBe('a');
  });

  it('refuses control characters and broken text', async () => {
    const user = await buildUser(app);
    for (const bad of [
      'a\u0007b',
      'a\nb',
      'a\tb',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
      'a\u001bb',
    ]) {
      const res = await name(user.token, bad);
      expect(res.body.code, JSON.stringify(bad)).toBe(5000);
    }
  });

  it('changes avatar and name together', async () => {
    const user = await buildUser(app);
    const res = await updateProfile(user.token, [
      { name: 'name', value: '新名字' },
      avatarPart(PNG),
    ]);
    expect(res.body.code).toBe(200);
    expect(res.body.data.name).toBe('新名字');
    expect(res.body.data.avatar).toMatch(/\.png$/);
  });
});

// --- admin CLI ------------------------------------------------------------------------------

describe('admin CLI', () => {
  it('disables a user (token and login get 5101) and enables them again', async () => {
    const user = await buildUser(app);
    const local = user.phone.slice(4);
    const out = await runAdminCommand(db(), ['disable-user', local]);
    expect(out).toMatch(/disabled \(was active\)/);
    expect((await userRow({ phone: user.phone })).status).toBe('forbidden');

    // The live session meets the disabled-account answer; a fresh login is refused too.
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(info.body.code).toBe(5101);
    advanceClock(61_000);
    await requestSmsCode(app, user.phone, uniqueIp());
    const code = await latestSmsCode(app, user.phone);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: user.phone, code },
    });
    expect(login.body.code).toBe(5101);

    const { id } = await userRow({ phone: user.phone });
    expect(await runAdminCommand(db(), ['enable-user', id])).toMatch(
      /enabled .*old sessions revoked/,
    );
    const old = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(old.status).toBe(401);
    advanceClock(61_000);
    await requestSmsCode(app, user.phone, uniqueIp());
    const again = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone: user.phone, code: await latestSmsCode(app, user.phone) },
    });
    expect(again.body.code).toBe(200);
    const fine = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(again.body.data.token),
    });
    expect(fine.body.code).toBe(200);
  });

  it('gives a live token of a disabled user 5101', async () => {
    const user = await buildUser(app);
    // A session created after the disable (or missed by it) still meets the status check.
    await runAdminCommand(db(), ['disable-user', user.phone]);
    const { id } = await userRow({ phone: user.phone });
    const token = await app.ctx.sessions.create(id);
    const res = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });
    expect(res.body.code).toBe(5101);
  });

  it('refuses unknown users and bad usage', async () => {
    await expect(runAdminCommand(db(), ['disable-user', uniquePhone()])).rejects.toThrow(
      AdminError,
    );
    await expect(
      runAdminCommand(db(), ['enable-user', '00000000-0000-0000-0000-000000000000']),
    ).rejects.toThrow(/no user/);
    await expect(runAdminCommand(db(), ['drop-user', '1'])).rejects.toThrow(/usage/);
    await expect(runAdminCommand(db(), ['disable-user'])).rejects.toThrow(/usage/);
  });
});

// --- WeChat in-app OAuth address -----------------------------------------------------------

describe('GET /api/login/mobile-wechat', () => {
  it('answers a local dev url with the dev provider and refuses other-site callbacks', async () => {
    const res = await call<{ url: string }>(app, {
      method: 'GET',
      url: '/api/login/mobile-wechat',
      query: { callback: '/workspace?x=1' },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(/^\/dev\/wechat-oauth\?state=[A-Za-z0-9_-]{32}$/);
    for (const callback of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'workspace',
    ]) {
      const bad = await call(app, {
        method: 'GET',
        url: '/api/login/mobile-wechat',
        query: { callback },
      });
      expect(bad.body.code, callback).toBe(5000);
    }
  });

  it('answers the WeChat OAuth address with a fresh state under the official provider', async () => {
    const official = await createTestEnv({
      env: {
        WECHAT_LOGIN_PROVIDER: 'official',
        WECHAT_APP_ID: 'wx0123456789abcdef',
        WECHAT_APP_SECRET: 'secret'.repeat(6),
        WECHAT_TOKEN: 'token123',
      },
      build: { fetch: () => Promise.reject(new Error('no network in this test')) },
    });
    try {
      const server = await official.start();
      const ask = () =>
        call<{ url: string }>(server, {
          method: 'GET',
          url: '/api/login/mobile-wechat',
          query: { callback: '/m/home' },
          headers: { host: 'slides.example.com' },
        });
      const first = await ask();
      const url = new URL(first.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe(
        'https://open.weixin.qq.com/connect/oauth2/authorize',
      );
      expect(url.hash).toBe('#wechat_redirect');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        appid: 'wx0123456789abcdef',
        redirect_uri: 'http://slides.example.com/api/login/mobile-wechat/return',
        response_type: 'code',
        scope: 'snsapi_base',
      });
      const state = url.searchParams.get('state')!;
      expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await server.ctx.kv.get(`wechat-oauth-state:${state}`)).toBe('/m/home');
      const second = new URL((await ask()).body.data.url);
      expect(second.searchParams.get('state')).not.toBe(state);
    } finally {
      await official.dispose();
    }
  });
});

// --- SMS limits at their boundaries --------------------------------------------------------

describe('SMS sending limits', () => {
  it('allows a phone 10 codes a day and refuses the 11th with 5427', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    for (let i = 1; i <= 10; i++) {
      // 21 minutes apart: never more than 3 in an hour, never within 60 s.
      expect((await requestSmsCode(app, phone, ip)).body.code, `send ${i}`).toBe(200);
      advanceClock(21 * 60_000);
    }
    expect((await requestSmsCode(app, phone, ip)).body.code).toBe(5427);
  });

  it('allows an IP 30 codes an hour (over many phones) and refuses the 31st with 5427', async () => {
    const ip = uniqueIp();
    for (let i = 1; i <= 30; i++) {
      expect((await requestSmsCode(app, uniquePhone(), ip)).body.code, `send ${i}`).toBe(200);
    }
    expect((await requestSmsCode(app, uniquePhone(), ip)).body.code).toBe(5427);
    // Another address is not affected.
    expect((await requestSmsCode(app, uniquePhone(), uniqueIp())).body.code).toBe(200);
  });
});

describe('SMS codes in logs', () => {
  it('are logged at info level only by the dev provider, which production refuses', async () => {
    const lines: string[] = [];
    const logged = await createTestEnv({
      env: { LOG_LEVEL: 'info' },
      build: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const server = await logged.start();
      const phone = uniquePhone();
      expect((await requestSmsCode(server, phone, uniqueIp())).body.code).toBe(200);
      const code = await latestSmsCode(server, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      await call(server, {
        method: 'POST',
        url: '/api/login/phone',
        payload: { phone, code: wrong },
      });
      await call(server, { method: 'POST', url: '/api/login/phone', payload: { phone, code } });
      const withCode = lines.filter((line) => line.includes(code));
      expect(lines.length).toBeGreaterThan(3);
      expect(withCode.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        'dev sms sent',
      ]);
    } finally {
      await logged.dispose();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', APP_SECRET: 'x'.repeat(40) }),
    ).toThrow(ConfigError);
  });
});
