import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  solveCaptcha,
  uniquePhone,
  uniqueIp,
  type TestEnv,
} from './helper.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock forward (Date only; timers keep running). */
function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

interface Qr {
  url: string;
  topic: string;
  expireAt: number;
}
interface QrStatus {
  status: 'waiting' | 'success';
  token?: string;
  isBindPhone?: boolean;
  isNewUser?: boolean;
}

const newQr = (app: FastifyInstance, topic?: string, ip = uniqueIp()) =>
  call<Qr>(app, {
    method: 'GET',
    url: '/api/getTemporaryQrcode',
    query: topic ? { purpose: 'login', topic } : { purpose: 'login' },
    remoteAddress: ip,
  });
const qrStatus = (app: FastifyInstance, topic: string) =>
  call<QrStatus>(app, { method: 'GET', url: '/api/login/qrcode/status', query: { topic } });

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
  const userInfo = (token: string) =>
    call<{ id: string; phone: string; isBindPhone: boolean }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    });

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
    await app.ctx.database.db
      .update(users)
      .set({ status: 'forbidden' })
      .where(eq(users.wechatOpenid, openid));
    expect((await userInfo(first.token!)).body.code).toBe(5101);
    const { topic: t2 } = (await newQr(app)).body.data;
    await devScan(t2, openid);
    expect((await qrStatus(app, t2)).body).toMatchObject({ code: 5101, data: null });
  });

  it('reports a registration event for new users: register_method wechat, or method phone', async () => {
    const track = vi.spyOn(app.ctx.analytics, 'track');
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

describe('WeChat QR login (official provider)', () => {
  const TOKEN = 'cbtoken42';
  const APP_ID = 'wx00112233445566aa';
  let env: TestEnv;
  let app: FastifyInstance;
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  /** Set to make the next qrcode/create answer 'access token expired'. */
  let staleOnce = false;
  /** Set to make WeChat unreachable. */
  let down = false;
  let tokenSerial = 0;

  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    if (down) throw new TypeError('fetch failed');
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/cgi-bin/stable_token') {
      tokenSerial++;
      return json({ access_token: `AT${tokenSerial}`, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/qrcode/create') {
      if (staleOnce) {
        staleOnce = false;
        return json({ errcode: 42001, errmsg: 'access_token expired' });
      }
      const scene = (body.action_info as { scene: { scene_str: string } }).scene.scene_str;
      return json({
        ticket: `T-${scene}`,
        expire_seconds: body.expire_seconds,
        url: `http://weixin.qq.com/q/${scene}`,
      });
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;

  beforeAll(async () => {
    env = await createTestEnv({
      env: {
        WECHAT_LOGIN_PROVIDER: 'official',
        WECHAT_APP_ID: APP_ID,
        WECHAT_APP_SECRET: 'secret'.repeat(6),
        WECHAT_TOKEN: TOKEN,
      },
      build: { fetch: fakeFetch },
    });
    app = await env.start();
  });
  afterAll(() => env.dispose());

  function signed(token = TOKEN, extra: Record<string, string> = {}) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = String(Math.floor(Math.random() * 1e9));
    const signature = createHash('sha1')
      .update([token, timestamp, nonce].sort().join(''))
      .digest('hex');
    return { signature, timestamp, nonce, ...extra };
  }

  const eventXml = (e: { from: string; time: number; event: string; key: string }) =>
    `<xml><ToUserName><![CDATA[gh_test]]></ToUserName><FromUserName><![CDATA[${e.from}]]></FromUserName>` +
    `<CreateTime>${e.time}</CreateTime><MsgType><![CDATA[event]]></MsgType>` +
    `<Event><![CDATA[${e.event}]]></Event><EventKey><![CDATA[${e.key}]]></EventKey>` +
    `<Ticket><![CDATA[ticket]]></Ticket></xml>`;

  const push = (xml: string, query = signed()) =>
    app.inject({
      method: 'POST',
      url: '/api/wechat/callback',
      query,
      headers: { 'content-type': 'text/xml' },
      payload: xml,
    });

  /** A QR through the provider, with the scene it sent to WeChat. */
  async function officialQr(): Promise<Qr & { scene: string }> {
    const res = await newQr(app);
    expect(res.body.code).toBe(200);
    const sent = calls.filter((c) => c.path === '/cgi-bin/qrcode/create').at(-1)!;
    const scene = (sent.body.action_info as { scene: { scene_str: string } }).scene.scene_str;
    return { ...res.body.data, scene };
  }

  it('makes a temporary QR_STR_SCENE code with a random scene, caching the access token', async () => {
    calls.length = 0;
    const a = await officialQr();
    const b = await officialQr();
    expect(calls.filter((c) => c.path === '/cgi-bin/stable_token')).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      grant_type: 'client_credential',
      appid: APP_ID,
      secret: 'secret'.repeat(6),
    });
    const create = calls.find((c) => c.path === '/cgi-bin/qrcode/create')!;
    expect(create.body).toMatchObject({ expire_seconds: 300, action_name: 'QR_STR_SCENE' });
    expect(a.scene).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(a.scene).not.toBe(b.scene);
    expect(a.scene).not.toBe(a.topic);
    expect(a.url).toBe(`http://weixin.qq.com/q/${a.scene}`);
    expect(await app.ctx.kv.get(`wechat-access-token:${APP_ID}`)).toBe('AT1');
  });

  it('fetches a new access token once when WeChat reports it expired', async () => {
    calls.length = 0;
    staleOnce = true;
    await officialQr();
    expect(calls.map((c) => c.path)).toEqual([
      '/cgi-bin/qrcode/create',
      '/cgi-bin/stable_token',
      '/cgi-bin/qrcode/create',
    ]);
  });

  it('answers 5402 when WeChat cannot be reached', async () => {
    down = true;
    try {
      expect((await newQr(app)).body).toMatchObject({ code: 5402, data: null });
    } finally {
      down = false;
    }
  });

  it('echoes echostr on a signed handshake and refuses a forged one', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: '/api/wechat/callback',
      query: signed(TOKEN, { echostr: 'echo-12345' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('echo-12345');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/wechat/callback',
      query: signed('wrongtoken', { echostr: 'echo-12345' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('echo-12345');
    const unsigned = await app.inject({
      method: 'GET',
      url: '/api/wechat/callback',
      query: { echostr: 'echo-12345' },
    });
    expect(unsigned.statusCode).toBe(403);
  });

  it('logs in on a signed SCAN push (existing follower), once', async () => {
    const qr = await officialQr();
    const res = await push(
      eventXml({ from: 'oFollower1', time: 1700000001, event: 'SCAN', key: qr.scene }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    const status = await qrStatus(app, qr.topic);
    expect(status.body.data).toMatchObject({
      status: 'success',
      isNewUser: true,
      isBindPhone: false,
    });
    expect((await qrStatus(app, qr.topic)).body.code).toBe(5106);
  });

  it('logs in on a signed subscribe push (new follower, qrscene_ prefix)', async () => {
    const qr = await officialQr();
    await push(
      eventXml({
        from: 'oNewFollower',
        time: 1700000002,
        event: 'subscribe',
        key: `qrscene_${qr.scene}`,
      }),
    );
    expect((await qrStatus(app, qr.topic)).body.data.status).toBe('success');
  });

  it('changes nothing on a forged push (bad or missing signature)', async () => {
    const qr = await officialQr();
    const xml = eventXml({ from: 'oAttacker', time: 1700000003, event: 'SCAN', key: qr.scene });
    const forged = await push(xml, signed('wrongtoken'));
    expect(forged.statusCode).toBe(403);
    const tampered = { ...signed(), nonce: 'other' };
    expect((await push(xml, tampered)).statusCode).toBe(403);
    expect((await push(xml, {} as ReturnType<typeof signed>)).statusCode).toBe(403);
    expect((await qrStatus(app, qr.topic)).body.data).toEqual({ status: 'waiting' });
  });

  it('ignores a repeated push (same FromUserName and CreateTime)', async () => {
    const a = await officialQr();
    const b = await officialQr();
    await push(eventXml({ from: 'oRetry', time: 1700000004, event: 'SCAN', key: a.scene }));
    // A retry of the same event is recognised as such, whatever it carries.
    await push(eventXml({ from: 'oRetry', time: 1700000004, event: 'SCAN', key: b.scene }));
    expect((await qrStatus(app, a.topic)).body.data.status).toBe('success');
    expect((await qrStatus(app, b.topic)).body.data).toEqual({ status: 'waiting' });
  });

  it('answers success and changes nothing for unknown scenes, other events and hostile XML', async () => {
    const qr = await officialQr();
    const unknownScene = await push(
      eventXml({ from: 'oX', time: 1700000005, event: 'SCAN', key: 'no-such-scene' }),
    );
    expect(unknownScene.body).toBe('success');
    const otherEvent = await push(
      eventXml({ from: 'oX', time: 1700000006, event: 'unsubscribe', key: qr.scene }),
    );
    expect(otherEvent.body).toBe('success');
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE xml [<!ENTITY e SYSTEM "file:///etc/passwd">]>' +
      `<xml><FromUserName>&e;</FromUserName><CreateTime>1</CreateTime><MsgType>event</MsgType>` +
      `<Event>SCAN</Event><EventKey>${qr.scene}</EventKey></xml>`;
    expect((await push(xxe)).body).toBe('success');
    expect((await push('<xml><unclosed>')).body).toBe('success');
    expect((await qrStatus(app, qr.topic)).body.data).toEqual({ status: 'waiting' });
  });

  it('does not serve the dev scan routes', async () => {
    const qr = await officialQr();
    const res = await call(app, {
      method: 'POST',
      url: '/api/dev/wechat/scan',
      payload: { topic: qr.topic },
    });
    expect(res.status).toBe(404);
    expect((await qrStatus(app, qr.topic)).body.data).toEqual({ status: 'waiting' });
  });
});
