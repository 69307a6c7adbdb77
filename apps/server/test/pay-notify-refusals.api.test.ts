import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Payment } from '@slidecraft/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderRepo } from '../src/modules/pay/order-repo.js';
import { startAlipayFake } from './fakes/alipay-fake.js';
import { startWechatPayFake } from './fakes/wechatpay-fake.js';
import { buildUser, createTestEnv, type TestEnv } from './helper.js';
import { chargeFor, payCalls } from './pay-helper.js';

// A notify route answers 2xx only for a notification it recorded: anything it did not process
// (unreadable, forged, or met by an internal failure) gets a 4xx/5xx in the provider's own
// failure format, so the provider retries. A refused notification never touches an order.

const YEAR = 365 * 86_400;
const FORM = 'application/x-www-form-urlencoded; charset=utf-8';

describe('payment notifications the routes did not process', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let keys: string;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>>;
  let wechat: Awaited<ReturnType<typeof startWechatPayFake>>;
  const logLines: string[] = [];
  const { orderRow, memberUntil } = payCalls(() => app);
  beforeAll(async () => {
    keys = await mkdtemp(path.join(os.tmpdir(), 'sc-notify-'));
    alipay = await startAlipayFake(keys);
    wechat = await startWechatPayFake(keys);
    env = await createTestEnv({
      env: { ...wechat.env, ...alipay.env, PAY_PROVIDER: 'wechat,alipay', LOG_LEVEL: 'warn' },
      build: { logStream: { write: (line: string) => void logLines.push(line) } },
    });
    app = await env.start();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await env.dispose();
    await alipay.close();
    await wechat.close();
    await rm(keys, { recursive: true, force: true });
  });

  const post = (payment: string, headers: Record<string, string>, payload: string) =>
    app.inject({ method: 'POST', url: `/api/pay/notify/${payment}`, headers, payload });
  const deliverWechat = (notification: { headers: Record<string, string>; body: string }) =>
    post('wechat', notification.headers, notification.body);
  const deliverAlipay = (body: string) => post('alipay', { 'content-type': FORM }, body);
  /** WeChat Pay's failure answer: 4xx/5xx with {"code":"FAIL","message":...}. */
  const expectWechatFail = (res: LightMyRequestResponse, status?: number) => {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    if (status) expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: 'FAIL', message: expect.any(String) });
  };
  /** Alipay's failure answer: the plain body `fail` with a non-2xx status. */
  const expectAlipayFail = (res: LightMyRequestResponse, status?: number) => {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    if (status) expect(res.statusCode).toBe(status);
    expect(res.body).toBe('fail');
  };
  const newOrder = async (payment: 'wechat' | 'alipay') => {
    const user = await buildUser(app);
    const { orderNumber } = (await chargeFor(app, user.token, 'pro-yearly', payment)).body.data;
    return { userId: (await orderRow(orderNumber)).userId, orderNumber };
  };
  /** An outage of the database, as node-postgres reports a refused connection. */
  const databaseDown = () =>
    vi
      .spyOn(OrderRepo.prototype, 'find')
      .mockRejectedValueOnce(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );

  describe('unreadable requests', () => {
    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    /** One unreadable request for each route: its content type, body and the status answered. */
    const cases: {
      name: string;
      type: Record<Payment, string>;
      body: Record<Payment, string>;
      status: number;
    }[] = [
      {
        name: 'text/xml',
        type: { wechat: 'text/xml', alipay: 'text/xml' },
        body: { wechat: '<xml><a>1</a></xml>', alipay: '<xml/>' },
        status: 415,
      },
      {
        name: 'a doubled content type',
        type: {
          wechat: 'application/json, application/json',
          alipay: 'application/x-www-form-urlencoded, application/x-www-form-urlencoded',
        },
        body: { wechat: '{}', alipay: 'a=1' },
        status: 415,
      },
      {
        name: 'a 2 MB body',
        type: { wechat: 'application/json', alipay: FORM },
        body: { wechat: JSON.stringify({ padding: twoMegabytes }), alipay: `a=${twoMegabytes}` },
        status: 413,
      },
      {
        // Read as the raw string the signature covers, then refused by the check.
        name: 'a malformed body',
        type: { wechat: 'application/json', alipay: FORM },
        body: { wechat: '{"resource":', alipay: '%E0%A4%A&&=&sign' },
        status: 401,
      },
    ];
    for (const { name, type, body, status } of cases) {
      it(`${name} is answered ${status} with each provider's failure body`, async () => {
        const headers = (payment: Payment) => ({ 'content-type': type[payment] });
        expectWechatFail(await post('wechat', headers('wechat'), body.wechat), status);
        expectAlipayFail(await post('alipay', headers('alipay'), body.alipay), status);
      });
    }

    it('every other route keeps the envelope with HTTP 200 for the same mistakes', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/phone',
        headers: { 'content-type': 'text/xml' },
        payload: '<xml/>',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 5000 });
    });
  });

  describe('forged notifications', () => {
    it('Alipay: a bad signature naming a real order is refused and leaves the order as it was', async () => {
      const { userId, orderNumber } = await newOrder('alipay');
      const before = await orderRow(orderNumber);
      const genuine = alipay.pay(orderNumber);
      const forged = genuine.replace('total_amount=199.00', 'total_amount=0.01');
      const unsigned = genuine.replace(/&sign=[^&]*/, '');
      for (const body of [forged, unsigned, forged]) {
        expectAlipayFail(await deliverAlipay(body), 401);
      }
      expect(await orderRow(orderNumber)).toEqual(before);
      expect(before.flagged).toBeNull();
      expect(await memberUntil(userId)).toBe(0);
      // The refusal is in the log, without the signature it carried.
      const refused = logLines.filter(
        (line) => line.includes('payment notification refused') && line.includes(orderNumber),
      );
      expect(refused.map((line) => (JSON.parse(line) as { reason: string }).reason)).toEqual([
        'bad signature',
        'missing signature fields',
        'bad signature',
      ]);
      const sign = new URLSearchParams(genuine).get('sign')!;
      expect(logLines.some((line) => line.includes(sign.slice(0, 40)))).toBe(false);
    });

    it('WeChat Pay: a genuine notification altered on the way is refused and leaves the order as it was', async () => {
      const { orderNumber } = await newOrder('wechat');
      const before = await orderRow(orderNumber);
      const genuine = wechat.pay(orderNumber);
      const altered = {
        ...genuine,
        headers: { ...genuine.headers, 'wechatpay-nonce': 'f'.repeat(32) },
      };
      const stale = {
        ...genuine,
        headers: {
          ...genuine.headers,
          'wechatpay-timestamp': String(Math.floor(Date.now() / 1000) - 3600),
        },
      };
      expectWechatFail(await deliverWechat(altered), 401);
      expectWechatFail(await deliverWechat(stale), 401);
      expect(await orderRow(orderNumber)).toEqual(before);
    });
  });

  describe('internal failures', () => {
    it('WeChat Pay: the database away is a 5xx FAIL, and the retry is received', async () => {
      const { userId, orderNumber } = await newOrder('wechat');
      const notification = wechat.pay(orderNumber);
      databaseDown();
      expectWechatFail(await deliverWechat(notification), 503);
      expect((await orderRow(orderNumber)).status).toBe('open');
      vi.spyOn(OrderRepo.prototype, 'find').mockRejectedValueOnce(new Error('a bug'));
      expectWechatFail(await deliverWechat(notification), 500);
      expect((await deliverWechat(notification)).statusCode).toBe(204);
      expect((await orderRow(orderNumber)).status).toBe('paid');
      expect(await memberUntil(userId)).toBeGreaterThan(Date.now() / 1000 + YEAR - 60);
    });

    it('Alipay: the database away is fail with a 5xx status, and the retry is received', async () => {
      const { orderNumber } = await newOrder('alipay');
      const body = alipay.pay(orderNumber);
      databaseDown();
      expectAlipayFail(await deliverAlipay(body), 503);
      expect((await orderRow(orderNumber)).status).toBe('open');
      const retry = await deliverAlipay(body);
      expect(retry.statusCode).toBe(200);
      expect(retry.body).toBe('success');
    });
  });

  it('a genuine notification and its copies are received, and grant once', async () => {
    const paid = await newOrder('alipay');
    const alipayBody = alipay.pay(paid.orderNumber);
    const wechatOrder = await newOrder('wechat');
    const wechatNotification = wechat.pay(wechatOrder.orderNumber);
    for (let i = 0; i < 3; i++) {
      const received = await deliverAlipay(alipayBody);
      expect([received.statusCode, received.body]).toEqual([200, 'success']);
      const acknowledged = await deliverWechat(wechatNotification);
      expect([acknowledged.statusCode, acknowledged.body]).toEqual([204, '']);
    }
    for (const { userId, orderNumber } of [paid, wechatOrder]) {
      expect((await orderRow(orderNumber)).status).toBe('paid');
      const end = (await memberUntil(userId)) - Date.now() / 1000;
      expect(end).toBeGreaterThan(YEAR - 60);
      expect(end).toBeLessThanOrEqual(YEAR);
    }
  });
});
