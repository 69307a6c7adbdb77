import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlineTitle } from '@slidecraft/contract';
import { outlineTopics } from '../src/db/schema.js';
import { TOPIC_SEEDS } from '../src/modules/ai/topic-seeds/index.js';
import { call, createTestEnv, type TestEnv, servicesOf } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
const curated = TOPIC_SEEDS.map((seed) => outlineTitle(seed.outline));

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const listTopics = (query: Record<string, string> = {}) =>
  call<{ items: { topic: string }[] }>(app, { method: 'GET', url: '/api/ai/outline/topic', query });

const suggest = (payload: unknown, language = 'zh-CN') =>
  call<{ items: string[] }>(app, {
    method: 'POST',
    url: '/api/ai/outline/suggest-topic',
    headers: { 'app-language': language },
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/ai/outline/topic', () => {
  it('lists 12 distinct curated topics by default, without a login', async () => {
    const res = await listTopics();
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const topics = res.body.data.items.map((item) => item.topic);
    expect(topics).toHaveLength(12);
    expect(new Set(topics).size).toBe(12);
    for (const topic of topics) expect(curated).toContain(topic);
  });

  it('takes a size from 1 to 50 and returns every topic when there are fewer', async () => {
    expect((await listTopics({ size: '1' })).body.data.items).toHaveLength(1);
    const all = (await listTopics({ size: '50' })).body.data.items.map((item) => item.topic);
    expect([...all].sort()).toEqual([...curated].sort());
  });

  it('refuses a size out of range or not a number with 5000', async () => {
    for (const size of ['0', '51', '-1', '2.5', 'abc']) {
      expect((await listTopics({ size })).body.code).toBe(5000);
    }
  });
});

describe('seeding', () => {
  it('is idempotent across restarts and puts edited rows back', async () => {
    const db = servicesOf(app).database.db;
    const first = curated[0]!;
    await db
      .update(outlineTopics)
      .set({ outline: '# 旧\n## 旧\n' })
      .where(eq(outlineTopics.topic, first));
    await app.close();
    app = await env.start();
    const [row] = await servicesOf(app).database.db.select({ n: count() }).from(outlineTopics);
    expect(Number(row!.n)).toBe(TOPIC_SEEDS.length);
    const [stored] = await servicesOf(app)
      .database.db.select({ outline: outlineTopics.outline })
      .from(outlineTopics)
      .where(eq(outlineTopics.topic, first));
    expect(stored!.outline).toBe(TOPIC_SEEDS[0]!.outline);
  });
});

describe('POST /api/ai/outline/suggest-topic', () => {
  it('puts the exact curated topic first', async () => {
    const res = await suggest({ topic: '项目复盘' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.items[0]).toBe('项目复盘');
  });

  it('matches part of a topic, a keyword or shared words, without a login', async () => {
    expect((await suggest({ topic: '发布会' })).body.data.items).toContain('产品发布会');
    expect((await suggest({ topic: '年终总结' })).body.data.items[0]).toBe('年度工作总结');
    expect((await suggest({ topic: 'ai 应用' })).body.data.items).toContain('人工智能发展趋势');
    expect((await suggest({ topic: '２０２６年 碳中和 行动' })).body.data.items).toContain(
      '碳中和与绿色发展',
    );
  });

  it('answers in the same order every time and at most 8 topics', async () => {
    const a = (await suggest({ topic: '管理' })).body.data.items;
    const b = (await suggest({ topic: '管理' })).body.data.items;
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(1);
    expect((await suggest({ topic: '的' })).body.data.items.length).toBeLessThanOrEqual(8);
  });

  it('gives nothing for a blank topic or one matching nothing', async () => {
    expect((await suggest({ topic: '   ' })).body.data.items).toEqual([]);
    expect((await suggest({ topic: 'qwxz' })).body.data.items).toEqual([]);
  });

  it('refuses sensitive words with 5401, also spaced or full-width, in the request language', async () => {
    const zh = await suggest({ topic: '网 络 赌 场' });
    expect(zh.body).toMatchObject({ code: 5401, message: '内容包含敏感词，请修改主题后重试' });
    const en = await suggest({ topic: 'ｋ粉出售' }, 'en-US');
    expect(en.body.code).toBe(5401);
    expect(en.body.message).toMatch(/^The content contains sensitive words/);
  });

  it('refuses malformed bodies with 5000', async () => {
    expect((await suggest({ topic: 42 })).body.code).toBe(5000);
    expect((await suggest({})).body.code).toBe(5000);
    expect((await suggest({ topic: '长'.repeat(1001) })).body.code).toBe(5000);
    expect((await suggest({ topic: 'a\u0000b' })).body.code).toBe(5000);
  });
});
