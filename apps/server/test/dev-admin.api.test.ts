import type { Coupon } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const devAdmin = (args: string[]) =>
  call<{ output: string }>(app, { method: 'POST', url: '/api/dev/admin', payload: { args } });

describe('dev seeding routes (dev providers only)', () => {
  it('run admin commands against the server database, with the CLI line on refusal', async () => {
    const made = await devAdmin(['promos', 'create', 'E2E-PROMO', '--reduce', '5']);
    expect(made.body).toMatchObject({ code: 200, data: { output: 'E2E-PROMO: ¥5.00 off' } });
    const refused = await devAdmin(['promos', 'create', 'X', '--reduce', '5']);
    expect(refused.body.code).toBe(5000);
    expect(refused.body.message).toMatch(/code: 3 to 32/);
  });

  it("shorten a user's live coupon to see its countdown end", async () => {
    await devAdmin(['coupons', 'set', '--title', '立减', '--reduce', '3', '--minutes', '30']);
    const user = await buildUser(app);
    await call(app, {
      method: 'POST',
      url: '/api/promotion/retention/issue',
      headers: auth(user.token),
    });
    const res = await call<{ updated: number }>(app, {
      method: 'POST',
      url: '/api/dev/coupons/expire-in',
      payload: { phone: user.phone, seconds: 5 },
    });
    expect(res.body.data.updated).toBe(1);
    const mine = await call<Coupon>(app, {
      method: 'GET',
      url: '/api/promotion/retention/my-coupon',
      headers: auth(user.token),
    });
    expect(mine.body.data.remaining_seconds).toBeLessThanOrEqual(5);
    await devAdmin(['coupons', 'off']);
  });
});
