import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseOutline } from '@slidecraft/contract';
import { aiUsage, outlineTopics } from '../src/db/schema.js';
import { OpenAiChatModel } from '../src/providers/llm/openai-chat-model.js';
import { buildUser, createTestEnv, type TestEnv } from './helper.js';
import {
  UPSTREAM_ANSWER,
  UPSTREAM_API_KEY,
  startLlmUpstream,
  type LlmUpstream,
} from './llm-upstream.js';
import { injectStream, openStream, type StreamCall } from './sse-helpers.js';

const OUTLINE_CALL = (topic = '智慧城市', extra: Record<string, unknown> = {}): StreamCall => ({
  method: 'POST',
  url: '/api/ai/chat/outline-section',
  payload: { topic, ...extra },
});
const AI_ERROR = { code: 5400, message: 'AI 服务异常，请稍后重试' };
const UNAVAILABLE = { code: 5402, message: '服务暂不可用，请稍后重试' };
const MAX_STREAMS = 3;

let upstream: LlmUpstream;
let env: TestEnv;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  upstream = await startLlmUpstream();
  env = await createTestEnv({
    env: {
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: UPSTREAM_API_KEY,
      LLM_MODEL: 'scripted-chat',
      LLM_REASONING_MODEL: 'scripted-reasoner',
      LLM_IDLE_TIMEOUT_MS: '1000',
      LLM_TIMEOUT_MS: '8000',
      AI_MAX_STREAMS_PER_USER: String(MAX_STREAMS),
    },
  });
  app = await env.start();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await env.dispose();
  await upstream.close();
});
beforeEach(() => upstream.script());

/** A fresh user: AI points and per-minute starts are per user, and no test shares them. */
async function freshUser(): Promise<{ token: string; userId: string }> {
  const { token } = await buildUser(app);
  return { token, userId: (await app.ctx.sessions.resolve(token))! };
}

const lastRequest = () => upstream.requests.at(-1)!;

describe('model streams (OpenAI-compatible upstream)', () => {
  it('streams the answer, accumulating to the upstream text, and records token usage', async () => {
    const { token, userId } = await freshUser();
    const { events, text, contentType } = await injectStream(app, token, OUTLINE_CALL());
    expect(contentType).toMatch(/^text\/event-stream/);
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(events.length).toBeGreaterThan(10);
    expect(events.some((e) => e.data?.offline)).toBe(false);
    expect(events.at(-1)).toEqual({ code: 200, data: { text: '', done: true } });

    const request = lastRequest();
    expect(request).toMatchObject({
      model: 'scripted-chat',
      stream: true,
      includeUsage: true,
      authorization: `Bearer ${UPSTREAM_API_KEY}`,
      completed: true,
    });
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toContain('## 章节标题');
    expect(request.messages[1]!.content).toContain('主题：智慧城市');

    const rows = await app.ctx.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.points, 0)));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'outline',
        model: 'scripted-chat',
        promptTokens: 321,
        completionTokens: 123,
      }),
    ]);
  });

  it('waits for a slow upstream as long as chunks keep coming within the idle timeout', async () => {
    upstream.script({ firstDelayMs: 700, delayMs: 150, chunkSize: 40 });
    const { token } = await freshUser();
    const started = Date.now();
    const { events, text } = await injectStream(app, token, OUTLINE_CALL());
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(events.at(-1)).toMatchObject({ data: { done: true } });
  });

  it.each([
    ['an error event mid-stream', 'error-event'],
    ['a malformed chunk', 'malformed'],
    ['a connection cut mid-stream', 'cut'],
  ] as const)('ends with 5400 after %s, keeping what came before', async (_name, how) => {
    upstream.script({ failAfter: { chunks: 3, how } });
    const { token } = await freshUser();
    const { events, text } = await injectStream(app, token, OUTLINE_CALL());
    expect(text).toBe(UPSTREAM_ANSWER.slice(0, 18));
    expect(events.at(-1)).toEqual(AI_ERROR);
  });

  it('answers 5402 in the request locale when the upstream fails before streaming (one retry)', async () => {
    upstream.script({ status: 503 });
    const { token } = await freshUser();
    const before = upstream.requests.length;
    const { events } = await injectStream(app, token, OUTLINE_CALL(), 'en-US');
    expect(events).toEqual([
      { code: 5402, message: 'Service unavailable, please try again later' },
    ]);
    expect(upstream.requests.length - before).toBe(2);
  });

  it('does not wait out a long Retry-After of a rate-limited upstream (5402 at the idle timeout)', async () => {
    upstream.script({ status: 429, retryAfter: 600 });
    const { token, userId } = await freshUser();
    const before = upstream.requests.length;
    const started = Date.now();
    const { events } = await injectStream(app, token, OUTLINE_CALL());
    expect(events).toEqual([UNAVAILABLE]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(upstream.requests.length - before).toBe(1);
    expect(await app.ctx.aiStreams.slots.inUse(userId)).toBe(0);
  });

  it('answers 5402 and closes the upstream request when it stalls past the idle timeout', async () => {
    upstream.script({ firstDelayMs: 3000 });
    const { token } = await freshUser();
    const { events } = await injectStream(app, token, OUTLINE_CALL());
    expect(events).toEqual([UNAVAILABLE]);
    await expect.poll(() => lastRequest().aborted, { timeout: 2000 }).toBe(true);
  });

  it('answers 5401 when the upstream stops for its content filter', async () => {
    upstream.script({ finishReason: 'content_filter' });
    const { token } = await freshUser();
    const { events } = await injectStream(app, token, OUTLINE_CALL());
    expect(events.at(-1)).toMatchObject({ code: 5401 });
  });

  it('uses the reasoning model for deep thinking and streams only the answer content', async () => {
    upstream.script({ reasoning: '先分析受众，再确定结构。' });
    const { token } = await freshUser();
    const { text } = await injectStream(
      app,
      token,
      OUTLINE_CALL('智慧城市', { deep_thinking: true }),
    );
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().model).toBe('scripted-reasoner');
    expect(lastRequest().messages[0]!.content).toContain('深入分析');
  });

  it('cleans a preamble and code fences off an outline answer', async () => {
    upstream.script({ text: `好的，以下是大纲：\n\`\`\`markdown\n${UPSTREAM_ANSWER}\`\`\`\n` });
    const { token } = await freshUser();
    const { text } = await injectStream(app, token, OUTLINE_CALL());
    expect(text).toBe(UPSTREAM_ANSWER);
  });

  it('passes a client abort on to the upstream and frees the concurrency slot', async () => {
    upstream.script({ delayMs: 100 });
    const { token, userId } = await freshUser();
    const stream = await openStream(base, token, OUTLINE_CALL());
    expect((await stream.next())?.code).toBe(200);
    expect(await app.ctx.aiStreams.slots.inUse(userId)).toBe(1);
    const abortedAt = Date.now();
    stream.abort();
    await expect.poll(() => lastRequest().aborted, { timeout: 2000 }).toBe(true);
    expect(Date.now() - abortedAt).toBeLessThan(2000);
    await expect.poll(() => app.ctx.aiStreams.slots.inUse(userId), { timeout: 2000 }).toBe(0);
  });

  it(`caps a user at ${MAX_STREAMS} concurrent streams (5427 for one more), freed as they end`, async () => {
    upstream.script({ delayMs: 100 });
    const { token, userId } = await freshUser();
    const chat = (text: string): StreamCall => ({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'rewrite', text },
    });
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS }, (_, i) => openStream(base, token, chat(`第${i}段`))),
    );
    for (const stream of open) expect((await stream.next())?.code).toBe(200);
    const refused = await injectStream(app, token, chat('再来一段'));
    expect(refused.events).toEqual([{ code: 5427, message: '操作过于频繁，请稍后再试' }]);
    // Another user is not affected by this user's streams.
    const other = await freshUser();
    upstream.script();
    expect((await injectStream(app, other.token, chat('别人的'))).events.at(-1)).toMatchObject({
      data: { done: true },
    });

    upstream.script({ delayMs: 100 });
    open[0]!.abort();
    await expect.poll(() => app.ctx.aiStreams.slots.inUse(userId)).toBe(MAX_STREAMS - 1);
    const again = await openStream(base, token, chat('空出来了'));
    expect((await again.next())?.code).toBe(200);
    for (const stream of [...open.slice(1), again]) stream.abort();
    await expect.poll(() => app.ctx.aiStreams.slots.inUse(userId), { timeout: 3000 }).toBe(0);
  });
});

describe('the other AI streams with a model', () => {
  it('lists sections with the section-list prompt and the page limit', async () => {
    const { token } = await freshUser();
    const { text } = await injectStream(app, token, {
      method: 'GET',
      url: '/api/ai/chat/outline-section-list',
      query: { topic: '智慧城市', page_limit: '20-30' },
    });
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().messages[0]!.content).toContain('只输出以 #、##、### 开头的标题行');
    expect(lastRequest().messages[0]!.content).toContain('20 到 30 页');
  });

  it('fills one page from its title and the outline, starting at the first point', async () => {
    upstream.script({ text: '以下是要点：\n* 覆盖全市的感知网络\n* 统一的数据中台\n' });
    const { token, userId } = await freshUser();
    const { text } = await injectStream(app, token, {
      method: 'GET',
      url: '/api/ai/chat/outline-section-fill',
      query: { topic: '智慧城市', title: '城市发展的新挑战', outline: UPSTREAM_ANSWER },
    });
    expect(text).toBe('* 覆盖全市的感知网络\n* 统一的数据中台\n');
    expect(lastRequest().messages[1]!.content).toContain('本页标题：城市发展的新挑战');
    expect(lastRequest().messages[1]!.content).toContain('## 建设背景');
    const [row] = await app.ctx.database.db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    expect(row).toMatchObject({ kind: 'fill', points: 0, completionTokens: 123 });
  });

  it('imports text with the import prompt, the text inside the user message only', async () => {
    const { token } = await freshUser();
    const { text } = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat/import',
      payload: { text: '会议纪要：讨论了智慧交通的试点。' },
    });
    expect(text).toBe(UPSTREAM_ANSWER);
    const [system, user] = lastRequest().messages;
    expect(system!.content).not.toContain('智慧交通');
    expect(user!.content).toContain('会议纪要：讨论了智慧交通的试点。');
  });

  it('answers typed chat: outline type in the outline format, other types in free text', async () => {
    const { token, userId } = await freshUser();
    const outline = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'outline', text: '智慧城市的三个阶段' },
    });
    expect(outline.text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().messages[0]!.content).toContain('改写成规范的演示文稿大纲');

    upstream.script({ text: '更简洁的说法：数据让城市更聪明。' });
    const free = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'rewrite', text: '城市通过数据变得更加智能' },
    });
    expect(free.text).toBe('更简洁的说法：数据让城市更聪明。');
    expect(lastRequest().messages[0]!.content).toContain('本次请求的类型：rewrite');
    const rows = await app.ctx.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(rows.map((r) => r.kind)).toEqual(['chat', 'chat']);
  });

  it('streams a suggested topic’s stored outline without calling the model', async () => {
    const [preset] = await app.ctx.database.db.select().from(outlineTopics).limit(1);
    expect(preset).toBeDefined();
    const { token, userId } = await freshUser();
    const before = upstream.requests.length;
    const { events, text } = await injectStream(app, token, {
      method: 'GET',
      url: '/api/ai/chat/outline',
      query: { topic: preset!.topic },
    });
    expect(text).toBe(preset!.outline);
    expect(events.some((e) => e.data?.offline)).toBe(false);
    expect(upstream.requests.length).toBe(before);
    expect(
      await app.ctx.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)),
    ).toEqual([]);
  });
});

describe('parameters', () => {
  it.each([
    [
      'an unknown suggested topic',
      { method: 'GET', url: '/api/ai/chat/outline', query: { topic: '没有这个主题' } },
    ],
    ['a topic made only of stripped characters', OUTLINE_CALL('###')],
    ['a missing topic', { method: 'GET', url: '/api/ai/chat/outline-section-list', query: {} }],
    [
      'an unknown page limit',
      {
        method: 'GET',
        url: '/api/ai/chat/outline-section-list',
        query: { topic: 'AI', page_limit: '5' },
      },
    ],
    [
      'a fill without title',
      { method: 'GET', url: '/api/ai/chat/outline-section-fill', query: { topic: 'AI' } },
    ],
    ['blank import text', { method: 'POST', url: '/api/ai/chat/import', payload: { text: '  ' } }],
    [
      'a chat type with spaces',
      { method: 'POST', url: '/api/ai/chat', payload: { type: 'a b', text: 'x' } },
    ],
    [
      'import text over 20000 characters',
      { method: 'POST', url: '/api/ai/chat/import', payload: { text: '字'.repeat(20_001) } },
    ],
  ] as [string, StreamCall][])(
    'refuses %s with a 5000 envelope before streaming',
    async (_name, call) => {
      const { token } = await freshUser();
      const before = upstream.requests.length;
      const { envelope } = await injectStream(app, token, call);
      expect(envelope).toMatchObject({ code: 5000, data: null });
      expect(envelope!.message).not.toMatch(/at |Error/);
      expect(upstream.requests.length).toBe(before);
    },
  );

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'x', text: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the chat model alone', () => {
  it('answers 5402 when the upstream cannot be reached at all', async () => {
    const closed = await startLlmUpstream();
    const url = closed.baseUrl;
    await closed.close();
    const model = new OpenAiChatModel(
      {
        baseUrl: url,
        apiKey: 'k',
        model: 'm',
        reasoningModel: null,
        timeoutMs: 5000,
        idleTimeoutMs: 3000,
      },
      app.log,
    );
    const reading = model.complete({
      messages: [{ role: 'user', content: 'hi' }],
      signal: new AbortController().signal,
    });
    await expect(reading).rejects.toMatchObject({ code: 5402 });
  });

  it('answers 5402 for a key the upstream refuses', async () => {
    const model = new OpenAiChatModel(
      {
        baseUrl: upstream.baseUrl,
        apiKey: 'wrong',
        model: 'm',
        reasoningModel: null,
        timeoutMs: 5000,
        idleTimeoutMs: 3000,
      },
      app.log,
    );
    await expect(
      model.complete({
        messages: [{ role: 'user', content: 'hi' }],
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ code: 5402 });
  });
});

describe('offline mode (no LLM_API_KEY)', () => {
  let offlineEnv: TestEnv;
  let offline: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    offlineEnv = await createTestEnv();
    offline = await offlineEnv.start();
    token = (await buildUser(offline)).token;
  });
  afterAll(() => offlineEnv.dispose());

  it('reports offline mode in the health check', async () => {
    const res = await offline.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.json().data.offlineAi).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).json().data.offlineAi).toBe(
      false,
    );
  });

  it.each([
    ['a custom outline', OUTLINE_CALL('城市更新', { page_limit: '10-20' }), /^# 城市更新\n/],
    [
      'a section list',
      { method: 'GET', url: '/api/ai/chat/outline-section-list', query: { topic: '城市更新' } },
      /^# 城市更新\n## /,
    ],
    [
      'a page fill',
      {
        method: 'GET',
        url: '/api/ai/chat/outline-section-fill',
        query: { topic: '城市更新', title: '发展背景' },
      },
      /^\* 城市更新受到越来越多的关注\n/,
    ],
    [
      'an import',
      {
        method: 'POST',
        url: '/api/ai/chat/import',
        payload: { text: '# 周报\n## 本周进展\n- 完成接口联调' },
      },
      /^# 周报\n## 本周进展\n\* 完成接口联调\n$/,
    ],
    [
      'an outline chat',
      {
        method: 'POST',
        url: '/api/ai/chat',
        payload: { type: 'outline', text: '项目复盘\n\n目标\n按期上线。\n\n问题\n测试不足。' },
      },
      /^# 项目复盘\n## 目标\n/,
    ],
    [
      'a free-text chat',
      {
        method: 'POST',
        url: '/api/ai/chat',
        payload: { type: 'rewrite', text: '第一句。第二句。' },
      },
      /^\* 第一句\n$/,
    ],
  ] as [string, StreamCall, RegExp][])(
    'answers %s with the offline rules, flagged offline',
    async (_name, call, expected) => {
      const { events, text } = await injectStream(offline, token, call);
      expect(events[0]).toMatchObject({ code: 200, data: { offline: true } });
      expect(events.at(-1)).toEqual({ code: 200, data: { text: '', done: true } });
      expect(text).toMatch(expected);
      if (call.url !== '/api/ai/chat/outline-section-fill' && !text.startsWith('* '))
        parseOutline(text);
    },
  );

  it('records offline calls in the usage ledger with no tokens', async () => {
    const user = await buildUser(offline);
    const userId = (await offline.ctx.sessions.resolve(user.token))!;
    await injectStream(offline, user.token, {
      method: 'POST',
      url: '/api/ai/chat/import',
      payload: { text: '一段话。' },
    });
    const rows = await offline.ctx.database.db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'import', model: 'offline', promptTokens: 0 }),
    ]);
  });

  it('refuses text with nothing to import with an event (5405)', async () => {
    const { events } = await injectStream(offline, token, {
      method: 'POST',
      url: '/api/ai/chat/import',
      payload: { text: '```\n---' },
    });
    expect(events).toEqual([{ code: 5405, message: '大纲内容为空' }]);
  });
});
