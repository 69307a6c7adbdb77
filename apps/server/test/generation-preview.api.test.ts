import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outlineTree, parseOutline, type OutlineNode } from '@slidecraft/contract';
import { aiUsage, records } from '../src/db/schema.js';
import type { OutlineWriter } from '../src/providers/llm/llm.js';
import { SENSITIVE_WORDS } from '../src/modules/moderation/sensitive-words.js';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  getUserInfo,
  type TestEnv,
  servicesOf,
  swappableWriter,
} from './helper.js';
import { OUTLINE } from './generation-helpers.js';
import {
  SPARSE_EMPTY_PAGES,
  SPARSE_OUTLINE,
  createRecord,
  fakeModelWriter,
  pollUntilSettled,
  previewResult,
  startGeneration,
  untilAborted,
} from './generation-jobs.js';

const writer = swappableWriter();

let env: TestEnv;
let app: FastifyInstance;
let token: string;
let offlineWriter: OutlineWriter;

beforeAll(async () => {
  env = await createTestEnv({ build: { outlineWriter: writer.install } });
  app = await env.start();
  token = (await buildUser(app)).token;
  offlineWriter = writer.chosen;
});
afterAll(() => env.dispose());
afterEach(() => {
  vi.restoreAllMocks();
  writer.reset();
  servicesOf(app).previews.limits.jobMs = 5 * 60 * 1000;
  servicesOf(app).previews.filler.limits.pageMs = 20_000;
});

const recordRow = async (recordId: string) =>
  (await servicesOf(app).database.db.select().from(records).where(eq(records.id, recordId)))[0]!;

/** The points under each heading of a record's stored (filled) outline. */
async function pointsByHeading(recordId: string): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  const walk = (node: OutlineNode) => {
    if (node.kind !== 'point') {
      map.set(
        node.title,
        node.children.filter((c) => c.kind === 'point').map((c) => c.title),
      );
    }
    node.children.forEach(walk);
  };
  outlineTree(parseOutline((await recordRow(recordId)).outline)).forEach(walk);
  return map;
}

async function fillUsage(token: string) {
  const userId = (await getUserInfo(app, token)).body.data.id;
  return servicesOf(app)
    .database.db.select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.kind, 'fill')));
}

describe('generation job', () => {
  it('is not started by creating the record (not_submit_preview)', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const res = await previewResult(app, token, recordId);
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('not_submit_preview');
    expect(res.body.data.finishPage).toBe(0);
    expect(res.body.data.totalPage).toBeGreaterThan(5);
  });

  it('renders page by page to completed after preview/outline', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const started = await startGeneration(app, token, recordId);
    expect(started.body.code).toBe(200);
    expect(started.body.data.status).toBe('pending');

    const seen = await pollUntilSettled(app, token, recordId);
    const last = seen.at(-1)!;
    expect(last.status).toBe('completed');
    expect(last.finishPage).toBe(last.totalPage);
    const pages = seen.map((s) => s.finishPage);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    // Progress was reported between the start and the end, not only at the end.
    expect(seen.some((s) => s.status === 'running' && s.finishPage < s.totalPage)).toBe(true);

    const info = await call<{ slides: string[] }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${recordId}`,
      headers: auth(token),
    });
    expect(info.body.data.slides).toHaveLength(last.totalPage);
  });

  it('leaves a generation under way or finished alone when asked again', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    const again = await startGeneration(app, token, recordId);
    expect(['pending', 'running']).toContain(again.body.data.status);
    await pollUntilSettled(app, token, recordId);
    const revision = (await recordRow(recordId)).revision;
    const done = await startGeneration(app, token, recordId);
    expect(done.body.data.status).toBe('completed');
    expect((await recordRow(recordId)).revision).toBe(revision);
  });

  it('fills every empty page with the offline rules and keeps the written points', async () => {
    const before = (await fillUsage(token)).length;
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    const last = (await pollUntilSettled(app, token, recordId)).at(-1)!;
    expect(last.status).toBe('completed');

    const points = await pointsByHeading(recordId);
    for (const page of SPARSE_EMPTY_PAGES) {
      expect(points.get(page)!.length, page).toBeGreaterThanOrEqual(3);
    }
    expect(points.get('设施短板')).toEqual(['停车位缺口约 3 万个']);
    // Headings whose pages are their sub-headings get no points of their own.
    expect(points.get('保障机制')).toEqual([]);
    expect(points.get('资金保障')).toEqual([]);
    // The deck was laid out again from the filled outline (pages may merge or split).
    const deck = (await recordRow(recordId)).deck as { slides: unknown[] };
    expect(last.totalPage).toBe(deck.slides.length);
    expect(last.totalPage).not.toBe(0);

    const usage = await fillUsage(token);
    expect(usage).toHaveLength(before + 1);
    expect(usage.at(-1)).toMatchObject({ model: 'offline', points: 0 });
  });

  it('asks the model for each empty page and records its token usage', async () => {
    const asked: string[] = [];
    writer.use(
      fakeModelWriter(offlineWriter, async function* (request) {
        asked.push(request.title);
        expect(request.topic).toBe('城市更新行动方案');
        expect(request.outline).toContain('## 实施路径');
        request.onUsage?.({ model: 'fake-model', promptTokens: 100, completionTokens: 20 });
        yield `* ${request.title}的第一点\n`;
        yield `- ${request.title}的第二点\n\n1. **${request.title}**的第三点\n`;
      }),
    );
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');

    expect(asked.sort()).toEqual([...SPARSE_EMPTY_PAGES].sort());
    const points = await pointsByHeading(recordId);
    expect(points.get('专项债')).toEqual(['专项债的第一点', '专项债的第二点', '专项债的第三点']);
    expect(points.get('设施短板')).toEqual(['停车位缺口约 3 万个']);
    expect((await fillUsage(token)).at(-1)).toMatchObject({
      model: 'fake-model',
      promptTokens: 400,
      completionTokens: 80,
    });
  });

  it('falls back to the offline rules for a page the model fails, times out or answers badly', async () => {
    const sensitive = Object.values(SENSITIVE_WORDS)[0]![0]!;
    servicesOf(app).previews.filler.limits.pageMs = 100;
    writer.use(
      fakeModelWriter(offlineWriter, async function* (request) {
        if (request.title === '专项债') throw new Error('upstream 502');
        if (request.title === '社会资本') await untilAborted(request.signal);
        if (request.title === '实施路径') yield `* 如何${sensitive}\n`;
        if (request.title === '存量空间盘点') yield '# 只有标题\n';
        yield '';
      }),
    );
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');

    const points = await pointsByHeading(recordId);
    for (const page of SPARSE_EMPTY_PAGES) {
      expect(points.get(page)!.length, page).toBeGreaterThanOrEqual(3);
      expect(points.get(page)!.join(''), page).not.toContain(sensitive);
    }
    expect((await fillUsage(token)).at(-1)!.model).toBe('offline');
  });

  it('ends as timeout when the whole generation runs past its deadline', async () => {
    servicesOf(app).previews.limits.jobMs = 150;
    writer.use(
      fakeModelWriter(offlineWriter, async function* (request) {
        yield await untilAborted(request.signal);
      }),
    );
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('timeout');

    // Asked again, it starts over (a new revision) and completes.
    servicesOf(app).previews.limits.jobMs = 60_000;
    writer.reset();
    const again = await startGeneration(app, token, recordId);
    expect(again.body.data).toMatchObject({ status: 'pending', finishPage: 0 });
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
  });

  it('reports failed when rendering breaks, and submit_failed when the job cannot be queued', async () => {
    const put = vi
      .spyOn(servicesOf(app).storage, 'put')
      .mockRejectedValueOnce(new Error('disk full'));
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('failed');
    put.mockRestore();

    vi.spyOn(servicesOf(app).jobs, 'enqueue').mockImplementationOnce(() => {
      throw new Error('job queue is closed');
    });
    const refused = await startGeneration(app, token, recordId);
    expect(refused.body.data.status).toBe('submit_failed');
    expect((await previewResult(app, token, recordId)).body.data.status).toBe('submit_failed');

    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
  });

  it('refuses downloads while empty pages are still being written (5422)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    writer.use(
      fakeModelWriter(offlineWriter, async function* (request) {
        await held;
        yield `* ${request.title}要点\n`;
      }),
    );
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    const early = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/download',
      headers: { ...auth(token), 'app-language': 'en-US' },
      payload: { recordId },
    });
    expect(early.body.code).toBe(5422);
    expect(early.body.message).not.toMatch(/[\u4e00-\u9fff]/);
    release();
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    const later = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/download',
      headers: auth(token),
      payload: { recordId },
    });
    expect(later.body.code).toBe(200);
  });
});

describe('generation in a theme', () => {
  it('lays the deck out again in the theme and renders it, without filling again', async () => {
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    await startGeneration(app, token, recordId);
    await pollUntilSettled(app, token, recordId);
    const filled = (await recordRow(recordId)).outline;
    const usage = (await fillUsage(token)).length;

    const changed = await startGeneration(app, token, recordId, 'ink-wash');
    expect(changed.body.code).toBe(200);
    expect(changed.body.data.status).toBe('pending');
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    const row = await recordRow(recordId);
    expect(row.themeId).toBe('ink-wash');
    expect(row.outline).toBe(filled);
    expect(await fillUsage(token)).toHaveLength(usage);
  });

  it('starts a record that was never generated in the chosen theme', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId, 'tech-dark');
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    expect((await recordRow(recordId)).themeId).toBe('tech-dark');
  });
});

describe('bad input and other users', () => {
  it('answers 5000 in the language of the request for malformed parameters', async () => {
    const bad = [
      { method: 'POST', url: '/api/ai/generate-ppt/preview/outline', payload: {} },
      { method: 'POST', url: '/api/ai/generate-ppt/preview/outline', payload: { recordId: 'x' } },
      { method: 'POST', url: '/api/ai/generate-ppt/preview/outline', payload: '[1,' },
      {
        method: 'POST',
        url: '/api/ai/generate-ppt/preview/theme',
        payload: { recordId: '00000000-0000-4000-8000-000000000000', themeId: '../x' },
      },
      { method: 'GET', url: '/api/ai/generate-ppt/preview/result' },
      { method: 'GET', url: '/api/ai/generate-ppt/preview/result?recordId=%00' },
    ] as const;
    for (const request of bad) {
      const res = await call(app, {
        ...request,
        headers: { ...auth(token), 'app-language': 'en-US', 'content-type': 'application/json' },
      });
      expect(res.status, request.url).toBe(200);
      expect(res.body.code, request.url).toBe(5000);
      expect(res.body.message).toMatch(/^Invalid parameters/);
      expect(res.raw.body).not.toContain('    at ');
    }
    const recordId = await createRecord(app, token, OUTLINE);
    const unknown = await startGeneration(app, token, recordId, 'no-such-theme');
    expect(unknown.body.code).toBe(5000);
  });

  it("never starts, reports or re-themes another user's record (5107)", async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const other = (await buildUser(app)).token;
    expect((await startGeneration(app, other, recordId)).body.code).toBe(5107);
    expect((await startGeneration(app, other, recordId, 'ink-wash')).body.code).toBe(5107);
    expect((await previewResult(app, other, recordId)).body.code).toBe(5107);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await previewResult(app, token, missing)).body.code).toBe(5107);
    expect((await previewResult(app, token, recordId)).body.data.status).toBe('not_submit_preview');
  });

  it('needs a session', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/api/ai/generate-ppt/preview/result?recordId=00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(401);
  });
});
