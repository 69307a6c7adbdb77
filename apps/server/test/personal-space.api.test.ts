import { AI_LIMITS, TRASH_DAYS, type SpaceItem } from '@slidecraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../src/db/schema.js';
import { keepProjects, OUTLINE } from './generation-helpers.js';
import { createRecord } from './generation-jobs.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { spaceCalls } from './personal-space-helpers.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const { list, titles, rename, trash, recover, destroy, deck } = spaceCalls(() => app);

describe('the personal space list', () => {
  it('lists the kept decks, last edited first or newest first, 20 at a time, searched by title', async () => {
    // A member: more decks than the basic tier keeps.
    const { token } = await buildUserWithId(app, 86_400);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await deck(token, `周报 ${String(i).padStart(2, '0')}`));
    await rename(token, ids[3]!, '年度总结 100%_完成');

    const first = (await list(token)).body.data;
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    // Edited last: the renamed deck leads.
    expect(first.items[0]).toMatchObject({ recordId: ids[3], title: '年度总结 100%_完成' });
    expect(first.items[0]!.deletedAt).toBeNull();
    const rest = (await list(token, '?start=20')).body.data.items;
    expect(rest).toHaveLength(2);
    expect(new Set([...first.items, ...rest].map((i) => i.recordId)).size).toBe(22);

    // Created: newest first, whatever was edited.
    expect(await titles(token, '?sort=created&size=2')).toEqual(['周报 21', '周报 20']);
    // Search: part of the title, any case; % and _ are letters, not patterns.
    expect(await titles(token, `?search=${encodeURIComponent('100%_')}`)).toEqual([
      '年度总结 100%_完成',
    ]);
    expect(await titles(token, `?search=${encodeURIComponent('%')}`)).toEqual([
      '年度总结 100%_完成',
    ]);
    expect((await list(token, `?search=${encodeURIComponent('周报 1')}`)).body.data.total).toBe(10);
  });

  it('refuses malformed paging, sorting and searching with 5000', async () => {
    const { token } = await buildUserWithId(app);
    for (const query of ['?size=0', '?size=101', '?start=-1', '?sort=name', '?trash=2']) {
      expect((await list(token, query)).body.code, query).toBe(5000);
    }
    const long = encodeURIComponent('长'.repeat(101));
    expect((await list(token, `?search=${long}`)).body.code).toBe(5000);
  });
});

describe('the trash', () => {
  it('moves a deck out of the space, the history and the editor, and back', async () => {
    const { token } = await buildUserWithId(app);
    const kept = await deck(token, '留下的');
    const gone = await deck(token, '删掉的');
    expect((await trash(token, gone)).body.code).toBe(200);
    expect(await titles(token)).toEqual(['留下的']);
    const bin = (await list(token, '?trash=1')).body.data.items;
    expect(bin.map((i) => i.title)).toEqual(['删掉的']);
    expect(Date.parse(bin[0]!.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const history = await call<{ items: { recordId: string }[] }>(app, {
      method: 'GET',
      url: '/api/ai/generate-ppt/history',
      headers: auth(token),
    });
    expect(history.body.data.items.map((i) => i.recordId)).toEqual([kept]);
    const opened = await call(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${gone}`,
      headers: auth(token),
    });
    expect(opened.body.code).toBe(5107);
    // Twice is not found: it is in the trash already.
    expect((await trash(token, gone)).body.code).toBe(5107);

    expect((await recover(token, gone)).body.code).toBe(200);
    expect((await titles(token)).sort()).toEqual(['删掉的', '留下的']);
    expect((await list(token, '?trash=1')).body.data.total).toBe(0);
    expect((await recover(token, gone)).body.code).toBe(5107);
  });

  it('frees a basic-tier project slot, and recovering past the cap answers 5412 with why', async () => {
    const user = await buildUserWithId(app);
    const first = await deck(user.token, '第一份');
    await keepProjects(app, user.id, AI_LIMITS.basicProjects - 1);
    expect((await trash(user.token, first)).body.code).toBe(200);
    // In the trash it does not count: a new deck fits.
    await createRecord(app, user.token, OUTLINE);
    const refused = await recover(user.token, first);
    expect(refused.body.code).toBe(5412);
    expect(refused.body.message).toContain(`${AI_LIMITS.basicProjects}`);
    expect((await list(user.token, '?trash=1')).body.data.total).toBe(1);
  });

  it(`removes what has been in the trash for ${TRASH_DAYS} days, not what is newer`, async () => {
    const { token } = await buildUserWithId(app);
    const old = await deck(token, '很久以前删的');
    const recent = await deck(token, '最近删的');
    await trash(token, old);
    await trash(token, recent);
    const day = 24 * 3600 * 1000;
    await servicesOf(app)
      .database.db.update(records)
      .set({ deletedAt: new Date(Date.now() - (TRASH_DAYS + 1) * day) })
      .where(eq(records.id, old));
    expect(await servicesOf(app).history.purgeTrash()).toBeGreaterThanOrEqual(1);
    const rows = await servicesOf(app)
      .database.db.select()
      .from(records)
      .where(eq(records.id, old));
    expect(rows).toEqual([]);
    expect((await list(token, '?trash=1')).body.data.items.map((i) => i.title)).toEqual([
      '最近删的',
    ]);
  });

  it('destroys a deck for good, from the trash or not', async () => {
    const { token } = await buildUserWithId(app);
    const a = await deck(token, '甲');
    const b = await deck(token, '乙');
    await trash(token, a);
    expect((await destroy(token, a)).body.code).toBe(200);
    expect((await destroy(token, b)).body.code).toBe(200);
    expect((await list(token)).body.data.total).toBe(0);
    expect((await list(token, '?trash=1')).body.data.total).toBe(0);
    expect((await destroy(token, b)).body.code).toBe(5107);
  });
});

describe('renaming and reading one deck', () => {
  it('renames a kept deck and moves it to the top of the last edited', async () => {
    const { token } = await buildUserWithId(app);
    const a = await deck(token, '旧标题');
    await deck(token, '后来的');
    const renamed = await rename(token, a, '  新标题  ');
    expect(renamed.body.data).toMatchObject({ recordId: a, title: '新标题' });
    expect((await titles(token))[0]).toBe('新标题');
    const read = await call<SpaceItem>(app, {
      method: 'GET',
      url: `/api/personal-space/ppt?recordId=${a}`,
      headers: auth(token),
    });
    expect(read.body.data.title).toBe('新标题');
    for (const title of ['', '   ', '长'.repeat(201), 'a\u0000b']) {
      expect((await rename(token, a, title)).body.code, JSON.stringify(title)).toBe(5000);
    }
  });
});

describe("another user's deck", () => {
  it('is never listed, read, renamed, trashed, recovered or destroyed (5107, no data)', async () => {
    const owner = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const mine = await deck(owner.token, '我的');
    const binned = await deck(owner.token, '我的回收站');
    await trash(owner.token, binned);
    expect((await list(other.token)).body.data).toEqual({ items: [], total: 0 });
    expect((await list(other.token, '?trash=1')).body.data).toEqual({ items: [], total: 0 });
    const refused = [
      await call(app, {
        method: 'GET',
        url: `/api/personal-space/ppt?recordId=${mine}`,
        headers: auth(other.token),
      }),
      await rename(other.token, mine, '改名'),
      await trash(other.token, mine),
      await recover(other.token, binned),
      await destroy(other.token, mine),
      await destroy(other.token, binned),
    ];
    for (const res of refused) {
      expect(res.body.code).toBe(5107);
      expect(res.body.data ?? null).toBeNull();
    }
    expect((await titles(owner.token)).sort()).toEqual(['我的']);
    expect((await list(owner.token, '?trash=1')).body.data.total).toBe(1);
    const anonymous = await app.inject({ method: 'GET', url: '/api/personal-space/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});
