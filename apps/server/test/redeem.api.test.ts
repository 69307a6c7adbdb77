import { REDEEM_ALPHABET, type RedeemResult } from '@slidecraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, users } from '../src/db/schema.js';
import { newRedeemCode, normalizeRedeemCode } from '../src/modules/redeem/redeem-repo.js';
import {
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  uniquePhone,
  type TestEnv,
  servicesOf,
} from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const DAY = 86_400;

const redeem = (token: string, code: string, locale = 'zh-CN') =>
  call<RedeemResult>(app, {
    method: 'POST',
    url: '/api/license-code/redeem',
    headers: { ...auth(token), 'accept-language': locale },
    payload: { code },
  });

async function batch(options: {
  productId?: string;
  count?: number;
  uses?: number;
  perUser?: number;
  expiresAt?: Date | null;
}) {
  return servicesOf(app).redeem.createBatch({
    productId: options.productId ?? 'pro-monthly',
    count: options.count ?? 1,
    uses: options.uses ?? 1,
    perUser: options.perUser ?? 1,
    expiresAt: options.expiresAt ?? null,
  });
}

const memberUntil = async (id: string) =>
  (await servicesOf(app).database.db.select().from(users).where(eq(users.id, id)))[0]!.memberUntil;

describe('redeem codes', () => {
  it('are 16 symbols without look-alikes, read in any case with spaces and hyphens', () => {
    const codes = new Set(Array.from({ length: 2000 }, newRedeemCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    expect(REDEEM_ALPHABET).toHaveLength(32);
    expect(normalizeRedeemCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeRedeemCode('ABCDEFGHJKMNPQR0')).toBeNull();
    expect(normalizeRedeemCode('ABCDEFGH')).toBeNull();
  });

  it('grant their plan once, extending a running membership, and write the ledger', async () => {
    const user = await buildUserWithId(app, 10 * DAY);
    const before = await memberUntil(user.id);
    const { codes } = await batch({ productId: 'pro-quarterly' });
    // Typed in lower case, with the spaces a copy brings along.
    const typed = ` ${codes[0]!.toLowerCase()} `;
    const res = await redeem(user.token, typed, 'en-US');
    expect(res.body.code).toBe(200);
    expect(res.body.data.productId).toBe('pro-quarterly');
    expect(res.body.data.endAt).toBe(before + 90 * DAY);
    expect(await memberUntil(user.id)).toBe(before + 90 * DAY);
    const ledger = await servicesOf(app)
      .database.db.select()
      .from(entitlements)
      .where(eq(entitlements.userId, user.id));
    expect(ledger).toMatchObject([
      {
        source: 'redeem',
        productId: 'pro-quarterly',
        fromEndAt: before,
        toEndAt: before + 90 * DAY,
      },
    ]);
    // The session sees the new tier at once.
    const info = await call<{ isMember?: boolean; memberEndAt?: number }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(user.token),
    });
    expect(JSON.stringify(info.body.data)).toContain(String(before + 90 * DAY));
    // Used up: 5603 for the next account.
    const other = await buildUserWithId(app);
    expect((await redeem(other.token, codes[0]!)).body.code).toBe(5603);
  });

  it('answer 5600 for unknown, expired or withdrawn codes and 5000 for a blank or long one', async () => {
    const user = await buildUserWithId(app);
    const expired = await batch({ expiresAt: new Date(Date.now() - 1000) });
    const withdrawn = await batch({});
    await servicesOf(app).database.db.execute(
      `update redeem_batches set disabled_at = now() where id = '${withdrawn.batchId}'`,
    );
    for (const code of ['ZZZZZZZZZZZZZZZZ', 'not a code', expired.codes[0]!, withdrawn.codes[0]!]) {
      const res = await redeem(user.token, code);
      expect(res.body.code, code).toBe(5600);
      expect(res.body.message).toBe('兑换码无效');
    }
    for (const code of ['', '   ', 'A'.repeat(17)]) {
      expect((await redeem(user.token, code)).body.code, JSON.stringify(code)).toBe(5000);
    }
    expect(await memberUntil(user.id)).toBe(0);
  });

  it('stop an account after 10 wrong codes in an hour (5601), right codes not counted', async () => {
    const user = await buildUserWithId(app);
    const { codes } = await batch({ count: 2 });
    for (let i = 0; i < 9; i++) {
      expect((await redeem(user.token, 'ZZZZZZZZZZZZZZZZ')).body.code).toBe(5600);
    }
    // A right code in between is no wrong try.
    expect((await redeem(user.token, codes[0]!)).body.code).toBe(200);
    expect((await redeem(user.token, 'ZZZZZZZZZZZZZZZZ')).body.code).toBe(5600);
    const locked = await redeem(user.token, codes[1]!, 'zh-TW');
    expect(locked.body.code).toBe(5601);
    expect(locked.body.message).toBe('兌換碼錯誤次數過多，請稍後再試');
    // Another account is not affected.
    const other = await buildUserWithId(app);
    expect((await redeem(other.token, codes[1]!)).body.code).toBe(200);
  });

  it("keep to the batch's per-user limit across its codes (5602)", async () => {
    const user = await buildUserWithId(app);
    const { codes } = await batch({ count: 3, uses: 5, perUser: 2 });
    expect((await redeem(user.token, codes[0]!)).body.code).toBe(200);
    expect((await redeem(user.token, codes[1]!)).body.code).toBe(200);
    expect((await redeem(user.token, codes[2]!)).body.code).toBe(5602);
    expect((await redeem(user.token, codes[0]!)).body.code).toBe(5602);
    const other = await buildUserWithId(app);
    expect((await redeem(other.token, codes[0]!)).body.code).toBe(200);
  });

  it('answer 5610 when the grant fails for another reason, and count no wrong try', async () => {
    const user = await buildUserWithId(app);
    const { codes } = await batch({ count: 11 });
    const repo = (servicesOf(app).redeem as unknown as { repo: { redeem: () => Promise<never> } })
      .repo;
    const real = repo.redeem;
    repo.redeem = () => Promise.reject(new Error('database went away'));
    try {
      for (let i = 0; i < 11; i++)
        expect((await redeem(user.token, codes[i]!)).body.code).toBe(5610);
    } finally {
      repo.redeem = real;
    }
    expect((await redeem(user.token, codes[0]!)).body.code).toBe(200);
  });

  it('never oversell: 200 accounts at once on a code with 10 uses get exactly 10 grants', async () => {
    const db = servicesOf(app).database.db;
    const made = await db
      .insert(users)
      .values(Array.from({ length: 200 }, (_, i) => ({ phone: uniquePhone(), name: `用户${i}` })))
      .returning({ id: users.id });
    const tokens = await Promise.all(made.map((u) => servicesOf(app).sessions.create(u.id)));
    const { codes } = await batch({ uses: 10 });
    const answers = await Promise.all(tokens.map((token) => redeem(token, codes[0]!)));
    const byCode = new Map<number, number>();
    for (const a of answers) byCode.set(a.body.code, (byCode.get(a.body.code) ?? 0) + 1);
    expect(Object.fromEntries(byCode)).toEqual({ 200: 10, 5603: 190 });
    const granted = await db.select().from(entitlements).where(eq(entitlements.source, 'redeem'));
    const mine = granted.filter((row) => made.some((u) => u.id === row.userId));
    expect(mine).toHaveLength(10);
  });

  it('need a signed-in user', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/license-code/redeem',
      payload: { code: 'ABCDEFGHJKMNPQRS' },
    });
    expect(res.status).toBe(401);
  });
});
