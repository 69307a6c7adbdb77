import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage } from '../src/db/schema.js';
import { OpenAiChatModel } from '../src/providers/llm/openai-chat-model.js';
import { MAX_STREAMS, OUTLINE_CALL, modelTestApp } from './ai-chat-helpers.js';
import { UPSTREAM_ANSWER, UPSTREAM_API_KEY, startLlmUpstream } from './llm-upstream.js';
import { injectStream, openStream, type StreamCall } from './sse-helpers.js';
import { servicesOf } from './helper.js';

const AI_ERROR = { code: 5400, message: 'AI 服务异常，请稍后重试' };
const UNAVAILABLE = { code: 5402, message: '服务暂不可用，请稍后重试' };

const { app, upstream, base, freshUser, lastRequest } = modelTestApp();

describe('model streams (OpenAI-compatible upstream)', () => {
  it('streams the answer, accumulating to the upstream text, and records token usage', async () => {
    const { token, userId } = await freshUser();
    const { events, text, contentType } = await injectStream(app(), token, OUTLINE_CALL());
    expect(contentType).toMatch(/^text\/event-stream/);
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(events.length).toBeGreaterThan(10);
    expect(events.some((e) => e.data?.offline)).toBe(false);
    expect(events.at(-1)).toMatchObject({ code: 200, data: { text: '', done: true } });

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

    const rows = await servicesOf(app())
      .database.db.select()
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
    upstream().script({ firstDelayMs: 700, delayMs: 150, chunkSize: 40 });
    const { token } = await freshUser();
    const started = Date.now();
    const { events, text } = await injectStream(app(), token, OUTLINE_CALL());
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(events.at(-1)).toMatchObject({ data: { done: true } });
  });

  it.each([
    ['an error event mid-stream', 'error-event'],
    ['a malformed chunk', 'malformed'],
    ['a connection cut mid-stream', 'cut'],
  ] as const)('ends with 5400 after %s, keeping what came before', async (_name, how) => {
    upstream().script({ failAfter: { chunks: 3, how } });
    const { token } = await freshUser();
    const { events, text } = await injectStream(app(), token, OUTLINE_CALL());
    expect(text).toBe(UPSTREAM_ANSWER.slice(0, 18));
    expect(events.at(-1)).toMatchObject(AI_ERROR);
  });

  it('answers 5402 in the request locale when the upstream fails before streaming (one retry)', async () => {
    upstream().script({ status: 503 });
    const { token } = await freshUser();
    const before = upstream().requests.length;
    const { events } = await injectStream(app(), token, OUTLINE_CALL(), 'en-US');
    expect(events).toMatchObject([
      { code: 5402, message: 'Service unavailable, please try again later' },
    ]);
    expect(upstream().requests.length - before).toBe(2);
  });

  it('does not wait out a long Retry-After of a rate-limited upstream (5402 at once, no retry)', async () => {
    upstream().script({ status: 429, retryAfter: 600 });
    const { token, userId } = await freshUser();
    const before = upstream().requests.length;
    const started = Date.now();
    const { events } = await injectStream(app(), token, OUTLINE_CALL());
    expect(events).toMatchObject([UNAVAILABLE]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(upstream().requests.length - before).toBe(1);
    expect(await servicesOf(app()).aiStreams.slots.inUse(userId)).toBe(0);
  });

  it('answers 5402 and closes the upstream request when it stalls past the idle timeout', async () => {
    upstream().script({ firstDelayMs: 3000 });
    const { token } = await freshUser();
    const { events } = await injectStream(app(), token, OUTLINE_CALL());
    expect(events).toMatchObject([UNAVAILABLE]);
    await expect.poll(() => lastRequest().aborted, { timeout: 2000 }).toBe(true);
  });

  it('answers 5401 when the upstream stops for its content filter', async () => {
    upstream().script({ finishReason: 'content_filter' });
    const { token } = await freshUser();
    const { events } = await injectStream(app(), token, OUTLINE_CALL());
    expect(events.at(-1)).toMatchObject({ code: 5401 });
  });

  it('uses the reasoning model for deep thinking and streams only the answer content', async () => {
    upstream().script({ reasoning: '先分析受众，再确定结构。' });
    const { token } = await freshUser();
    const { text } = await injectStream(
      app(),
      token,
      OUTLINE_CALL('智慧城市', { deep_thinking: true }),
    );
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().model).toBe('scripted-reasoner');
    expect(lastRequest().messages[0]!.content).toContain('深入分析');
  });

  it('cleans a preamble and code fences off an outline answer', async () => {
    upstream().script({ text: `好的，以下是大纲：\n\`\`\`markdown\n${UPSTREAM_ANSWER}\`\`\`\n` });
    const { token } = await freshUser();
    const { text } = await injectStream(app(), token, OUTLINE_CALL());
    expect(text).toBe(UPSTREAM_ANSWER);
  });

  it('passes a client abort on to the upstream and frees the concurrency slot', async () => {
    upstream().script({ delayMs: 100 });
    const { token, userId } = await freshUser();
    const stream = await openStream(base(), token, OUTLINE_CALL());
    expect((await stream.next())?.code).toBe(200);
    expect(await servicesOf(app()).aiStreams.slots.inUse(userId)).toBe(1);
    const abortedAt = Date.now();
    stream.abort();
    await expect.poll(() => lastRequest().aborted, { timeout: 2000 }).toBe(true);
    expect(Date.now() - abortedAt).toBeLessThan(2000);
    await expect
      .poll(() => servicesOf(app()).aiStreams.slots.inUse(userId), { timeout: 2000 })
      .toBe(0);
  });

  it('gives the point of an outline back when the model fails, not when the user stops it', async () => {
    const { token, userId } = await freshUser();
    const used = () => servicesOf(app()).aiUsage.pointsUsed(userId);

    upstream().script({ failAfter: { chunks: 3, how: 'error-event' } });
    expect((await injectStream(app(), token, OUTLINE_CALL())).events.at(-1)).toMatchObject(
      AI_ERROR,
    );
    upstream().script({ status: 503 });
    expect((await injectStream(app(), token, OUTLINE_CALL())).events.at(-1)?.code).toBe(5402);
    expect(await used()).toBe(0);

    upstream().script({ delayMs: 100 });
    const stream = await openStream(base(), token, OUTLINE_CALL());
    expect((await stream.next())?.code).toBe(200);
    stream.abort();
    await expect.poll(() => lastRequest().aborted, { timeout: 2000 }).toBe(true);
    expect(await used()).toBe(1);

    upstream().script();
    await injectStream(app(), token, OUTLINE_CALL());
    expect(await used()).toBe(2);
  });

  it(`caps a user at ${MAX_STREAMS} concurrent streams (5427 for one more), freed as they end`, async () => {
    upstream().script({ delayMs: 100 });
    const { token, userId } = await freshUser();
    const chat = (text: string): StreamCall => ({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'rewrite', text },
    });
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS }, (_, i) => openStream(base(), token, chat(`第${i}段`))),
    );
    for (const stream of open) expect((await stream.next())?.code).toBe(200);
    const refused = await injectStream(app(), token, chat('再来一段'));
    expect(refused.events).toMatchObject([{ code: 5427, message: '操作过于频繁，请稍后再试' }]);
    // Another user is not affected by this user's streams.
    const other = await freshUser();
    upstream().script();
    expect((await injectStream(app(), other.token, chat('别人的'))).events.at(-1)).toMatchObject({
      data: { done: true },
    });

    upstream().script({ delayMs: 100 });
    open[0]!.abort();
    await expect.poll(() => servicesOf(app()).aiStreams.slots.inUse(userId)).toBe(MAX_STREAMS - 1);
    const again = await openStream(base(), token, chat('空出来了'));
    expect((await again.next())?.code).toBe(200);
    for (const stream of [...open.slice(1), again]) stream.abort();
    await expect
      .poll(() => servicesOf(app()).aiStreams.slots.inUse(userId), { timeout: 3000 })
      .toBe(0);
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
      app().log,
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
        baseUrl: upstream().baseUrl,
        apiKey: 'wrong',
        model: 'm',
        reasoningModel: null,
        timeoutMs: 5000,
        idleTimeoutMs: 3000,
      },
      app().log,
    );
    await expect(
      model.complete({
        messages: [{ role: 'user', content: 'hi' }],
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ code: 5402 });
  });
});
