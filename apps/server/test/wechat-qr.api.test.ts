import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  advanceClock,
  auth,
  buildUser,
  call,
  createTestEnv,
  getUserInfo,
  latestSmsCode,
  newQr,
  qrStatus,
  solveCaptcha,
  uniquePhone,
  uniqueIp,
  type Qr,
  type TestEnv,
  updateUsers,
  servicesOf,
} from './helper.js';

// WeChat QR login with the dev provider (scans through /api/dev/wechat/scan). The official
// provider (WeChat's API and push callback) is in wechat-official.api.test.ts.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WeChat QR login (dev provider)', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  const devScan = (topic: string, openid?: string) =>
    call(app, {
      method: 'POST',
      url: '/api/dev/wechat/scan',
      payload: openid ? { topic, openid } : { topic },
    });
  const userInfo = (token: string) => getUserInfo(app, token);

  it('creates a QR encoding the local confirmation page, live for 5 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await newQr(app);
    expect(res.body.code).toBe(200);
    const { url, topic, expireAt } = res.body.data;
    expect(topic).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(url).toBe(`/api/dev/wechat/scan-page?topic=${topic}`);
    expect(expireAt - before).toBeGreaterThanOrEqual(299);
    expect(expireAt - before).toBeLessThanOrEqual(301);
    const page = await app.inject({ method: 'GET', url });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(JSON.stringify(topic));
    expect(page.body).toContain('/api/dev/wechat/scan');
  });

  it('reuses a live topic, and makes a new one for an unknown topic', async () => {
    const first = (await newQr(app)).body.data;
    expect((await newQr(app, first.topic)).body.data).toEqual(first);
    const unknown = 'x'.repeat(32);
    const other = (await newQr(app, unknown)).body.data;
    expect(other.topic).not.toBe(unknown);
    expect(other.topic).not.toBe(first.topic);
  });

  it('answers waiting, then success with a token exactly once, then 5106 (spent)', async () => {
    const { topic } = (await newQr(app)).body.data;
    expect((await qrStatus(app, topic)).body).toMatchObject({
      code: 200,
      data: { status: 'waiting' },
    });
    expect((await qrStatus(app, topic)).body.data).toEqual({ status: 'waiting' });
    expect((await devScan(topic, 'openid-once')).body.code).toBe(200);
    const success = await qrStatus(app, topic);
    expect(success.body).toMatchObject({
      code: 200,
      data: { status: 'success', isNewUser: true, isBindPhone: false },
    });
    const info = await userInfo(success.body.data.token!);
    expect(info.body.data).toMatchObject({ phone: '', isBindPhone: false });
    const again = await qrStatus(app, topic);
    expect(again.body).toMatchObject({ code: 5106, data: null });
    expect(again.body.message).toBe('二维码已过期，请点击刷新');
    // A spent topic cannot be scanned again either.
    expect((await devScan(topic, 'openid-once')).body.code).toBe(5106);
  });

  it('registers an unknown openid on its first scan and logs it in afterwards', async () => {
    const openid = `openid-${Date.now()}`;
    const login = async () => {
      const { topic } = (await newQr(app)).body.data;
      await devScan(topic, openid);
      return (await qrStatus(app, topic)).body.data;
    };
    const first = await login();
    const second = await login();
    expect(first.isNewUser).toBe(true);
    expect(second.isNewUser).toBe(false);
    expect(second.token).not.toBe(first.token);
    const a = await userInfo(first.token!);
    const b = await userInfo(second.token!);
    expect(a.body.data.id).toBe(b.body.data.id);
  });

  it('keeps the first scan when a topic is scanned twice', async () => {
    const { topic } = (await newQr(app)).body.data;
    await devScan(topic, 'first-scanner');
    await devScan(topic, 'second-scanner');
    const first = (await qrStatus(app, topic)).body.data;
    const { topic: t2 } = (await newQr(app)).body.data;
    await devScan(t2, 'first-scanner');
    const same = (await qrStatus(app, t2)).body.data;
    expect((await userInfo(first.token!)).body.data.id).toBe(
      (await userInfo(same.token!)).body.data.id,
    );
  });

  it('expires a QR after 5 minutes: 5106 on poll and on scan', async () => {
    const { topic } = (await newQr(app)).body.data;
    advanceClock(299_000);
    expect((await qrStatus(app, topic)).body.data).toEqual({ status: 'waiting' });
    advanceClock(2000);
    expect((await qrStatus(app, topic)).body.code).toBe(5106);
    expect((await devScan(topic)).body.code).toBe(5106);
    // And a fresh QR is made when the expired topic is passed again.
    const fresh = (await newQr(app, topic)).body.data;
    expect(fresh.topic).not.toBe(topic);
  });

  it('makes at most 20 new QRs a minute for one address; reusing a live topic is free', async () => {
    const ip = uniqueIp();
    let last: Qr | undefined;
    for (let i = 1; i <= 20; i++) {
      const res = await newQr(app, undefined, ip);
      expect(res.body.code, `QR ${i}`).toBe(200);
      last = res.body.data;
    }
    expect((await newQr(app, undefined, ip)).body.code).toBe(5427);
    expect((await newQr(app, last!.topic, ip)).body.data.topic).toBe(last!.topic);
    advanceClock(61_000);
    expect((await newQr(app, undefined, ip)).body.code).toBe(200);
  });

  it('answers 5106 for an unknown topic and 5000 for a malformed one', async () => {
    expect((await qrStatus(app, 'y'.repeat(40))).body.code).toBe(5106);
    expect((await qrStatus(app, 'bad topic!')).body.code).toBe(5000);
    expect(
      (await call(app, { method: 'GET', url: '/api/getTemporaryQrcode', query: { purpose: 'x' } }))
        .body.code,
    ).toBe(5000);
  });

  it('refuses a forbidden WeChat account with 5101', async () => {
    const openid = `forbidden-${Date.now()}`;
    const { topic } = (await newQr(app)).body.data;
    await devScan(topic, openid);
    const first = (await qrStatus(app, topic)).body.data;
    const { users } = await import('../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    await updateUsers(app, eq(users.wechatOpenid, openid), { status: 'forbidden' });
    expect((await userInfo(first.token!)).body.code).toBe(5101);
    const { topic: t2 } = (await newQr(app)).body.data;
    await devScan(t2, openid);
    expect((await qrStatus(app, t2)).body).toMatchObject({ code: 5101, data: null });
  });

  it('reports a registration event for new users: register_method wechat, or method phone', async () => {
    const track = vi.spyOn(servicesOf(app).analytics, 'track');
    const { topic } = (await newQr(app)).body.data;
    await devScan(topic, `analytics-${Date.now()}`);
    await qrStatus(app, topic);
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'registration', register_method: 'wechat' }),
    );
    track.mockClear();
    const user = await buildUser(app);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'registration', method: 'phone' }),
    );
    // An existing user logging in again is no registration.
    track.mockClear();
    advanceClock(61_000);
    await buildUser(app, user.phone);
    expect(track).not.toHaveBeenCalled();
  });

  describe('binding a phone', () => {
    async function wechatUser(): Promise<string> {
      const { topic } = (await newQr(app)).body.data;
      await devScan(topic, `bind-${Date.now()}-${Math.random().toString(36).slice(2)}`);
      return (await qrStatus(app, topic)).body.data.token!;
    }
    async function bindCode(token: string, phone: string): Promise<string> {
      const sent = await call(app, {
        method: 'GET',
        url: '/api/sms/set-bind',
        query: { phone, ...(await solveCaptcha(app)) },
        headers: auth(token),
      });
      expect(sent.body.code).toBe(200);
      return latestSmsCode(app, phone);
    }
    const bind = (token: string, phone: string, code: string) =>
      call(app, {
        method: 'POST',
        url: '/api/user/bind-account',
        payload: { phone, code },
        headers: auth(token),
      });

    it('binds a free phone with its SMS code; user-info then reports it', async () => {
      const token = await wechatUser();
      const phone = uniquePhone();
      const code = await bindCode(token, phone);
      expect((await bind(token, phone, code)).body).toEqual({
        code: 200,
        message: '成功',
        data: null,
      });
      const info = await userInfo(token);
      expect(info.body.data).toMatchObject({
        isBindPhone: true,
        phone: `${phone.slice(4, 7)}****${phone.slice(-4)}`,
      });
    });

    it('answers 5108 when the phone belongs to another account, and changes nothing', async () => {
      const owner = await buildUser(app);
      const token = await wechatUser();
      advanceClock(61_000);
      const code = await bindCode(token, owner.phone);
      const res = await bind(token, owner.phone, code);
      expect(res.body).toMatchObject({ code: 5108, data: null });
      expect((await userInfo(token)).body.data.isBindPhone).toBe(false);
      expect((await userInfo(owner.token)).body.code).toBe(200);
    });

    it('refuses a wrong code and a code sent for another purpose (5003)', async () => {
      const token = await wechatUser();
      const phone = uniquePhone();
      const code = await bindCode(token, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await bind(token, phone, wrong)).body.code).toBe(5003);
      const loginPhone = uniquePhone();
      await buildUser(app, loginPhone);
      const loginCode = await latestSmsCode(app, loginPhone);
      expect((await bind(token, loginPhone, loginCode)).body.code).toBe(5003);
    });

    it('never gives a WeChat login a phone account without the bind', async () => {
      const owner = await buildUser(app);
      const token = await wechatUser();
      const wx = await userInfo(token);
      const phoneUser = await userInfo(owner.token);
      expect(wx.body.data.id).not.toBe(phoneUser.body.data.id);
    });

    it('needs a token', async () => {
      const res = await call(app, {
        method: 'POST',
        url: '/api/user/bind-account',
        payload: { phone: uniquePhone(), code: '123456' },
      });
      expect(res.status).toBe(401);
    });
  });
});
