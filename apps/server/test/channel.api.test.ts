import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as jose from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelAuthResult, SdkRate, StreamEvent } from '@slidecraft/contract';
import { AdminError, runAdminCommand } from '../src/cli/admin.js';
import { cliAppSecret } from '../src/cli/partners-command.js';
import { partners } from '../src/db/schema.js';
import { OUTLINE } from './generation-helpers.js';
import { createRecord } from './generation-jobs.js';
import {
  advanceClock,
  auth,
  buildUser,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
} from './helper.js';
import { parseSse } from './sse-helpers.js';

// Partner embedding (issue 18, item 4): the admin CLI's partners, SDK tokens to channel
// sessions, X-Channel-Auth on the outline stream with the partner's quota, the SDK calls, and
// the embed page's framing policy.

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

const db = () => servicesOf(app).database.db;
/** The CLI beside the server: same database, same app secret, its session cache told. */
const admin = (args: string[]) =>
  runAdminCommand(
    db(),
    ['partners', ...args],
    (userId) => servicesOf(app).sessions.userChanged(userId),
    () => cliAppSecret(servicesOf(app).config, db()),
  );

const ORIGIN = 'https://acme.example';

/** Adds a partner; answers its secret (the last line the CLI prints). */
async function addPartner(id: string, quota: string[] = ['--decks-per-day', '2']) {
  const out = await admin(['add', id, '--name', `${id} 公司`, '--origin', ORIGIN, ...quota]);
  return out.trim().split('\n').at(-1)!;
}

interface Claims {
  iss?: string;
  sub?: string;
  aud?: string;
  jti?: string;
  iat?: number;
  exp?: number;
  name?: string;
}

/** An SDK token as a partner's server mints it (HS256 with its secret). */
async function mint(secret: string, claims: Claims, alg = 'HS256') {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    aud: 'slidecraft-channel',
    jti: randomUUID(),
    iat: now,
    exp: now + 300,
    ...claims,
  };
  return new jose.SignJWT(payload)
    .setProtectedHeader({ alg })
    .sign(new TextEncoder().encode(secret));
}

const channelAuth = (sdkToken: string | null, body: Record<string, unknown> = {}) =>
  call<ChannelAuthResult>(app, {
    method: 'POST',
    url: '/api/channel/auth',
    headers: sdkToken === null ? {} : { authorization: `Bearer ${sdkToken}` },
    payload: body,
  });

/** A channel session for one partner user. */
async function session(partner: string, secret: string, user: string) {
  const res = await channelAuth(await mint(secret, { iss: partner, sub: user }), {
    origin: ORIGIN,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const channelHeaders = (s: { token: string; channelAuth: string }) => ({
  ...auth(s.token),
  'x-channel-auth': s.channelAuth,
});

/** A custom outline through the channel: its events, or the envelope of a refusal before it. */
async function outline(headers: Record<string, string>, topic = '智能客服系统建设方案') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    headers: { ...headers, 'app-language': 'en-US' },
    payload: { topic },
  });
  if (String(res.headers['content-type']).startsWith('application/json')) {
    return { status: res.statusCode, events: [] as StreamEvent[], envelope: res.json() };
  }
  return { status: res.statusCode, events: parseSse(res.body), envelope: null };
}

const rate = (headers: Record<string, string>, recordId?: string) =>
  call<SdkRate>(app, {
    method: 'GET',
    url: `/api/sdk/rate${recordId ? `?recordId=${recordId}` : ''}`,
    headers,
  });

describe('POST /api/channel/auth', () => {
  let secret: string;
  beforeAll(async () => {
    secret = await addPartner('acme');
  });

  it('turns an SDK token into a session of a local user made on first use', async () => {
    const first = await session('acme', secret, 'u-1001');
    expect(first.isNewUser).toBe(true);
    expect(first.partner).toEqual({ id: 'acme', name: 'acme 公司' });
    const info = await call<{ id: string; name: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(first.token),
    });
    expect(info.body.code).toBe(200);
    expect(info.body.data.name).toBe('acme 公司用户');

    // The same partner user again: the same local user, a new session.
    const again = await session('acme', secret, 'u-1001');
    expect(again.isNewUser).toBe(false);
    expect(again.token).not.toBe(first.token);
    const infoAgain = await call<{ id: string }>(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(again.token),
    });
    expect(infoAgain.body.data.id).toBe(info.body.data.id);
  });

  it('refuses a missing, malformed, forged, expired, long-lived, foreign or reused token with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await mint('scp_not-the-secret-of-acme-at-all-000000000', {
      iss: 'acme',
      sub: 'u',
    });
    const expired = await mint(secret, { iss: 'acme', sub: 'u', iat: now - 900, exp: now - 60 });
    const longLived = await mint(secret, { iss: 'acme', sub: 'u', exp: now + 3600 });
    const otherAudience = await mint(secret, { iss: 'acme', sub: 'u', aud: 'someone-else' });
    const unknownPartner = await mint(secret, { iss: 'nobody', sub: 'u' });
    const badUser = await mint(secret, { iss: 'acme', sub: 'has spaces' });
    const unsigned = `${jose.base64url.encode(JSON.stringify({ alg: 'none' }))}.${jose.base64url.encode(
      JSON.stringify({
        iss: 'acme',
        sub: 'u',
        aud: 'slidecraft-channel',
        exp: now + 60,
        iat: now,
        jti: 'abcdefgh12',
      }),
    )}.`;
    for (const token of [
      null,
      'not-a-jwt-at-all-0000000000',
      forged,
      expired,
      longLived,
      otherAudience,
      unknownPartner,
      badUser,
      unsigned,
    ]) {
      const res = await channelAuth(token);
      expect(res.status, String(token)).toBe(401);
      expect(res.body.code).toBe(401);
    }

    // A partner's server may leave the body out (no page origin to check).
    const bare = await call<ChannelAuthResult>(app, {
      method: 'POST',
      url: '/api/channel/auth',
      headers: { authorization: `Bearer ${await mint(secret, { iss: 'acme', sub: 'u-1005' })}` },
    });
    expect(bare.body.code).toBe(200);

    // Each token works once.
    const once = await mint(secret, { iss: 'acme', sub: 'u-1002' });
    expect((await channelAuth(once)).body.code).toBe(200);
    const replay = await channelAuth(once);
    expect(replay.status).toBe(401);
  });

  it('refuses a token once its exp has passed on our clock (401)', async () => {
    const token = await mint(secret, { iss: 'acme', sub: 'u-1003' });
    advanceClock(6 * 60_000);
    expect((await channelAuth(token)).status).toBe(401);
  });

  it('answers 5107 for a page origin the partner does not allow', async () => {
    const res = await channelAuth(await mint(secret, { iss: 'acme', sub: 'u-1004' }), {
      origin: 'https://evil.example',
    });
    expect(res.body.code).toBe(5107);
    expect(res.body.data).toBeNull();
    const bad = await channelAuth(await mint(secret, { iss: 'acme', sub: 'u-1004' }), {
      origin: 'javascript:alert(1)',
    });
    expect(bad.body.code).toBe(5000);
  });
});

describe('X-Channel-Auth on POST /api/ai/chat/outline-section', () => {
  let secret: string;
  beforeAll(async () => {
    secret = await addPartner('quota-co', ['--decks-per-day', '2']);
  });

  it("counts outlines against the partner's quota, not the user's points, then answers 5411", async () => {
    const alice = await session('quota-co', secret, 'alice');
    const bob = await session('quota-co', secret, 'bob');
    expect((await rate(channelHeaders(alice))).body.data).toEqual({
      aiTimes: { total: 2, used: 0 },
      kind: 'decks-per-day',
    });

    const first = await outline(channelHeaders(alice));
    expect(first.events.at(-1)?.data?.done).toBe(true);
    const second = await outline(channelHeaders(bob));
    expect(second.events.at(-1)?.data?.done).toBe(true);
    expect((await rate(channelHeaders(bob))).body.data.aiTimes).toEqual({ total: 2, used: 2 });

    // The partner's quota is shared by its users: the third outline of the day is refused.
    const third = await outline(channelHeaders(alice));
    expect(third.events).toHaveLength(1);
    expect(third.events[0]!.code).toBe(5411);
    expect(third.events[0]!.message).toContain("this site's 2 decks for today are used up");

    // The user's own AI points were never touched.
    const own = await call<{ aiTimes: { used: number } }>(app, {
      method: 'GET',
      url: '/api/ai/rate',
      headers: auth(alice.token),
    });
    expect(own.body.data.aiTimes.used).toBe(0);

    // The next Beijing day has the quota again.
    advanceClock(24 * 3600_000);
    const later = await session('quota-co', secret, 'alice');
    const tomorrow = await outline(channelHeaders(later));
    expect(tomorrow.events.at(-1)?.data?.done).toBe(true);
  });

  it('refuses a forged header (401) and one of another user (5107) before streaming', async () => {
    const alice = await session('quota-co', secret, 'alice-2');
    const bob = await session('quota-co', secret, 'bob-2');
    const forged = await outline({ ...auth(alice.token), 'x-channel-auth': 'e30.e30.c2ln' });
    expect(forged.status).toBe(401);
    const crossed = await outline({ ...auth(alice.token), 'x-channel-auth': bob.channelAuth });
    expect(crossed.envelope?.code).toBe(5107);
  });

  it('counts AI calls per month for a monthly partner', async () => {
    const monthly = await addPartner('monthly-co', ['--ai-calls-per-month', '1']);
    const carol = await session('monthly-co', monthly, 'carol');
    expect((await outline(channelHeaders(carol))).events.at(-1)?.data?.done).toBe(true);
    const refused = await outline(channelHeaders(carol));
    expect(refused.events[0]!.code).toBe(5411);
    expect(refused.events[0]!.message).toContain('AI calls for this month are used up');
    expect((await rate(channelHeaders(carol))).body.data).toEqual({
      aiTimes: { total: 1, used: 1 },
      kind: 'ai-calls-per-month',
    });
  });
});

describe('POST /api/workspace/sdk/load and GET /api/sdk/rate', () => {
  let secret: string;
  beforeAll(async () => {
    secret = await addPartner('loader');
  });

  it("loads the channel user's own deck and refuses everyone else's (5107)", async () => {
    const dora = await session('loader', secret, 'dora');
    const eve = await session('loader', secret, 'eve');
    const recordId = await createRecord(app, dora.token, OUTLINE);

    const own = await call<{ recordId: string; title: string }>(app, {
      method: 'POST',
      url: '/api/workspace/sdk/load',
      headers: channelHeaders(dora),
      payload: { recordId },
    });
    expect(own.body.code).toBe(200);
    expect(own.body.data.recordId).toBe(recordId);
    expect(own.body.data.title).toBe('智能客服系统建设方案');

    const other = await call(app, {
      method: 'POST',
      url: '/api/workspace/sdk/load',
      headers: channelHeaders(eve),
      payload: { recordId },
    });
    expect(other.body.code).toBe(5107);
    expect(other.body.data).toBeNull();
    expect((await rate(channelHeaders(eve), recordId)).body.code).toBe(5107);
    expect((await rate(channelHeaders(dora), recordId)).body.code).toBe(200);

    // A site user (no channel session) has no SDK calls, even for a deck of their own.
    const site = await buildUser(app);
    const siteRecord = await createRecord(app, site.token, OUTLINE);
    const siteLoad = await call(app, {
      method: 'POST',
      url: '/api/workspace/sdk/load',
      headers: auth(site.token),
      payload: { recordId: siteRecord },
    });
    expect(siteLoad.body.code).toBe(5107);
    const malformed = await call(app, {
      method: 'POST',
      url: '/api/workspace/sdk/load',
      headers: channelHeaders(dora),
      payload: { recordId: 'not-a-uuid' },
    });
    expect(malformed.body.code).toBe(5000);
    expect((await call(app, { method: 'GET', url: '/api/sdk/rate' })).status).toBe(401);
  });
});

describe('the embed page and script', () => {
  beforeAll(async () => {
    await addPartner('framer');
  });

  it("lets only the partner's allowed origins frame /embed", async () => {
    const res = await app.inject({ method: 'GET', url: '/embed?partner=framer' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${ORIGIN}`);
    expect(res.headers['x-frame-options']).toBeUndefined();

    for (const url of ['/embed?partner=nobody', '/embed', '/embed?partner=BAD%20ID', '/']) {
      const other = await app.inject({ method: 'GET', url });
      expect(String(other.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('serves /embed/sdk.js to pages of any origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/embed/sdk.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('window.SlideCraft');
    // The script checks where messages come from and posts the token only to this app.
    expect(res.body).toContain('event.origin !== BASE || event.source !== frame.contentWindow');
  });
});

describe('npm run admin -- partners', () => {
  it('prints its usage', async () => {
    expect(await admin(['--help'])).toMatch(/partners add <id>/);
    expect(await runAdminCommand(db(), ['--help'])).toMatch(/partners \.\.\./);
  });

  it('refuses bad input with one line and changes nothing', async () => {
    const bad: [string[], RegExp][] = [
      [['add', 'Bad_Id', '--name', 'x', '--origin', ORIGIN, '--decks-per-day', '1'], /^id:/],
      [['add', 'p1', '--origin', ORIGIN, '--decks-per-day', '1'], /--name: required/],
      [['add', 'p1', '--name', 'x', '--decks-per-day', '1'], /--origin: at least one/],
      [
        ['add', 'p1', '--name', 'x', '--origin', 'https://a.example/path', '--decks-per-day', '1'],
        /--origin:/,
      ],
      [
        ['add', 'p1', '--name', 'x', '--origin', 'http://a.example', '--decks-per-day', '1'],
        /https only/,
      ],
      [
        ['add', 'p1', '--name', 'x', '--origin', 'https://*.example', '--decks-per-day', '1'],
        /--origin:/,
      ],
      [['add', 'p1', '--name', 'x', '--origin', ORIGIN], /required/],
      [['add', 'p1', '--name', 'x', '--origin', ORIGIN, '--decks-per-day', '0'], /1 to 10000000/],
      [
        [
          'add',
          'p1',
          '--name',
          'x',
          '--origin',
          ORIGIN,
          '--decks-per-day',
          '1',
          '--ai-calls-per-month',
          '5',
        ],
        /not both/,
      ],
      [
        ['add', 'p1', '--name', 'x', '--origin', ORIGIN, '--decks-per-day', '1', '--secret', 's'],
        /Unknown option/,
      ],
      [['update', 'nobody-here', '--name', 'y'], /no partner nobody-here/],
      [['update', 'p1'], /nothing to change/],
      [['disable'], /usage/],
      [['remove', 'p1'], /usage/],
    ];
    for (const [args, message] of bad) {
      const error = await admin(args).catch((e: unknown) => e);
      expect(error, args.join(' ')).toBeInstanceOf(AdminError);
      expect((error as Error).message, args.join(' ')).toMatch(message);
    }
    expect(await db().select().from(partners)).not.toContainEqual(
      expect.objectContaining({ id: 'p1' }),
    );
  });

  it('shows the secret once, stores only its fingerprint, rotates it and disables the partner', async () => {
    const added = await admin([
      'add',
      'cli-co',
      '--name',
      'CLI 公司',
      '--origin',
      ORIGIN,
      '--origin',
      'http://127.0.0.1:4100',
      '--ai-calls-per-month',
      '100',
    ]);
    expect(added).toMatch(
      /^cli-co\tCLI 公司\tactive\t100 AI calls\/month\thttps:\/\/acme\.example http:\/\/127\.0\.0\.1:4100\t0 users/,
    );
    const secret = added.trim().split('\n').at(-1)!;
    expect(secret).toMatch(/^scp_[A-Za-z0-9_-]{43}$/);
    // The database never holds the secret.
    const [row] = await db().select().from(partners).where(eq(partners.id, 'cli-co'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    await expect(
      admin(['add', 'cli-co', '--name', 'x', '--origin', ORIGIN, '--decks-per-day', '1']),
    ).rejects.toThrow(/exists/);

    const list = await admin(['list']);
    expect(list).toContain('cli-co\tCLI 公司\tactive');
    expect(list).not.toContain(secret);

    const before = await session('cli-co', secret, 'frank');
    const rotated = await admin(['update', 'cli-co', '--rotate-secret', '--decks-per-day', '5']);
    const fresh = rotated.trim().split('\n').at(-1)!;
    expect(fresh).not.toBe(secret);
    expect(rotated).toContain('5 decks/day');
    expect((await channelAuth(await mint(secret, { iss: 'cli-co', sub: 'frank' }))).status).toBe(
      401,
    );
    await session('cli-co', fresh, 'frank');

    // Disabled: its users' sessions end, its tokens are refused, its page may not be framed.
    expect(await admin(['disable', 'cli-co'])).toBe("cli-co: disabled, 1 users' sessions ended");
    const info = await call(app, {
      method: 'GET',
      url: '/api/user/user-info',
      headers: auth(before.token),
    });
    expect(info.status).toBe(401);
    const refused = await channelAuth(await mint(fresh, { iss: 'cli-co', sub: 'frank' }));
    expect(refused.body.code).toBe(5107);
    const page = await app.inject({ method: 'GET', url: '/embed?partner=cli-co' });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    await admin(['update', 'cli-co', '--enable', '--origin', 'https://new.example']);
    const back = await app.inject({ method: 'GET', url: '/embed?partner=cli-co' });
    expect(String(back.headers['content-security-policy'])).toContain(
      'frame-ancestors https://new.example;',
    );
    expect(
      (await channelAuth(await mint(fresh, { iss: 'cli-co', sub: 'frank' }), { origin: ORIGIN }))
        .body.code,
    ).toBe(5107);
  });
});
