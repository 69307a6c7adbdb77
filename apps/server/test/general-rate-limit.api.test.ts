import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ErrorCode } from '@slidecraft/contract';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  servicesOf,
  uniqueIp,
  type TestEnv,
} from './helper.js';

/** The general limit (RATE_LIMIT_PER_MINUTE): a budget per signed-in user, else per address. */
const LIMIT = 30;

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  app = await env.start();
});
afterAll(() => env.dispose());

/** A call from `ip`, signed in when a token is given; the signed-in one by default. */
const send = (ip: string, token?: string, url = '/api/user/user-info', headers = {}) =>
  call(app, { url, remoteAddress: ip, headers: { ...(token ? auth(token) : {}), ...headers } });

/** The envelope codes of `count` calls made one after the other. */
async function codes(count: number, make: (i: number) => ReturnType<typeof send>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await make(i)).body.code);
  return out;
}

const all = (code: number) => Array<number>(LIMIT).fill(code);
/** Shaped like a session token, but no session has it. */
const forgedToken = () => randomBytes(32).toString('base64url');

describe('the general rate limit', () => {
  it('gives each signed-in user behind one address a budget of their own, public calls included', async () => {
    const office = uniqueIp();
    const alice = await buildUser(app);
    const bob = await buildUser(app);
    // Alice's calls, to her own data and to a public route, spend her budget only.
    expect(
      await codes(LIMIT, (i) => send(office, alice.token, i % 2 ? '/api/healthz' : undefined)),
    ).toEqual(all(200));
    const refused = await send(office, alice.token, undefined, { 'app-language': 'en-US' });
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    expect(refused.body.message).toBe(ERROR_MESSAGES[ErrorCode.OPERATION_TOO_FREQUENT]['en-US']);
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(office, alice.token, '/api/healthz')).body.message).toBe(
      ERROR_MESSAGES[ErrorCode.OPERATION_TOO_FREQUENT]['zh-CN'],
    );
    // Bob, at the same address, still has all of his; so has the address for signed-out calls.
    expect(await codes(LIMIT, () => send(office, bob.token))).toEqual(all(200));
    expect((await send(office, undefined, '/api/healthz')).body.code).toBe(200);
  });

  it('refuses a user past the budget from every address and every session', async () => {
    const carol = await buildUser(app);
    const id = (await send(uniqueIp(), carol.token)).body.data as { id: string };
    expect(await codes(LIMIT - 1, () => send(uniqueIp(), carol.token))).toEqual(all(200).slice(1));
    expect((await send(uniqueIp(), carol.token)).body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    // A second session (another device, a new login) is no way round it: the budget is the user's.
    const again = await servicesOf(app).sessions.create(id.id);
    expect((await send(uniqueIp(), again)).body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  });

  it('still limits signed-out calls per address', async () => {
    const ip = uniqueIp();
    expect(await codes(LIMIT, () => send(ip, undefined, '/api/healthz'))).toEqual(all(200));
    expect((await send(ip, undefined, '/api/healthz')).body.code).toBe(
      ErrorCode.OPERATION_TOO_FREQUENT,
    );
    expect((await send(uniqueIp(), undefined, '/api/healthz')).body.code).toBe(200);
  });

  it('counts a forged or ended token against its address, never as a budget of its own', async () => {
    const ip = uniqueIp();
    const dave = await buildUser(app);
    const logout = await call(app, {
      method: 'POST',
      url: '/api/user/logout',
      headers: auth(dave.token),
    });
    expect(logout.body.code).toBe(200);
    // Each call with a new forged token, or with the ended one: 401, and the address pays.
    const half = LIMIT / 2;
    expect(await codes(half, () => send(ip, forgedToken()))).toEqual(Array(half).fill(401));
    expect(await codes(half, () => send(ip, dave.token, '/api/healthz'))).toEqual(
      Array(half).fill(200),
    );
    for (const token of [forgedToken(), dave.token, undefined]) {
      const res = await send(ip, token);
      expect(res.body.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    }
    // A real user at that address is not held back by it.
    const erin = await buildUser(app);
    expect((await send(ip, erin.token)).body.code).toBe(200);
  });
});
