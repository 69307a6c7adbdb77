import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage, outlineTopics } from '../src/db/schema.js';
import { OUTLINE_CALL, modelTestApp } from './ai-chat-helpers.js';
import { UPSTREAM_ANSWER } from './llm-upstream.js';
import { injectStream, type StreamCall } from './sse-helpers.js';
import { servicesOf } from './helper.js';

const { app, upstream, freshUser, lastRequest } = modelTestApp();

describe('the other AI streams with a model', () => {
  it('lists sections with the section-list prompt and the page limit', async () => {
    const { token } = await freshUser();
    const { text } = await injectStream(app(), token, {
      method: 'GET',
      url: '/api/ai/chat/outline-section-list',
      query: { topic: '智慧城市', page_limit: '20-30' },
    });
    expect(text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().messages[0]!.content).toContain('只输出以 #、##、### 开头的标题行');
    expect(lastRequest().messages[0]!.content).toContain('20 到 30 页');
  });

  it('fills one page from its title and the outline, starting at the first point', async () => {
    upstream().script({ text: '以下是要点：\n* 覆盖全市的感知网络\n* 统一的数据中台\n' });
    const { token, userId } = await freshUser();
    const { text } = await injectStream(app(), token, {
      method: 'GET',
      url: '/api/ai/chat/outline-section-fill',
      query: { topic: '智慧城市', title: '城市发展的新挑战', outline: UPSTREAM_ANSWER },
    });
    expect(text).toBe('* 覆盖全市的感知网络\n* 统一的数据中台\n');
    expect(lastRequest().messages[1]!.content).toContain('本页标题：城市发展的新挑战');
    expect(lastRequest().messages[1]!.content).toContain('## 建设背景');
    await servicesOf(app()).aiLedger.settled();
    const rows = await servicesOf(app())
      .database.db.select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    // The call's tokens, and its AI point.
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'fill', points: 0, completionTokens: 123 }),
        expect.objectContaining({ kind: 'fill', points: 1, completionTokens: 0 }),
      ]),
    );
  });

  it('imports text with the import prompt, the text inside the user message only', async () => {
    const { token } = await freshUser();
    const { text } = await injectStream(app(), token, {
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
    const outline = await injectStream(app(), token, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'outline', text: '智慧城市的三个阶段' },
    });
    expect(outline.text).toBe(UPSTREAM_ANSWER);
    expect(lastRequest().messages[0]!.content).toContain('改写成规范的演示文稿大纲');

    upstream().script({ text: '更简洁的说法：数据让城市更聪明。' });
    const free = await injectStream(app(), token, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'polish', text: '城市通过数据变得更加智能' },
    });
    expect(free.text).toBe('更简洁的说法：数据让城市更聪明。');
    expect(lastRequest().messages[0]!.content).toContain('本次请求的类型：polish');

    // The editor's text-box actions have their own prompt: the instruction, the text as material.
    upstream().script({ text: '數據讓城市更聰明\n服務更貼心' });
    const translated = await injectStream(app(), token, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'translate', text: '数据让城市更聪明\n服务更贴心', to: 'zh-TW' },
    });
    expect(translated.text).toBe('數據讓城市更聰明\n服務更貼心');
    const [system, user] = lastRequest().messages;
    expect(system!.content).toContain('逐条翻译成目标语言');
    expect(system!.content).toContain('全部内容使用繁體中文书写');
    expect(user!.content).toContain('数据让城市更聪明\n服务更贴心');
    const rows = await servicesOf(app())
      .database.db.select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    // One ledger row per answer, each charged one point.
    expect(rows.filter((r) => r.points === 0).map((r) => r.kind)).toEqual(['chat', 'chat', 'edit']);
    expect(rows.filter((r) => r.points > 0).map((r) => r.kind)).toEqual(['chat', 'chat', 'edit']);
  });

  it('streams a suggested topic’s stored outline without calling the model', async () => {
    const [preset] = await servicesOf(app()).database.db.select().from(outlineTopics).limit(1);
    expect(preset).toBeDefined();
    const { token, userId } = await freshUser();
    const before = upstream().requests.length;
    const { events, text } = await injectStream(app(), token, {
      method: 'GET',
      url: '/api/ai/chat/outline',
      query: { topic: preset!.topic },
    });
    expect(text).toBe(preset!.outline);
    expect(events.some((e) => e.data?.offline)).toBe(false);
    expect(upstream().requests.length).toBe(before);
    expect(
      await servicesOf(app()).database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)),
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
      const before = upstream().requests.length;
      const { envelope } = await injectStream(app(), token, call);
      expect(envelope).toMatchObject({ code: 5000, data: null });
      expect(envelope!.message).not.toMatch(/at |Error/);
      expect(upstream().requests.length).toBe(before);
    },
  );

  it('needs a session', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { type: 'x', text: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});
