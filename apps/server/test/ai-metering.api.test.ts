import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_LIMITS, AppError, ErrorCode, type StreamEvent } from '@slidecraft/contract';
import { aiUsage } from '../src/db/schema.js';
import type { OutlineWriter } from '../src/providers/llm/llm.js';
import { OUTLINE } from './generation-helpers.js';
import { SPARSE_OUTLINE, createRecord } from './generation-jobs.js';
import {
  advanceClock,
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
  swappableWriter,
} from './helper.js';
import { multipart } from './import-fixtures.js';
import { injectStream, parseSse, type StreamCall } from './sse-helpers.js';

const writer = swappableWriter();

/** Low counts, so that the limits are reached in a few calls (every route counts on its own). */
const PER_MINUTE = 3;
const PER_DAY = 5;

let env: TestEnv;
let app: FastifyInstance;
let offlineWriter: OutlineWriter;

beforeAll(async () => {
  // No LLM_*: the offline composer answers, and counts as the model would.
  env = await createTestEnv({
    build: { outlineWriter: writer.install },
    env: { AI_CALLS_PER_MINUTE: String(PER_MINUTE), AI_CALLS_PER_DAY: String(PER_DAY) },
  });
  app = await env.start();
  offlineWriter = writer.chosen;
});
afterAll(() => env.dispose());
afterEach(() => {
  vi.useRealTimers();
  writer.reset();
});

interface User {
  id: string;
  token: string;
}
interface Outcome {
  code: number;
  message: string;
}

/** A stream's outcome: its refusal (its one error event), else 200 once done. */
function outcomeOf(events: StreamEvent[]): Outcome {
  const failed = events.find((event) => event.code !== 200);
  if (failed) {
    expect(events).toHaveLength(1);
    return { code: failed.code, message: failed.message ?? '' };
  }
  expect(events.at(-1)?.data?.done).toBe(true);
  return { code: 200, message: '' };
}

/** A stream's outcome, or its envelope's when it was refused before it opened. */
async function streamed(token: string, request: StreamCall): Promise<Outcome> {
  const { events, envelope } = await injectStream(app, token, request);
  return envelope ? { code: envelope.code, message: envelope.message } : outcomeOf(events);
}

const MD = '# 季度复盘\n\n## 回顾\n\n- 收入增长 20%\n\n## 计划\n\n- 新开两个城市\n';

/** A new record of the user, posted to `url` as `recordId` with `body`: the envelope. */
async function postOnNewRecord(user: User, url: string, body: Record<string, unknown> = {}) {
  const recordId = await createRecord(app, user.token, OUTLINE);
  const payload = { recordId, ...body };
  return (await call(app, { method: 'POST', url, headers: auth(user.token), payload })).body;
}

/** A Markdown document posted as the multipart `file` of an import route. */
function postFile(user: User, url: string) {
  const form = multipart([{ name: 'file', filename: 'review.md', content: MD }]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...auth(user.token), ...form.headers },
    payload: form.payload,
  });
}

/** The five routes that used to call the model for free, and the usage kind each charges. */
const CHARGED: { route: string; kind: string; send: (user: User) => Promise<Outcome> }[] = [
  {
    route: 'GET /api/ai/chat/outline-section-list',
    kind: 'outline',
    send: (user) =>
      streamed(user.token, {
        method: 'GET',
        url: '/api/ai/chat/outline-section-list',
        query: { topic: '城市更新' },
      }),
  },
  {
    route: 'GET /api/ai/chat/outline-section-fill',
    kind: 'fill',
    send: (user) =>
      streamed(user.token, {
        method: 'GET',
        url: '/api/ai/chat/outline-section-fill',
        query: { topic: '城市更新', title: '现状评估' },
      }),
  },
  {
    route: 'POST /api/ai/chat/import',
    kind: 'import',
    send: (user) =>
      streamed(user.token, {
        method: 'POST',
        url: '/api/ai/chat/import',
        payload: { text: '季度复盘。收入增长 20%，新开两个城市。' },
      }),
  },
  {
    route: 'POST /api/workspace/file/load/ai/chat',
    kind: 'import',
    send: async (user) =>
      outcomeOf(parseSse((await postFile(user, '/api/workspace/file/load/ai/chat')).body)),
  },
  {
    route: 'POST /api/ai/outline/fill-info',
    kind: 'fill',
    send: async (user) => {
      const body = { outline: SPARSE_OUTLINE, themeId: 'clean-blue' };
      const { code, message } = await postOnNewRecord(user, '/api/ai/outline/fill-info', body);
      return { code, message: code === 200 ? '' : message };
    },
  },
];

/** Points already charged, written to the ledger; the counter counts from it again. */
async function spend(userId: string, points: number) {
  await servicesOf(app)
    .database.db.insert(aiUsage)
    .values({ userId, kind: 'outline', model: 'test', points });
  await servicesOf(app).aiLimits.recount(userId);
}

const used = async (user: User) => (await servicesOf(app).aiLimits.rate(user.id)).used;

/** The ledger's charges of a user (points > 0), once the pending rows are written. */
async function charges(user: User) {
  await servicesOf(app).aiLedger.settled();
  return servicesOf(app)
    .database.db.select({ kind: aiUsage.kind, points: aiUsage.points })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, user.id), gt(aiUsage.points, 0), eq(aiUsage.model, 'offline')));
}

describe.each(CHARGED)('$route', ({ kind, send }) => {
  it('charges one AI point, and refuses a basic user whose points are used up (5410)', async () => {
    const user = await buildUserWithId(app);
    await spend(user.id, AI_LIMITS.basicPoints - 1);
    expect(await send(user)).toEqual({ code: 200, message: '' });
    expect(await used(user)).toBe(AI_LIMITS.basicPoints);
    // The charge is in the ledger (the offline composer's, like the model's would be).
    expect(await charges(user)).toEqual([{ kind, points: 1 }]);

    expect(await send(user)).toEqual({
      code: ErrorCode.AI_POINTS_USED_UP,
      message: 'AI 点数不足，升级专业版可无限生成',
    });
    expect(await used(user)).toBe(AI_LIMITS.basicPoints);
  });

  it("refuses a member past the members' daily cap (5411)", async () => {
    const member = await buildUserWithId(app, 86_400);
    await spend(member.id, AI_LIMITS.memberDailyPoints);
    const refused = await send(member);
    expect(refused.code).toBe(ErrorCode.MEMBER_AI_LIMIT);
    expect(refused.message).toContain(`${AI_LIMITS.memberDailyPoints}`);
  });

  it(`allows ${PER_MINUTE} calls a minute and ${PER_DAY} a day, then 5427`, async () => {
    const member = await buildUserWithId(app, 86_400);
    for (let i = 0; i < PER_MINUTE; i++) expect((await send(member)).code).toBe(200);
    expect(await send(member)).toEqual({
      code: ErrorCode.OPERATION_TOO_FREQUENT,
      message: '操作过于频繁，请稍后再试',
    });
    advanceClock(61_000);
    for (let i = PER_MINUTE; i < PER_DAY; i++) expect((await send(member)).code).toBe(200);
    const daily = await send(member);
    expect(daily.code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    expect(daily.message).toContain(`每天最多使用 ${PER_DAY} 次`);
    advanceClock(61_000);
    expect((await send(member)).code).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  });
});

describe('refunds', () => {
  it("gives a file import's point back when the AI service fails, once", async () => {
    // The file route asks the context for its writer on each call.
    writer.use(
      Object.assign(Object.create(offlineWriter) as OutlineWriter, {
        offline: false,
        model: 'fake-model',
        streamImport: (): AsyncIterable<string> => ({
          [Symbol.asyncIterator]: () => ({
            next: () =>
              Promise.reject(new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'upstream down')),
          }),
        }),
      }),
    );
    const user = await buildUserWithId(app);
    const fileChat = CHARGED.find((entry) => entry.route.includes('file/load'))!;
    expect((await fileChat.send(user)).code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(await used(user)).toBe(0);
  });
});

describe('a fill the tier refuses for its pages', () => {
  it('answers 5421 and takes no point', async () => {
    const user = await buildUserWithId(app);
    const lines = ['# 城市更新三年行动计划'];
    for (let chapter = 1; chapter <= 8; chapter++) {
      lines.push(`## 第${chapter}部分`);
      for (let section = 1; section <= 6; section++) lines.push(`### 任务 ${chapter}.${section}`);
    }
    const body = { outline: lines.join('\n'), themeId: 'clean-blue' };
    const { code } = await postOnNewRecord(user, '/api/ai/outline/fill-info', body);
    expect(code).toBe(ErrorCode.PAGE_COUNT_LIMIT);
    expect(await used(user)).toBe(0);
  });
});

describe('routes that are only counted', () => {
  const counted: { route: string; send: (user: User) => Promise<number> }[] = [
    {
      route: 'POST /api/ai/generate-ppt/preview/outline',
      send: async (user) =>
        (await postOnNewRecord(user, '/api/ai/generate-ppt/preview/outline')).code,
    },
    {
      route: 'POST /api/workspace/content/load (a deck from a template)',
      send: async (user) => {
        const listing = await call<{ items: { id: string }[] }>(app, {
          method: 'GET',
          url: '/api/template-center/contents?size=1',
        });
        const contentId = listing.body.data.items[0]!.id;
        const res = await call(app, {
          method: 'POST',
          url: '/api/workspace/content/load',
          payload: { contentId },
          headers: auth(user.token),
        });
        return res.body.code;
      },
    },
    {
      route: 'POST /api/ai/outline/import',
      send: async (user) =>
        (await postFile(user, '/api/ai/outline/import')).json<{ code: number }>().code,
    },
    {
      route: 'GET /api/ai/translate (signed in)',
      send: async (user) => {
        const items = JSON.stringify({ a: '保存' });
        const res = await call(app, {
          method: 'GET',
          url: `/api/ai/translate?to=zh-TW&items=${encodeURIComponent(items)}`,
          headers: auth(user.token),
        });
        return res.body.code;
      },
    },
  ];

  it.each(counted)('$route: no AI points, 5427 past the calls a minute', async ({ send }) => {
    const user = await buildUserWithId(app);
    await spend(user.id, AI_LIMITS.basicPoints);
    for (let i = 0; i < PER_MINUTE; i++) expect(await send(user)).toBe(200);
    expect(await send(user)).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  });
});
