import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { ProductRepo } from '../src/modules/pay/catalogue.js';
import { OrderRepo } from '../src/modules/pay/order-repo.js';
import { Settlement } from '../src/modules/pay/settlement.js';
import { StatusCache } from '../src/modules/pay/status-cache.js';
import type { PayProvider } from '../src/providers/pay/pay-provider.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildUser, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor, orderStatusOf } from './pay-helper.js';

describe('provider queries of open orders', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('one node per interval asks the provider about open orders, not every node', async () => {
    const user = await buildUser(app);
    const order = (await chargeFor(app, user.token, 'pro-monthly')).body.data;
    await servicesOf(app)
      .database.db.update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNumber, order.orderNumber));
    let queries = 0;
    const provider: PayProvider = {
      ...servicesOf(app).paySandbox!.providers.wechat!,
      query: async (orderNumber) => {
        if (orderNumber === order.orderNumber) queries++;
        return { state: 'unpaid' };
      },
    };
    // Three "nodes" sharing the database and the key-value store, sweeping every 250 ms.
    const nodes = Array.from(
      { length: 3 },
      () =>
        new Settlement(
          new ProductRepo(servicesOf(app).database.db),
          new OrderRepo(servicesOf(app).database.db, servicesOf(app).teams),
          { wechat: provider },
          servicesOf(app).kv,
          async () => undefined,
          app.log,
          Date.now,
          new StatusCache(servicesOf(app).kv),
        ),
    );
    for (const node of nodes) node.startSweeping(250);
    await sleep(2200);
    for (const node of nodes) node.stopSweeping();
    // Unlocked, 3 nodes x 8 ticks would ask about 24 times; locked (1 s), at most 3.
    expect(queries).toBeGreaterThanOrEqual(1);
    expect(queries).toBeLessThanOrEqual(4);
  });

  it('polls arriving together when the kept answer lapses share one provider query', async () => {
    const user = await buildUser(app);
    const order = (await chargeFor(app, user.token, 'pro-quarterly')).body.data;
    await servicesOf(app)
      .database.db.update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNumber, order.orderNumber));
    await servicesOf(app).pay.forgetStatus(order.orderNumber);
    const face = servicesOf(app).paySandbox!.providers.wechat!;
    const query = face.query;
    let queries = 0;
    face.query = async (orderNumber) => {
      if (orderNumber === order.orderNumber) queries++;
      await sleep(50);
      return query(orderNumber);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => orderStatusOf(app, user.token, order.orderNumber)),
      );
      expect(answers.map((a) => a.body.data.orderStatus)).toEqual(Array(20).fill('unpaid'));
      expect(queries).toBe(1);
    } finally {
      face.query = query;
    }
  });
});
