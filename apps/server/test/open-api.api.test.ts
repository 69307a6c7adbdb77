import { createHmac } from 'node:crypto';
import { AI_LIMITS } from '@slidecraft/contract';
import { DEFAULT_THEME_ID } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage } from '../src/db/schema.js';
import { guardedCallbackTransport } from '../src/modules/open/callbacks.js';
import type { OutlineWriter } from '../src/providers/llm/llm.js';
import { OUTLINE, keepProjects } from './generation-helpers.js';
import {
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  servicesOf,
  swappableWriter,
  type ApiResponse,
  type TestEnv,
} from './helper.js';

interface Received {
  url: string;
  body: string;
  headers: Record<string, string>;
}
const received: Received[] = [];

let env: TestEnv;
let app: FastifyInstance;
const writer = swappableWriter();

beforeAll(async () => {
  env = await createTestEnv({
    build: {
      outlineWriter: writer.install,
      callbackTransport: async (url, body, headers) => {
        received.push({ url: url.href, body, headers });
        return 200;
      },
    },
  });
  app = await env.start();
});
afterAll(() => env.dispose());

const makeKey = (token: string, name = 'agent') =>
  call<{ id: string; name: string; key: string; createdAt: string }>(app, {
    method: 'POST',
    url: '/api/open/keys',
    headers: auth(token),
    payload: { name },
  });

async function userWithKey(memberFor?: number) {
  const user = await buildUserWithId(app, memberFor);
  const made = await makeKey(user.token);
  expect(made.body.code).toBe(200);
  return { ...user, key: made.body.data.key, keyId: made.body.data.id };
}

const open = <T>(
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> =>
  call<T>(app, {
    method,
    url,
    headers: { ...(key ? auth(key) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

interface Deck {
  deckId: string;
  status: 'pending' | 'completed' | 'failed';
  title: string;
  themeId: string;
  slideCount: number;
  outline: string;
  error?: { code: number; message: string };
}

/**
 * Polls a deck until it is no longer pending, backing off from 50 ms to a second: a loaded
 * machine may take many seconds to write the deck, and polling every 50 ms then met the key's
 * limit of 120 calls a minute (5427) before the deck was done.
 */
async function untilDone(key: string, deckId: string): Promise<Deck> {
  for (let i = 0, wait = 50; i < 120; i++, wait = Math.min(1000, wait * 2)) {
    const res = await open<Deck>(key, 'GET', `/api/open/v1/decks/${deckId}`);
    expect(res.body.code).toBe(200);
    if (res.body.data.status !== 'pending') return res.body.data;
    await new Promise((r) => setTimeout(r, wait));
  }
  throw new Error(`deck ${deckId} did not finish`);
}

const pointsUsed = async (token: string) =>
  (
    await call<{ aiTimes: { total: number; used: number } }>(app, {
      method: 'GET',
      url: '/api/ai/rate',
      headers: auth(token),
    })
  ).body.data.aiTimes.used;

describe('API keys', () => {
  it('shows a new key once, lists it by its prefix, and revokes it at once', async () => {
    const user = await buildUserWithId(app);
    const made = await makeKey(user.token, '  my agent ');
    expect(made.body.code).toBe(200);
    const { key, id, name } = made.body.data;
    expect(name).toBe('my agent');
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).toMatch(/^sc_live_[A-Za-z0-9_-]{43}$/);

    const listed = await call<{ id: string; prefix: string; lastUsedAt: string | null }[]>(app, {
      method: 'GET',
      url: '/api/open/keys',
      headers: auth(user.token),
    });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ id, name: 'my agent', lastUsedAt: null });
    expect(key.startsWith(listed.body.data[0]!.prefix)).toBe(true);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    expect((await open(key, 'GET', '/api/open/v1/themes')).status).toBe(200);
    const used = await call<{ lastUsedAt: string | null }[]>(app, {
      method: 'GET',
      url: '/api/open/keys',
      headers: auth(user.token),
    });
    expect(used.body.data[0]!.lastUsedAt).not.toBeNull();

    const revoked = await call(app, {
      method: 'DELETE',
      url: `/api/open/keys/${id}`,
      headers: auth(user.token),
    });
    expect(revoked.body.code).toBe(200);
    const after = await open(key, 'GET', '/api/open/v1/themes');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('keeps at most 10 live keys (5412), and a revoked one frees its place', async () => {
    const user = await buildUserWithId(app);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await makeKey(user.token, `k${i}`)).body.data.id);
    const eleventh = await makeKey(user.token, 'k10');
    expect(eleventh.body.code).toBe(5412);
    expect(eleventh.body.message).toContain('10');
    await call(app, {
      method: 'DELETE',
      url: `/api/open/keys/${ids[0]}`,
      headers: auth(user.token),
    });
    expect((await makeKey(user.token, 'k10')).body.code).toBe(200);
  });

  it("refuses a missing or unknown key with 401, and never revokes another user's key", async () => {
    expect((await open(null, 'GET', '/api/open/v1/themes')).status).toBe(401);
    expect((await open('sc_live_' + 'x'.repeat(43), 'GET', '/api/open/v1/themes')).status).toBe(
      401,
    );
    const owner = await userWithKey();
    const session = await open(owner.token, 'GET', '/api/open/v1/themes');
    expect(session.status).toBe(401);
    const other = await buildUserWithId(app);
    const res = await call(app, {
      method: 'DELETE',
      url: `/api/open/keys/${owner.keyId}`,
      headers: auth(other.token),
    });
    expect(res.body.code).toBe(404);
    expect((await open(owner.key, 'GET', '/api/open/v1/themes')).status).toBe(200);
  });

  it('answers 5000 for a bad name and a malformed id', async () => {
    const user = await buildUserWithId(app);
    expect((await makeKey(user.token, '   ')).body.code).toBe(5000);
    expect((await makeKey(user.token, 'x'.repeat(41))).body.code).toBe(5000);
    const bad = await call(app, {
      method: 'DELETE',
      url: '/api/open/keys/nope',
      headers: auth(user.token),
    });
    expect(bad.body.code).toBe(5000);
  });
});

// Each makes decks through the job queue: a loaded machine takes more than the 30 s default.
describe('the open API v1', { timeout: 60_000 }, () => {
  it('makes a deck from a topic: pending, then completed, charged one outline, in the personal space', async () => {
    const user = await userWithKey();
    const before = await pointsUsed(user.token);
    const created = await open<{ deckId: string; status: string }>(
      user.key,
      'POST',
      '/api/open/v1/decks',
      { topic: '企业数字化转型路线图', themeId: 'tech-dark' },
    );
    expect(created.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    const { deckId } = created.body.data;
    expect(await pointsUsed(user.token)).toBe(before + AI_LIMITS.outlineCost);
    const deck = await untilDone(user.key, deckId);
    expect(deck).toMatchObject({ deckId, status: 'completed', themeId: 'tech-dark' });
    expect(deck.slideCount).toBeGreaterThan(3);
    expect(deck.outline).toMatch(/^# /);

    const space = await call<{ items: { recordId: string; status: string }[] }>(app, {
      method: 'GET',
      url: '/api/personal-space/list',
      headers: auth(user.token),
    });
    expect(space.body.data.items.map((i) => i.recordId)).toContain(deckId);
    const listed = await open<{ deckId: string }[]>(user.key, 'GET', '/api/open/v1/decks');
    expect(listed.body.data.map((d) => d.deckId)).toContain(deckId);
    const opened = await call<{ status: string }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${deckId}`,
      headers: auth(user.token),
    });
    expect(opened.body.data.status).toBe('completed');
  });

  it('answers a retried create with the same Idempotency-Key with the same deck, charged once', async () => {
    const user = await userWithKey();
    const before = await pointsUsed(user.token);
    const headers = { 'idempotency-key': 'retry-1234' };
    const body = { topic: '季度销售复盘' };
    const first = await open<{ deckId: string }>(
      user.key,
      'POST',
      '/api/open/v1/decks',
      body,
      headers,
    );
    const again = await open<{ deckId: string }>(
      user.key,
      'POST',
      '/api/open/v1/decks',
      body,
      headers,
    );
    expect(first.body.code).toBe(200);
    expect(again.body.data.deckId).toBe(first.body.data.deckId);
    expect(await pointsUsed(user.token)).toBe(before + AI_LIMITS.outlineCost);
    const other = await open<{ deckId: string }>(user.key, 'POST', '/api/open/v1/decks', body, {
      'idempotency-key': 'retry-5678',
    });
    expect(other.body.code).toBe(200);
    expect(other.body.data.deckId).not.toBe(first.body.data.deckId);
    await untilDone(user.key, first.body.data.deckId);
    await untilDone(user.key, other.body.data.deckId);
  });

  it('refuses an Idempotency-Key reused with another body (5000)', async () => {
    const user = await userWithKey();
    const headers = { 'idempotency-key': 'same-key' };
    const first = await open(user.key, 'POST', '/api/open/v1/decks', { outline: OUTLINE }, headers);
    expect(first.body.code).toBe(200);
    const other = await open(
      user.key,
      'POST',
      '/api/open/v1/decks',
      { topic: '别的主题' },
      headers,
    );
    expect(other.body.code).toBe(5000);
    await untilDone(user.key, (first.body.data as { deckId: string }).deckId);
  });

  it('gives the outline back when the deck cannot be made after its create (the project cap reached meanwhile)', async () => {
    const user = await userWithKey();
    const before = await pointsUsed(user.token);
    // The outline waits until the test has filled the user's projects to the cap.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waiting = Object.create(writer.chosen) as OutlineWriter;
    waiting.streamOutline = async function* (request) {
      await gate;
      yield* writer.chosen.streamOutline(request);
    };
    writer.use(waiting);
    try {
      const res = await open<{ deckId: string }>(user.key, 'POST', '/api/open/v1/decks', {
        topic: '渠道合作方案',
      });
      expect(res.body.code).toBe(200);
      expect(await pointsUsed(user.token)).toBe(before + AI_LIMITS.outlineCost);
      await keepProjects(app, user.id, AI_LIMITS.basicProjects);
      release();
      const deck = await untilDone(user.key, res.body.data.deckId);
      expect(deck).toMatchObject({ status: 'failed', error: { code: 5412 } });
      expect(await pointsUsed(user.token)).toBe(before);
    } finally {
      writer.reset();
    }
  });

  it('answers 404 for a deck its owner removed', async () => {
    const user = await userWithKey();
    const { deckId } = (
      await open<{ deckId: string }>(user.key, 'POST', '/api/open/v1/decks', { outline: OUTLINE })
    ).body.data;
    await untilDone(user.key, deckId);
    const removed = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/history/remove',
      headers: auth(user.token),
      payload: { recordId: deckId },
    });
    expect(removed.body.code).toBe(200);
    const res = await open(user.key, 'GET', `/api/open/v1/decks/${deckId}`);
    expect(res.status).toBe(404);
  });

  it('makes a deck from an outline, restyles it and exports a PPTX and a PDF behind absolute links', async () => {
    const user = await userWithKey();
    const created = await open<{ deckId: string }>(user.key, 'POST', '/api/open/v1/decks', {
      outline: OUTLINE,
    });
    expect(created.body.code).toBe(200);
    const { deckId } = created.body.data;
    expect((await untilDone(user.key, deckId)).title).toBe('智能客服系统建设方案');

    const themes = await open<{ id: string; name: string; family: string; thumbnail: string }[]>(
      user.key,
      'GET',
      '/api/open/v1/themes',
    );
    expect(themes.body.data.length).toBeGreaterThanOrEqual(18);
    expect(themes.body.data[0]!.thumbnail).toMatch(/^http:\/\/localhost(:\d+)?\/api\//);
    const other = themes.body.data.find((t) => t.id !== DEFAULT_THEME_ID)!;
    const restyled = await open<Deck>(user.key, 'PATCH', `/api/open/v1/decks/${deckId}`, {
      themeId: other.id,
    });
    expect(restyled.body.data.themeId).toBe(other.id);
    expect((await untilDone(user.key, deckId)).themeId).toBe(other.id);

    for (const format of ['pptx', 'pdf'] as const) {
      const started = await open<{ exportId: string; status: string }>(
        user.key,
        'POST',
        `/api/open/v1/decks/${deckId}/exports`,
        { format },
      );
      expect(started.body.code).toBe(200);
      let url: string | null = null;
      for (let i = 0; i < 300 && !url; i++) {
        const res = await open<{ status: string; url: string | null }>(
          user.key,
          'GET',
          `/api/open/v1/decks/${deckId}/exports/${started.body.data.exportId}`,
        );
        expect(res.body.data.status).not.toBe('error');
        url = res.body.data.url;
        if (!url) await new Promise((r) => setTimeout(r, 50));
      }
      expect(url).toMatch(/^http:\/\/localhost(:\d+)?\//);
      const file = await app.inject({ method: 'GET', url: url!.replace(/^http:\/\/[^/]+/, '') });
      expect(file.statusCode).toBe(200);
      const magic = file.rawPayload.subarray(0, 4).toString('latin1');
      expect(magic).toBe(format === 'pptx' ? 'PK\u0003\u0004' : '%PDF');
    }
  });

  it("never shows, restyles or exports another account's deck (HTTP 404, code 404)", async () => {
    const owner = await userWithKey();
    const stranger = await userWithKey();
    const { deckId } = (
      await open<{ deckId: string }>(owner.key, 'POST', '/api/open/v1/decks', { outline: OUTLINE })
    ).body.data;
    const attempts = [
      open(stranger.key, 'GET', `/api/open/v1/decks/${deckId}`),
      open(stranger.key, 'PATCH', `/api/open/v1/decks/${deckId}`, { themeId: DEFAULT_THEME_ID }),
      open(stranger.key, 'POST', `/api/open/v1/decks/${deckId}/exports`, { format: 'pptx' }),
      open(stranger.key, 'GET', `/api/open/v1/decks/00000000-0000-4000-8000-000000000000`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
    }
    expect(
      (await open<{ deckId: string }[]>(stranger.key, 'GET', '/api/open/v1/decks')).body.data,
    ).toEqual([]);
    await untilDone(owner.key, deckId);
  });

  it('obeys the same limits: the basic project cap (5412), used-up points (5410), the members’ daily cap (5411)', async () => {
    const capped = await userWithKey();
    await keepProjects(app, capped.id, AI_LIMITS.basicProjects);
    for (const body of [{ topic: '新品发布会' }, { outline: OUTLINE }]) {
      const res = await open(capped.key, 'POST', '/api/open/v1/decks', body);
      expect(res.body.code).toBe(5412);
    }
    const spent = await userWithKey();
    await servicesOf(app).database.db.insert(aiUsage).values({
      userId: spent.id,
      kind: 'outline',
      model: 'test',
      points: AI_LIMITS.basicPoints,
    });
    await servicesOf(app).aiLimits.recount(spent.id);
    const res = await open(spent.key, 'POST', '/api/open/v1/decks', { topic: '新品发布会' });
    expect(res.body.code).toBe(5410);
    expect(await pointsUsed(spent.token)).toBe(AI_LIMITS.basicPoints);

    const member = await userWithKey(86_400);
    await servicesOf(app).database.db.insert(aiUsage).values({
      userId: member.id,
      kind: 'outline',
      model: 'test',
      points: AI_LIMITS.memberDailyPoints,
    });
    await servicesOf(app).aiLimits.recount(member.id);
    const dailyCap = await open(
      member.key,
      'POST',
      '/api/open/v1/decks',
      { topic: '新品发布会' },
      {
        'app-language': 'en-US',
      },
    );
    expect(dailyCap.body.code).toBe(5411);
    expect(dailyCap.body.message).toContain('more tomorrow');
  });

  it('answers 5000 for bad input and never a 500', async () => {
    const user = await userWithKey();
    const bodies: unknown[] = [
      {},
      { topic: 'a', outline: OUTLINE },
      { topic: '' },
      { topic: 'x'.repeat(1001) },
      { topic: '主题', themeId: 'NO SUCH' },
      { topic: '主题', themeId: 'no-such-theme' },
      { topic: '主题', pageLimit: '99' },
      { topic: '主题', callbackUrl: 'http://example.com/hook' },
      { topic: '主题', callbackUrl: 'https://127.0.0.1/hook' },
      { topic: '主题', callbackUrl: 'https://localhost/hook' },
      { topic: '主题', callbackUrl: 'not a url' },
      { outline: 'just text, not an outline' },
    ];
    for (const body of bodies) {
      const res = await open(user.key, 'POST', '/api/open/v1/decks', body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect([5000, 5404, 5405, 5406, 5407], JSON.stringify(body)).toContain(res.body.code);
    }
    const header = await open(
      user.key,
      'POST',
      '/api/open/v1/decks',
      { topic: '主题' },
      {
        'idempotency-key': 'x'.repeat(201),
      },
    );
    expect(header.body.code).toBe(5000);
    expect((await open(user.key, 'GET', '/api/open/v1/decks/not-a-uuid')).body.code).toBe(5000);
    expect(
      (
        await open(user.key, 'POST', `/api/open/v1/decks/${crypto.randomUUID()}/exports`, {
          format: 'doc',
        })
      ).body.code,
    ).toBe(5000);
    expect((await open(user.key, 'GET', '/api/open/v1/decks?size=1000')).body.code).toBe(5000);
  });

  it('calls the callback once the deck is done, signed with an HMAC of the body', async () => {
    const user = await userWithKey();
    const hook = `https://hooks.example.com/deck-done/${crypto.randomUUID()}`;
    const { deckId } = (
      await open<{ deckId: string }>(user.key, 'POST', '/api/open/v1/decks', {
        topic: '年度品牌规划',
        callbackUrl: hook,
      })
    ).body.data;
    await untilDone(user.key, deckId);
    let got: Received | undefined;
    for (let i = 0; i < 200 && !got; i++) {
      got = received.find((r) => r.url === hook);
      if (!got) await new Promise((r) => setTimeout(r, 50));
    }
    expect(got).toBeDefined();
    const payload = JSON.parse(got!.body) as { deckId: string; status: string };
    expect(payload).toMatchObject({ event: 'deck.done', deckId, status: 'completed' });
    const secret = createHmac('sha256', user.key).update('slidecraft-callback').digest('hex');
    const timestamp = got!.headers['x-slidecraft-timestamp']!;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${got!.body}`).digest('hex');
    expect(got!.headers['x-slidecraft-signature']).toBe(`sha256=${expected}`);
    // Once: the next rounds do not send it again.
    await new Promise((r) => setTimeout(r, 3500));
    expect(received.filter((r) => r.url === hook)).toHaveLength(1);
    // A whole deck is written and drawn before the callback: more than the default 30 s on a
    // loaded 2-core machine.
  }, 60_000);

  it('never connects a callback to a name that resolves to a private address', async () => {
    const transport = guardedCallbackTransport(async () => [{ address: '10.0.0.5', family: 4 }]);
    await expect(
      transport(new URL('https://internal.example.com/x'), '{}', {}, AbortSignal.timeout(2000)),
    ).rejects.toThrow(/non-public/);
    const loopback = guardedCallbackTransport();
    await expect(
      loopback(new URL('https://127.0.0.1/x'), '{}', {}, AbortSignal.timeout(2000)),
    ).rejects.toThrow();
  });

  it('serves its OpenAPI 3.1 document to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/open/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/open/v1/decks',
      '/api/open/v1/decks/{deckId}',
      '/api/open/v1/decks/{deckId}/exports',
      '/api/open/v1/decks/{deckId}/exports/{exportId}',
      '/api/open/v1/themes',
    ]);
    expect(Object.keys(doc.paths['/api/open/v1/decks']!).sort()).toEqual(['get', 'post']);
  });
});

describe('the per-key rate limit', () => {
  it('answers 5427 past a key’s calls a minute, and another key of the same user still works', async () => {
    const limited = await createTestEnv({ env: { OPEN_API_CALLS_PER_MINUTE: '3' } });
    const limitedApp = await limited.start();
    try {
      const user = await buildUserWithId(limitedApp);
      const keyOf = async (name: string) =>
        (
          await call<{ key: string }>(limitedApp, {
            method: 'POST',
            url: '/api/open/keys',
            headers: auth(user.token),
            payload: { name },
          })
        ).body.data.key;
      const [first, second] = [await keyOf('a'), await keyOf('b')];
      const themes = (key: string) =>
        call(limitedApp, { method: 'GET', url: '/api/open/v1/themes', headers: auth(key) });
      for (let i = 0; i < 3; i++) expect((await themes(first)).body.code).toBe(200);
      expect((await themes(first)).body.code).toBe(5427);
      expect((await themes(second)).body.code).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});
