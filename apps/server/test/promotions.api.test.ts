import type { ChargeResult, Coupon, PromoList } from '@slidecraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { userCoupons } from '../src/db/schema.js';
import {
  advanceClock,
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
} from './helper.js';
import { userInfoOf } from './pay-helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
const refused = async (args: string[], line: RegExp) => {
  const error = await admin(args).catch((e: unknown) => e);
  expect(error, args.join(' ')).toBeInstanceOf(AdminError);
  expect((error as Error).message).toMatch(line);
};
const get = <T>(token: string, url: string) =>
  call<T>(app, { method: 'GET', url, headers: auth(token) });
const charge = (token: string, productId: string, promoCode?: string) =>
  call<ChargeResult>(app, {
    method: 'GET',
    url: '/api/v8/embed/product/charge',
    query: { productId, ...(promoCode ? { promoCode } : {}) },
    headers: auth(token),
  });
const pay = (orderNumber: string) =>
  call(app, { method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { orderNumber } });
const shouldShow = async (token: string) =>
  (await get<{ should_show: boolean }>(token, '/api/promotion/retention/should-show')).body.data
    .should_show;
const issue = (token: string) =>
  call<Coupon | null>(app, {
    method: 'POST',
    url: '/api/promotion/retention/issue',
    headers: auth(token),
  });

describe('the retention coupon', () => {
  it('is offered once to a user who has not bought, counts down, prices the plans it names', async () => {
    await admin(['coupons', 'off']).catch(() => undefined);
    const user = await buildUserWithId(app);
    // No campaign running: nothing to offer, nothing issued.
    expect(await shouldShow(user.token)).toBe(false);
    expect((await issue(user.token)).body.data).toBeNull();

    const out = await admin([
      'coupons',
      'set',
      '--title',
      '限时立减',
      '--description',
      '新用户专享',
      '--reduce',
      '10',
      '--minutes',
      '30',
      '--products',
      'pro-yearly,pro-quarterly',
    ]);
    expect(out).toMatch(/^on\t限时立减\t¥10\.00 off\tpro-yearly,pro-quarterly\t30 minutes/);
    expect(await shouldShow(user.token)).toBe(true);
    const coupon = (await issue(user.token)).body.data!;
    expect(coupon).toMatchObject({
      title: '限时立减',
      description: '新用户专享',
      reduce_amount_cny: 10,
      remaining_seconds: 1800,
      support_products: ['pro-yearly', 'pro-quarterly'],
    });
    expect(coupon.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    // Issued: no second offer, the same coupon again.
    expect(await shouldShow(user.token)).toBe(false);
    expect((await issue(user.token)).body.data!.code).toBe(coupon.code);
    expect(
      (await get<Coupon>(user.token, '/api/promotion/retention/my-coupon')).body.data,
    ).toMatchObject({
      code: coupon.code,
    });

    // The plans it names cost 10 yuan less; the others do not.
    const yearly = (await charge(user.token, 'pro-yearly')).body.data;
    expect(yearly).toMatchObject({ orderAmount: 18900, listAmount: 19900 });
    expect(yearly.coupon).toEqual({ remaining_seconds: 1800, reduce_amount_cny: 10 });
    const monthly = (await charge(user.token, 'pro-monthly')).body.data;
    expect(monthly).toMatchObject({ orderAmount: 2990, coupon: null });

    // Past its half hour: full price again, a new order (the old one kept its price).
    advanceClock(1800 * 1000 + 1000);
    const later = (await charge(user.token, 'pro-yearly')).body.data;
    expect(later).toMatchObject({ orderAmount: 19900, coupon: null });
    expect(later.orderNumber).not.toBe(yearly.orderNumber);
    expect((await get(user.token, '/api/promotion/retention/my-coupon')).body.data).toBeNull();
    expect(await shouldShow(user.token)).toBe(false);
  });

  it('is used by the paid order it reduced, and never offered to members', async () => {
    await admin(['coupons', 'set', '--title', '立减', '--reduce', '5', '--minutes', '60']);
    const user = await buildUserWithId(app);
    const coupon = (await issue(user.token)).body.data!;
    const order = (await charge(user.token, 'pro-monthly')).body.data;
    expect(order.orderAmount).toBe(2490);
    expect((await pay(order.orderNumber)).body.code).toBe(200);
    expect((await userInfoOf(app, user.token)).isRole).toBe(true);
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(userCoupons)
      .where(eq(userCoupons.code, coupon.code));
    expect(row).toMatchObject({ orderNumber: order.orderNumber });
    expect(row!.usedAt).not.toBeNull();
    expect((await get(user.token, '/api/promotion/retention/my-coupon')).body.data).toBeNull();
    // A member is not offered one.
    expect(await shouldShow(user.token)).toBe(false);
    const member = await buildUserWithId(app, 86_400);
    expect(await shouldShow(member.token)).toBe(false);
    expect((await admin(['coupons', 'show'])).split('\t').at(-1)).toMatch(/issued, \d+ used/);
  });

  it('stops being offered when turned off', async () => {
    await admin(['coupons', 'set', '--title', '立减', '--reduce', '5', '--minutes', '60']);
    const user = await buildUserWithId(app);
    expect(await shouldShow(user.token)).toBe(true);
    expect(await admin(['coupons', 'off'])).toMatch(/^off/);
    expect(await shouldShow(user.token)).toBe(false);
    await admin(['coupons', 'on']);
    expect(await shouldShow(user.token)).toBe(true);
    await admin(['coupons', 'off']);
  });
});

describe('promo codes', () => {
  it('take an amount or a percentage off the plans they name, within their uses', async () => {
    expect(
      await admin([
        'promos',
        'create',
        'spring-2027',
        '--reduce',
        '20',
        '--products',
        'pro-yearly',
        '--uses',
        '1',
        '--listed',
        '--title',
        '春季特惠',
      ]),
    ).toBe('SPRING-2027: ¥20.00 off');
    expect(await admin(['promos', 'create', 'HALF', '--percent', '50'])).toBe('HALF: 50% off');
    const user = await buildUserWithId(app);
    const yearly = (await charge(user.token, 'pro-yearly', 'spring-2027')).body.data;
    expect(yearly).toMatchObject({
      orderAmount: 17900,
      listAmount: 19900,
      promo: { code: 'SPRING-2027', reduce_amount_cny: 20 },
    });
    // Not a plan it names; an unknown code: the catalogue price, no error.
    expect((await charge(user.token, 'pro-monthly', 'SPRING-2027')).body.data).toMatchObject({
      orderAmount: 2990,
      promo: null,
    });
    expect((await charge(user.token, 'pro-monthly', 'NOPE')).body.data.orderAmount).toBe(2990);
    expect((await charge(user.token, 'pro-monthly', 'half')).body.data.orderAmount).toBe(1495);

    const list = (await get<PromoList>(user.token, '/api/v8/embed/promo/list')).body.data;
    expect(list.items).toEqual([
      {
        code: 'SPRING-2027',
        title: '春季特惠',
        reduce_amount_cny: 20,
        percent_off: 0,
        support_products: ['pro-yearly'],
        remaining_seconds: null,
      },
    ]);

    // Its one use: paid once, then the price is the catalogue's again.
    expect((await pay(yearly.orderNumber)).body.code).toBe(200);
    const other = await buildUserWithId(app);
    expect((await charge(other.token, 'pro-yearly', 'SPRING-2027')).body.data.orderAmount).toBe(
      19900,
    );
    expect(await admin(['promos', 'list'])).toMatch(
      /SPRING-2027\t¥20\.00 off\tpro-yearly\t1\/1 paid/,
    );

    expect(await admin(['promos', 'disable', 'half'])).toBe('HALF: withdrawn');
    expect((await charge(other.token, 'pro-monthly', 'HALF')).body.data.orderAmount).toBe(2990);
  });

  it('and the coupon together never take an order below 0.01 yuan', async () => {
    await admin(['promos', 'create', 'ALMOST-FREE', '--reduce', '1000']);
    const user = await buildUserWithId(app);
    expect((await charge(user.token, 'pro-monthly', 'ALMOST-FREE')).body.data.orderAmount).toBe(1);
  });

  it('refuse bad input in the CLI with one clear line', async () => {
    expect(await admin(['promos', '--help'])).toMatch(/promos create <CODE>/);
    expect(await admin(['coupons', '--help'])).toMatch(/coupons set --title/);
    await refused(['promos', 'create', 'X', '--reduce', '5'], /code: 3 to 32/);
    await refused(['promos', 'create', 'GOOD', '--reduce', '5', '--percent', '5'], /exactly one/);
    await refused(['promos', 'create', 'GOOD'], /exactly one/);
    await refused(
      ['promos', 'create', 'GOOD', '--percent', '100'],
      /--percent: a whole number from 1 to 99/,
    );
    await refused(['promos', 'create', 'GOOD', '--reduce', '0'], /at least 0.01/);
    await refused(
      ['promos', 'create', 'GOOD', '--reduce', '5', '--products', 'pro-x'],
      /no plan pro-x/,
    );
    await refused(['promos', 'create', 'GOOD', '--reduce', '5', '--expires', '2000-01-01'], /past/);
    await admin(['promos', 'create', 'TWICE', '--reduce', '5']);
    await refused(
      ['promos', 'create', 'twice', '--reduce', '5'],
      /^5203 price exists: .*exists already/,
    );
    await refused(['promos', 'disable', 'NEVER'], /no promo code NEVER/);
    await refused(['coupons', 'set', '--reduce', '5', '--minutes', '5'], /--title: 1 to 40/);
    await refused(
      ['coupons', 'set', '--title', 'x', '--reduce', '5', '--minutes', '0'],
      /--minutes/,
    );
    await refused(['coupons', 'set', '--title', 'x', '--minutes', '5'], /--reduce: required/);
  });
});
