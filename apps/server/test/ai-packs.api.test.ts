import { AI_LIMITS, type ChargeResult, type StreamEvent } from '@slidecraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { aiUsage } from '../src/db/schema.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  await admin([
    'products',
    'set',
    'ai-pack-50',
    '--title',
    'AI 点数包 50 次',
    '--price',
    '9.9',
    '--ai-points',
    '50',
  ]);
  await admin([
    'products',
    'set',
    'ai-pack-200',
    '--title',
    'AI 点数包 200 次',
    '--price',
    '29',
    '--ai-points',
    '200',
    '--select',
  ]);
});
afterAll(() => env.dispose());

const admin = (args: string[]) => runAdminCommand(servicesOf(app).database.db, args);
const get = <T>(token: string, url: string) =>
  call<T>(app, { method: 'GET', url, headers: auth(token) });
const rate = async (token: string) =>
  (await get<{ aiTimes: { total: number; used: number } }>(token, '/api/ai/rate')).body.data
    .aiTimes;
const pay = (orderNumber: string) =>
  call(app, { method: 'POST', url: '/api/dev/pay/sandbox/pay', payload: { orderNumber } });

/**
 * The tier's allowance spent, written straight to the ledger (no 10-a-minute start limit), and
 * the user's points counter told to count from the ledger again.
 */
async function spendAllowance(userId: string) {
  await servicesOf(app)
    .database.db.insert(aiUsage)
    .values({ userId, kind: 'outline', model: 'test', points: AI_LIMITS.basicPoints });
  await servicesOf(app).aiLimits.recount(userId);
}

/** One outline generation (one point); the stream's first event's code. */
async function generate(token: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    headers: auth(token),
    payload: { topic: '年度工作总结' },
  });
  if (String(res.headers['content-type']).startsWith('application/json')) {
    return res.json<{ code: number }>().code;
  }
  const first = res.body.split('\n\n').find((block) => block.startsWith('data: '))!;
  return (JSON.parse(first.slice('data: '.length)) as StreamEvent).code;
}

describe('AI-points packs', () => {
  it('are listed apart from the membership plans', async () => {
    const packs = await call<{ items: { id: string; points: number; select: boolean }[] }>(app, {
      method: 'GET',
      url: '/api/v8/embed/ai/times/products',
    });
    expect(packs.body.data.items.map((p) => [p.id, p.points, p.select])).toEqual([
      ['ai-pack-50', 50, false],
      ['ai-pack-200', 200, true],
    ]);
    const plans = await call<{ items: { id: string; select: boolean }[] }>(app, {
      method: 'GET',
      url: '/api/products',
    });
    expect(plans.body.data.items.map((p) => p.id)).not.toContain('ai-pack-50');
    // Selecting a pack left the membership plans' default alone.
    expect(plans.body.data.items.find((p) => p.select)?.id).toBe('pro-yearly');
    expect(await admin(['products', 'list'])).toMatch(
      /ai-pack-50\tAI 点数包 50 次\t¥9\.90\t50 AI points/,
    );
  });

  it('bought in the sandbox raise the AI total, and pay once the allowance is spent', async () => {
    const user = await buildUserWithId(app);
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints, used: 0 });
    await spendAllowance(user.id);
    expect(await generate(user.token)).toBe(5410);

    const charge = await call<ChargeResult>(app, {
      method: 'GET',
      url: '/api/v8/embed/ai/times/payment/url',
      query: { productId: 'ai-pack-50' },
      headers: auth(user.token),
    });
    expect(charge.body.data).toMatchObject({ orderAmount: 990, endAt: 0 });
    const status = (path: string) =>
      get<{ orderStatus: string }>(user.token, `/api/v8/embed/ai/times/${path}`);
    expect(
      (await status(`pay/scan/status?key=${charge.body.data.key}`)).body.data.orderStatus,
    ).toBe('unpaid');
    expect((await pay(charge.body.data.orderNumber)).body.code).toBe(200);
    expect(
      (await status(`pay/status?orderNumber=${charge.body.data.orderNumber}`)).body.data
        .orderStatus,
    ).toBe('paid');
    // The pack is points, not membership.
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints + 50, used: 10 });
    const info = await get<{ packPoints: number }>(user.token, '/api/v8/embed/ai/times/pay/info');
    expect(info.body.data).toEqual({ total: AI_LIMITS.basicPoints + 50, used: 10, packPoints: 50 });

    expect(await generate(user.token)).toBe(200);
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints + 49, used: 10 });
    const fromPack = await servicesOf(app)
      .database.db.select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, user.id));
    expect(fromPack.filter((row) => row.fromPack)).toHaveLength(1);

    // A membership charge does not take a pack, nor a pack call a membership plan.
    const wrong = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/product/charge',
      query: { productId: 'ai-pack-50' },
      headers: auth(user.token),
    });
    expect(wrong.body.code).toBe(5204);
    const wrong2 = await call(app, {
      method: 'GET',
      url: '/api/v8/embed/ai/times/pay/url',
      query: { productId: 'pro-monthly' },
      headers: auth(user.token),
    });
    expect(wrong2.body.code).toBe(5204);
  });

  it('run out like the allowance: 5410 again when both are spent', async () => {
    await admin([
      'products',
      'set',
      'ai-pack-2',
      '--title',
      '体验包',
      '--price',
      '1',
      '--ai-points',
      '2',
    ]);
    const user = await buildUserWithId(app);
    const order = await call<{ orderNumber: string; payUrl: string }>(app, {
      method: 'POST',
      url: '/api/v8/embed/ai/times/create/order',
      headers: auth(user.token),
      payload: { productId: 'ai-pack-2', callback: '/workspace' },
    });
    expect(order.body.code).toBe(200);
    await pay(order.body.data.orderNumber);
    await spendAllowance(user.id);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push(await generate(user.token));
    expect(codes).toEqual([200, 200, 5410]);
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints, used: 10 });
  });

  it("get a failed call's point back into the pack that paid it", async () => {
    const user = await buildUserWithId(app);
    await servicesOf(app).database.db.execute(
      `update users set ai_pack_points = 5 where id = '${user.id}'`,
    );
    await spendAllowance(user.id);
    await servicesOf(app).aiLimits.beginChat(user.id, 'chat');
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints + 4, used: 10 });
    await servicesOf(app).aiLimits.refundChat(user.id, 'chat');
    expect(await rate(user.token)).toEqual({ total: AI_LIMITS.basicPoints + 5, used: 10 });
  });

  it('refuse bad plans in the CLI', async () => {
    const refused = async (args: string[], line: RegExp) => {
      const error = await admin(args).catch((e: unknown) => e);
      expect(error, args.join(' ')).toBeInstanceOf(AdminError);
      expect((error as Error).message).toMatch(line);
    };
    const base = ['products', 'set', 'ai-pack-x', '--title', 'X', '--price', '1'];
    await refused([...base, '--ai-points', '0'], /--ai-points: 1 to/);
    await refused([...base, '--ai-points', '10', '--days', '30'], /a pack has no --days/);
  });
});
