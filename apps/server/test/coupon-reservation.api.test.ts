import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ChargeResult } from '@slidecraft/contract';
import { entitlements, orders, userCoupons } from '../src/db/schema.js';
import type { SandboxNotification } from '../src/providers/pay/sandbox-pay.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, issueCoupon, orderStatusOf, payCalls } from './pay-helper.js';

/*
 * One coupon, one order (issue 29): an open order holds the coupon or promo use it was priced
 * with; another order of the buyer takes it over by closing the first at its provider, and uses
 * are counted when paid, under the lock of the grant. A payment for an order whose reduction
 * another paid order spent is recorded, grants nothing and is flagged for a refund. And an
 * order refused for its amount is closed and never handed out again.
 */

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  await admin(['coupons', 'set', '--title', '立减', '--reduce', '5', '--minutes', '60']);
});
afterAll(() => env.dispose());

const { admin, sandboxPay, orderRow, memberUntil } = payCalls(() => app);
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const charge = (token: string, productId: string, payment = 'wechat', promoCode?: string) =>
  call<ChargeResult>(app, {
    method: 'GET',
    url: '/api/v8/embed/product/charge',
    query: { productId, payment, ...(promoCode ? { promoCode } : {}) },
    headers: auth(token),
  }).then((res) => res.body.data);
/** A user holding the retention coupon (¥5 off every plan). */
const withCoupon = async () => {
  const user = await buildUserWithId(app);
  return { ...user, coupon: (await issueCoupon(app, user.token)).code };
};
const couponRow = async (code: string) =>
  (
    await servicesOf(app).database.db.select().from(userCoupons).where(eq(userCoupons.code, code))
  )[0]!;
const usedCoupons = async () => Number(/(\d+) used$/.exec(await admin(['coupons', 'show']))![1]);
/**
 * Pays the orders at the sandbox, then delivers their notifications to the notify routes at the
 * same moment: answers the routes' statuses, the one order flagged and the one that was not.
 */
const paidAtOnce = async (...paid: [payment: string, orderNumber: string][]) => {
  const notifications: SandboxNotification[] = [];
  for (const [, orderNumber] of paid) {
    notifications.push((await sandboxPay(orderNumber, { deliver: false })).body.data.notification);
  }
  const answers = await Promise.all(
    paid.map(([payment], i) =>
      app.inject({
        method: 'POST',
        url: `/api/pay/notify/${payment}`,
        headers: notifications[i]!.headers,
        payload: notifications[i]!.body,
      }),
    ),
  );
  const rows = await Promise.all(paid.map(([, orderNumber]) => orderRow(orderNumber)));
  expect(rows.map((r) => r.status)).toEqual(paid.map(() => 'paid'));
  const flagged = rows.filter((r) => r.flagged !== null);
  expect(flagged).toHaveLength(1);
  return {
    statuses: answers.map((a) => a.statusCode),
    flagged: flagged[0]!,
    spender: rows.find((r) => r.flagged === null)!,
  };
};
/** The membership a payment of `days` from now grants, give or take the test's seconds. */
const expectMemberFor = async (id: string, days: number) => {
  const left = (await memberUntil(id)) - nowSeconds();
  expect(left).toBeGreaterThan(days * DAY - 60);
  expect(left).toBeLessThanOrEqual(days * DAY);
};

describe('a coupon', () => {
  it('is held by one open order: three orders across methods and plans, one at the reduced price when paid', async () => {
    const user = await withCoupon();
    const used = await usedCoupons();
    const monthlyWechat = await charge(user.token, 'pro-monthly', 'wechat');
    expect(monthlyWechat).toMatchObject({ orderAmount: 2490, listAmount: 2990 });
    expect(monthlyWechat.coupon).toMatchObject({ reduce_amount_cny: 5 });
    // Asked again (the drawer re-asks), the same order: the coupon is not spent on a new one.
    expect((await charge(user.token, 'pro-monthly', 'wechat')).orderNumber).toBe(
      monthlyWechat.orderNumber,
    );
    // Another method, another plan: each takes the coupon over and closes the order before.
    const monthlyAlipay = await charge(user.token, 'pro-monthly', 'alipay');
    expect(monthlyAlipay.orderAmount).toBe(2490);
    expect((await orderRow(monthlyWechat.orderNumber)).status).toBe('closed');
    const quarterly = await charge(user.token, 'pro-quarterly', 'wechat');
    expect(quarterly).toMatchObject({ orderAmount: 6400, listAmount: 6900 });
    expect((await orderRow(monthlyAlipay.orderNumber)).status).toBe('closed');
    expect((await charge(user.token, 'pro-quarterly', 'wechat')).orderNumber).toBe(
      quarterly.orderNumber,
    );
    // The closed order's poll tells its QR is over.
    expect((await orderStatusOf(app, user.token, monthlyWechat.orderNumber)).body.code).toBe(
      ErrorCode.PAY_QR_EXPIRED,
    );

    // Paid all the same (a QR scanned before it closed, an Alipay QR never scanned): every
    // payment is recorded, the first spends the coupon, the others grant nothing.
    expect((await sandboxPay(monthlyWechat.orderNumber)).body.data.delivered.status).toBe(204);
    expect((await sandboxPay(monthlyAlipay.orderNumber)).body.data.delivered.status).toBe(200);
    expect((await sandboxPay(quarterly.orderNumber)).body.data.delivered.status).toBe(204);
    const rows = await Promise.all(
      [monthlyWechat, monthlyAlipay, quarterly].map((o) => orderRow(o.orderNumber)),
    );
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(rows[0]!.flagged).toBeNull();
    for (const late of rows.slice(1)) {
      expect(late.flagged).toBe(
        `reduction spent: coupon ${user.coupon} used by ${monthlyWechat.orderNumber} already, refund this payment`,
      );
    }
    expect(await couponRow(user.coupon)).toMatchObject({ orderNumber: monthlyWechat.orderNumber });
    expect(await usedCoupons()).toBe(used + 1);
    // One month granted, not a month, a month and a quarter.
    await expectMemberFor(user.id, 30);
    const ledger = await servicesOf(app)
      .database.db.select()
      .from(entitlements)
      .where(eq(entitlements.sourceRef, quarterly.orderNumber));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.toEndAt).toBe(ledger[0]!.fromEndAt);
    expect(await admin(['orders', 'list', '--user', user.id, '--status', 'paid'])).toMatch(
      new RegExp(`${quarterly.orderNumber}.*flagged: reduction spent`),
    );
  });

  it('paid on two orders at the same moment is spent once; the other payment grants nothing and is flagged', async () => {
    const user = await withCoupon();
    const wechat = await charge(user.token, 'pro-monthly', 'wechat');
    const alipay = await charge(user.token, 'pro-monthly', 'alipay');
    expect([wechat.orderAmount, alipay.orderAmount]).toEqual([2490, 2490]);
    const { statuses, flagged, spender } = await paidAtOnce(
      ['wechat', wechat.orderNumber],
      ['alipay', alipay.orderNumber],
    );
    expect(statuses).toEqual([204, 200]);
    expect(flagged.flagged).toBe(
      `reduction spent: coupon ${user.coupon} used by ${spender.orderNumber} already, refund this payment`,
    );
    expect(await couponRow(user.coupon)).toMatchObject({ orderNumber: spender.orderNumber });
    await expectMemberFor(user.id, 30);
  });
});

describe('a promo code with --uses', () => {
  const holders = (code: string) =>
    servicesOf(app)
      .database.db.select()
      .from(orders)
      .where(and(eq(orders.promoCode, code), eq(orders.status, 'open')));
  const paidLine = async (code: string) =>
    /\t(\d+\/\d+) paid\t/.exec(
      (await admin(['promos', 'list'])).split('\n').find((l) => l.startsWith(`${code}\t`))!,
    )![1];

  it('is held by an open order and counted when paid; a late payment with no use left grants nothing', async () => {
    expect(await admin(['promos', 'create', 'ONE-USE', '--reduce', '20', '--uses', '1'])).toBe(
      'ONE-USE: ¥20.00 off',
    );
    const first = await buildUserWithId(app);
    const second = await buildUserWithId(app);
    const held = await charge(first.token, 'pro-yearly', 'wechat', 'ONE-USE');
    expect(held).toMatchObject({ orderAmount: 17900, promo: { code: 'ONE-USE' } });
    expect((await charge(first.token, 'pro-yearly', 'wechat', 'ONE-USE')).orderNumber).toBe(
      held.orderNumber,
    );
    // Its one use is held: another buyer pays the catalogue price, and nothing is counted yet.
    const refused = await charge(second.token, 'pro-yearly', 'wechat', 'ONE-USE');
    expect(refused).toMatchObject({ orderAmount: 19900, promo: null });
    expect(await paidLine('ONE-USE')).toBe('0/1');

    // The first order runs out unpaid: its use is free again for the second buyer.
    await servicesOf(app)
      .database.db.update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNumber, held.orderNumber));
    const taken = await charge(second.token, 'pro-yearly', 'wechat', 'ONE-USE');
    expect(taken).toMatchObject({ orderAmount: 17900, promo: { code: 'ONE-USE' } });
    expect(taken.orderNumber).not.toBe(refused.orderNumber);

    // Both paid at the same moment (the expired one late): one use, counted once.
    const { statuses, flagged } = await paidAtOnce(
      ['wechat', held.orderNumber],
      ['wechat', taken.orderNumber],
    );
    expect(statuses).toEqual([204, 204]);
    expect(flagged.flagged).toBe(
      'reduction spent: promo code ONE-USE has no use left (1/1 paid), refund this payment',
    );
    expect(await paidLine('ONE-USE')).toBe('1/1');
    const members = await Promise.all([memberUntil(first.id), memberUntil(second.id)]);
    expect(members.filter((end) => end > nowSeconds())).toHaveLength(1);
  });

  it("is taken over by the buyer's order in another method, closing the first", async () => {
    await admin(['promos', 'create', 'SWITCH', '--percent', '10', '--uses', '1']);
    const { token } = await buildUserWithId(app);
    const wechat = await charge(token, 'pro-monthly', 'wechat', 'SWITCH');
    const alipay = await charge(token, 'pro-monthly', 'alipay', 'SWITCH');
    expect([wechat.orderAmount, alipay.orderAmount]).toEqual([2691, 2691]);
    expect((await orderRow(wechat.orderNumber)).status).toBe('closed');
    expect((await holders('SWITCH')).map((o) => o.orderNumber)).toEqual([alipay.orderNumber]);
  });

  it('is held once per buyer: orders in every plan and method leave the other uses to others', async () => {
    await admin(['promos', 'create', 'TWO-USES', '--reduce', '10', '--uses', '2']);
    const hoarder = await buildUserWithId(app);
    for (const [plan, payment] of [
      ['pro-monthly', 'wechat'],
      ['pro-monthly', 'alipay'],
      ['pro-quarterly', 'wechat'],
      ['pro-yearly', 'alipay'],
    ] as const) {
      expect((await charge(hoarder.token, plan, payment, 'TWO-USES')).promo).toMatchObject({
        code: 'TWO-USES',
      });
    }
    expect((await holders('TWO-USES')).filter((o) => o.userId === hoarder.id)).toHaveLength(1);
    const other = await buildUserWithId(app);
    expect((await charge(other.token, 'pro-monthly', 'wechat', 'TWO-USES')).promo).toMatchObject({
      code: 'TWO-USES',
    });
  });

  it('passes a coupon and a promo use held by one order on together', async () => {
    await admin(['promos', 'create', 'WITH-COUPON', '--reduce', '3', '--uses', '1']);
    const buyer = await withCoupon();
    const wechat = await charge(buyer.token, 'pro-monthly', 'wechat', 'WITH-COUPON');
    const alipay = await charge(buyer.token, 'pro-monthly', 'alipay', 'WITH-COUPON');
    expect([wechat.orderAmount, alipay.orderAmount]).toEqual([2190, 2190]);
    expect((await orderRow(wechat.orderNumber)).status).toBe('closed');
    expect((await orderRow(alipay.orderNumber)).couponId).not.toBeNull();
  });
});

describe('an order refused for its amount', () => {
  for (const payment of ['wechat', 'alipay']) {
    it(`is closed and never handed out again (${payment}): the next charge opens one that can be paid`, async () => {
      const { id, token } = await buildUserWithId(app);
      const order = (await chargeFor(app, token, 'pro-monthly', payment)).body.data;
      const short = await call<{ delivered: { status: number } }>(app, {
        method: 'POST',
        url: '/api/dev/pay/sandbox/pay',
        payload: { orderNumber: order.orderNumber, amount: order.orderAmount - 1 },
      });
      expect(short.body.data.delivered.status).toBeGreaterThanOrEqual(400);
      expect(await orderRow(order.orderNumber)).toMatchObject({
        status: 'closed',
        flagged: expect.stringMatching(/paid 2989 CNY, order 2990 CNY/),
      });
      // The provider's retry meets the same mismatch: flagged once, nothing crowded out.
      await call(app, {
        method: 'POST',
        url: '/api/dev/pay/sandbox/pay',
        payload: { orderNumber: order.orderNumber, amount: order.orderAmount - 1 },
      });
      const { flagged } = await orderRow(order.orderNumber);
      expect(flagged!.match(/paid 2989 CNY/g)).toHaveLength(1);
      const next = (await chargeFor(app, token, 'pro-monthly', payment)).body.data;
      expect(next.orderNumber).not.toBe(order.orderNumber);
      expect((await chargeFor(app, token, 'pro-monthly', payment)).body.data.orderNumber).toBe(
        next.orderNumber,
      );
      expect((await sandboxPay(next.orderNumber)).body.data.delivered.status).toBeLessThan(300);
      await expectMemberFor(id, 30);
    });
  }
});
