import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ProductList } from '@slidecraft/contract';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

describe('payments off', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv({ env: { PAY_PROVIDER: 'off' } });
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('lists the plans but sells nothing (5201), and has no sandbox', async () => {
    const user = await buildUser(app);
    const listed = (await call<ProductList>(app, { method: 'GET', url: '/api/products' })).body
      .data;
    expect(listed.items).toHaveLength(4);
    expect(listed.payments).toEqual([]);
    const charged = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/product/charge',
      query: { productId: 'pro-yearly' },
      headers: auth(user.token),
    });
    expect(charged.body.code).toBe(ErrorCode.PAYMENT_NOT_SUPPORTED);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/dev/pay/sandbox/pay',
      payload: { orderNumber: 'SC2026112500000000000001' },
    });
    expect(pay.statusCode).toBe(404);
  });
});
