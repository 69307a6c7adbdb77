import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChargeResult } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLINE } from './generation-helpers.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { chargeFor } from './pay-helper.js';

/** The collector of ANALYTICS_URL, on a local port; answers 204 or, when `down`, 503. */
interface Event {
  name: string;
  userId: string;
  [key: string]: unknown;
}
const received: Event[] = [];
let down = false;
const collector = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (down || req.url !== '/collect') return res.writeHead(503).end();
    received.push(...(JSON.parse(body) as { events: Event[] }).events);
    res.writeHead(204).end();
  });
});

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  env = await createTestEnv({ env: { ANALYTICS_URL: `http://127.0.0.1:${port}/collect` } });
  app = await env.start();
});
afterAll(async () => {
  await env.dispose();
  await new Promise((resolve) => collector.close(resolve));
});

/** Sends what the sink has queued (it batches in the background). */
const flush = () => servicesOf(app).analytics.close!();
const eventsOf = (userId: string) => received.filter((e) => e.userId === userId);
const userIdOf = async (token: string) =>
  (
    await call<{ id: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(token),
    })
  ).body.data.id;

describe('analytics through the collector of ANALYTICS_URL', () => {
  it('reports daily_active once per user per day however many calls it makes', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const aId = await userIdOf(a.token);
    const bId = await userIdOf(b.token);
    for (let i = 0; i < 5; i++) await userIdOf(a.token);
    await userIdOf(b.token);
    await flush();
    expect(eventsOf(aId).filter((e) => e.name === 'daily_active')).toHaveLength(1);
    expect(eventsOf(bId).filter((e) => e.name === 'daily_active')).toHaveLength(1);
    // The registration event of the first login goes to the collector too.
    expect(eventsOf(aId).map((e) => e.name)).toEqual(['registration', 'daily_active']);
    expect(eventsOf(aId)[1]).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it.each(['/api/ai/generate-ppt/record', '/api/workspace/ppt'])(
    'reports daily_generation at the first deck of the day only (%s)',
    async (url) => {
      const { token } = await buildUser(app);
      const id = await userIdOf(token);
      for (let i = 0; i < 2; i++) {
        const res = await call(app, {
          method: 'POST',
          url,
          headers: auth(token),
          payload: { outline: OUTLINE },
        });
        expect(res.body.code).toBe(200);
      }
      await flush();
      expect(eventsOf(id).filter((e) => e.name === 'daily_generation')).toHaveLength(1);
    },
  );

  it('reports payment_successful once when an order is paid', async () => {
    const { token } = await buildUser(app);
    const id = await userIdOf(token);
    const order: ChargeResult = (await chargeFor(app, token, 'pro-monthly')).body.data;
    const paid = await call(app, {
      method: 'POST',
      url: '/api/dev/pay/sandbox/pay',
      payload: { orderNumber: order.orderNumber },
    });
    expect(paid.body.code).toBe(200);
    // The status poll sees it paid too: still one event.
    await call(app, {
      method: 'GET',
      url: '/api/order/status',
      query: { key: order.orderNumber },
      headers: auth(token),
    });
    await flush();
    const payments = eventsOf(id).filter((e) => e.name === 'payment_successful');
    expect(payments).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        productId: 'pro-monthly',
        amount: order.orderAmount,
        currency: 'CNY',
        payment: 'wechat',
      }),
    ]);
  });

  it('a collector that is down never fails or slows a request', async () => {
    down = true;
    try {
      const { token } = await buildUser(app);
      const id = await userIdOf(token);
      const started = performance.now();
      const res = await call(app, {
        method: 'GET',
        url: '/api/user/user-info',
        headers: auth(token),
      });
      expect(res.body.code).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      await flush();
      expect(eventsOf(id)).toEqual([]);
    } finally {
      down = false;
    }
  });
});
