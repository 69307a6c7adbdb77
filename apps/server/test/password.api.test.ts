import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema.js';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import {
  advanceClock,
  buildUser,
  buildUserWithPassword,
  call,
  createTestEnv,
  getUserInfo,
  PASSWORD,
  passwordLogin,
  readOutbox,
  solveCaptcha,
  uniquePhone,
  WRONG_PASSWORD as WRONG,
  type TestEnv,
  updateUsers,
  servicesOf,
} from './helper.js';

// Password login and its limits. Resetting and changing the password: password-reset.api.test.ts.

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const userWithPassword = () => buildUserWithPassword(app);
const userInfo = (token: string) => getUserInfo(app, token);
const outbox = (phone: string) => readOutbox(app, phone);

describe('password login', () => {
  it('logs in with the phone in any accepted form, a new token each time', async () => {
    const user = await userWithPassword();
    const local = user.phone.slice(4);
    const tokens = new Set<string>();
    for (const name of [user.phone, local, `86-${local}`, `0086-${local}`]) {
      const res = await passwordLogin(app, name, PASSWORD);
      expect(res.body).toMatchObject({ code: 200, data: { isNewUser: false } });
      expect((await userInfo(res.body.data.token)).body.code).toBe(200);
      tokens.add(res.body.data.token);
    }
    expect(tokens.size).toBe(4);
  });

  it('logs in with an email in any letter case', async () => {
    const user = await userWithPassword();
    const email = `u${Date.now()}@example.com`;
    await updateUsers(app, eq(users.phone, user.phone), { email });
    const res = await passwordLogin(app, email.toUpperCase(), PASSWORD);
    expect(res.body).toMatchObject({ code: 200, data: { isNewUser: false } });
  });

  it('refuses an email that is not lower-cased in the database', async () => {
    const user = await buildUser(app);
    await expect(
      servicesOf(app)
        .database.db.update(users)
        .set({ email: 'Mixed@Example.com' })
        .where(eq(users.phone, user.phone)),
    ).rejects.toThrow();
  });

  it('checks the captcha first: 5003 on a wrong answer, 5002 on an unknown one', async () => {
    const user = await userWithPassword();
    const { captchaId } = await solveCaptcha(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/api/login/account',
      payload: { userName: user.phone, password: PASSWORD, captchaId, captchaCode: 'zzzzz' },
    });
    expect(wrong.body.code).toBe(5003);
    const used = await call(app, {
      method: 'POST',
      url: '/api/login/account',
      payload: { userName: user.phone, password: PASSWORD, captchaId, captchaCode: 'zzzzz' },
    });
    expect(used.body.code).toBe(5002);
  });

  it('answers 5104 on a wrong password', async () => {
    const user = await userWithPassword();
    const res = await passwordLogin(app, user.phone, WRONG);
    expect(res.body).toMatchObject({ code: 5104, data: null });
  });

  it('answers the 4th wrong password with 5104 and the 5th with 5111, then refuses even the right one', async () => {
    const user = await userWithPassword();
    for (let i = 1; i <= 4; i++) {
      expect((await passwordLogin(app, user.phone, WRONG)).body.code, `try ${i}`).toBe(5104);
    }
    const fifth = await passwordLogin(app, user.phone, WRONG);
    expect(fifth.body.code).toBe(5111);
    expect(fifth.body.message).toBe('密码错误次数过多，请 5 分钟后再试');
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(5111);
  });

  it('keeps the lock for 5 minutes and lifts it after', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 5; i++) await passwordLogin(app, user.phone, WRONG);
    advanceClock(5 * 60 * 1000 - 2000);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(5111);
    advanceClock(3000);
    const res = await passwordLogin(app, user.phone, PASSWORD);
    expect(res.body.code).toBe(200);
    expect((await userInfo(res.body.data.token)).body.code).toBe(200);
  });

  it('counts failures over 15 minutes only', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 4; i++) await passwordLogin(app, user.phone, WRONG);
    advanceClock(15 * 60 * 1000 - 2000);
    // Still inside the window: the 5th failure locks.
    const other = await userWithPassword();
    for (let i = 0; i < 4; i++) await passwordLogin(app, other.phone, WRONG);
    advanceClock(2000 + 1000);
    // user: the first failures are older than 15 minutes, so this is the first of a new window.
    expect((await passwordLogin(app, user.phone, WRONG)).body.code).toBe(5104);
    // other: 4 failures 3 s ago, the 5th locks.
    expect((await passwordLogin(app, other.phone, WRONG)).body.code).toBe(5111);
  });

  it('counts failures per account, whichever name is used', async () => {
    const user = await userWithPassword();
    const email = `v${Date.now()}@example.com`;
    await updateUsers(app, eq(users.phone, user.phone), { email });
    for (let i = 0; i < 2; i++) await passwordLogin(app, user.phone, WRONG);
    for (let i = 0; i < 2; i++) await passwordLogin(app, email, WRONG);
    expect((await passwordLogin(app, user.phone.slice(4), WRONG)).body.code).toBe(5111);
  });

  it('a success clears the count of failures', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 4; i++) await passwordLogin(app, user.phone, WRONG);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body.code).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await passwordLogin(app, user.phone, WRONG)).body.code).toBe(5104);
    }
  });

  it('never checks more than 100 passwords an hour for one account', async () => {
    const user = await userWithPassword();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    // An attacker trying every 20 seconds for an hour (180 tries).
    for (let t = 0; t < 180; t++) {
      const res = await passwordLogin(app, user.phone, `${WRONG} ${t}`);
      expect([5104, 5111]).toContain(res.body.code);
      advanceClock(20_000);
    }
    expect(verify.mock.calls.length).toBeGreaterThan(5);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(100);
  });

  it('refuses a forbidden account with 5101, but only with the right password', async () => {
    const user = await userWithPassword();
    await updateUsers(app, eq(users.phone, user.phone), { status: 'forbidden' });
    expect((await passwordLogin(app, user.phone, WRONG)).body.code).toBe(5104);
    expect((await passwordLogin(app, user.phone, PASSWORD)).body).toMatchObject({
      code: 5101,
      data: null,
    });
  });
});

describe('no account enumeration', () => {
  it('answers unknown accounts, accounts without a password and wrong passwords alike', async () => {
    const known = await userWithPassword();
    const noPassword = await buildUser(app);
    const answers = [
      await passwordLogin(app, known.phone, WRONG),
      await passwordLogin(app, uniquePhone(), WRONG),
      await passwordLogin(app, noPassword.phone, WRONG),
      await passwordLogin(app, `nobody${Date.now()}@example.com`, WRONG),
      await passwordLogin(app, 'not-a-phone', WRONG),
    ];
    for (const res of answers) {
      expect(res.body).toEqual({ code: 5104, message: '账号或密码错误', data: null });
    }
  });

  it('locks an unknown account at the 5th failure too', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 4; i++) {
      expect((await passwordLogin(app, phone, WRONG)).body.code).toBe(5104);
    }
    expect((await passwordLogin(app, phone, WRONG)).body.code).toBe(5111);
  });

  it('verifies a password against a hash for unknown accounts too (argon2 on a dummy hash)', async () => {
    // The time an answer takes is the same work either way: argon2 runs once per attempt,
    // known account or not. Counted, not timed (a timing on a shared 2-core machine flakes).
    const known = await userWithPassword();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const attempt = (name: string) =>
      servicesOf(app)
        .login.loginWithPassword(name, WRONG)
        .catch(() => undefined);
    await attempt(known.phone);
    expect(verify).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) await attempt(uniquePhone());
    expect(verify).toHaveBeenCalledTimes(4);
    // The known account's check ran against its argon2 hash; the unknown ones' against none,
    // which the hasher answers by verifying against its dummy argon2 hash.
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
    for (const [hash] of verify.mock.calls.slice(1)) expect(hash).toBeNull();
    await expect(new PasswordHasher().verify(null, WRONG)).resolves.toBe(false);
  });

  it('answers a reset-code request for an unknown phone as for a known one, without sending', async () => {
    const known = await buildUser(app);
    advanceClock(61_000);
    const unknown = uniquePhone();
    const ask = async (phone: string) =>
      call(app, {
        method: 'GET',
        url: '/api/sms/reset-pwd',
        query: { phone, ...(await solveCaptcha(app)) },
      });
    const a = await ask(known.phone);
    const b = await ask(unknown);
    expect(a.body).toEqual(b.body);
    expect(a.body.code).toBe(200);
    expect((await outbox(known.phone))[0]?.purpose).toBe('reset-pwd');
    expect(await outbox(unknown)).toEqual([]);
    // The same resend rule for both.
    expect((await ask(known.phone)).body.code).toBe(5427);
    expect((await ask(unknown)).body.code).toBe(5427);
    // Any code for the unknown phone is simply wrong.
    const reset = await call(app, {
      method: 'POST',
      url: '/api/user/set-password',
      payload: { phone: unknown, code: '123456', password: 'a fine new password' },
    });
    expect(reset.body.code).toBe(5003);
  });
});
