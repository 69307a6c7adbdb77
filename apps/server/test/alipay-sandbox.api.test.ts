import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orders } from '../src/db/schema.js';
import type { SandboxNotification } from '../src/providers/pay/sandbox-pay.js';
import { call, createTestEnv, buildUser, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, orderStatusOf, userInfoOf } from './pay-helper.js';

/** The sandbox plays Alipay for Alipay orders: its notifications are Alipay's signed forms. */
describe('membership payments (sandbox provider, Alipay notifications)', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  const sandboxPay = (body: Record<string, unknown>) =>
    call<{ notification: SandboxNotification; delivered: { status: number | null } }>(app, {
      method: 'POST',
      url: '/api/dev/pay/sandbox/pay',
      payload: body,
    });
  const deliver = (body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const ledger = (orderNumber: string) =>
    servicesOf(app)
      .database.db.select()
      .from(entitlements)
      .where(eq(entitlements.sourceRef, orderNumber));
  const orderRow = async (orderNumber: string) =>
    (
      await servicesOf(app)
        .database.db.select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
    )[0]!;
  async function alipayOrder(productId = 'pro-monthly') {
    const user = await buildUser(app);
    const order = (await chargeFor(app, user.token, productId, 'alipay')).body.data;
    return { user, order };
  }

  it('pays at the cashier: an Alipay form notification answered success, the membership granted', async () => {
    const { user, order } = await alipayOrder();
    expect(order.url).toMatch(new RegExp(`/sandbox/cashier/${order.orderNumber}$`));
    const paid = await sandboxPay({ orderNumber: order.orderNumber });
    expect(paid.body.data.delivered.status).toBe(200);
    const form = new URLSearchParams(paid.body.data.notification.body);
    expect(form.get('sign_type')).toBe('RSA2');
    expect(form.get('total_amount')).toBe('29.90');
    expect(form.get('out_trade_no')).toBe(order.orderNumber);
    expect((await orderStatusOf(app, user.token, order.orderNumber)).body.data).toMatchObject({
      orderStatus: 'paid',
      payment: 'alipay',
    });
    expect((await userInfoOf(app, user.token)).isRole).toBe(true);
    const listed = await call<{ items: SandboxNotification[] }>(app, {
      method: 'GET',
      url: '/api/dev/pay/notifications',
      query: { orderNumber: order.orderNumber },
    });
    expect(listed.body.data.items).toEqual([paid.body.data.notification]);
  });

  it('replays of one notification, in a row and 20 at once, grant once and all answer success', async () => {
    const { order } = await alipayOrder();
    const { notification } = (await sandboxPay({ orderNumber: order.orderNumber, deliver: false }))
      .body.data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(notification.body)));
    for (let i = 0; i < 3; i++) answers.push(await deliver(notification.body));
    expect(answers.map((a) => a.body)).toEqual(Array(23).fill('success'));
    expect(await ledger(order.orderNumber)).toHaveLength(1);
  });

  it('refuses a stale, tampered or short notification: fail, the short one flagged, nothing granted', async () => {
    const { user, order } = await alipayOrder();
    const stale = await sandboxPay({
      orderNumber: order.orderNumber,
      timestampOffsetSeconds: -301,
    });
    expect(stale.body.data.delivered.status).toBe(401);
    const fresh = (await sandboxPay({ orderNumber: order.orderNumber, deliver: false })).body.data;
    const tampered = fresh.notification.body.replace(
      `out_trade_no=${order.orderNumber}`,
      // Another order number: the last digit changed (never to itself).
      `out_trade_no=${order.orderNumber.slice(0, -1)}${(Number(order.orderNumber.at(-1)) + 1) % 10}`,
    );
    expect((await deliver(tampered)).body).toBe('fail');
    expect((await orderRow(order.orderNumber)).flagged).toBeNull();
    const short = await sandboxPay({ orderNumber: order.orderNumber, amount: 2989 });
    expect(short.body.data.delivered.status).toBe(400);
    // The short payment closes the order: it is never handed out again.
    expect((await orderRow(order.orderNumber)).status).toBe('closed');
    expect((await orderRow(order.orderNumber)).flagged).toBeTruthy();
    expect((await userInfoOf(app, user.token)).isRole).toBe(false);
  });

  it('answers fail, never a 500, to an empty or garbled notification', async () => {
    for (const body of ['', 'not a form', 'sign=&notify_id=1&notify_time=x', '%%%']) {
      const res = await deliver(body);
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('fail');
    }
  });

  it("another app's or seller's payment is refused", async () => {
    const { order } = await alipayOrder();
    for (const ids of [{ appId: '2021000000000999' }, { mchId: '2088000000000999' }]) {
      const n = servicesOf(app).paySandbox!.pay(order.orderNumber, ids)!;
      const res = await deliver(n.body);
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('fail');
    }
    expect(await ledger(order.orderNumber)).toHaveLength(0);
  });

  it('a WeChat Pay notification posted to the Alipay route (and the reverse) changes nothing', async () => {
    const { order } = await alipayOrder();
    const wechatUser = await buildUser(app);
    const wechat = (await chargeFor(app, wechatUser.token, 'pro-monthly', 'wechat')).body.data;
    const wx = (await sandboxPay({ orderNumber: wechat.orderNumber, deliver: false })).body.data;
    expect((await deliver(wx.notification.body)).body).toBe('fail');
    const ali = (await sandboxPay({ orderNumber: order.orderNumber, deliver: false })).body.data;
    const crossed = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ali.notification.body,
    });
    expect(crossed.statusCode).toBe(401);
    expect(await ledger(order.orderNumber)).toHaveLength(0);
    expect(await ledger(wechat.orderNumber)).toHaveLength(0);
  });
});
