import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@slidecraft/contract';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  getUserInfo,
  type TestEnv,
  servicesOf,
} from './helper.js';
import { OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

/** A user with `count` records titled 记录 1 .. 记录 count, created in that order. */
async function userWithRecords(count: number) {
  const { token } = await buildUser(app);
  const userId = (await getUserInfo(app, token)).body.data.id;
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    // Straight through the service: the tier's project cap is not what these tests are about.
    const record = await servicesOf(app).records.create(userId, `# 记录 ${i}\n## 章节\n* 要点\n`);
    ids.push(record.id);
  }
  return { token, ids };
}

function history(token: string, query = '', language = 'zh-CN') {
  return call<HistoryPage>(app, {
    method: 'GET',
    url: `/api/ai/generate-ppt/history${query}`,
    headers: { ...auth(token), 'app-language': language },
  });
}

function remove(token: string, recordId?: string) {
  return call<{ removed: number }>(app, {
    method: 'POST',
    url: `/api/ai/generate-ppt/history/remove${recordId ? '' : '/all'}`,
    headers: auth(token),
    payload: recordId ? { recordId } : {},
  });
}

describe('history', () => {
  it('pages newest first, 21 from 0 by default', async () => {
    const { token } = await userWithRecords(23);
    const first = await history(token);
    expect(first.body.code).toBe(200);
    expect(first.body.data.total).toBe(23);
    expect(first.body.data.items.map((i) => i.title)).toEqual(
      Array.from({ length: 21 }, (_, i) => `记录 ${23 - i}`),
    );
    const rest = await history(token, '?start=21');
    expect(rest.body.data.items.map((i) => i.title)).toEqual(['记录 2', '记录 1']);
    const middle = await history(token, '?start=2&size=3');
    expect(middle.body.data.items.map((i) => i.title)).toEqual(['记录 21', '记录 20', '记录 19']);
    expect((await history(token, '?start=40')).body.data).toEqual({ items: [], total: 23 });
  });

  it('lists record id, title, thumbnail link, creation time and page count', async () => {
    const { token } = await buildUser(app);
    const recordId = await createRecord(app, token, OUTLINE);
    const before = (await history(token)).body.data.items[0]!;
    expect(before).toMatchObject({
      recordId,
      title: '智能客服系统建设方案',
      thumbnail: null,
      status: 'not_submit_preview',
    });
    expect(before.totalPage).toBeGreaterThan(5);
    expect(Math.abs(Date.parse(before.createdAt) - Date.now())).toBeLessThan(60_000);

    await startGeneration(app, token, recordId);
    await pollUntilSettled(app, token, recordId);
    const after = (await history(token)).body.data.items[0]!;
    expect(after.status).toBe('completed');
    const image = await app.inject({ method: 'GET', url: after.thumbnail! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses malformed paging with 5000 in the language of the request', async () => {
    const { token } = await buildUser(app);
    for (const query of ['?start=-1', '?size=0', '?size=101', '?size=abc', '?start=1.5']) {
      const res = await history(token, query, 'zh-TW');
      expect(res.body.code, query).toBe(5000);
      expect(res.body.message, query).toMatch(/^參數錯誤/);
    }
  });

  it('removes one own record, and answers 5107 for a missing or foreign one', async () => {
    const owner = await userWithRecords(3);
    const other = await userWithRecords(1);
    const [first, second] = owner.ids;

    expect((await remove(other.token, first)).body.code).toBe(5107);
    expect((await history(owner.token)).body.data.total).toBe(3);

    const removed = await remove(owner.token, first);
    expect(removed.body).toMatchObject({ code: 200, data: { removed: 1 } });
    expect((await remove(owner.token, first)).body.code).toBe(5107);
    const left = (await history(owner.token)).body.data;
    expect(left.total).toBe(2);
    expect(left.items.map((i) => i.recordId)).not.toContain(first);
    const info = await call(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${first}`,
      headers: auth(owner.token),
    });
    expect(info.body.code).toBe(5107);
    expect((await history(owner.token)).body.data.items.map((i) => i.recordId)).toContain(second);
    expect((await remove(owner.token, 'not-a-uuid')).body.code).toBe(5000);
  });

  it("removes all of a user's records and nobody else's", async () => {
    const owner = await userWithRecords(4);
    const other = await userWithRecords(2);
    const res = await remove(owner.token);
    expect(res.body).toMatchObject({ code: 200, data: { removed: 4 } });
    expect((await history(owner.token)).body.data).toEqual({ items: [], total: 0 });
    expect((await history(other.token)).body.data.total).toBe(2);
    expect((await remove(owner.token)).body.data.removed).toBe(0);
  });

  it("never shows another user's records", async () => {
    const owner = await userWithRecords(2);
    const other = await userWithRecords(1);
    const seen = (await history(other.token)).body.data;
    expect(seen.total).toBe(1);
    expect(seen.items.map((i) => i.recordId)).toEqual(other.ids);
    for (const id of owner.ids) expect(seen.items.map((i) => i.recordId)).not.toContain(id);
  });

  it('needs a session', async () => {
    expect((await call(app, { method: 'GET', url: '/api/ai/generate-ppt/history' })).status).toBe(
      401,
    );
  });
});
