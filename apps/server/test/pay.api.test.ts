import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LIFETIME_END_AT, type OrderList, type ProductList } from '@slidecraft/contract';
import { entitlements, orders } from '../src/db/schema.js';
import type { SandboxNotification } from '../src/providers/pay/sandbox-pay.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, orderDetailOf, orderListOf, orderStatusOf, userInfoOf } from './pay-helper.js';

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The end a payment grants is counted from when it settles: a few seconds after the charge. */
const expectEndNear = (actual: number | null | undefined, charged: number) => {
  expect(actual).toBeGreaterThanOrEqual(charged);
  expect(actual).toBeLessThanOrEqual(charged + 5);
};

describe('membership payments (sandbox provider, WeChat Pay v3 notifications)', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  const charge = (token: string, productId = 'pro-yearly', payment = 'wechat') =>
    chargeFor(app, token, productId, payment);
  const status = (token: string, key: string) => orderStatusOf(app, token, key);
  const userInfo = (token: string) => userInfoOf(app, token);
  const sandboxPay = (body: Record<string, unknown>) =>
    call<{ notification: SandboxNotification; delivered: { status: number | null } }>(app, {
      method: 'POST',
      url: '/api/dev/pay/sandbox/pay',
      payload: body,
    });
  const deliver = (n: SandboxNotification) =>
    app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: n.headers,
      payload: n.body,
    });
  const orderRow = async (orderNumber: string) =>
    (
      await servicesOf(app)
        .database.db.select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
    )[0]!;
  const ledger = (orderNumber: string) =>
    servicesOf(app)
      .database.db.select()
      .from(entitlements)
      .where(eq(entitlements.sourceRef, orderNumber));
  /** Moves an order back in time (its status answer, kept a second, goes with it). */
  const backdate = async (orderNumber: string, seconds: number, expired = false) => {
    await servicesOf(app).pay.forgetStatus(orderNumber);
    await servicesOf(app)
      .database.db.update(orders)
      .set({
        createdAt: new Date(Date.now() - seconds * 1000),
        ...(expired ? { expiresAt: new Date(Date.now() - 1000) } : {}),
      })
      .where(eq(orders.orderNumber, orderNumber));
  };
  /** A signed-in user with an open order for the plan, and the sandbox's unsent notification. */
  async function unpaidOrder(productId = 'pro-monthly') {
    const user = await buildUser(app);
    const order = (await charge(user.token, productId)).body.data;
    return { user, order };
  }

  it('lists the catalogue on every listing path, amounts in fen, one plan selected', async () => {
    const lists = await Promise.all(
      ['/api/products', '/api/web/products/price/getMemberPrice', '/api/v8/embed/products'].map(
        (url) => call<ProductList>(app, { method: 'GET', url }),
      ),
    );
    const items = lists[0]!.body.data.items;
    // The sandbox plays both providers: both methods are offered.
    expect(lists[0]!.body.data.payments).toEqual(['wechat', 'alipay']);
    expect(items.map((p) => [p.id, p.price.pay])).toEqual([
      ['pro-monthly', 2990],
      ['pro-quarterly', 6900],
      ['pro-yearly', 19900],
      ['pro-lifetime', 39900],
    ]);
    expect(items.filter((p) => p.select).map((p) => p.id)).toEqual(['pro-yearly']);
    for (const list of lists) expect(list.body.data.items).toEqual(items);
  });

  it("answers the plans and rights in the caller's language", async () => {
    const inLocale = async (locale: string) =>
      (
        await call<ProductList>(app, {
          method: 'GET',
          url: '/api/products',
          headers: { 'App-Language': locale },
        })
      ).body.data.items.find((p) => p.id === 'pro-yearly')!;
    expect(await inLocale('en-US')).toMatchObject({
      title: 'Professional, yearly',
      badge: 'Best value',
      rights: expect.arrayContaining([{ icon: 'export', title: 'Export to PPTX and PDF' }]),
    });
    expect((await inLocale('zh-TW')).title).toBe('專業版 年度會員');
    expect((await inLocale('zh-CN')).rights[0]!.title).toBe('无限次 AI 生成 PPT');
  });

  it('charges from the catalogue and reuses the open order', async () => {
    const user = await buildUser(app);
    expect((await charge('no-such-token')).status).toBe(401);
    expect((await charge(user.token, 'no-such-plan')).body.code).toBe(ErrorCode.NO_PRODUCT);
    const first = (await charge(user.token)).body.data;
    expect(first).toMatchObject({ type: 'scan', orderAmount: 19900, coupon: null });
    expect(first.url).toMatch(new RegExp(`/sandbox/cashier/${first.orderNumber}$`));
    expect(first.endAt).toBeGreaterThanOrEqual(nowSeconds() + 365 * DAY - 5);
    expect((await charge(user.token)).body.data.orderNumber).toBe(first.orderNumber);
    expect((await charge(user.token, 'pro-yearly', 'alipay')).body.data.orderNumber).not.toBe(
      first.orderNumber,
    );
    const bad = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/product/charge',
      query: { productId: 'pro-yearly', payment: 'cash' },
      headers: auth(user.token),
    });
    expect(bad.body.code).toBe(ErrorCode.PARAMS_ERROR);
  });

  it('a paid order grants the membership once, and the status and order list say so', async () => {
    const { user, order } = await unpaidOrder('pro-yearly');
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('unpaid');
    const paid = await sandboxPay({ orderNumber: order.orderNumber });
    expect(paid.body.data.delivered.status).toBe(204);
    const s = (await status(user.token, order.orderNumber)).body.data;
    expect(s).toMatchObject({
      orderStatus: 'paid',
      amount: 19900,
      isFirstOrder: true,
      isRenewal: false,
    });
    const info = await userInfo(user.token);
    expect(info.isRole).toBe(true);
    expectEndNear(info.endAt, order.endAt);
    expect(await ledger(order.orderNumber)).toHaveLength(1);
    const list = await call<OrderList>(app, {
      method: 'GET',
      url: '/api/order/list',
      headers: auth(user.token),
    });
    expect(list.body.data.items[0]).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'paid',
    });
    expectEndNear(list.body.data.items[0]!.endAt, order.endAt);
  });

  it('a renewal extends from the current end; a lifetime plan ends in 2100', async () => {
    const { user, order } = await unpaidOrder('pro-monthly');
    await sandboxPay({ orderNumber: order.orderNumber });
    const firstEnd = (await userInfo(user.token)).endAt;
    const second = (await charge(user.token, 'pro-monthly')).body.data;
    expectEndNear(second.endAt, firstEnd + 30 * DAY);
    await sandboxPay({ orderNumber: second.orderNumber });
    expect((await userInfo(user.token)).endAt).toBe(firstEnd + 30 * DAY);
    expect((await status(user.token, second.orderNumber)).body.data).toMatchObject({
      isRenewal: true,
      isFirstOrder: false,
    });
    const lifetime = (await charge(user.token, 'pro-lifetime')).body.data;
    await sandboxPay({ orderNumber: lifetime.orderNumber });
    expect((await userInfo(user.token)).endAt).toBe(LIFETIME_END_AT);
    // Nothing more to buy for a lifetime member: 5110, saying why.
    expect((await charge(user.token, 'pro-monthly')).body).toMatchObject({
      code: 5110,
      message: '账单不可用: 你已是终身会员，无需再购买会员',
    });
  });

  it('the same notification 10 times in a row grants once, each answered 204', async () => {
    const { user, order } = await unpaidOrder();
    const { notification } = (await sandboxPay({ orderNumber: order.orderNumber, deliver: false }))
      .body.data;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await deliver(notification)).statusCode);
    expect(answers).toEqual(Array(10).fill(204));
    expect(await ledger(order.orderNumber)).toHaveLength(1);
    expectEndNear((await userInfo(user.token)).endAt, order.endAt);
  });

  it('50 copies at once, all before the order is settled, grant once', async () => {
    const { user, order } = await unpaidOrder();
    const { notification } = (await sandboxPay({ orderNumber: order.orderNumber, deliver: false }))
      .body.data;
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(notification)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(204));
    expect(await ledger(order.orderNumber)).toHaveLength(1);
    expectEndNear((await userInfo(user.token)).endAt, order.endAt);
  });

  describe('a notification that does not check out is refused and changes nothing; one paid short flags the order', () => {
    async function refused(
      n: SandboxNotification,
      orderNumber: string,
      token: string,
      expected = 401,
    ) {
      const res = await deliver(n);
      expect(res.statusCode).toBe(expected);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
      const row = await orderRow(orderNumber);
      // A genuine report that does not match (400) closes the order: it is never reused.
      expect(row.status).toBe(expected === 400 ? 'closed' : 'open');
      expect(await ledger(orderNumber)).toHaveLength(0);
      expect((await userInfo(token)).isRole).toBe(false);
      return row;
    }
    const signed = async (body: Record<string, unknown>) =>
      (await sandboxPay({ ...body, deliver: false })).body.data.notification;

    it('a bad signature', async () => {
      const { user, order } = await unpaidOrder();
      const n = await signed({ orderNumber: order.orderNumber });
      const sig = n.headers['wechatpay-signature']!;
      const forged = {
        ...n,
        headers: {
          ...n.headers,
          'wechatpay-signature': `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`,
        },
      };
      expect((await refused(forged, order.orderNumber, user.token)).flagged).toBeNull();
    });

    it("WeChat's SIGNTEST probe", async () => {
      const { user, order } = await unpaidOrder();
      const n = await signed({ orderNumber: order.orderNumber });
      const probe = {
        ...n,
        headers: {
          ...n.headers,
          'wechatpay-signature': `WECHATPAY/SIGNTEST/${n.headers['wechatpay-signature']}`,
        },
      };
      expect((await refused(probe, order.orderNumber, user.token)).flagged).toBeNull();
    });

    it('a tampered body', async () => {
      const { user, order } = await unpaidOrder();
      const n = await signed({ orderNumber: order.orderNumber });
      const tampered = {
        ...n,
        body: n.body.replace('"summary":"支付成功"', '"summary":"支付成功 "'),
      };
      expect(tampered.body).not.toBe(n.body);
      expect((await refused(tampered, order.orderNumber, user.token)).flagged).toBeNull();
    });

    it('a stale timestamp (301 s old)', async () => {
      const { user, order } = await unpaidOrder();
      const n = await signed({ orderNumber: order.orderNumber, timestampOffsetSeconds: -301 });
      expect((await refused(n, order.orderNumber, user.token)).flagged).toBeNull();
    });

    it('an amount short by one fen, also when the status call asks the provider', async () => {
      const { user, order } = await unpaidOrder();
      const n = await signed({ orderNumber: order.orderNumber, amount: order.orderAmount - 1 });
      expect((await refused(n, order.orderNumber, user.token, 400)).flagged).toMatch(/paid 2989/);
      await backdate(order.orderNumber, 20);
      expect((await status(user.token, order.orderNumber)).body.code).toBe(
        ErrorCode.PAY_QR_EXPIRED,
      );
      expect(await ledger(order.orderNumber)).toHaveLength(0);
    });

    it('another app id or merchant id', async () => {
      const { user, order } = await unpaidOrder();
      for (const ids of [{ appId: 'wx1111111111other' }, { mchId: '1911111111' }]) {
        const n = servicesOf(app).paySandbox!.pay(order.orderNumber, ids)!;
        expect((await refused(n, order.orderNumber, user.token)).flagged).toBeNull();
      }
    });
  });

  it('a lost notification is settled by the status call once the order is 10 s old', async () => {
    const { user, order } = await unpaidOrder();
    await sandboxPay({ orderNumber: order.orderNumber, deliver: false });
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('unpaid');
    await backdate(order.orderNumber, 11);
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('paid');
    expect((await userInfo(user.token)).isRole).toBe(true);
  });

  it('a lost notification is settled by the sweep', async () => {
    const { user, order } = await unpaidOrder();
    await sandboxPay({ orderNumber: order.orderNumber, deliver: false });
    await backdate(order.orderNumber, 11);
    await servicesOf(app).pay.sweep();
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expectEndNear((await userInfo(user.token)).endAt, order.endAt);
  });

  it('an expired order answers 5205; a late notification for it is still settled', async () => {
    const { user, order } = await unpaidOrder();
    await backdate(order.orderNumber, 3 * 3600, true);
    expect((await status(user.token, order.orderNumber)).body.code).toBe(ErrorCode.PAY_QR_EXPIRED);
    expect((await orderRow(order.orderNumber)).status).toBe('closed');
    const late = await sandboxPay({ orderNumber: order.orderNumber });
    expect(late.body.data.delivered.status).toBe(204);
    expect((await status(user.token, order.orderNumber)).body.data.orderStatus).toBe('paid');
    expect((await userInfo(user.token)).isRole).toBe(true);
  });

  it("'scanned, not paid yet' shows as status scan; another user's order is not found", async () => {
    const { user, order } = await unpaidOrder();
    await call(app, {
      method: 'POST',
      url: '/api/dev/pay/sandbox/scan',
      payload: { orderNumber: order.orderNumber },
    });
    await backdate(order.orderNumber, 11);
    expect((await status(user.token, order.orderNumber)).body.data.status).toBe('scan');
    const other = await buildUser(app);
    expect((await status(other.token, order.orderNumber)).body.code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
  });

  describe("another signed-in user cannot see a user's orders", () => {
    it('order detail: 5200 for the other user, the order for its owner', async () => {
      const { user, order } = await unpaidOrder();
      const other = await buildUser(app);
      const theirs = await orderDetailOf(app, other.token, order.orderNumber);
      expect(theirs.body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
      expect(theirs.body.data).toBeNull();
      const own = await orderDetailOf(app, user.token, order.orderNumber);
      expect(own.body.code).toBe(200);
      expect(own.body.data).toMatchObject({
        orderNumber: order.orderNumber,
        productId: 'pro-monthly',
        status: 'open',
      });
    });

    it("order list: each user's list holds and counts only their own orders", async () => {
      const first = await unpaidOrder('pro-yearly');
      const second = await unpaidOrder('pro-monthly');
      const listed = async (token: string) => {
        const { items, total } = (await orderListOf(app, token)).body.data;
        return { orderNumbers: items.map((o) => o.orderNumber), total };
      };
      expect(await listed(second.user.token)).toEqual({
        orderNumbers: [second.order.orderNumber],
        total: 1,
      });
      expect(await listed(first.user.token)).toEqual({
        orderNumbers: [first.order.orderNumber],
        total: 1,
      });
    });

    it("order status: 5200 for the other user, before and after the owner's answer is kept", async () => {
      const { user, order } = await unpaidOrder();
      const other = await buildUser(app);
      const kept = () => servicesOf(app).kv.get(`order-status:${order.orderNumber}`);
      // Nothing kept yet: the other user's poll reads the order itself.
      expect(await kept()).toBeNull();
      expect((await status(other.token, order.orderNumber)).body.code).toBe(
        ErrorCode.ORDER_NOT_FOUND,
      );
      expect((await status(user.token, order.orderNumber)).body.data).toMatchObject({
        orderNumber: order.orderNumber,
        orderStatus: 'unpaid',
      });
      // The owner's answer is now kept a second: the other user's poll meets it first.
      expect(await kept()).not.toBeNull();
      expect((await status(other.token, order.orderNumber)).body.code).toBe(
        ErrorCode.ORDER_NOT_FOUND,
      );
    });
  });

  it('mobile: an order with a same-site callback and a pay link', async () => {
    const user = await buildUser(app);
    const create = (callback: string) =>
      call<{ orderNumber: string; payUrl: string }>(app, {
        method: 'POST',
        url: '/api/order/h5/create',
        payload: { productId: 'pro-monthly', callback },
        headers: auth(user.token),
      });
    expect((await create('https://evil.example/')).body.code).toBe(ErrorCode.PARAMS_ERROR);
    const made = (await create('/pricing?orderNumber=x')).body.data;
    expect(made.payUrl).toContain(`/sandbox/cashier/${made.orderNumber}?callback=`);
  });
});
