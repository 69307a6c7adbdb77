import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type CashierResult,
  type ChargeResult,
  type H5OrderResult,
  type OrderStatus,
  type ProductIconDetail,
  type ProductList,
  type ProductSpecs,
} from '@slidecraft/contract';
import { entitlements, orders } from '../src/db/schema.js';
import { buildUserWithId, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, payCalls } from './pay-helper.js';

/*
 * The spec's alternate payment paths (section 7): every one answers from the same code as the
 * call it stands for: orders made through them are paid with the sandbox and seen paid through
 * every status path, exactly once. Paid content is in paid-content.api.test.ts.
 */

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv({ env: { TEMPLATE_DOWNLOADS_PER_DAY: '1' } });
  app = await env.start();
  await admin([
    'products',
    'set',
    'ai-pack-30',
    '--title',
    'AI 点数包',
    '--price',
    '5',
    '--ai-points',
    '30',
  ]);
});
afterAll(() => env.dispose());

const { admin, get, post, sandboxPay, memberUntil, statuses } = payCalls(() => app);
const ledger = (orderNumber: string) =>
  servicesOf(app)
    .database.db.select()
    .from(entitlements)
    .where(eq(entitlements.sourceRef, orderNumber));

describe('alternate charge and order paths', () => {
  it('answer the charge from the catalogue and reuse the same open order', async () => {
    const { token } = await buildUserWithId(app);
    const charge = (await chargeFor(app, token, 'pro-yearly')).body.data;
    const payUrl = await get<ChargeResult>('/api/pay/url', { productId: 'pro-yearly' }, token);
    expect(payUrl.body.data).toMatchObject({ type: 'scan', orderAmount: 19900 });
    expect(payUrl.body.data.orderNumber).toBe(charge.orderNumber);
    const qr = await get<ChargeResult>(
      '/api/pay/products/course/get-qrcode-url',
      { productId: 'pro-yearly', orderTypeEnum: 'svip' },
      token,
    );
    expect(qr.body.data.orderNumber).toBe(charge.orderNumber);
    const prepay = await post<ChargeResult>(
      '/api/pay/products/course/prepay/pro-yearly',
      { orderTypeEnum: 'svip' },
      token,
    );
    expect(prepay.body.data.orderNumber).toBe(charge.orderNumber);

    expect((await get('/api/pay/url', { productId: 'pro-yearly' })).status).toBe(401);
    expect((await get('/api/pay/url', { productId: 'no-such-plan' }, token)).body.code).toBe(
      ErrorCode.NO_PRODUCT,
    );
    expect((await get('/api/pay/url', { productId: '../x' }, token)).body.code).toBe(5000);
    // An AI pack is no membership plan, and 'course' is paid content only.
    expect((await get('/api/pay/url', { productId: 'ai-pack-30' }, token)).body.code).toBe(5204);
    const course = await post(
      '/api/pay/products/course/prepay/pro-yearly',
      { orderTypeEnum: 'course' },
      token,
    );
    expect(course.body.code).toBe(5204);
    const badType = await post(
      '/api/pay/products/course/prepay/pro-yearly',
      { orderTypeEnum: 'vip' },
      token,
    );
    expect(badType.body.code).toBe(5000);
  });

  it('open mobile orders through every create path; each is paid once and seen paid on every status path', async () => {
    const { id, token } = await buildUserWithId(app);
    const made: { path: string; order: H5OrderResult }[] = [];
    for (const url of ['/api/v8/embed/h5/pay/url', '/api/v8/embed/h5/payment/url']) {
      const res = await get<H5OrderResult>(
        url,
        { productId: 'pro-monthly', callback: '/pricing', payment: 'alipay' },
        token,
      );
      expect(res.body.code, url).toBe(200);
      made.push({ path: url, order: res.body.data });
    }
    const withPayments = await get<H5OrderResult & { payments: string[]; payment: string }>(
      '/api/v7/embed/h5/pay/urlWithPayments',
      { productId: 'pro-monthly', callback: '/pricing' },
      token,
    );
    expect(withPayments.body.data).toMatchObject({
      payment: 'wechat',
      payments: ['wechat', 'alipay'],
    });
    expect(withPayments.body.data.payUrl).not.toBe('');
    made.push({ path: 'urlWithPayments', order: withPayments.body.data });
    const embed = await post<H5OrderResult>(
      '/api/v8/embed/order',
      { productId: 'pro-monthly', callback: '/', payment: 'alipay' },
      token,
    );
    made.push({ path: '/api/v8/embed/order', order: embed.body.data });
    const course = await post<H5OrderResult>(
      '/api/pay/products/course/createOrder/pro-quarterly',
      { orderTypeEnum: 'svip', callback: '/workspace' },
      token,
    );
    made.push({ path: 'course/createOrder', order: course.body.data });
    for (const { path, order } of made) {
      expect(order.orderNumber, path).toMatch(/^SC\d{24}$/);
      expect(order.payUrl, path).toContain(order.orderNumber);
    }
    // Unpaid on every status path.
    for (const answer of await statuses(token, course.body.data.orderNumber)) {
      expect(answer).toMatchObject({ code: 200, data: { orderStatus: 'unpaid', amount: 6900 } });
    }

    const before = await memberUntil(id);
    const orderNumbers = [...new Set(made.map((m) => m.order.orderNumber))];
    for (const orderNumber of orderNumbers) {
      // Accepted: WeChat Pay's 204, Alipay's 200 'success'.
      expect([200, 204]).toContain((await sandboxPay(orderNumber)).body.data.delivered.status);
      const answers = await statuses(token, orderNumber);
      for (const answer of answers) {
        expect(answer.code).toBe(200);
        expect(answer.data.orderStatus).toBe('paid');
      }
    }
    // The alipay monthly order was reused by the three paths asking for it: two monthly
    // orders and the quarterly one, each granted once (one ledger row).
    expect(orderNumbers).toHaveLength(3);
    for (const orderNumber of orderNumbers) expect(await ledger(orderNumber)).toHaveLength(1);
    const after = await memberUntil(id);
    // A second notification for a paid order grants nothing more.
    for (const orderNumber of orderNumbers) await sandboxPay(orderNumber);
    expect(await memberUntil(id)).toBe(after);
    for (const orderNumber of orderNumbers) expect(await ledger(orderNumber)).toHaveLength(1);
    const monthly = orderNumbers.length - 1;
    const days = (after - Math.max(before, Math.floor(Date.now() / 1000))) / 86_400;
    expect(Math.round(days)).toBe(monthly * 30 + 90);
  });

  it('refuse a callback off this site and malformed bodies (5000)', async () => {
    const { token } = await buildUserWithId(app);
    const offSite = { productId: 'pro-monthly', callback: 'https://evil.example/' };
    expect((await get('/api/v8/embed/h5/pay/url', offSite, token)).body.code).toBe(5000);
    expect((await get('/api/v7/embed/h5/pay/urlWithPayments', offSite, token)).body.code).toBe(
      5000,
    );
    expect((await post('/api/v8/embed/order', offSite, token)).body.code).toBe(5000);
    expect((await post('/api/v8/embed/order', { callback: '/' }, token)).body.code).toBe(5000);
    expect(
      (
        await post(
          '/api/pay/products/course/createOrder/pro-monthly',
          { callback: '//evil' },
          token,
        )
      ).body.code,
    ).toBe(5000);
    expect((await post('/api/pay/products/course/createOrder/BAD!', {}, token)).body.code).toBe(
      5000,
    );
  });
});

describe('alternate status paths', () => {
  it('answer 5205 once an unpaid order expired, 5200 for no order of the caller, 5000 without one', async () => {
    const { token } = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const order = (await chargeFor(app, token, 'pro-monthly')).body.data;
    for (const answer of await statuses(other.token, order.orderNumber)) {
      expect(answer.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    }
    await servicesOf(app).pay.forgetStatus(order.orderNumber);
    await servicesOf(app)
      .database.db.update(orders)
      .set({
        createdAt: new Date(Date.now() - 3 * 3600_000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(orders.orderNumber, order.orderNumber));
    for (const answer of await statuses(token, order.orderNumber)) {
      expect(answer.code).toBe(ErrorCode.PAY_QR_EXPIRED);
    }
    for (const url of [
      '/api/v8/embed/order/status',
      '/api/order/status/h5',
      '/api/pay/products/course/status',
      '/api/v8/embed/h5/payment/result',
    ]) {
      expect((await get(url, {}, token)).body.code, url).toBe(5000);
      expect((await get(url, { orderNumber: 'x' }, token)).body.code, url).toBe(5000);
    }
    expect((await get('/api/web/client/products/pay/status/bad', {}, token)).body.code).toBe(5000);
    expect((await get('/api/order/status/h5', { orderNumber: order.orderNumber })).status).toBe(
      401,
    );
  });
});

describe('the H5 cashier', () => {
  it("answers the order's pay link in another payment method, for the same plan", async () => {
    const { token } = await buildUserWithId(app);
    const wechat = (await chargeFor(app, token, 'pro-quarterly')).body.data;
    const res = await get<CashierResult>(
      '/api/cashier/h5/alipay',
      { orderNumber: wechat.orderNumber, callback: '/pricing' },
      token,
    );
    expect(res.body.data).toMatchObject({ payment: 'alipay', paid: false });
    expect(res.body.data.orderNumber).not.toBe(wechat.orderNumber);
    expect(res.body.data.payUrl).toContain(res.body.data.orderNumber);
    const status = await get<OrderStatus>(
      '/api/order/status',
      { key: res.body.data.orderNumber },
      token,
    );
    expect(status.body.data).toMatchObject({
      amount: 6900,
      payment: 'alipay',
      orderStatus: 'unpaid',
    });
    // Paid: nothing left to pay.
    await sandboxPay(res.body.data.orderNumber);
    const paid = await get<CashierResult>(
      '/api/cashier/h5/wechat',
      { orderNumber: res.body.data.orderNumber },
      token,
    );
    expect(paid.body.data).toMatchObject({ paid: true, payUrl: '' });
  });

  it('answers 5201 for a payment method not on offer, 5200 for no order of the caller', async () => {
    const { token } = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const order = (await chargeFor(app, token, 'pro-monthly')).body.data;
    const q = { orderNumber: order.orderNumber };
    expect((await get('/api/cashier/h5/unionpay', q, token)).body.code).toBe(
      ErrorCode.PAYMENT_NOT_SUPPORTED,
    );
    expect((await get('/api/cashier/h5/alipay', q, other.token)).body.code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    expect((await get('/api/cashier/h5/alipay', {}, token)).body.code).toBe(5000);
    expect((await get('/api/cashier/h5/alipay', q)).status).toBe(401);
  });
});

describe('catalogue paths', () => {
  it('lists the plans on sale as GET /api/products does', async () => {
    const [a, b] = await Promise.all([
      get<ProductList>('/api/products'),
      get<ProductList>('/api/web/client/products/listActive'),
    ]);
    expect(b.body.data).toEqual(a.body.data);
    expect(b.body.data.items.map((p) => p.id)).toContain('pro-yearly');
  });

  it("lists the tier's rights with ids, and each right's detail from the real limits", async () => {
    const icons = await get<{ items: { id: string; icon: string; title: string }[] }>(
      '/api/web/client/products/icons',
    );
    expect(icons.body.data.items.map((i) => i.id)).toEqual(['unlimited', 'template', 'export']);
    const detail = await get<ProductIconDetail>(
      '/api/web/client/products/icon/detailList/template',
      {},
      undefined,
      'en-US',
    );
    expect(detail.body.data).toMatchObject({
      id: 'template',
      title: 'Every template, free to download',
    });
    expect(detail.body.data.items[0]).toEqual({
      title: 'Template downloads',
      basic: '1 a day',
      pro: 'Unlimited',
    });
    const zh = await get<ProductIconDetail>('/api/web/client/products/icon/detailList/unlimited');
    expect(zh.body.data.items[0]!.basic).toBe('共 10 点 AI 点数');
    expect((await get('/api/web/client/products/icon/detailList/nothing')).body.code).toBe(5204);
    expect((await get('/api/web/client/products/icon/detailList/A%20B')).body.code).toBe(5000);
  });

  it('says what AI points buy and lists the packs', async () => {
    const res = await get<{
      items: { icon: string; title: string }[];
      packs: { id: string; points: number }[];
    }>('/api/v8/embed/products/ai/privileges', {}, undefined, 'zh-TW');
    expect(res.body.data.items[0]!.title).toBe('AI 生成大綱：每次 1 點');
    expect(res.body.data.packs).toEqual([
      expect.objectContaining({
        id: 'ai-pack-30',
        points: 30,
        price: { currency: 'CNY', pay: 500, original: 0 },
      }),
    ]);
  });

  it("answers a plan's specification (term, rights, price); 5204 for none on sale", async () => {
    const yearly = await get<ProductSpecs>('/api/v8/embed/product/specifications', {
      productId: 'pro-yearly',
    });
    expect(yearly.body.data).toMatchObject({
      productId: 'pro-yearly',
      kind: 'membership',
      durationDays: 365,
      price: { currency: 'CNY', pay: 19900 },
      aiPoints: null,
    });
    expect(yearly.body.data.rights).toHaveLength(3);
    const pack = await get<ProductSpecs>(
      '/api/v8/embed/product/specifications',
      { productId: 'ai-pack-30' },
      undefined,
      'en-US',
    );
    expect(pack.body.data).toMatchObject({ kind: 'ai_times', aiPoints: 30, durationDays: null });
    expect(pack.body.data.rights).toEqual([{ icon: 'ai', title: '30 AI points' }]);
    expect(
      (await get('/api/v8/embed/product/specifications', { productId: 'nope' })).body.code,
    ).toBe(5204);
    expect((await get('/api/v8/embed/product/specifications', {})).body.code).toBe(5000);
    await admin(['products', 'disable', 'ai-pack-30']);
    expect(
      (await get('/api/v8/embed/product/specifications', { productId: 'ai-pack-30' })).body.code,
    ).toBe(5204);
    await admin(['products', 'enable', 'ai-pack-30']);
  });
});

describe('the OpenAPI document', () => {
  it('lists every alternate payment path under the pay tag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Op = { tags?: string[] };
    const doc = res.json<{ paths: Record<string, Record<string, Op>> }>();
    const listed: [string, string][] = [
      ['get', '/api/pay/url'],
      ['get', '/api/v8/embed/h5/pay/url'],
      ['get', '/api/v8/embed/h5/payment/url'],
      ['get', '/api/v7/embed/h5/pay/urlWithPayments'],
      ['get', '/api/pay/products/course/get-qrcode-url'],
      ['post', '/api/pay/products/course/prepay/{productId}'],
      ['post', '/api/pay/products/course/createOrder/{productId}'],
      ['post', '/api/v8/embed/order'],
      ['get', '/api/v8/embed/order/status'],
      ['get', '/api/order/status/h5'],
      ['get', '/api/pay/products/course/status'],
      ['get', '/api/web/client/products/pay/status/{id}'],
      ['get', '/api/v8/embed/h5/payment/result'],
      ['get', '/api/cashier/h5/{payment}'],
      ['get', '/api/v8/embed/products/ai/privileges'],
      ['get', '/api/web/client/products/listActive'],
      ['get', '/api/web/client/products/icons'],
      ['get', '/api/web/client/products/icon/detailList/{id}'],
      ['get', '/api/v8/embed/product/specifications'],
      ['get', '/api/ai/contents/pay/info'],
      ['get', '/api/ai/contents/pay/result'],
    ];
    for (const [method, path] of listed) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['pay']);
    }
  });
});
