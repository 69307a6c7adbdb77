import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_LIMITS } from '@slidecraft/contract';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const rate = async (token: string) =>
  (
    await call<{ aiTimes: { total: number; used: number } }>(app, {
      method: 'GET',
      url: '/api/ai/rate',
      headers: auth(token),
    })
  ).body.data.aiTimes;

const setAccount = (payload: Record<string, unknown>) =>
  call(app, { method: 'POST', url: '/api/dev/ai-account', payload });

describe('POST /api/dev/ai-account (dev providers: the e2e stand-in for earlier AI use)', () => {
  it('adds used points and sets or ends a membership, as the rate call then reports', async () => {
    const { phone, token } = await buildUser(app);
    expect((await setAccount({ phone, pointsUsed: 4 })).body.code).toBe(200);
    expect(await rate(token)).toEqual({ total: AI_LIMITS.basicPoints, used: 4 });

    // A member counts today's points only, from the start of the membership's day.
    expect((await setAccount({ phone, memberDays: 30, pointsUsed: 7 })).body.code).toBe(200);
    expect(await rate(token)).toEqual({ total: AI_LIMITS.memberDailyPoints, used: 11 });

    // Ended: the basic tier's allowance again.
    expect((await setAccount({ phone, memberDays: 0 })).body.code).toBe(200);
    expect((await rate(token)).total).toBe(AI_LIMITS.basicPoints);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ phone: '+86-13900000000', pointsUsed: 1 }, 'no such user'],
    [{ phone: 'abc' }, 'a malformed phone'],
    [{ phone: '+86-13900000000', memberDays: -1 }, 'negative days'],
    [{ phone: '+86-13900000000', pointsUsed: 1.5 }, 'fractional points'],
  ])('answers 5000 for %j (%s)', async (payload, _why) => {
    const res = await setAccount(payload);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5000);
  });
});
