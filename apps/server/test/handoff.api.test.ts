import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { sha256 } from '../src/security/hash.js';
import {
  advanceClock,
  auth,
  buildUser,
  call,
  createTestEnv,
  getUserInfo,
  updateUsers,
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
afterEach(() => vi.useRealTimers());

/** POST /api/login/handoff as the user of `token`. */
function mint(token: string) {
  return call<{ handoff: string; expiresIn: number }>(app, {
    method: 'POST',
    url: '/api/login/handoff',
    headers: auth(token),
  });
}

/** POST /api/login/handoff/exchange, signed out (as the page the app shell opens). */
function exchange(handoff: string) {
  return call<{ token: string } | null>(app, {
    method: 'POST',
    url: '/api/login/handoff/exchange',
    payload: { handoff },
  });
}

/** A fresh hand-off token of a new user, with that user's id and session token. */
async function handoffOfNewUser() {
  const user = await buildUser(app);
  const { body } = await mint(user.token);
  expect(body.code).toBe(200);
  const info = await getUserInfo(app, user.token);
  return { ...user, userId: info.body.data.id, handoff: body.data.handoff };
}

async function sessionEnd(token: string): Promise<number> {
  const [row] = await servicesOf(app)
    .database.db.select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row!.expiresAt.getTime();
}

describe('hand-off tokens of the app shell', () => {
  it('are exchanged once for a new session of the same user', async () => {
    const user = await buildUser(app);
    const minted = await mint(user.token);
    expect(minted.body.data.expiresIn).toBe(60);
    expect(minted.body.data.handoff).toMatch(/^handoff\.[A-Za-z0-9_-]{43}$/);

    const first = await exchange(minted.body.data.handoff);
    expect(first.body.code).toBe(200);
    const token = first.body.data!.token;
    expect(token).not.toBe(user.token);
    const mine = await getUserInfo(app, user.token);
    const theirs = await getUserInfo(app, token);
    expect(theirs.body.data.id).toBe(mine.body.data.id);

    // One use: the same token again (or at once from elsewhere) gets nothing.
    const again = await exchange(minted.body.data.handoff);
    expect(again.body).toMatchObject({ code: 5000, data: null });
  });

  it('give nothing after their 60 seconds', async () => {
    const { handoff } = await handoffOfNewUser();
    advanceClock(61_000);
    expect((await exchange(handoff)).body.code).toBe(5000);
  });

  it('still work within the 60 seconds', async () => {
    const { handoff } = await handoffOfNewUser();
    advanceClock(55_000);
    expect((await exchange(handoff)).body.code).toBe(200);
  });

  it('give nothing once the session that made them has ended', async () => {
    const { token, handoff } = await handoffOfNewUser();
    await call(app, { method: 'POST', url: '/api/user/logout', headers: auth(token) });
    expect((await exchange(handoff)).body.code).toBe(5000);
  });

  it('never make a session outlive the one that made them', async () => {
    const { token, handoff } = await handoffOfNewUser();
    const soon = new Date(Date.now() + 3600_000);
    await servicesOf(app)
      .database.db.update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, sha256(token)));
    const exchanged = await exchange(handoff);
    expect(await sessionEnd(exchanged.body.data!.token)).toBeLessThanOrEqual(soon.getTime());
  });

  it('are refused for a user disabled in the meantime (5101)', async () => {
    const { userId, handoff } = await handoffOfNewUser();
    await updateUsers(app, eq(users.id, userId), { status: 'forbidden' });
    expect((await exchange(handoff)).body.code).toBe(5101);
  });

  it('are minted only for a signed-in caller (401)', async () => {
    const res = await call(app, { method: 'POST', url: '/api/login/handoff' });
    expect(res.status).toBe(401);
  });

  it('refuse a session token or any other value in place of a hand-off token (5000)', async () => {
    const { token } = await buildUser(app);
    for (const handoff of [token, `handoff.${token.slice(1)}`, '', 'handoff.']) {
      const res = await exchange(handoff);
      expect(res.body.code, handoff).toBe(5000);
    }
    const missing = await call(app, {
      method: 'POST',
      url: '/api/login/handoff/exchange',
      payload: {},
    });
    expect(missing.body.code).toBe(5000);
  });
});
