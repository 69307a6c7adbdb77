import { createVerify } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type H5OrderResult, type ProductList } from '@slidecraft/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { orders } from '../src/db/schema.js';
import { startAlipayFake } from './fakes/alipay-fake.js';
import { startWechatPayFake } from './fakes/wechatpay-fake.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, orderDetailOf, orderStatusOf, userInfoOf } from './pay-helper.js';

describe('Alipay provider (beside WeChat Pay) against local fakes of their APIs', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let keys: string;
  let fake: Awaited<ReturnType<typeof startAlipayFake>>;
  let wechat: Awaited<ReturnType<typeof startWechatPayFake>>;
  let settings: Record<string, string>;
  beforeAll(async () => {
    keys = await mkdtemp(path.join(os.tmpdir(), 'sc-alipay-'));
    fake = await startAlipayFake(keys);
    wechat = await startWechatPayFake(keys);
    settings = { ...wechat.env, ...fake.env, PAY_PROVIDER: 'wechat,alipay' };
    env = await createTestEnv({ env: settings });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await fake.close();
    await wechat.close();
    await rm(keys, { recursive: true, force: true });
  });

  const charge = (token: string, productId = 'pro-yearly') =>
    chargeFor(app, token, productId, 'alipay');
  const notify = (body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: body,
    });
  /** Makes the order look older than 10 s, so the status call asks the provider. */
  const age = async (orderNumber: string) => {
    await servicesOf(app).pay.forgetStatus(orderNumber);
    await servicesOf(app)
      .database.db.update(orders)
      .set({ createdAt: new Date(Date.now() - 11_000) })
      .where(eq(orders.orderNumber, orderNumber));
  };

  it('opens a precreate QR with a signed request and the catalogue amount in yuan; WeChat Pay still works', async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    expect(order.url).toBe(`https://qr.alipay.com/fake${order.orderNumber}`);
    expect(order.orderAmount).toBe(19900);
    const sent = fake.requests.find(
      (r) => r.url === '/v3/alipay/trade/precreate' && r.body.includes(order.orderNumber),
    )!;
    expect(sent.signed).toBe(true);
    expect(JSON.parse(sent.body)).toMatchObject({
      out_trade_no: order.orderNumber,
      total_amount: '199.00',
      notify_url: settings.ALIPAY_NOTIFY_URL,
      time_expire: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const listed = await call<ProductList>(app, { method: 'GET', url: '/api/products' });
    expect(listed.body.data.payments).toEqual(['wechat', 'alipay']);
    const viaWechat = (await chargeFor(app, user.token, 'pro-yearly', 'wechat')).body.data;
    expect(viaWechat.url).toBe(`weixin://wxpay/bizpayurl?pr=${viaWechat.orderNumber}`);
    expect(viaWechat.orderNumber).not.toBe(order.orderNumber);
  });

  it('answers a signed wap pay link for a mobile browser, returning to the page with the order', async () => {
    const user = await buildUser(app);
    const res = await call<H5OrderResult>(app, {
      method: 'POST',
      url: '/api/order/h5/create',
      payload: { productId: 'pro-monthly', payment: 'alipay', callback: '/pricing?mm=1' },
      headers: { ...auth(user.token), host: 'slides.example.com' },
    });
    const { orderNumber, payUrl } = res.body.data;
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/gateway.do`);
    const params = Object.fromEntries(url.searchParams);
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(params.app_id).toBe(fake.ids.appId);
    expect(params.notify_url).toBe(settings.ALIPAY_NOTIFY_URL);
    expect(params.return_url).toMatch(new RegExp(`/pricing\\?mm=1&orderNumber=${orderNumber}$`));
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: orderNumber,
      total_amount: '29.90',
      product_code: 'QUICK_WAP_WAY',
    });
    // Alipay checks the link with the application's public key: every field but sign, sorted.
    const content = Object.keys(params)
      .filter((key) => key !== 'sign')
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    const verifier = createVerify('RSA-SHA256').update(content);
    expect(verifier.verify(fake.applicationPublicKey, params.sign!, 'base64')).toBe(true);
  });

  it("settles once from Alipay's notification, answering exactly 'success' to it and its retries", async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    const body = fake.pay(order.orderNumber);
    for (let i = 0; i < 3; i++) {
      const res = await notify(body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('success');
    }
    expect((await orderStatusOf(app, user.token, order.orderNumber)).body.data.orderStatus).toBe(
      'paid',
    );
    const info = await userInfoOf(app, user.token);
    expect(info.isRole).toBe(true);
    const year = 365 * 86_400;
    expect(info.endAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(year - 60);
    expect(info.endAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(year);
  });

  it('refuses a forged or short notification with fail, grants nothing, and flags the order paid short', async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    const tampered = fake
      .pay(order.orderNumber)
      .replace('total_amount=199.00', 'total_amount=1.99');
    const res = await notify(tampered);
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('fail');
    // Signed by Alipay but one fen short of the order: refused as a mismatch.
    const short = await notify(fake.pay(order.orderNumber, { total_amount: '198.99' }));
    expect(short.statusCode).toBe(400);
    expect(short.body).toBe('fail');
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    expect(row!.status).toBe('closed');
    expect(row!.flagged).toBeTruthy();
    expect((await userInfoOf(app, user.token)).isRole).toBe(false);
    // Flagged, it is closed at Alipay too and never reused: the next charge opens another order.
    const closes = fake.requests.filter((r) => r.url === '/v3/alipay/trade/close');
    expect(closes.map((r) => JSON.parse(r.body) as { out_trade_no: string })).toContainEqual(
      expect.objectContaining({ out_trade_no: order.orderNumber }),
    );
    expect((await charge(user.token)).body.data.orderNumber).not.toBe(order.orderNumber);
  });

  it('a WeChat Pay order is not settled by an Alipay notification naming it', async () => {
    const user = await buildUser(app);
    const order = (await chargeFor(app, user.token, 'pro-monthly', 'wechat')).body.data;
    const alipayOrder = (await charge(user.token, 'pro-monthly')).body.data;
    // A genuine Alipay payment, but its out_trade_no names the WeChat Pay order.
    const body = fake.pay(alipayOrder.orderNumber, { out_trade_no: order.orderNumber });
    expect((await notify(body)).body).toBe('fail');
    // Refused and flagged; closed, so the next charge opens another order.
    expect((await orderDetailOf(app, user.token, order.orderNumber)).body.data.status).toBe(
      'closed',
    );
  });

  it('a lost notification: the status call queries Alipay (not yet a trade, scanned, then paid)', async () => {
    const user = await buildUser(app);
    const order = (await charge(user.token)).body.data;
    await age(order.orderNumber);
    const before = await orderStatusOf(app, user.token, order.orderNumber);
    expect(before.body.data).toMatchObject({ orderStatus: 'unpaid', status: '' });
    fake.scan(order.orderNumber);
    await servicesOf(app).pay.forgetStatus(order.orderNumber);
    const scanned = await orderStatusOf(app, user.token, order.orderNumber);
    expect(scanned.body.data).toMatchObject({ orderStatus: 'unpaid', status: 'scan' });
    fake.pay(order.orderNumber); // never delivered
    await servicesOf(app).pay.forgetStatus(order.orderNumber);
    const paid = await orderStatusOf(app, user.token, order.orderNumber);
    expect(paid.body.data.orderStatus).toBe('paid');
    const query = fake.requests.filter(
      (r) => r.url === '/v3/alipay/trade/query' && r.body.includes(order.orderNumber),
    );
    expect(query.length).toBeGreaterThanOrEqual(3);
    expect(query.every((r) => r.signed)).toBe(true);
    expect((await userInfoOf(app, user.token)).isRole).toBe(true);
  });

  it('answers 5402 without the provider text when Alipay fails', async () => {
    const user = await buildUser(app);
    fake.fail(true);
    try {
      const res = await charge(user.token, 'pro-quarterly');
      expect(res.body.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
      expect(JSON.stringify(res.body)).not.toMatch(/SYSTEM_ERROR|系统繁忙/);
    } finally {
      fake.fail(false);
    }
  });

  it('refuses to start without its settings or with a key that does not parse', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: keys };
    expect(() => loadConfig({ ...base, PAY_PROVIDER: 'alipay' })).toThrow(
      /ALIPAY_APP_ID: required with PAY_PROVIDER=alipay/,
    );
    const broken = path.join(keys, 'broken.pem');
    await writeFile(broken, 'not a key');
    const config = loadConfig({ ...base, ...settings, ALIPAY_PRIVATE_KEY_FILE: broken });
    await expect(buildApp(config)).rejects.toThrow(/ALIPAY_PRIVATE_KEY_FILE/);
  });
});
