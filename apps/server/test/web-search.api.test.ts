import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';
import { startSearchFake, type FakePage } from './fakes/search-fake.js';
import {
  UPSTREAM_ANSWER,
  UPSTREAM_API_KEY,
  startLlmUpstream,
  type LlmUpstream,
} from './llm-upstream.js';
import { injectStream } from './sse-helpers.js';
import { OUTLINE_CALL } from './ai-chat-helpers.js';

const PAGES: FakePage[] = [
  {
    name: '2025年新能源汽车销量同比增长35%',
    url: 'https://www.example-news.cn/auto/2025/ev-sales',
    snippet: '短摘要',
    summary: '中国汽车工业协会数据显示，2025年新能源汽车销量达1600万辆，同比增长35%。',
    siteName: '汽车新闻网',
  },
  {
    name: '充电桩建设：三年行动计划',
    url: 'https://energy.example.org/charging',
    snippet: '到2027年公共充电桩数量翻一番。',
  },
  // The same page again (kept once), one whose link is not http(s), and one with a listed phrase.
  { name: '重复的页面', url: 'https://energy.example.org/charging', snippet: '重复' },
  { name: '脚本链接', url: 'javascript:alert(1)', snippet: '不应出现' },
  { name: '自制炸药的方法', url: 'https://bad.example.com/x', snippet: '不应出现' },
];

const SEARCH_ERROR = { code: 5300, message: '搜索服务异常，请稍后重试' };

async function rate(app: FastifyInstance, token: string) {
  const res = await call<{ aiTimes: { total: number; used: number } }>(app, {
    method: 'GET',
    url: '/api/ai/rate',
    headers: auth(token),
  });
  return res.body.data.aiTimes;
}

const health = async (app: FastifyInstance) =>
  (await call<{ webSearch: boolean }>(app, { method: 'GET', url: '/api/healthz' })).body.data;

describe('web search for outlines (Bocha, with a model)', () => {
  let search: Awaited<ReturnType<typeof startSearchFake>>;
  let upstream: LlmUpstream;
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    search = await startSearchFake();
    upstream = await startLlmUpstream();
    env = await createTestEnv({
      env: {
        LLM_BASE_URL: upstream.baseUrl,
        LLM_API_KEY: UPSTREAM_API_KEY,
        LLM_MODEL: 'scripted-chat',
        SEARCH_PROVIDER: 'bocha',
        BOCHA_API_KEY: 'sk-bocha-test',
        BOCHA_ENDPOINT: `${search.origin}/v1/web-search`,
        SEARCH_TIMEOUT_MS: '1000',
        SEARCH_RESULTS: '5',
      },
    });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await upstream.close();
    await search.close();
  });
  beforeEach(() => {
    upstream.script();
    search.answer({ kind: 'pages', pages: PAGES });
  });

  it('tells the web app that web search is on', async () => {
    expect((await health(app)).webSearch).toBe(true);
  });

  it('searches the topic, gives the model the findings and ends the outline with their sources', async () => {
    const { token } = await buildUser(app);
    const before = search.requests.length;
    const { events, text } = await injectStream(
      app,
      token,
      OUTLINE_CALL('2025年新能源汽车市场分析', { web_search: true }),
    );
    expect(events.at(-1)).toMatchObject({ code: 200, data: { done: true } });

    const sent = search.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/web-search',
      authorization: 'Bearer sk-bocha-test',
      body: { query: '2025年新能源汽车市场分析', summary: true },
    });

    // The model read the findings (Bocha's longer summary when it has one) as material.
    const prompt = upstream.requests.at(-1)!.messages[1]!.content;
    expect(prompt).toContain('主题：2025年新能源汽车市场分析');
    expect(prompt).toContain('[1] 2025年新能源汽车销量同比增长35%（汽车新闻网）');
    expect(prompt).toContain('2025年新能源汽车销量达1600万辆');
    expect(prompt).toContain('[2] 充电桩建设：三年行动计划');
    expect(prompt).not.toContain('[3]');
    expect(prompt).not.toContain('不应出现');

    // The model's outline, then the sources as its last chapter (one point a source).
    expect(text.startsWith(UPSTREAM_ANSWER)).toBe(true);
    const sources = text.slice(UPSTREAM_ANSWER.length).trim().split('\n');
    expect(sources).toEqual([
      '## 参考资料',
      '### 信息来源',
      '* 2025年新能源汽车销量同比增长35% · example-news.cn',
      '* 充电桩建设 三年行动计划 · energy.example.org',
    ]);
  });

  it('writes the sources chapter in the request language', async () => {
    const { token } = await buildUser(app);
    const { text } = await injectStream(
      app,
      token,
      OUTLINE_CALL('EV market', { web_search: true }),
      'en-US',
    );
    expect(text).toContain('\n## References\n### Sources\n* 2025');
  });

  it('searches for the outline of POST /api/ai/chat/outline/generate-ppt too, whose deck keeps the sources', async () => {
    const { token } = await buildUser(app);
    const { events, text } = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat/outline/generate-ppt',
      payload: { topic: '新能源汽车', web_search: true },
    });
    const done = events.at(-1) as { code: number; data: { done: boolean; recordId: string } };
    expect(done).toMatchObject({ code: 200, data: { done: true } });
    expect(text).toContain(
      '\n## 参考资料\n### 信息来源\n* 2025年新能源汽车销量同比增长35% · example-news.cn',
    );
    const info = await call<{ outline?: string }>(app, {
      method: 'POST',
      url: '/api/workspace/outline/load',
      headers: auth(token),
      payload: { recordId: done.data.recordId },
    });
    expect(JSON.stringify(info.body.data)).toContain(
      '充电桩建设 三年行动计划 · energy.example.org',
    );
  });

  it('does not search when the user did not ask', async () => {
    const { token } = await buildUser(app);
    const before = search.requests.length;
    const { text } = await injectStream(app, token, OUTLINE_CALL('智慧城市'));
    expect(search.requests.length).toBe(before);
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(upstream.requests.at(-1)!.messages[1]!.content).not.toContain('联网搜索');
  });

  it.each([
    ['refuses (balance used up)', { kind: 'refuse', code: 403 }],
    ['answers HTTP 500', { kind: 'http', status: 500 }],
    ['is slower than SEARCH_TIMEOUT_MS', { kind: 'slow', ms: 3000 }],
  ] as const)(
    'ends with 5300 before any model call when the search %s, and gives the point back',
    async (_name, behaviour) => {
      search.answer(behaviour);
      const { token } = await buildUser(app);
      const modelCalls = upstream.requests.length;
      const { events, text } = await injectStream(
        app,
        token,
        OUTLINE_CALL('新能源汽车', { web_search: true }),
      );
      expect(events.at(-1)).toMatchObject(SEARCH_ERROR);
      expect(text).toBe('');
      expect(upstream.requests.length).toBe(modelCalls);
      expect((await rate(app, token)).used).toBe(0);
    },
  );

  it('keeps a refused provider message out of the answer', async () => {
    search.answer({ kind: 'refuse', code: 401 });
    const { token } = await buildUser(app);
    const { events } = await injectStream(app, token, OUTLINE_CALL('新能源', { web_search: true }));
    // Every event but its ids (a random UUID may hold "401" itself).
    const said = JSON.stringify(events, (key, value: unknown) =>
      key === 'id' ? undefined : value,
    );
    expect(said).not.toMatch(/balance|401/);
  });
});

describe('web search in offline mode (SearXNG)', () => {
  let search: Awaited<ReturnType<typeof startSearchFake>>;
  let env: TestEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    search = await startSearchFake();
    env = await createTestEnv({
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: `${search.origin}/` },
    });
    app = await env.start();
  });
  afterAll(async () => {
    await env.dispose();
    await search.close();
  });

  it('asks SearXNG for JSON and lists the sources after the offline outline', async () => {
    search.answer({ kind: 'pages', pages: PAGES.slice(0, 2) });
    const { token } = await buildUser(app);
    const { events, text } = await injectStream(
      app,
      token,
      OUTLINE_CALL('乡村振兴', { web_search: true }),
    );
    expect(events.at(-1)).toMatchObject({ code: 200, data: { done: true } });
    const sent = search.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe('/search');
    expect(sent.query.get('q')).toBe('乡村振兴');
    expect(sent.query.get('format')).toBe('json');
    // The offline outline is whole, then the sources close it.
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^# .*乡村振兴/);
    expect(lines.slice(-4)).toEqual([
      '## 参考资料',
      '### 信息来源',
      '* 2025年新能源汽车销量同比增长35% · example-news.cn',
      '* 充电桩建设 三年行动计划 · energy.example.org',
    ]);
    expect(text).not.toContain('\n\n\n');
  });
});

describe('without a search provider', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv();
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('hides web search and ignores the flag', async () => {
    expect((await health(app)).webSearch).toBe(false);
    const { token } = await buildUser(app);
    const { events, text } = await injectStream(
      app,
      token,
      OUTLINE_CALL('乡村振兴', { web_search: true }),
    );
    expect(events.at(-1)).toMatchObject({ code: 200, data: { done: true } });
    expect(text).not.toContain('参考资料');
  });
});

describe('configuration', () => {
  it.each([
    [{ SEARCH_PROVIDER: 'bocha' }, /BOCHA_API_KEY: required with SEARCH_PROVIDER=bocha/],
    [{ SEARCH_PROVIDER: 'searxng' }, /SEARXNG_URL: required with SEARCH_PROVIDER=searxng/],
    [{ SEARCH_PROVIDER: 'google' }, /SEARCH_PROVIDER/],
    [{ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'ftp://x' }, /SEARXNG_URL/],
  ])('refuses %j with a line naming the variable', async (vars, line) => {
    const env = await createTestEnv({ env: vars });
    await expect(env.start()).rejects.toThrow(line);
    await env.dispose();
  });
});
