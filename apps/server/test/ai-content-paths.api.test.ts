import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_LIMITS,
  SLIDE_COLLECTION_TAG,
  parseOutline,
  type ContentTagsResult,
  type FillInfoResult,
  type LayoutMatchResult,
  type ParseSingleOutlineResult,
  type TemplateContentsResult,
  type TranslateResult,
  type WorkspaceDoc,
} from '@slidecraft/contract';
import { records, teamMembers } from '../src/db/schema.js';
import type { OutlineWriter } from '../src/providers/llm/llm.js';
import { OUTLINE, keepProjects } from './generation-helpers.js';
import {
  SPARSE_EMPTY_PAGES,
  SPARSE_OUTLINE,
  createRecord,
  pollUntilSettled,
} from './generation-jobs.js';
import {
  auth,
  buildUserWithId,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
  swappableWriter,
} from './helper.js';
import { multipart } from './import-fixtures.js';
import { injectStream, parseSse } from './sse-helpers.js';

const writer = swappableWriter();

let env: TestEnv;
let app: FastifyInstance;
let token: string;
let offlineWriter: OutlineWriter;

beforeAll(async () => {
  env = await createTestEnv({ build: { outlineWriter: writer.install } });
  app = await env.start();
  ({ token } = await buildUserWithId(app));
  offlineWriter = writer.chosen;
});
afterAll(() => env.dispose());
afterEach(() => {
  writer.reset();
});

const get = <T>(url: string, who = token) =>
  call<T>(app, { method: 'GET', url, headers: { ...auth(who), 'app-language': 'zh-CN' } });
const post = <T>(url: string, payload: Record<string, unknown>, who = token) =>
  call<T>(app, { method: 'POST', url, payload, headers: auth(who) });

describe('GET /api/ai/layout-match', () => {
  const match = (text: string) =>
    get<LayoutMatchResult>(`/api/ai/layout-match?text=${encodeURIComponent(text)}`);

  it("answers the deck engine's choice for the text's shape", async () => {
    const timeline = await match(
      '# 发展历程\n* 2019 年 公司成立\n* 2021 年 完成 A 轮\n* 2024 年 上市',
    );
    expect(timeline.body.code).toBe(200);
    expect(timeline.body.data.layout).toBe('timeline');
    expect(timeline.body.data.title).toBe('发展历程');
    expect(timeline.body.data.points).toHaveLength(3);

    const table = await match(
      '核心参数\n- 屏幕：6.1 英寸\n- 电池：4000 mAh\n- 重量：180 克\n- 芯片：A17',
    );
    expect(table.body.data.layout).toBe('table');
    expect(table.body.data.candidates).toEqual(['table', 'cards-4', 'bullets']);
    expect((await match('年度成绩\n3.2 亿元营收\n45% 增长\n1200 家客户')).body.data.layout).toBe(
      'stats',
    );

    expect((await match('只有一句话')).body.data.layout).toBe('statement');
  });

  it('refuses a blank text with 5000', async () => {
    expect((await match('   ')).body.code).toBe(5000);
  });
});

describe('GET /api/ai/translate (offline table)', () => {
  const translate = (items: Record<string, string> | string, to?: string) =>
    get<TranslateResult>(
      `/api/ai/translate?items=${encodeURIComponent(typeof items === 'string' ? items : JSON.stringify(items))}${to ? `&to=${to}` : ''}`,
    );

  it("answers the UI's own texts, the template tags and opencc between Chinese scripts", async () => {
    const english = await translate(
      { a: '取消', b: '网络异常，请检查网络', c: '星期五的晚霞' },
      'en-US',
    );
    expect(english.body.code).toBe(200);
    expect(english.body.data).toEqual({
      items: { a: 'Cancel', b: 'Network error, please check the network', c: '星期五的晚霞' },
      to: 'en-US',
      usedAI: false,
      untranslated: ['c'],
    });
    const traditional = await translate({ a: 'Cancel', b: '软件开发' }, 'zh-TW');
    expect(traditional.body.data.items).toEqual({ a: '取消', b: '軟體開發' });
    expect(traditional.body.data.untranslated).toEqual([]);
    // Without `to`: the request's language.
    expect((await translate({ x: 'Retry' })).body.data.items).toEqual({ x: '重试' });
  });

  it('asks the model for what the table lacks, for a signed-in caller only', async () => {
    const asked: string[] = [];
    writer.use(
      Object.assign(Object.create(offlineWriter) as OutlineWriter, {
        offline: false,
        model: 'fake-model',
        async *streamEdit(request: { text: string; to?: string }) {
          asked.push(`${request.to}:${request.text}`);
          yield request.text
            .split('\n')
            .map((line) => `[${line}]`)
            .join('\n');
        },
      }),
    );
    const items = { a: '取消', b: '星期五的晚霞', c: '春天的第一场雨' };
    const url = `/api/ai/translate?to=en-US&items=${encodeURIComponent(JSON.stringify(items))}`;
    const signedIn = await get<TranslateResult>(url);
    expect(signedIn.body.data).toEqual({
      items: { a: 'Cancel', b: '[星期五的晚霞]', c: '[春天的第一场雨]' },
      to: 'en-US',
      usedAI: true,
      untranslated: [],
    });
    expect(asked).toEqual(['en-US:星期五的晚霞\n春天的第一场雨']);
    const anonymous = await call<TranslateResult>(app, { method: 'GET', url });
    expect(anonymous.body.data).toMatchObject({ usedAI: false, untranslated: ['b', 'c'] });
    expect(asked).toHaveLength(1);
  });

  it('refuses items that are not a JSON map of labels with 5000', async () => {
    expect((await translate('not json')).body.code).toBe(5000);
    expect((await translate('["取消"]')).body.code).toBe(5000);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, '取消']));
    expect((await translate(many)).body.code).toBe(5000);
  });
});

describe('content listings', () => {
  it('answers the template centre catalogue under /ai/contents and /contents', async () => {
    const centre = await get<TemplateContentsResult>('/api/template-center/contents?size=5');
    const ai = await get<TemplateContentsResult>('/api/ai/contents?size=5');
    expect(ai.body.data).toEqual(centre.body.data);
    const paged = await get<TemplateContentsResult>('/api/contents?start=2&size=3');
    expect(paged.body.data.items.map((item) => item.id)).toEqual(
      centre.body.data.items.slice(2, 5).map((item) => item.id),
    );
    const tagged = await get<TemplateContentsResult>('/api/contents?tags=category.education');
    expect(tagged.body.data.total).toBeGreaterThan(0);
    expect(tagged.body.data.items.every((item) => item.tags.includes('category.education'))).toBe(
      true,
    );
  });

  it('leaves single-slide collections out of the public contents, and examples are 60 by default', async () => {
    const all = await get<TemplateContentsResult>('/api/ai/contents?size=100');
    const open = await get<TemplateContentsResult>('/api/ai/public-contents?size=100');
    expect(open.body.data.items.some((item) => item.tags.includes(SLIDE_COLLECTION_TAG))).toBe(
      false,
    );
    expect(open.body.data.total).toBeLessThanOrEqual(all.body.data.total);
    const examples = await get<TemplateContentsResult>('/api/ai/example');
    expect(examples.body.data.items).toHaveLength(Math.min(60, open.body.data.total));
    expect(
      (await get<TemplateContentsResult>('/api/ai/example?size=4')).body.data.items,
    ).toHaveLength(4);
    expect((await get('/api/ai/example?size=0')).body.code).toBe(5000);
  });

  it("answers the template centre's tag groups, or the themes' tags for type=theme", async () => {
    const groups = await get<ContentTagsResult>('/api/ai/contents/tags');
    expect(groups.body.data.items.map((group) => group.id)).toEqual(['category', 'style', 'color']);
    const themes = await get<ContentTagsResult>('/api/ai/contents/tags?type=theme');
    expect(themes.body.data.items[0]!.id).toBe('theme');
    expect(themes.body.data.items[0]!.items[0]).toMatchObject({
      title: 'theme.all',
      defaultSelect: true,
    });
    expect(themes.body.data.items[0]!.items.length).toBeGreaterThan(2);
  });

  it('answers the default theme', async () => {
    const res = await get<{ id: string; thumbnail: string }>('/api/contents/theme/default');
    expect(res.body.data.id).toBe('clean-blue');
    const png = await app.inject({ method: 'GET', url: res.body.data.thumbnail });
    expect(png.headers['content-type']).toBe('image/png');
  });

  it("lists the templates the caller's team uses, and nothing outside a team", async () => {
    const owner = await buildUserWithId(app);
    const member = await buildUserWithId(app);
    const outsider = await buildUserWithId(app);
    await servicesOf(app).teams.create(owner.id, '星河科技');
    const team = (await servicesOf(app).teams.membership(owner.id))!.team;
    await servicesOf(app)
      .database.db.insert(teamMembers)
      .values({ teamId: team.id, userId: member.id });
    const [template] = (await get<TemplateContentsResult>('/api/ai/public-contents?size=1')).body
      .data.items;
    const used = await post(
      '/api/workspace/content/load',
      { contentId: template!.id },
      member.token,
    );
    expect(used.body.code).toBe(200);

    const mine = await get<TemplateContentsResult>('/api/ai/enterprise-contents', owner.token);
    expect(mine.body.data.items.map((item) => item.id)).toEqual([template!.id]);
    expect(mine.body.data.total).toBe(1);
    const none = await get<TemplateContentsResult>('/api/ai/enterprise-contents', outsider.token);
    expect(none.body.data).toEqual({ items: [], total: 0 });
    expect(
      (await app.inject({ method: 'GET', url: '/api/ai/enterprise-contents' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/ai/parse-single-outline', () => {
  const parse = (outline: string) =>
    post<ParseSingleOutlineResult>('/api/ai/parse-single-outline', { outline });

  it('keeps the levels of a fragment that starts below the deck title', async () => {
    const res = await parse('### 需求调研\n> 两周完成\n* 梳理高频问题\n#### 访谈\n* 一线客服');
    expect(res.body.code).toBe(200);
    const { items, outline } = res.body.data;
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['section', '需求调研'],
      ['point', '梳理高频问题'],
      ['subsection', '访谈'],
      ['point', '一线客服'],
    ]);
    expect(items[0]).toMatchObject({ parentId: null, subTitle: '两周完成' });
    expect(items[1]!.parentId).toBe(items[0]!.id);
    expect(items[3]!.parentId).toBe(items[2]!.id);
    expect(outline).toBe('### 需求调研\n> 两周完成\n* 梳理高频问题\n#### 访谈\n* 一线客服\n');
  });

  it('reads bare points, and refuses what the outline format refuses', async () => {
    const points = await parse('* 第一点\n- 第二点');
    expect(points.body.data.items.map((item) => [item.kind, item.parentId])).toEqual([
      ['point', null],
      ['point', null],
    ]);
    expect((await parse('##### 太深')).body.code).toBe(5406);
    expect((await parse('## 章\n#### 跳级')).body.code).toBe(5407);
  });
});

// Fills and generates a whole deck: a loaded machine takes more than the 30 s default.
describe('POST /api/ai/outline/fill-info', { timeout: 60_000 }, () => {
  it("fills the outline's empty pages into the record, in the theme, and generates it", async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const res = await post<FillInfoResult>('/api/ai/outline/fill-info', {
      recordId,
      outline: SPARSE_OUTLINE,
      themeId: 'tech-dark',
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      recordId,
      filled: SPARSE_EMPTY_PAGES.length,
      usedAI: false,
    });
    const filled = parseOutline(res.body.data.outline);
    for (const title of SPARSE_EMPTY_PAGES) {
      const page = filled.items.find((item) => item.title === title)!;
      expect(filled.items.some((item) => item.parentId === page.id && item.kind === 'point')).toBe(
        true,
      );
    }
    const seen = await pollUntilSettled(app, token, recordId);
    expect(seen.at(-1)!.status).toBe('completed');
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(records)
      .where(eq(records.id, recordId));
    expect(row!.outline).toBe(res.body.data.outline);
    expect(row!.themeId).toBe('tech-dark');
    expect(row!.title).toBe('城市更新行动方案');
    expect(row!.totalPage).toBe(seen.at(-1)!.totalPage);
  });

  it("refuses another user's record (5107), an unknown theme (5000) and a bad outline (5407)", async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const other = await buildUserWithId(app);
    const body = { recordId, outline: SPARSE_OUTLINE, themeId: 'clean-blue' };
    expect((await post('/api/ai/outline/fill-info', body, other.token)).body.code).toBe(5107);
    expect((await post('/api/ai/outline/fill-info', { ...body, themeId: 'nope' })).body.code).toBe(
      5000,
    );
    expect(
      (await post('/api/ai/outline/fill-info', { ...body, outline: '# 标题\n### 跳级' })).body.code,
    ).toBe(5407);
  });
});

describe('records: thumbnail, copy and diagram', { timeout: 60_000 }, () => {
  it('answers no thumbnail before the generation, and the first slide after it', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const url = `/api/ai/generate-ppt/preview/thumbnail?recordId=${recordId}`;
    const before = await get<{ thumbnail: string | null; status: string }>(url);
    expect(before.body.data).toMatchObject({ thumbnail: null, status: 'not_submit_preview' });
    await post('/api/ai/generate-ppt/preview/outline', { recordId });
    await pollUntilSettled(app, token, recordId);
    const after = await get<{ thumbnail: string | null }>(url);
    const png = await app.inject({ method: 'GET', url: after.body.data.thumbnail! });
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('copies a record for the caller: edits of the copy leave the original as it was', async () => {
    const original = await createRecord(app, token, OUTLINE);
    const copied = await post<{ recordId: string; title: string }>(
      `/api/ai/generate-ppt/record/copy?recordId=${original}`,
      {},
    );
    expect(copied.body.code).toBe(200);
    expect(copied.body.data.title).toBe('智能客服系统建设方案（副本）');
    const copy = copied.body.data.recordId;
    expect(copy).not.toBe(original);
    const doc = (await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${copy}`)).body
      .data;
    const deck = doc.deck as { title: string };
    const saved = await post('/api/workspace/ppt/save', {
      recordId: copy,
      version: doc.version,
      deck: { ...deck, title: '改过的副本' },
    });
    expect(saved.body.code).toBe(200);
    const after = await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${copy}`);
    expect((after.body.data.deck as { title: string }).title).toBe('改过的副本');
    const kept = await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${original}`);
    expect((kept.body.data.deck as { title: string }).title).toBe('智能客服系统建设方案');
  });

  it('counts a copy against the project cap (5412) and refuses copying another user’s record (5107)', async () => {
    const user = await buildUserWithId(app);
    const first = await createRecord(app, user.token, OUTLINE);
    expect((await post(`/api/ai/generate-ppt/record/copy?recordId=${first}`, {})).body.code).toBe(
      5107,
    );
    await keepProjects(app, user.id, AI_LIMITS.basicProjects - 1);
    const refused = await post(
      `/api/ai/generate-ppt/record/copy?recordId=${first}`,
      {},
      user.token,
    );
    expect(refused.body.code).toBe(5412);
  });

  it('lays a content slide out as a diagram without storing it', async () => {
    const recordId = await createRecord(
      app,
      token,
      '# 公司介绍\n## 发展历程\n* 2019 年 公司成立\n* 2021 年 完成 A 轮\n* 2024 年 上市\n',
    );
    const doc = (await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${recordId}`)).body
      .data;
    const slides = (doc.deck as { slides: { id: string; layout: string }[] }).slides;
    const content = slides.find((slide) => slide.layout === 'timeline')!;
    const res = await post<{ layout: string; candidates: string[]; slides: { id: string }[] }>(
      '/api/ai/generate-ppt/preview/diagram',
      { recordId, slideId: content.id, layout: 'numbered' },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.layout).toBe('numbered');
    expect(res.body.data.candidates[0]).toBe('timeline');
    expect(res.body.data.slides[0]!.id).toBe(content.id);
    const best = await post<{ layout: string }>('/api/ai/generate-ppt/preview/diagram', {
      recordId,
      slideId: content.id,
    });
    expect(best.body.data.layout).toBe('timeline');
    const again = await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${recordId}`);
    expect(again.body.data.version).toBe(doc.version);
    const cover = slides[0]!.id;
    const refused = await post('/api/ai/generate-ppt/preview/diagram', {
      recordId,
      slideId: cover,
    });
    expect(refused.body.code).toBe(5000);
    const unknown = await post('/api/ai/generate-ppt/preview/diagram', {
      recordId,
      slideId: content.id,
      layout: 'spiral',
    });
    expect(unknown.body.code).toBe(5000);
  });
});

describe('stream fields and the use-ai header (offline)', () => {
  it('carries id, text, text_ and usedAI on every event, and use-ai: false', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/chat/import',
      headers: auth(token),
      payload: { text: '# 周报\n## 本周进展\n- 完成接口联调' },
    });
    expect(res.headers['use-ai']).toBe('false');
    const events = parseSse(res.body);
    expect(events.length).toBeGreaterThan(1);
    const whole = events.map((event) => event.data?.text ?? '').join('');
    for (const event of events) {
      expect(event.id).toBe(events[0]!.id);
      expect(event.usedAI).toBe(false);
      expect(event.text).toBe(event.data?.text);
    }
    expect(events.at(-1)).toMatchObject({ text: '', text_: whole, data: { done: true } });
    expect(events.slice(0, -1).every((event) => event.text_ === '')).toBe(true);
  });

  it('says preset for a suggested topic’s stored outline, and carries the fields on an error event', async () => {
    const [topic] = (await get<{ items: { topic: string }[] }>('/api/ai/outline/topic?size=1')).body
      .data.items;
    const res = await app.inject({
      method: 'GET',
      url: `/api/ai/chat/outline?topic=${encodeURIComponent(topic!.topic)}`,
      headers: auth(token),
    });
    expect(res.headers['use-ai']).toBe('preset');
    expect(parseSse(res.body).every((event) => event.usedAI === false)).toBe(true);

    const capped = await buildUserWithId(app);
    await keepProjects(app, capped.id, AI_LIMITS.basicProjects);
    const refused = await injectStream(app, capped.token, {
      method: 'POST',
      url: '/api/ai/chat/outline/generate-ppt',
      payload: { topic: '城市更新' },
    });
    expect(refused.events).toHaveLength(1);
    expect(refused.events[0]).toMatchObject({ code: 5412, text: '', text_: '', usedAI: false });
  });
});

describe('POST /api/ai/chat/outline/generate-ppt', () => {
  it('streams the outline, then makes it a deck in the theme and starts its generation', async () => {
    const { events, text } = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat/outline/generate-ppt',
      payload: { topic: '城市更新', themeId: 'ink-wash' },
    });
    const done = events.at(-1)!;
    expect(done.data).toMatchObject({ done: true });
    const recordId = done.data!.recordId!;
    expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).toMatch(/^# 城市更新\n/);
    const seen = await pollUntilSettled(app, token, recordId);
    expect(seen.at(-1)!.status).toBe('completed');
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(records)
      .where(eq(records.id, recordId));
    expect(row!.themeId).toBe('ink-wash');
    expect(row!.title).toBe('城市更新');
  });

  it('refuses an unknown theme before streaming (5000)', async () => {
    const { envelope } = await injectStream(app, token, {
      method: 'POST',
      url: '/api/ai/chat/outline/generate-ppt',
      payload: { topic: '城市更新', themeId: 'nope' },
    });
    expect(envelope?.code).toBe(5000);
  });
});

describe('POST /api/workspace/file/load/ai/chat', () => {
  const md = '# 季度复盘\n\n## 回顾\n\n- 收入增长 20%\n\n## 计划\n\n- 新开两个城市\n';

  it('streams a file back as an outline', async () => {
    const form = multipart([{ name: 'file', filename: 'review.md', content: md }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/workspace/file/load/ai/chat',
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.headers['use-ai']).toBe('false');
    const events = parseSse(res.body);
    expect(events.at(-1)!.data?.done).toBe(true);
    const outline = parseOutline(events.at(-1)!.text_!);
    expect(outline.items[0]!.title).toBe('季度复盘');
    expect(outline.items.some((item) => item.title.includes('新开两个城市'))).toBe(true);
  });

  it('says use-ai: true and usedAI when the model writes it', async () => {
    writer.use(
      Object.assign(Object.create(offlineWriter) as OutlineWriter, {
        offline: false,
        model: 'fake-model',
        async *streamImport() {
          yield '# 季度复盘\n';
          yield '## 回顾\n* 收入增长 20%\n';
        },
      }),
    );
    const form = multipart([{ name: 'file', filename: 'review.md', content: md }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/workspace/file/load/ai/chat',
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.headers['use-ai']).toBe('true');
    const events = parseSse(res.body);
    expect(events.every((event) => event.usedAI === true)).toBe(true);
    expect(events.at(-1)!.text_).toBe('# 季度复盘\n## 回顾\n* 收入增长 20%\n');
  });

  it('refuses an unreadable file in the stream (5403) and a form without a file (5000)', async () => {
    const bad = multipart([
      { name: 'file', filename: 'x.bin', content: Buffer.from([0, 1, 2, 3, 0, 9]) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/workspace/file/load/ai/chat',
      headers: { ...auth(token), ...bad.headers },
      payload: bad.payload,
    });
    expect(parseSse(res.body).map((event) => event.code)).toEqual([5403]);
    const empty = multipart([{ name: 'note', value: 'x' }]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/workspace/file/load/ai/chat',
      headers: { ...auth(token), ...empty.headers },
      payload: empty.payload,
    });
    expect(none.json().code).toBe(5000);
  });

  it('stops writing when the client aborts', async () => {
    let abortedAt: number | null = null;
    let started = 0;
    writer.use(
      Object.assign(Object.create(offlineWriter) as OutlineWriter, {
        async *streamImport(request: { signal: AbortSignal }) {
          request.signal.addEventListener('abort', () => (abortedAt = Date.now()));
          for (let i = 0; i < 600 && !request.signal.aborted; i++) {
            started++;
            yield i === 0 ? '# 季度复盘\n' : `* 第 ${i} 点\n`;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        },
      }),
    );
    // The app closes (and its listener with it) after the file's last test.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    {
      const form = multipart([{ name: 'file', filename: 'review.md', content: md }]);
      const controller = new AbortController();
      const res = await fetch(`${base}/api/workspace/file/load/ai/chat`, {
        method: 'POST',
        headers: { ...auth(token), ...form.headers },
        body: form.payload,
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      const closedAt = Date.now();
      controller.abort();
      await expect.poll(() => abortedAt, { timeout: 3000 }).not.toBeNull();
      expect(abortedAt! - closedAt).toBeLessThan(2000);
      const count = started;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(started).toBe(count);
      expect(started).toBeLessThan(600);
    }
  });
});
