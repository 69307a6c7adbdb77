import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type ChargeResult,
  type ContentPayInfo,
  type ContentPayResult,
} from '@slidecraft/contract';
import { orders } from '../src/db/schema.js';
import { buildUserWithId, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, payCalls } from './pay-helper.js';

/*
 * Paid content (spec section 7, GET /api/ai/contents/pay/info and /pay/result): a template sold
 * on its own, priced with the admin CLI, bought once through the same orders and providers as a
 * membership, and paid for once even when the buyer holds two open orders for it.
 */

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv({ env: { TEMPLATE_DOWNLOADS_PER_DAY: '1' } });
  app = await env.start();
});
afterAll(() => env.dispose());

const { admin, get, post, sandboxPay, orderRow, memberUntil, statuses } = payCalls(() => app);

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

  it('hands out only a preview of its content until it is bought or in the tier, signed in or not', async () => {
    type Content = {
      access: string;
      preview: boolean;
      outline: string;
      themeId?: string;
      cover: string;
      tags: string[];
    };
    const content = (contentId: string, token?: string) =>
      get<Content>('/api/template-center/content', { contentId }, token);
    const visitor = (await content(paidId)).body.data;
    expect(visitor).toMatchObject({ access: 'locked', preview: true });
    expect(visitor.themeId).toBeUndefined();
    expect(visitor.cover).toMatch(new RegExp(`^/api/template-center/preview/${paidId}/0\\?`));
    expect(visitor.tags.length).toBeGreaterThan(0);
    // The title and the first section at most: one chapter heading, one section heading.
    expect(visitor.outline).toMatch(/^# /);
    expect(visitor.outline.match(/^## /gm)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(visitor.outline.match(/^### /gm)?.length ?? 0).toBeLessThanOrEqual(1);
    // A stale token is a visitor too.
    expect((await content(paidId, 'x'.repeat(40))).body.data).toMatchObject({ preview: true });

    const buyer = await buildUserWithId(app);
    const locked = (await content(paidId, buyer.token)).body.data;
    expect(locked).toEqual(visitor);
    await sandboxPay((await info(buyer.token, paidId)).body.data.charge!.orderNumber);
    const bought = (await content(paidId, buyer.token)).body.data;
    expect(bought).toMatchObject({ access: 'paid', preview: false });
    expect(bought.themeId).toEqual(expect.any(String));
    expect(bought.outline.startsWith(visitor.outline)).toBe(true);
    expect(bought.outline.length).toBeGreaterThan(visitor.outline.length * 2);
    expect(bought.outline.match(/^## /gm)!.length).toBeGreaterThan(1);

    const member = await buildUserWithId(app, 3600);
    expect((await content(paidId, member.token)).body.data).toEqual({
      ...bought,
      access: 'member',
    });
    // A template that is not sold is whole for everyone.
    expect((await content(freeId)).body.data).toMatchObject({ access: 'free', preview: false });
    expect((await content(freeId)).body.data.outline.match(/^## /gm)!.length).toBeGreaterThan(1);
  });

  it('answers 404 for no such template, 5000 for a malformed id, 5200 for an order of another content or another user', async () => {
    const { token } = await buildUserWithId(app);
    expect((await info(token, 'no-such-template')).body.code).toBe(404);
    expect((await info(token, '../x')).body.code).toBe(5000);
    expect((await get('/api/ai/contents/pay/info', { contentId: paidId })).status).toBe(401);
    const membership = (await chargeFor(app, token, 'pro-monthly')).body.data;
    expect((await result(token, paidId, membership.orderNumber)).body.code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    expect((await result(token, paidId, 'x'.repeat(300))).body.code).toBe(5000);
    // Another buyer's paid order for it: not found for this caller, who has not bought it.
    const buyer = await buildUserWithId(app);
    const bought = (await info(buyer.token, paidId)).body.data.charge!.orderNumber;
    await sandboxPay(bought);
    expect((await result(token, paidId, bought)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await result(token, paidId)).body.data).toMatchObject({
      access: 'locked',
      paid: false,
    });
  });

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
    (await sandboxPay(orderNumber, { deliver: false })).body.data.notification;

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
    // Each took its paid time before waiting for the buyer's lock, so the flagged one may hold
    // the earlier time: the order that bought it is still the one not flagged.
    await servicesOf(app)
      .database.db.update(orders)
      .set({ paidAt: new Date(first.paidAt!.getTime() - 1000) })
      .where(eq(orders.orderNumber, flagged[0]!.orderNumber));
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
