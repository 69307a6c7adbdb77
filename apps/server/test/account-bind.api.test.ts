import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AddinSyncResult, JssdkConfig, UserInfo } from '@slidecraft/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand } from '../src/cli/admin.js';
import {
  PASSWORD,
  auth,
  buildUser,
  call,
  createTestEnv,
  latestSmsCode,
  newQr,
  passwordLogin,
  qrStatus,
  readUserRow,
  solveCaptcha,
  uniqueIp,
  uniquePhone,
  type Qr,
  type QrStatus,
  type TestEnv,
  servicesOf,
} from './helper.js';
import { chargeFor } from './pay-helper.js';

// Binding WeChat to a signed-in account (desktop QR, in-app OAuth), the alternate account
// paths, the campaign trace, the add-in sync and the JS-SDK configuration.

let env: TestEnv;
let app: FastifyInstance;
beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.restoreAllMocks());

const userInfo = async (token: string) =>
  (await call<UserInfo>(app, { method: 'GET', url: '/api/user/user-info', headers: auth(token) }))
    .body.data;
const bindQr = (token?: string, topic?: string) =>
  call<Qr>(app, {
    method: 'GET',
    url: '/api/getTemporaryQrcode',
    query: topic ? { purpose: 'bind', topic } : { purpose: 'bind' },
    ...(token ? { headers: auth(token) } : {}),
    remoteAddress: uniqueIp(),
  });
const bindStatus = (token: string, topic: string) =>
  call<{ status: string }>(app, {
    method: 'GET',
    url: '/api/user/bindWechatStatus',
    query: { topic },
    headers: auth(token),
  });
const devScan = (topic: string, openid: string) =>
  call(app, { method: 'POST', url: '/api/dev/wechat/scan', payload: { topic, openid } });
const openid = () => `bind-${Math.random().toString(36).slice(2, 12)}`;

/** Logs in by a WeChat QR scanned as `wxid`; the login result. */
async function qrLogin(wxid: string) {
  const { topic } = (await newQr(app)).body.data;
  await devScan(topic, wxid);
  return (await qrStatus(app, topic)).body.data as QrStatus & { token: string };
}

describe('binding WeChat with a QR (desktop)', () => {
  it('binds the scanning WeChat; that WeChat then logs in to the same account', async () => {
    const user = await buildUser(app);
    expect((await userInfo(user.token)).isBindWechat).toBe(false);
    expect((await bindQr()).body.code).toBe(401);
    const qr = (await bindQr(user.token)).body;
    expect(qr.code).toBe(200);
    // The dev scan page completes a bind as it completes a login.
    expect(qr.data.url).toBe(`/api/dev/wechat/scan-page?topic=${qr.data.topic}`);
    expect((await bindStatus(user.token, qr.data.topic)).body.data).toEqual({ status: 'waiting' });
    // A bind QR never logs anybody in, and is nobody else's to poll.
    expect((await qrStatus(app, qr.data.topic)).body.code).toBe(5106);
    const other = await buildUser(app);
    expect((await bindStatus(other.token, qr.data.topic)).body.code).toBe(5106);

    const wxid = openid();
    expect((await devScan(qr.data.topic, wxid)).body.code).toBe(200);
    expect((await bindStatus(user.token, qr.data.topic)).body.data).toEqual({ status: 'success' });
    // Spent: polling again is the expired answer.
    expect((await bindStatus(user.token, qr.data.topic)).body.code).toBe(5106);
    const me = await userInfo(user.token);
    expect(me.isBindWechat).toBe(true);
    const login = await qrLogin(wxid);
    expect(login).toMatchObject({ status: 'success', isNewUser: false, isBindPhone: true });
    expect((await userInfo(login.token)).id).toBe(me.id);
  });

  it('answers 5108 when the WeChat is already bound to another account, binding nothing', async () => {
    const wxid = openid();
    await qrLogin(wxid); // a WeChat-only account holds the openid
    const user = await buildUser(app);
    const { topic } = (await bindQr(user.token)).body.data;
    await devScan(topic, wxid);
    expect((await bindStatus(user.token, topic)).body.code).toBe(5108);
    expect((await userInfo(user.token)).isBindWechat).toBe(false);
  });

  it('reuses a live bind topic only for the same account and purpose', async () => {
    const user = await buildUser(app);
    const first = (await bindQr(user.token)).body.data;
    expect((await bindQr(user.token, first.topic)).body.data.topic).toBe(first.topic);
    const other = await buildUser(app);
    expect((await bindQr(other.token, first.topic)).body.data.topic).not.toBe(first.topic);
    // A login QR asked with the bind topic is a new login QR.
    expect((await newQr(app, first.topic)).body.data.topic).not.toBe(first.topic);
  });
});

describe('binding WeChat inside WeChat (in-app OAuth)', () => {
  const bindUrl = (token: string, callback: string) =>
    call<{ url: string }>(app, {
      method: 'GET',
      url: '/api/mobile/wechat/bind',
      query: { callback },
      headers: auth(token),
    });
  const oauthCode = async (wxid: string) =>
    (
      await call<{ code: string }>(app, {
        method: 'POST',
        url: '/api/dev/wechat/oauth-code',
        payload: { openid: wxid },
      })
    ).body.data.code;
  const stateOf = (url: string) => new URL(url, 'http://x').searchParams.get('state')!;
  const bind = (token: string, code: string, state: string) =>
    call<{ redirect: string }>(app, {
      method: 'POST',
      url: '/api/mobile/wechat/bind',
      payload: { code, state },
      headers: auth(token),
    });

  it('binds the WeChat that authorized, and returns to the callback', async () => {
    const user = await buildUser(app);
    const res = await bindUrl(user.token, '/workspace?tab=1');
    expect(res.body.code).toBe(200);
    const page = new URL(res.body.data.url, 'http://x');
    expect(page.pathname).toBe('/api/dev/wechat/oauth-page');
    // WeChat returns to the callback with thirdLogin=wechatBind (then code and state).
    expect(page.searchParams.get('redirect')).toBe('/workspace?tab=1&thirdLogin=wechatBind');
    const wxid = openid();
    const done = await bind(user.token, await oauthCode(wxid), stateOf(res.body.data.url));
    expect(done.body.data).toEqual({ redirect: '/workspace?tab=1' });
    expect((await userInfo(user.token)).isBindWechat).toBe(true);
    expect((await readUserRow(app, { phone: user.phone })).wechatOpenid).toBe(wxid);
  });

  it('binds only for the account that started it; a bind state never logs in', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const state = stateOf((await bindUrl(user.token, '/')).body.data.url);
    // Someone else completing the link (the state is spent).
    expect((await bind(other.token, await oauthCode(openid()), state)).body.code).toBe(5000);
    expect((await userInfo(other.token)).isBindWechat).toBe(false);
    const state2 = stateOf((await bindUrl(user.token, '/')).body.data.url);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login/mobile-wechat',
      payload: { code: await oauthCode(openid()), state: state2 },
    });
    expect(login.body.code).toBe(5000);
    expect((await bindUrl(user.token, 'https://evil.example/')).body.code).toBe(5000);
    expect((await bindUrl(user.token, '//evil.example/')).body.code).toBe(5000);
  });

  it('answers 5108 when that WeChat has its own account', async () => {
    const wxid = openid();
    await qrLogin(wxid);
    const user = await buildUser(app);
    const state = stateOf((await bindUrl(user.token, '/')).body.data.url);
    expect((await bind(user.token, await oauthCode(wxid), state)).body.code).toBe(5108);
  });
});

describe('alternate account paths', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );

  it('POST /api/web/userAccounts/updateAvatar takes file and username', async () => {
    const user = await buildUser(app);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('username', ' 新名字 ');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const res = await call<{ name: string; avatar: string }>(app, {
      method: 'POST',
      url: '/api/web/userAccounts/updateAvatar',
      headers: { ...auth(user.token), 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.name).toBe('新名字');
    expect(res.body.data.avatar).toMatch(/^\/api\/files\/avatar\/.+\.png$/);
    const me = await userInfo(user.token);
    expect(me).toMatchObject({ name: '新名字', avatar: res.body.data.avatar });
    // The other path's field names are not these.
    const wrong = new FormData();
    wrong.append('name', 'x');
    const req2 = new Request('http://x/', { method: 'POST', body: wrong });
    const refused = await call(app, {
      method: 'POST',
      url: '/api/web/userAccounts/updateAvatar',
      headers: { ...auth(user.token), 'content-type': req2.headers.get('content-type')! },
      payload: Buffer.from(await req2.arrayBuffer()),
    });
    expect(refused.body.code).toBe(5000);
  });

  it.each(['/api/web/userAccounts/bind', '/api/web/user/safe/sms/bind'])(
    '%s binds a phone like /api/user/bind-account',
    async (url) => {
      const { token } = await qrLogin(openid());
      const phone = uniquePhone();
      const sent = await call(app, {
        method: 'GET',
        url: '/api/sms/set-bind',
        query: { phone, ...(await solveCaptcha(app)) },
        headers: auth(token),
        remoteAddress: uniqueIp(),
      });
      expect(sent.body.code).toBe(200);
      const res = await call(app, {
        method: 'POST',
        url,
        payload: { phone, code: await latestSmsCode(app, phone) },
        headers: auth(token),
      });
      expect(res.body.code).toBe(200);
      expect(await userInfo(token)).toMatchObject({ isBindPhone: true, isBindWechat: true });
    },
  );

  it('POST /api/web/userAccounts/updatePwd changes the password like /api/user/update-pwd', async () => {
    const user = await buildUser(app);
    await call(app, {
      method: 'GET',
      url: '/api/sms/set-pwd',
      query: await solveCaptcha(app),
      headers: auth(user.token),
      remoteAddress: uniqueIp(),
    });
    const res = await call(app, {
      method: 'POST',
      url: '/api/web/userAccounts/updatePwd',
      payload: { code: await latestSmsCode(app, user.phone), password: PASSWORD },
      headers: auth(user.token),
    });
    expect(res.body.code).toBe(200);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(200);
    const bad = await call(app, {
      method: 'POST',
      url: '/api/web/userAccounts/updatePwd',
      payload: { code: '12', password: PASSWORD },
      headers: auth(user.token),
    });
    expect(bad.body.code).toBe(5000);
  });

  it('POST /api/web/user/thirdpartyLogin exchanges a WeChat code (with its state) for a token', async () => {
    const started = await call<{ url: string }>(app, {
      method: 'GET',
      url: '/api/login/mobile-wechat',
      query: { callback: '/templates' },
    });
    const state = new URL(started.body.data.url, 'http://x').searchParams.get('state')!;
    const wxid = openid();
    const { code } = (
      await call<{ code: string }>(app, {
        method: 'POST',
        url: '/api/dev/wechat/oauth-code',
        payload: { openid: wxid },
      })
    ).body.data;
    const res = await call<{ token: string; isNew: boolean; redirect: string }>(app, {
      method: 'POST',
      url: '/api/web/user/thirdpartyLogin',
      payload: { authCode: code, state },
    });
    expect(res.body.data).toMatchObject({
      isNew: true,
      isNewUser: true,
      isBindPhone: false,
      redirect: '/templates',
    });
    expect((await userInfo(res.body.data.token)).isBindWechat).toBe(true);
    // The code works once; a missing state is malformed; Huawei is off here (5102).
    const again = await call(app, {
      method: 'POST',
      url: '/api/web/user/thirdpartyLogin',
      payload: { authCode: code, state },
    });
    expect(again.body.code).toBe(5000);
    const noState = await call(app, {
      method: 'POST',
      url: '/api/web/user/thirdpartyLogin',
      payload: { authCode: 'x' },
    });
    expect(noState.body.code).toBe(5000);
    const huawei = await call(app, {
      method: 'POST',
      url: '/api/web/user/thirdpartyLogin',
      payload: { authCode: 'x', thirdLogin: 'huawei' },
    });
    expect(huawei.body.code).toBe(5102);
  });
});

describe('GET /api/user/utm-trace', () => {
  const trace = (token: string, campaign: string) =>
    call<{ campaign: string }>(app, {
      method: 'GET',
      url: '/api/user/utm-trace',
      query: { campaign },
      headers: auth(token),
    });

  it("records a new user's campaign (the first wins) and reports it with the registration", async () => {
    const track = vi.spyOn(servicesOf(app).analytics, 'track');
    const phone = uniquePhone();
    const user = await buildUser(app, phone);
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ name: 'registration' }));
    const row = await readUserRow(app, { phone });
    expect(row.utmCampaign).toBeNull();

    expect((await trace(user.token, 'spring-2026')).body.data).toEqual({ campaign: 'spring-2026' });
    expect((await readUserRow(app, { phone })).utmCampaign).toBe('spring-2026');
    expect(track).toHaveBeenCalledWith({
      name: 'campaign',
      userId: row.id,
      campaign: 'spring-2026',
      newUser: true,
    });
    track.mockClear();
    // A later campaign does not replace the first, and is not reported again.
    expect((await trace(user.token, 'summer')).body.data).toEqual({ campaign: 'spring-2026' });
    expect((await readUserRow(app, { phone })).utmCampaign).toBe('spring-2026');
    expect(track).not.toHaveBeenCalled();
  });

  it('needs a session and a clean campaign', async () => {
    const anonymous = await call(app, {
      method: 'GET',
      url: '/api/user/utm-trace',
      query: { campaign: 'x' },
    });
    expect(anonymous.body.code).toBe(401);
    const user = await buildUser(app);
    expect((await trace(user.token, '')).body.code).toBe(5000);
    expect((await trace(user.token, 'a'.repeat(129))).body.code).toBe(5000);
    expect((await trace(user.token, 'bad\u0007')).body.code).toBe(5000);
  });
});

describe('GET /api/sync/iSlide/info/{id}', () => {
  const info = (token: string, id: string) =>
    call<AddinSyncResult>(app, {
      method: 'GET',
      url: `/api/sync/iSlide/info/${id}`,
      headers: auth(token),
    });

  it("answers the user's joint-plan orders with their add-in redeem codes and the tier", async () => {
    const db = servicesOf(app).database.db;
    await runAdminCommand(db, [
      'products',
      'set',
      'sync-union',
      '--title',
      '专业版+插件 联合年卡',
      '--price',
      '299',
      '--days',
      '365',
      '--union',
    ]);
    const user = await buildUser(app);
    const before = (await info(user.token, 'sync-union')).body.data;
    expect(before).toMatchObject({
      productId: 'sync-union',
      productName: '专业版+插件 联合年卡',
      purchased: false,
      isRole: false,
      orders: [],
    });
    const order = (await chargeFor(app, user.token, 'sync-union')).body.data;
    await call(app, {
      method: 'POST',
      url: '/api/dev/pay/sandbox/pay',
      payload: { orderNumber: order.orderNumber },
    });
    // Paid while no code was in stock: the order is listed without one.
    const paid = (await info(user.token, 'sync-union')).body.data;
    expect(paid).toMatchObject({ purchased: true, isRole: true });
    expect(paid.endAt).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    expect(paid.orders).toEqual([
      { orderNumber: order.orderNumber, paidAt: expect.any(Number), redeemCode: null },
    ]);
    // Someone else sees nothing of it.
    const stranger = await buildUser(app);
    expect((await info(stranger.token, 'sync-union')).body.data.orders).toEqual([]);
  });

  it('answers 5204 for a plan that is not joint or does not exist, 5000 for a bad id', async () => {
    const user = await buildUser(app);
    expect((await info(user.token, 'pro-monthly')).body.code).toBe(5204);
    expect((await info(user.token, 'no-such-plan')).body.code).toBe(5204);
    expect((await info(user.token, 'BAD%20ID')).body.code).toBe(5000);
    const anonymous = await call(app, { method: 'GET', url: '/api/sync/iSlide/info/pro-monthly' });
    expect(anonymous.body.code).toBe(401);
  });
});

describe('GET /api/mobile/wechat/jssdk-config', () => {
  it('answers a dev configuration signed as WeChat documents', async () => {
    const url = 'https://slides.example.com/templates?x=1';
    const res = await call<JssdkConfig>(app, {
      method: 'GET',
      url: '/api/mobile/wechat/jssdk-config',
      query: { url: `${url}#share` },
    });
    expect(res.body.code).toBe(200);
    const { appId, timestamp, nonceStr, signature, dev } = res.body.data;
    expect(dev).toBe(true);
    expect(appId).toMatch(/^wx/);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(nonceStr).toMatch(/^[0-9a-f]{24}$/);
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=dev-jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
    for (const bad of ['', 'javascript:alert(1)', '/relative']) {
      const refused = await call(app, {
        method: 'GET',
        url: '/api/mobile/wechat/jssdk-config',
        query: { url: bad },
      });
      expect(refused.body.code, bad).toBe(5000);
    }
  });
});

describe('with WeChat off', () => {
  let offEnv: TestEnv;
  let off: FastifyInstance;
  beforeAll(async () => {
    offEnv = await createTestEnv({ env: { WECHAT_LOGIN_PROVIDER: 'off' } });
    off = await offEnv.start();
  });
  afterAll(() => offEnv.dispose());

  it('the JS-SDK configuration is 5402 with a clear message; binding is 5102', async () => {
    const res = await call(off, {
      method: 'GET',
      url: '/api/mobile/wechat/jssdk-config',
      query: { url: 'https://slides.example.com/' },
      headers: { 'app-language': 'en-US' },
    });
    expect(res.body.code).toBe(5402);
    expect(res.body.message).toMatch(/WeChat is not set up on this site/);
    const user = await buildUser(off);
    const bind = await call(off, {
      method: 'GET',
      url: '/api/mobile/wechat/bind',
      query: { callback: '/' },
      headers: auth(user.token),
    });
    expect(bind.body.code).toBe(5102);
    const qr = await call(off, {
      method: 'GET',
      url: '/api/getTemporaryQrcode',
      query: { purpose: 'bind' },
      headers: auth(user.token),
    });
    expect(qr.body.code).toBe(5102);
  });
});
