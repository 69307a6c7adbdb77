import { createVerify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorMessage,
  type H5OrderResult,
  type ProductList,
} from '@slidecraft/contract';
import { buildApp } from '../src/app.js';
import { runAdminCommand } from '../src/cli/admin.js';
import { loadConfig } from '../src/config.js';
import { orders } from '../src/db/schema.js';
import { startWechatPayFake } from './fakes/wechatpay-fake.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, issueCoupon, orderStatusOf, userInfoOf } from './pay-helper.js';

describe('WeChat Pay API v3 provider against a local fake of its API', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let keys: string;
  let fake: Awaited<ReturnType<typeof startWechatPayFake>>;
  let settings: Record<string, string>;
  beforeAll(async () => {
    keys = await mkdtemp(path.join(os.tmpdir(), 'sc-wxpay-'));
    fake = await startWechatPayFake(keys);
    settings = { ...fake.env };
    env = await createTestEnv({ env: settings });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await fake.close();
    await rm(keys, { recursive: true, force: true });
  });

  const charge = (token: string) => chargeFor(app, token);
  const status = (token: string, key: string) => orderStatusOf(app, token, key);
  const isMember = async (token: string) => (await userInfoOf(app, token)).isRole;

  it('opens a Native order with a signed request and the catalogue amount, and answers its code_url', async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    expect(order.url).toBe(`weixin://wxpay/bizpayurl?pr=${order.orderNumber}`);
    const sent = fake.requests.find(
      (r) => r.url === '/v3/pay/transactions/native' && r.body.includes(order.orderNumber),
    )!;
    expect(sent.signed).toBe(true);
    expect(JSON.parse(sent.body)).toMatchObject({
      appid: fake.ids.appId,
      mchid: fake.ids.mchId,
      out_trade_no: order.orderNumber,
      notify_url: settings.WECHATPAY_NOTIFY_URL,
      amount: { total: 19900, currency: 'CNY' },
      time_expire: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
    });
    // Alipay is not this provider's: not offered, and refused.
    const listed = await call<ProductList>(app, { method: 'GET', url: '/api/products' });
    expect(listed.body.data.payments).toEqual(['wechat']);
    const alipay = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/product/charge',
      query: { productId: 'pro-yearly', payment: 'alipay' },
      headers: auth(user.token),
    });
    expect(alipay.body.code).toBe(ErrorCode.PAYMENT_NOT_SUPPORTED);
  });

  it("settles from WeChat Pay's notification, checked with its public key", async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    const notification = fake.pay(order.orderNumber);
    const res = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: notification.headers,
      payload: notification.body,
    });
    expect(res.statusCode).toBe(204);
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('paid');
    expect(await isMember(user.token)).toBe(true);
  });

  it('settles a payment whose notification never came by querying the order', async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    fake.pay(order.orderNumber);
    await servicesOf(app).pay.forgetStatus(order.orderNumber);
    await servicesOf(app)
      .database.db.update(orders)
      .set({ createdAt: new Date(Date.now() - 11_000) })
      .where(eq(orders.orderNumber, order.orderNumber));
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('paid');
    const query = fake.requests.find(
      (r) => r.method === 'GET' && r.url.includes(order.orderNumber),
    )!;
    expect(query.url).toBe(
      `/v3/pay/transactions/out-trade-no/${order.orderNumber}?mchid=${fake.ids.mchId}`,
    );
    expect(query.signed).toBe(true);
  });

  it("closes an order holding the buyer's coupon at WeChat Pay when another order takes it over", async () => {
    const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
    await admin(['coupons', 'set', '--title', '立减', '--reduce', '5', '--minutes', '60']);
    const user = await buildUser(app);
    await issueCoupon(app, user.token);
    const monthly = (await chargeFor(app, user.token, 'pro-monthly')).body.data;
    const yearly = (await charge(user.token)).body.data;
    expect([monthly.orderAmount, yearly.orderAmount]).toEqual([2490, 19400]);
    const close = fake.requests.find(
      (r) => r.url === `/v3/pay/transactions/out-trade-no/${monthly.orderNumber}/close`,
    );
    expect(close).toMatchObject({ method: 'POST', signed: true });
    expect(fake.orders.get(monthly.orderNumber)!.state).toBe('CLOSED');
    expect(fake.orders.get(yearly.orderNumber)!.state).toBe('NOTPAY');
    await admin(['coupons', 'off']);
  });

  describe('inside WeChat (JSAPI)', () => {
    const WECHAT_UA =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN';
    const h5 = (token: string, userAgent?: string) =>
      call<H5OrderResult>(app, {
        method: 'POST',
        url: '/api/order/h5/create',
        payload: { productId: 'pro-monthly', payment: 'wechat', callback: '/pricing?mm=1' },
        headers: { ...auth(token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
      });
    const get = (url: string) => app.inject({ method: 'GET', url });
    /** Follows the pay link to the silent authorization and answers the state it carries. */
    const authorize = async (payUrl: string) => {
      const res = await get(new URL(payUrl).pathname + new URL(payUrl).search);
      expect(res.statusCode).toBe(302);
      return new URL(res.headers.location as string, 'http://x').searchParams.get('state')!;
    };
    const codeFor = async (openid: string) =>
      (
        await call<{ code: string }>(app, {
          method: 'POST',
          url: '/api/dev/wechat/oauth-code',
          payload: { openid },
        })
      ).body.data.code;

    it('pays through our page: silent authorization, a JSAPI order for the openid, signed bridge parameters', async () => {
      const user = await buildUser(app);
      const { orderNumber, payUrl } = (await h5(user.token, WECHAT_UA)).body.data;
      expect(new URL(payUrl).pathname).toBe(`/pay/wechat/jsapi/${orderNumber}`);
      const state = await authorize(payUrl);
      const res = await get(
        `/pay/wechat/jsapi-return?code=${await codeFor('o-payer-1')}&state=${state}`,
      );
      expect(res.statusCode).toBe(200);
      const data = JSON.parse(/id="pay-data">([^<]*)</.exec(res.body)![1]!) as {
        params: Record<string, string>;
        callback: string;
      };
      expect(data.callback).toBe(`/pricing?mm=1&orderNumber=${orderNumber}`);
      const { appId, timeStamp, nonceStr, paySign } = data.params;
      expect(appId).toBe(fake.ids.appId);
      expect(data.params.package).toBe(`prepay_id=wx${orderNumber}`);
      expect(data.params.signType).toBe('RSA');
      const message = `${appId}\n${timeStamp}\n${nonceStr}\n${data.params.package}\n`;
      const verifier = createVerify('RSA-SHA256').update(message);
      expect(verifier.verify(fake.merchantPublicKey, paySign!, 'base64')).toBe(true);
      const sent = fake.requests.find(
        (r) => r.url === '/v3/pay/transactions/jsapi' && r.body.includes(orderNumber),
      )!;
      expect(sent.signed).toBe(true);
      expect(JSON.parse(sent.body)).toMatchObject({
        payer: { openid: 'o-payer-1' },
        amount: { total: 2990, currency: 'CNY' },
      });
      // The script the page loads is ours (CSP 'self'), and hands the parameters to WeChat.
      const script = await get('/pay/wechat/jsapi.js');
      expect(script.body).toContain("invoke('getBrandWCPayRequest'");
      // The state is single use.
      const again = await get(
        `/pay/wechat/jsapi-return?code=${await codeFor('o-payer-1')}&state=${state}`,
      );
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('参数错误');
    });

    it("gives an unpaid JSAPI order's coupon (no trade at WeChat Pay yet) over to the buyer's next order", async () => {
      const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
      await admin(['coupons', 'set', '--title', '立减', '--reduce', '5', '--minutes', '60']);
      const user = await buildUser(app);
      await issueCoupon(app, user.token);
      const { orderNumber } = (await h5(user.token, WECHAT_UA)).body.data;
      expect(fake.orders.has(orderNumber)).toBe(false);
      const native = (await chargeFor(app, user.token, 'pro-monthly')).body.data;
      expect(native.orderAmount).toBe(2490);
      const [row] = await servicesOf(app)
        .database.db.select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      expect(row).toMatchObject({ amount: 2490, status: 'closed' });
      await admin(['coupons', 'off']);
    });

    it('answers malformed pay-page addresses with 5000, and an unknown order with 5200', async () => {
      for (const url of [
        '/pay/wechat/jsapi/not-an-order?callback=%2F',
        '/pay/wechat/jsapi/SC2026112500000000000001',
        '/pay/wechat/jsapi-return?state=abc',
        `/pay/wechat/jsapi-return?code=x&state=${'s'.repeat(65)}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBeLessThan(500);
        expect((res.json() as { code: number }).code).toBe(ErrorCode.PARAMS_ERROR);
      }
      const unknown = await get('/pay/wechat/jsapi/SC2026112500000000000001?callback=%2F');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(errorMessage(ErrorCode.ORDER_NOT_FOUND, 'zh-CN'));
    });

    it('answers the 5202 page when WeChat gives no openid, and a plain H5 link outside WeChat', async () => {
      const user = await buildUser(app);
      const { payUrl } = (await h5(user.token, WECHAT_UA)).body.data;
      const state = await authorize(payUrl);
      const res = await app.inject({
        method: 'GET',
        url: `/pay/wechat/jsapi-return?code=not-a-code&state=${state}`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(errorMessage(ErrorCode.GET_OPENID_ERROR, 'en-US'));
      const outside = (await h5(user.token)).body.data;
      expect(outside.payUrl).toMatch(
        /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb/,
      );
    });
  });

  it('answers 5402 without the provider text when WeChat Pay fails', async () => {
    const user = await buildUser(app);
    fake.fail(true);
    try {
      const res = await call(app, {
        method: 'GET',
        url: '/api/v8/embed/product/charge',
        query: { productId: 'pro-monthly' },
        headers: auth(user.token),
      });
      expect(res.body.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
      expect(JSON.stringify(res.body)).not.toMatch(/SYSTEM_ERROR|系统错误/);
    } finally {
      fake.fail(false);
    }
  });

  it('refuses to start without its settings or with an unreadable key file', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: keys };
    expect(() => loadConfig({ ...base, PAY_PROVIDER: 'wechat' })).toThrow(
      /WECHATPAY_MCH_ID: required with PAY_PROVIDER=wechat/,
    );
    const config = loadConfig({
      ...base,
      ...settings,
      WECHATPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem',
    });
    await expect(buildApp(config)).rejects.toThrow(/WECHATPAY_PRIVATE_KEY_FILE: cannot read/);
  });
});
