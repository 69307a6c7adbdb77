import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOutline } from '@slidecraft/contract';
import { aiUsage } from '../src/db/schema.js';
import { OUTLINE_CALL, modelTestApp } from './ai-chat-helpers.js';
import { buildUser, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { injectStream, type StreamCall } from './sse-helpers.js';

// The app with a model, beside the offline one: the health check tells them apart.
const { app } = modelTestApp();

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
    expect((await app().inject({ method: 'GET', url: '/api/healthz' })).json().data.offlineAi).toBe(
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
        payload: { type: 'summary', text: '第一句。第二句。' },
      },
      /^\* 第一句\n$/,
    ],
    [
      'an editing action on a text box',
      {
        method: 'POST',
        url: '/api/ai/chat',
        payload: {
          type: 'shorten',
          text: '第一句交代了项目的来龙去脉，后面还有很多补充说明。\n第二句',
        },
      },
      /^第一句交代了项目的来龙去脉\n第二句\n$/,
    ],
  ] as [string, StreamCall, RegExp][])(
    'answers %s with the offline rules, flagged offline',
    async (_name, call, expected) => {
      const { events, text } = await injectStream(offline, token, call);
      expect(events[0]).toMatchObject({ code: 200, data: { offline: true } });
      expect(events.at(-1)).toMatchObject({ code: 200, data: { text: '', done: true } });
      expect(text).toMatch(expected);
      // Answers in the outline format parse as an outline.
      if (expected.source.startsWith('^#')) parseOutline(text);
    },
  );

  it('records offline calls in the usage ledger with no tokens', async () => {
    const user = await buildUser(offline);
    const userId = (await servicesOf(offline).sessions.resolve(user.token))!;
    await injectStream(offline, user.token, {
      method: 'POST',
      url: '/api/ai/chat/import',
      payload: { text: '一段话。' },
    });
    await servicesOf(offline).aiLedger.settled();
    const rows = await servicesOf(offline)
      .database.db.select()
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId));
    // The call's tokens, and its AI point (the offline composer's import costs one too).
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'import', model: 'offline', promptTokens: 0, points: 0 }),
        expect.objectContaining({ kind: 'import', model: 'offline', points: 1 }),
      ]),
    );
  });

  it('refuses text with nothing to import with an event (5405)', async () => {
    const { events } = await injectStream(offline, token, {
      method: 'POST',
      url: '/api/ai/chat/import',
      payload: { text: '```\n---' },
    });
    expect(events).toMatchObject([{ code: 5405, message: '大纲内容为空' }]);
  });
});
