import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_LIMITS, parseOutline, type StreamEvent } from '@slidecraft/contract';
import { outlineToDeck } from '@slidecraft/deck';
import { aiUsage, records } from '../src/db/schema.js';
import { beijingDayStart } from '../src/modules/ai/limits.js';
import {
  advanceClock,
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
} from './helper.js';
import { keepProjects as keepOldDecks, OUTLINE } from './generation-helpers.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

/** A signed-in user; a member until `memberFor` seconds from now when given (negative: lapsed). */
const newUser = (memberFor?: number) => buildUserWithId(app, memberFor);

/**
 * Points already charged to a user, written straight to the ledger; the user's points counter
 * then counts from the ledger again (as after the dev route that sets up an account).
 */
async function spend(userId: string, points: number, createdAt?: Date) {
  await servicesOf(app)
    .database.db.insert(aiUsage)
    .values({
      userId,
      kind: 'outline',
      model: 'test',
      points,
      ...(createdAt ? { createdAt } : {}),
    });
  await servicesOf(app).aiLimits.recount(userId);
}

const keepProjects = (userId: string, n: number) => keepOldDecks(app, userId, n);

/**
 * Starts a custom outline and reads its events: a refusal of the limits is the stream's only
 * event (they run once the stream is open), a malformed request an envelope before it; an
 * accepted start streams to its done event.
 */
async function startOutline(token: string, body: Record<string, unknown>, language = 'zh-CN') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai/chat/outline-section',
    headers: { ...auth(token), 'app-language': language },
    payload: body,
  });
  if (String(res.headers['content-type']).startsWith('application/json')) {
    const { code, message } = res.json<{ code: number; message: string }>();
    return { code, message };
  }
  const events = res.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamEvent);
  const first = events[0];
  if (first && first.code !== 200) {
    expect(events).toHaveLength(1);
    return { code: first.code, message: first.message ?? '' };
  }
  expect(events.at(-1)).toMatchObject({ code: 200, data: { text: '', done: true } });
  return { code: 200, message: '' };
}

const rate = async (token: string) =>
  (
    await call<{ aiTimes: { total: number; used: number } }>(app, {
      method: 'GET',
      url: '/api/ai/rate',
      headers: auth(token),
    })
  ).body;

const createRecord = (token: string, outline: string, language = 'zh-CN') =>
  call<{ recordId: string }>(app, {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    headers: { ...auth(token), 'app-language': language },
    payload: { outline },
  });

/** An outline whose deck has exactly `pages` slides (one chapter of one-point sections). */
function outlineWithPages(pages: number): string {
  for (let sections = 1; sections < pages; sections++) {
    const text = [
      '# 页数测试',
      '## 第一章',
      ...Array.from({ length: sections }, (_, i) => `### 第 ${i + 1} 节\n* 要点`),
    ].join('\n');
    const slides = outlineToDeck(parseOutline(text), { maxPages: 1000 }).slides.length;
    if (slides === pages) return text;
    if (slides > pages) break;
  }
  throw new Error(`no outline with exactly ${pages} slides`);
}

describe('AI points of the basic tier (5410)', () => {
  const total = AI_LIMITS.basicPoints;

  it(`allows the ${total}th outline and refuses the next, and reports them in /api/ai/rate`, async () => {
    const user = await newUser();
    expect((await rate(user.token)).data.aiTimes).toEqual({ total, used: 0 });
    await spend(user.id, total - 1);

    expect((await startOutline(user.token, { topic: '年度工作总结' })).code).toBe(200);
    expect((await rate(user.token)).data.aiTimes).toEqual({ total, used: total });

    const refused = await startOutline(user.token, { topic: '年度工作总结' });
    expect(refused).toEqual({ code: 5410, message: 'AI 点数不足，升级专业版可无限生成' });
    expect((await rate(user.token)).data.aiTimes).toEqual({ total, used: total });
  });

  it('charges parallel requests one at a time, never past the total', async () => {
    const user = await newUser();
    await spend(user.id, total - 2);
    // Straight to the service: the stream runner's per-user stream cap is not under test here.
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => servicesOf(app).aiLimits.charge(user.id, 'outline', 1)),
    );
    const codes = results.map((r) => (r.status === 'fulfilled' ? 200 : r.reason.code)).sort();
    expect(codes).toEqual([200, 200, 5410, 5410, 5410, 5410]);
    expect((await rate(user.token)).data.aiTimes.used).toBe(total);
  });

  it('gives a refund back once, also when the points counter was lost in between', async () => {
    const user = await newUser();
    await spend(user.id, 3);
    await servicesOf(app).aiLimits.charge(user.id, 'chat', 1);
    // The counter goes (Redis restarted, say) before the answer fails and is refunded.
    await servicesOf(app).aiLimits.recount(user.id);
    await servicesOf(app).aiLimits.refundChat(user.id, 'chat');
    expect((await rate(user.token)).data.aiTimes.used).toBe(3);
    // With the counter there, the same.
    await servicesOf(app).aiLimits.charge(user.id, 'chat', 1);
    await servicesOf(app).aiLimits.refundChat(user.id, 'chat');
    expect((await rate(user.token)).data.aiTimes.used).toBe(3);
  });

  it('counts afresh from the end of a lapsed membership', async () => {
    const user = await newUser(-60);
    await spend(user.id, 50, new Date(Date.now() - 3600_000));
    expect((await rate(user.token)).data.aiTimes).toEqual({ total, used: 0 });
    expect((await startOutline(user.token, { topic: '项目复盘' })).code).toBe(200);
  });

  it('does not charge a refused or blank topic', async () => {
    const user = await newUser();
    expect((await startOutline(user.token, { topic: '代开发票' })).code).toBe(5401);
    expect((await startOutline(user.token, { topic: '###' })).code).toBe(5000);
    expect((await rate(user.token)).data.aiTimes.used).toBe(0);
  });
});

describe("members' daily AI points (5411)", () => {
  const daily = AI_LIMITS.memberDailyPoints;

  it(`allows the ${daily}th point of the day and refuses the next with the cap in the message`, async () => {
    const member = await newUser(86_400);
    // Points of the previous Beijing day and lifetime use past the basic total do not count.
    await spend(member.id, 500, new Date(beijingDayStart(Date.now()).getTime() - 1000));
    expect((await rate(member.token)).data.aiTimes).toEqual({ total: daily, used: 0 });
    await spend(member.id, daily - 1);

    expect((await startOutline(member.token, { topic: '产品发布会' })).code).toBe(200);
    const refused = await startOutline(member.token, { topic: '产品发布会' }, 'en-US');
    expect(refused.code).toBe(5411);
    expect(refused.message).toBe(
      `Member AI usage limit reached: members may use ${daily} AI points a day; more tomorrow`,
    );
    expect((await rate(member.token)).data.aiTimes).toEqual({ total: daily, used: daily });
  });

  it('starts a new day at midnight Beijing time', () => {
    // 2026-02-28 23:59:59 and 2026-03-01 00:00:00 in UTC+8.
    const before = Date.UTC(2026, 1, 28, 15, 59, 59);
    expect(beijingDayStart(before).toISOString()).toBe('2026-02-27T16:00:00.000Z');
    expect(beijingDayStart(before + 1000).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
});

describe('generation starts per minute (5427)', () => {
  const perMinute = AI_LIMITS.startsPerMinute;

  it(`allows ${perMinute} starts a minute, refuses the next, and allows again after the minute`, async () => {
    const member = await newUser(86_400);
    for (let i = 0; i < perMinute; i++) {
      expect((await startOutline(member.token, { topic: `主题 ${i}` })).code).toBe(200);
    }
    expect(await startOutline(member.token, { topic: '再来一个' })).toMatchObject({
      code: 5427,
      message: '操作过于频繁，请稍后再试',
    });
    advanceClock(61_000);
    expect((await startOutline(member.token, { topic: '再来一个' })).code).toBe(200);
  });
});

describe('page count (5421)', () => {
  it('refuses the 30+ option for the basic tier and allows it for members', async () => {
    const user = await newUser();
    expect(
      (await startOutline(user.token, { topic: '市场营销方案', page_limit: '20-30' })).code,
    ).toBe(200);
    const refused = await startOutline(user.token, { topic: '市场营销方案', page_limit: '30+' });
    expect(refused).toMatchObject({
      code: 5421,
      message: `PPT 页数超出上限: 基础版每份 PPT 最多 ${AI_LIMITS.basicPages} 页，升级专业版可生成更多页`,
    });
    const member = await newUser(86_400);
    expect(
      (await startOutline(member.token, { topic: '市场营销方案', page_limit: '30+' })).code,
    ).toBe(200);
  });

  it(`creates a ${AI_LIMITS.basicPages}-slide deck for the basic tier and refuses one slide more`, async () => {
    const user = await newUser();
    expect((await createRecord(user.token, outlineWithPages(AI_LIMITS.basicPages))).body.code).toBe(
      200,
    );
    const refused = await createRecord(user.token, outlineWithPages(AI_LIMITS.basicPages + 1));
    expect(refused.body.code).toBe(5421);
    expect(refused.body.message).toContain(String(AI_LIMITS.basicPages));
  });

  it(`lets members go to ${AI_LIMITS.memberPages} slides and no further`, async () => {
    const member = await newUser(86_400);
    const atCap = await createRecord(member.token, outlineWithPages(AI_LIMITS.basicPages + 1));
    expect(atCap.body.code).toBe(200);
    expect(
      (await createRecord(member.token, outlineWithPages(AI_LIMITS.memberPages))).body.code,
    ).toBe(200);
    const over = await createRecord(member.token, outlineWithPages(AI_LIMITS.memberPages + 1));
    expect(over.body.code).toBe(5421);
  });
});

describe('project count (5412)', () => {
  const cap = AI_LIMITS.basicProjects;

  it(`creates the ${cap}th project of the basic tier and refuses the next`, async () => {
    const user = await newUser();
    await keepProjects(user.id, cap - 1);
    expect((await createRecord(user.token, OUTLINE)).body.code).toBe(200);
    const refused = await createRecord(user.token, OUTLINE);
    expect(refused.body).toMatchObject({
      code: 5412,
      message: `项目数量已达上限: 基础版最多保存 ${cap} 个项目，删除旧项目或升级专业版后可继续创建`,
      data: null,
    });
  });

  it('waits for a creation of the same user in progress instead of refusing it', async () => {
    const user = await newUser();
    const { kv } = servicesOf(app);
    // Another creation of this user (a background outline job making its record) holds the lock.
    await kv.setIfAbsent(`ai-project-lock:${user.id}`, '1', 30);
    const release = setTimeout(() => void kv.del(`ai-project-lock:${user.id}`), 300);
    try {
      expect((await createRecord(user.token, OUTLINE)).body.code).toBe(200);
    } finally {
      clearTimeout(release);
    }
  });

  it('lets one of several parallel creations take the last slot', async () => {
    const user = await newUser();
    await keepProjects(user.id, cap - 1);
    const codes = await Promise.all(
      Array.from({ length: 4 }, () => createRecord(user.token, OUTLINE)),
    ).then((all) => all.map((r) => r.body.code));
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => [200, 5412, 5427].includes(c))).toBe(true);
    const kept = await servicesOf(app)
      .database.db.select({ id: records.id })
      .from(records)
      .where(eq(records.userId, user.id));
    expect(kept).toHaveLength(cap);
  });

  it('does not limit members', async () => {
    const member = await newUser(86_400);
    await keepProjects(member.id, cap + 5);
    expect((await createRecord(member.token, OUTLINE)).body.code).toBe(200);
  });
});

describe('sensitive words on the topic and the outline (5401)', () => {
  it('refuses the topic before the stream opens, also full-width, spaced or split by marks', async () => {
    const user = await newUser();
    for (const topic of [
      '网络赌场推广方案',
      '网 络 赌 场',
      'ｋ粉出售',
      'BUY\u3000COCAINE',
      '出·售·枪·支',
    ]) {
      expect(await startOutline(user.token, { topic })).toEqual({
        code: 5401,
        message: '内容包含敏感词，请修改主题后重试',
      });
    }
    const en = await startOutline(user.token, { topic: '代开发票' }, 'en-US');
    expect(en.message).toBe(
      'The content contains sensitive words, please change the topic and try again',
    );
    expect((await rate(user.token)).data.aiTimes.used).toBe(0);
  });

  it('refuses an outline with sensitive words when the record is created', async () => {
    const user = await newUser();
    const outline = OUTLINE.replace('梳理 200 个高频问题', '出 售 银 行 卡');
    expect((await createRecord(user.token, outline)).body.code).toBe(5401);
  });
});

describe('GET /api/ai/rate', () => {
  it('needs a login', async () => {
    const res = await call(app, { method: 'GET', url: '/api/ai/rate' });
    expect(res.status).toBe(401);
  });
});
