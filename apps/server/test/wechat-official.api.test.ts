import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestEnv,
  newQr,
  qrStatus,
  type Qr,
  type TestEnv,
  servicesOf,
} from './helper.js';

// WeChat QR login with the official provider, against a fake WeChat API. The dev provider and
// binding a phone are in wechat-qr.api.test.ts.

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
    expect(await servicesOf(app).kv.get(`wechat-access-token:${APP_ID}`)).toBe('AT1');
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

  it('answers a push it cannot read in plain text with a 4xx, never the envelope with 200', async () => {
    const post = (type: string, payload: string, query: Record<string, string> = signed()) =>
      app.inject({
        method: 'POST',
        url: '/api/wechat/callback',
        query,
        headers: { 'content-type': type },
        payload,
      });
    const answers = await Promise.all([
      post('text/xml, text/xml', '<xml/>'),
      post('text/xml', `<xml>${'x'.repeat(2 * 1024 * 1024)}</xml>`),
      post('text/xml', '<xml/>', { ...signed(), signature: 'a'.repeat(200) }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.body])).toEqual([
      [415, 'unsupported content type'],
      [413, 'body too large'],
      [400, 'malformed request'],
    ]);
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
