import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type CashierResult,
  type ChargeResult,
  type ContentPayInfo,
  type ContentPayResult,
  type H5OrderResult,
  type OrderStatus,
  type ProductIconDetail,
  type ProductList,
  type ProductSpecs,
} from '@slidecraft/contract';
import { runAdminCommand } from '../src/cli/admin.js';
import { entitlements, orders, users } from '../src/db/schema.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';
import type { SandboxNotification } from '../src/providers/pay/sandbox-pay.js';
import { chargeFor } from './pay-helper.js';

/*
 * The spec's alternate payment paths (section 7): every one answers from the same code as the
 * call it stands for: orders made through them are paid with the sandbox and seen paid through
 * every status path, exactly once; and paid content (a template sold on its own).
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

const admin = (args: string[]) => runAdminCommand(app.ctx.database.db, args);
const get = <T>(url: string, query: Record<string, string> = {}, token?: string, lang?: string) =>
  call<T>(app, {
    method: 'GET',
    url,
    query,
    headers: { ...(token ? auth(token) : {}), ...(lang ? { 'App-Language': lang } : {}) },
  });
const post = <T>(url: string, payload: Record<string, unknown>, token: string) =>
  call<T>(app, { method: 'POST', url, payload, headers: auth(token) });
const sandboxPay = (orderNumber: string) =>
  call<{ delivered: { status: number | null } }>(app, {
    method: 'POST',
    url: '/api/dev/pay/sandbox/pay',
    payload: { orderNumber },
  });
const memberUntil = async (id: string) =>
  (
    await app.ctx.database.db
      .select({ memberUntil: users.memberUntil })
      .from(users)
      .where(eq(users.id, id))
  )[0]!.memberUntil;
const ledger = (orderNumber: string) =>
  app.ctx.database.db.select().from(entitlements).where(eq(entitlements.sourceRef, orderNumber));

/** Every status path, each asked the way the spec names it. */
const STATUS_PATHS: ((n: string) => [string, Record<string, string>])[] = [
  (n) => ['/api/order/status', { key: n }],
  (n) => ['/api/v8/embed/order/status', { key: n }],
  (n) => ['/api/order/status/h5', { orderNumber: n }],
  (n) => ['/api/pay/products/course/status', { orderNumber: n }],
  (n) => [`/api/web/client/products/pay/status/${n}`, {}],
  (n) => ['/api/v8/embed/h5/payment/result', { orderNumber: n }],
];
const statuses = (token: string, orderNumber: string) =>
  Promise.all(
    STATUS_PATHS.map(async (path) => {
      const [url, query] = path(orderNumber);
      return (await get<OrderStatus>(url, query, token)).body;
    }),
  );

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
    await app.ctx.pay.forgetStatus(order.orderNumber);
    await app.ctx.database.db
      .update(orders)
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

describe('paid content', () => {
  let paidId: string;
  let freeId: string;
  beforeAll(async () => {
    const listing = await get<{ items: { id: string }[] }>('/api/template-center/contents', {
      size: '3',
    });
    [paidId, freeId] = listing.body.data.items.map((i) => i.id) as [string, string];
    const out = await admin([
      'products',
      'set',
      `content-${paidId}`,
      '--content',
      '--title',
      '精品模板',
      '--price',
      '9.9',
    ]);
    expect(out).toContain(`paid template ${paidId}`);
  });
  const info = (token: string, contentId: string) =>
    get<ContentPayInfo>('/api/ai/contents/pay/info', { contentId }, token);
  const result = (token: string, contentId: string, key?: string) =>
    get<ContentPayResult>(
      '/api/ai/contents/pay/result',
      { contentId, ...(key ? { key } : {}) },
      token,
    );
  const download = (token: string, contentId: string) =>
    post<{ url: string; times: { used: number; remaining: number } }>(
      '/api/template-center/download',
      { contentId },
      token,
    );

  it('is priced with the admin CLI, under its own ids only', async () => {
    const set = (id: string, ...more: string[]) =>
      admin(['products', 'set', id, '--title', 'x', '--price', '1', ...more]);
    await expect(set('my-plan', '--content')).rejects.toThrow(/content-<templateId>/);
    await expect(set(`content-${freeId}`, '--days', '30')).rejects.toThrow(/--content/);
    await expect(set(`content-${freeId}`, '--content', '--days', '30')).rejects.toThrow(
      /bought once/,
    );
    expect(await set('content-not-built-in', '--content')).toMatch(/TEMPLATE_DIR must hold it/);
    expect(await admin(['products', 'list'])).toContain(`paid template ${paidId}`);
  });

  it('shows its price on the template page; free templates have none', async () => {
    const detail = await get<{ price?: unknown }>('/api/template-center/detail', {
      contentId: paidId,
    });
    expect(detail.body.data.price).toEqual({ currency: 'CNY', pay: 990, original: 0 });
    const free = await get<{ price?: unknown }>('/api/template-center/detail', {
      contentId: freeId,
    });
    expect(free.body.data.price).toBeNull();
  });

  it('is bought once through the payment providers and then downloads without the quota', async () => {
    const { id, token } = await buildUserWithId(app);
    expect((await download(token, paidId)).body.code).toBe(ErrorCode.NO_USER_PERMISSION);
    expect(
      (await post('/api/workspace/content/load', { contentId: paidId }, token)).body.code,
    ).toBe(ErrorCode.NO_USER_PERMISSION);
    const first = (await info(token, paidId)).body.data;
    expect(first).toMatchObject({
      contentId: paidId,
      productId: `content-${paidId}`,
      access: 'locked',
      price: { pay: 990 },
      charge: { type: 'scan', orderAmount: 990 },
    });
    const key = first.charge!.orderNumber;
    expect((await result(token, paidId, key)).body.data).toMatchObject({
      access: 'locked',
      paid: false,
    });
    // The same open order on the alternate path ('course' = paid content).
    const again = await get<ChargeResult>(
      '/api/pay/products/course/get-qrcode-url',
      { productId: `content-${paidId}`, orderTypeEnum: 'course' },
      token,
    );
    expect(again.body.data.orderNumber).toBe(key);

    await sandboxPay(key);
    expect((await result(token, paidId, key)).body.data).toEqual({
      contentId: paidId,
      access: 'paid',
      paid: true,
      orderNumber: key,
    });
    for (const answer of await statuses(token, key)) expect(answer.data.orderStatus).toBe('paid');
    // It grants no membership.
    expect(await memberUntil(id)).toBe(0);
    expect((await info(token, paidId)).body.data).toMatchObject({ access: 'paid', charge: null });
    // Bought once: no second order.
    const twice = await post(
      '/api/pay/products/course/prepay/' + `content-${paidId}`,
      { orderTypeEnum: 'course' },
      token,
    );
    expect(twice.body.code).toBe(ErrorCode.BILLING_EXISTS);

    // The download spends none of the day's one free download.
    const got = await download(token, paidId);
    expect(got.body.code).toBe(200);
    expect(got.body.data.times).toMatchObject({ used: 0, remaining: 1 });
    expect((await download(token, freeId)).body.data.times.remaining).toBe(0);
    expect((await download(token, paidId)).body.code).toBe(200);
    expect(
      (await post('/api/workspace/content/load', { contentId: paidId }, token)).body.code,
    ).toBe(200);
  });

  it("is included in the professional tier; free templates are 'free'", async () => {
    const member = await buildUserWithId(app, 3600);
    expect((await info(member.token, paidId)).body.data).toMatchObject({
      access: 'member',
      charge: null,
    });
    expect((await download(member.token, paidId)).body.code).toBe(200);
    const { token } = await buildUserWithId(app);
    expect((await info(token, freeId)).body.data).toMatchObject({
      access: 'free',
      price: null,
      productId: null,
      charge: null,
    });
    expect((await result(token, freeId)).body.data).toMatchObject({ access: 'free', paid: false });
  });

  it('answers 404 for no such template, 5000 for a malformed id, 5200 for an order of another content', async () => {
    const { token } = await buildUserWithId(app);
    expect((await info(token, 'no-such-template')).body.code).toBe(404);
    expect((await info(token, '../x')).body.code).toBe(5000);
    expect((await get('/api/ai/contents/pay/info', { contentId: paidId })).status).toBe(401);
    const membership = (await chargeFor(app, token, 'pro-monthly')).body.data;
    expect((await result(token, paidId, membership.orderNumber)).body.code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
  });

  const orderRow = async (orderNumber: string) =>
    (
      await app.ctx.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
    )[0]!;
  /** The buyer's two open orders for the paid template: one per method (each its own QR). */
  const twoOrders = async (token: string) => {
    const qr = async (payment: string) =>
      (
        await get<ContentPayInfo>(
          '/api/ai/contents/pay/info',
          { contentId: paidId, payment },
          token,
        )
      ).body.data.charge!.orderNumber;
    const [wechat, alipay] = [await qr('wechat'), await qr('alipay')];
    expect(wechat).not.toBe(alipay);
    return { wechat, alipay };
  };
  /** The sandbox's signed notification of a payment, not delivered. */
  const paidAtSandbox = async (orderNumber: string) =>
    (
      await call<{ notification: SandboxNotification }>(app, {
        method: 'POST',
        url: '/api/dev/pay/sandbox/pay',
        payload: { orderNumber, deliver: false },
      })
    ).body.data.notification;

  it("closes the buyer's other open order for it once one is paid; paid anyway, it is flagged for a refund", async () => {
    const { id, token } = await buildUserWithId(app);
    const { wechat, alipay } = await twoOrders(token);
    expect((await sandboxPay(wechat)).body.data.delivered.status).toBe(204);
    // The Alipay QR can no longer be bought with: closed, and its poll tells it was bought.
    expect((await orderRow(alipay)).status).toBe('closed');
    expect((await result(token, paidId, alipay)).body.data).toEqual({
      contentId: paidId,
      access: 'paid',
      paid: true,
      orderNumber: wechat,
    });
    // A payment with it all the same (scanned before it closed) is recorded, never lost, and
    // flagged so that the operator refunds it; the first order is not.
    expect((await sandboxPay(alipay)).body.data.delivered.status).toBe(200);
    expect(await orderRow(alipay)).toMatchObject({
      status: 'paid',
      flagged: `duplicate: bought already with ${wechat}, refund this payment`,
    });
    expect((await orderRow(wechat)).flagged).toBeNull();
    expect(await admin(['orders', 'list', '--user', id, '--status', 'paid'])).toMatch(
      new RegExp(`${alipay}.*flagged: duplicate`),
    );
    // An order of a plan that is not bought once is left open.
    const monthly = (await chargeFor(app, token, 'pro-monthly')).body.data.orderNumber;
    const yearly = (await chargeFor(app, token, 'pro-yearly')).body.data.orderNumber;
    await sandboxPay(monthly);
    expect((await orderRow(yearly)).status).toBe('open');
  });

  it('two orders for it paid at the same moment: both recorded, exactly one flagged for a refund', async () => {
    const { token } = await buildUserWithId(app);
    const { wechat, alipay } = await twoOrders(token);
    const [byWechat, byAlipay] = [await paidAtSandbox(wechat), await paidAtSandbox(alipay)];
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/pay/notify/wechat',
        headers: byWechat.headers,
        payload: byWechat.body,
      }),
      app.inject({
        method: 'POST',
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: byAlipay.body,
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 200]);
    const rows = [await orderRow(wechat), await orderRow(alipay)];
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid']);
    const flagged = rows.filter((r) => r.flagged?.startsWith('duplicate: bought already with'));
    expect(flagged).toHaveLength(1);
    const first = rows.find((r) => r !== flagged[0])!;
    expect(flagged[0]!.flagged).toContain(first.orderNumber);
    expect((await result(token, paidId)).body.data).toMatchObject({
      access: 'paid',
      orderNumber: first.orderNumber,
    });
  });

  it('becomes free when taken off sale; what was bought stays bought', async () => {
    const buyer = await buildUserWithId(app);
    const key = (await info(buyer.token, paidId)).body.data.charge!.orderNumber;
    await sandboxPay(key);
    await admin(['products', 'disable', `content-${paidId}`]);
    const { token } = await buildUserWithId(app);
    expect((await info(token, paidId)).body.data).toMatchObject({ access: 'free', price: null });
    expect((await download(token, paidId)).body.code).toBe(200);
    expect((await result(buyer.token, paidId)).body.data.access).toBe('paid');
    await admin(['products', 'enable', `content-${paidId}`]);
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
