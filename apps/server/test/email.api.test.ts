import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DevEmailOutboxResult, UserInfo } from '@slidecraft/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD,
  advanceClock,
  auth,
  buildUser,
  buildUserWithPassword,
  call,
  createTestEnv,
  passwordLogin,
  solveCaptcha,
  uniqueIp,
  type TestEnv,
} from './helper.js';

// The email of an account: a code by mail (dev outbox, or SMTP), then login by email.

afterEach(() => {
  vi.useRealTimers();
});

let seq = 0;
const uniqueEmail = () => `user${Date.now().toString(36)}${seq++}@example.com`;

async function sendCode(app: FastifyInstance, token: string, email: string, ip = uniqueIp()) {
  return call(app, {
    method: 'POST',
    url: '/api/user/email/code',
    payload: { email, ...(await solveCaptcha(app)) },
    headers: auth(token),
    remoteAddress: ip,
  });
}
const bindEmail = (app: FastifyInstance, token: string, email: string, code: string) =>
  call<{ email: string }>(app, {
    method: 'POST',
    url: '/api/user/email/bind',
    payload: { email, code },
    headers: auth(token),
  });
const userInfo = async (app: FastifyInstance, token: string) =>
  (await call<UserInfo>(app, { method: 'GET', url: '/api/user/user-info', headers: auth(token) }))
    .body.data;

describe('email with the dev outbox', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  const outbox = async (to: string) =>
    (
      await call<DevEmailOutboxResult>(app, {
        method: 'GET',
        url: '/api/dev/email/outbox',
        query: { to },
      })
    ).body.data.items;

  it('sets a verified email, which then logs in with the password', async () => {
    const user = await buildUserWithPassword(app);
    const email = uniqueEmail();
    const mixed = email.replace('user', 'User').toUpperCase().replace('EXAMPLE.COM', 'Example.COM');
    expect((await sendCode(app, user.token, ` ${mixed} `)).body.code).toBe(200);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ to: email, subject: '【SlideCraft】邮箱验证码' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(mail!.code);

    // Not verified yet: no email on the account, and no login with it.
    expect((await userInfo(app, user.token)).email).toBe('');
    expect((await passwordLogin(app, email, PASSWORD)).body.code).toBe(5104);

    const done = await bindEmail(app, user.token, mixed, mail!.code);
    expect(done.body.data).toEqual({ email });
    expect((await userInfo(app, user.token)).email).toBe(email);
    const login = await passwordLogin(app, mixed, PASSWORD);
    expect(login.body.code).toBe(200);
    expect((await userInfo(app, login.body.data.token)).email).toBe(email);
    // The code was single use.
    expect((await bindEmail(app, user.token, email, mail!.code)).body.code).toBe(5003);
  });

  it('refuses wrong codes (void after 5 tries), a code for another address, and expired codes', async () => {
    const user = await buildUser(app);
    const email = uniqueEmail();
    await sendCode(app, user.token, email);
    const code = (await outbox(email))[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    // The code is bound to the address it went to.
    expect((await bindEmail(app, user.token, uniqueEmail(), code)).body.code).toBe(5003);
    for (let i = 0; i < 3; i++) {
      expect((await bindEmail(app, user.token, email, wrong)).body.code).toBe(5003);
    }
    // The sixth try (right or not) finds the code voided.
    expect((await bindEmail(app, user.token, email, wrong)).body.code).toBe(5003);
    expect((await bindEmail(app, user.token, email, code)).body.code).toBe(5003);
    expect((await userInfo(app, user.token)).email).toBe('');

    const other = uniqueEmail();
    advanceClock(61_000);
    expect((await sendCode(app, user.token, other)).body.code).toBe(200);
    const late = (await outbox(other))[0]!.code;
    advanceClock(5 * 60 * 1000 + 1000);
    expect((await bindEmail(app, user.token, other, late)).body.code).toBe(5003);
  });

  it('limits sending like SMS codes: one a minute, five an hour per address', async () => {
    const user = await buildUser(app);
    const email = uniqueEmail();
    expect((await sendCode(app, user.token, email)).body.code).toBe(200);
    expect((await sendCode(app, user.token, email)).body.code).toBe(5427);
    for (let i = 0; i < 4; i++) {
      advanceClock(61_000);
      expect((await sendCode(app, user.token, email)).body.code).toBe(200);
    }
    advanceClock(61_000);
    expect((await sendCode(app, user.token, email)).body.code).toBe(5427);
    expect(await outbox(email)).toHaveLength(5);
  });

  it("answers 5108 for another account's email, 5000 for a malformed one or its own", async () => {
    const owner = await buildUser(app);
    const email = uniqueEmail();
    await sendCode(app, owner.token, email);
    await bindEmail(app, owner.token, email, (await outbox(email))[0]!.code);
    const user = await buildUser(app);
    expect((await sendCode(app, user.token, email.toUpperCase())).body.code).toBe(5108);
    expect((await sendCode(app, owner.token, email)).body.code).toBe(5000);
    for (const bad of [
      'a@b',
      '@example.com',
      'no-at-sign',
      'a@example.c',
      `${'x'.repeat(250)}@e.com`,
    ]) {
      expect((await sendCode(app, user.token, bad)).body.code, bad).toBe(5000);
    }
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/user/email/code',
      payload: { email: uniqueEmail(), ...(await solveCaptcha(app)) },
    });
    expect(anonymous.body.code).toBe(401);
    const noCaptcha = await call(app, {
      method: 'POST',
      url: '/api/user/email/code',
      payload: { email: uniqueEmail(), captchaId: 'x', captchaCode: 'abcd' },
      headers: auth(user.token),
    });
    expect([5002, 5003]).toContain(noCaptcha.body.code);
  });
});

describe('email through SMTP (a local SMTP server)', () => {
  interface Received {
    from: string;
    to: string[];
    data: string;
  }
  const received: Received[] = [];
  /** Addresses the server refuses (550). */
  const refused = new Set<string>();
  let server: SMTPServer;
  let port: number;
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'secret-pass') {
          callback(null, { user: auth.username });
        } else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) {
          const error = new Error('No such user') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    env = await createTestEnv({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'mailer',
        SMTP_PASS: 'secret-pass',
        SMTP_FROM: 'SlideCraft <noreply@slides.example.com>',
      },
    });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** The code in the body of the last mail to `to` (quoted-printable or base64 decoded). */
  function codeOfMail(to: string): string {
    const mail = received.filter((m) => m.to.includes(to)).at(-1);
    if (!mail) throw new Error(`no mail to ${to}`);
    const split = mail.data.search(/\r?\n\r?\n/);
    const headers = mail.data.slice(0, split);
    const body = mail.data.slice(split).trim();
    const text = /^Content-Transfer-Encoding: base64/im.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body.replace(/=\r?\n/g, '');
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
    if (!code) throw new Error(`no code in ${mail.data}`);
    return code;
  }

  it('hands the code mail to the SMTP server (with the login and sender), then sets the email', async () => {
    const user = await buildUserWithPassword(app);
    const email = uniqueEmail();
    expect((await sendCode(app, user.token, email)).body.code).toBe(200);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('noreply@slides.example.com');
    expect(mail.to).toEqual([email]);
    expect(mail.data).toMatch(/^From: SlideCraft <noreply@slides\.example\.com>/m);
    expect(mail.data).toMatch(/^Subject: /m);
    const code = codeOfMail(email);
    expect((await bindEmail(app, user.token, email, code)).body.code).toBe(200);
    expect((await passwordLogin(app, email, PASSWORD)).body.code).toBe(200);
    // No dev outbox when mail goes through SMTP.
    const dev = await call(app, {
      method: 'GET',
      url: '/api/dev/email/outbox',
      query: { to: email },
    });
    expect(dev.body.code).toBe(404);
  });

  it('answers 5000 for an address the server refuses, and charges nothing for it', async () => {
    const user = await buildUser(app);
    const email = uniqueEmail();
    refused.add(email);
    const res = await call(app, {
      method: 'POST',
      url: '/api/user/email/code',
      payload: { email, ...(await solveCaptcha(app)) },
      headers: { ...auth(user.token), 'app-language': 'en-US' },
    });
    expect(res.body.code).toBe(5000);
    expect(res.body.message).toMatch(/cannot receive mail/);
    refused.delete(email);
    // No 60-second wait was started by the failed send.
    expect((await sendCode(app, user.token, email)).body.code).toBe(200);
  });
});

describe('email when the SMTP server is down', () => {
  it('answers 5402', async () => {
    const env = await createTestEnv({
      env: {
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMTP_FROM: 'noreply@slides.example.com',
      },
    });
    const app = await env.start();
    try {
      const user = await buildUser(app);
      expect((await sendCode(app, user.token, uniqueEmail())).body.code).toBe(5402);
    } finally {
      await env.dispose();
    }
  });
});
