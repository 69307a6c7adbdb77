import { AI_LIMITS, type WorkspaceDoc } from '@slidecraft/contract';
import type { DeckDocument, Slide } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage } from '../src/db/schema.js';
import { OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { injectStream } from './sse-helpers.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

/** A signed-in user, a member for a day when asked. */
const newUser = (member = false) => buildUserWithId(app, member ? 86_400 : undefined);

async function generatedRecord(token: string): Promise<string> {
  const recordId = await createRecord(app, token, OUTLINE);
  await startGeneration(app, token, recordId);
  expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
  return recordId;
}

const readDeck = async (token: string, recordId: string) =>
  (
    await call<WorkspaceDoc & { deck: DeckDocument }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
      headers: auth(token),
    })
  ).body.data;

const slideAction = (token: string, payload: Record<string, unknown>, language = 'zh-CN') =>
  injectStream(
    app,
    token,
    { method: 'POST', url: '/api/workspace/single-outline/load', payload },
    language,
  );

const chat = (token: string, payload: Record<string, unknown>, language = 'zh-CN') =>
  injectStream(app, token, { method: 'POST', url: '/api/ai/chat', payload }, language);

const pointsUsed = async (token: string) =>
  (
    await call<{ aiTimes: { total: number; used: number } }>(app, {
      method: 'GET',
      url: '/api/ai/rate',
      headers: auth(token),
    })
  ).body.data.aiTimes.used;

const texts = (slide: Slide) =>
  slide.elements.flatMap((e) =>
    e.type === 'text'
      ? e.paragraphs.map((p) => p.runs.map((r) => r.text).join(''))
      : e.type === 'table'
        ? e.rows.flat()
        : [],
  );

const lastEvent = (events: { data?: unknown }[]) =>
  events.at(-1) as {
    code: number;
    message?: string;
    data?: { done?: boolean; slides?: Slide[]; offline?: boolean };
  };

/** The content slide showing `title`. */
function slideShowing(deck: DeckDocument, title: string): Slide {
  const slide = deck.slides.find((s) => s.id.startsWith('content-') && texts(s).includes(title));
  if (!slide) throw new Error(`no slide ${title}`);
  return slide;
}

describe('AI on one slide (POST /api/workspace/single-outline/load)', () => {
  let member: { id: string; token: string };
  let recordId: string;
  let deck: DeckDocument;
  beforeAll(async () => {
    member = await newUser(true);
    recordId = await generatedRecord(member.token);
    deck = (await readDeck(member.token, recordId)).deck;
  });

  it('regenerates a slide from its outline item: streamed points, then the slide laid out again with its id, nothing stored, one point charged', async () => {
    const slide = slideShowing(deck, '现状与问题');
    const before = await pointsUsed(member.token);
    const { events, text } = await slideAction(member.token, { recordId, slideId: slide.id });
    // The offline composer writes the outline item's points again.
    expect(text).toBe('* 人工坐席压力大，高峰期排队超过 10 分钟\n* 知识分散在多个系统\n');
    const done = lastEvent(events);
    expect(done.code).toBe(200);
    expect(done.data?.done).toBe(true);
    const [next, ...more] = done.data!.slides!;
    expect(more).toEqual([]);
    expect(next!.id).toBe(slide.id);
    expect(texts(next!)).toEqual(expect.arrayContaining(['现状与问题', '项目背景']));
    expect(texts(next!).join('\n')).toContain('知识分散在多个系统');
    expect(await pointsUsed(member.token)).toBe(before + AI_LIMITS.chatCost);
    // Nothing stored: the editor applies the slide and saves it like any edit.
    expect((await readDeck(member.token, recordId)).version).toBe(
      (await readDeck(member.token, recordId)).version,
    );
    expect((await readDeck(member.token, recordId)).deck).toEqual(deck);
  });

  it('makes a slide a table or a timeline, in the deck theme', async () => {
    const slide = slideShowing(deck, '需求调研');
    const table = await slideAction(member.token, { recordId, slideId: slide.id, action: 'table' });
    const [asTable] = lastEvent(table.events).data!.slides!;
    expect(asTable!.layout).toBe('table');
    const element = asTable!.elements.find((e) => e.type === 'table');
    expect(element?.type === 'table' && element.rows.slice(1).flat()).toEqual(
      expect.arrayContaining(['梳理 200 个高频问题']),
    );
    const timeline = await slideAction(member.token, {
      recordId,
      slideId: slide.id,
      action: 'timeline',
    });
    expect(timeline.text).toBe('* 第一步：梳理 200 个高频问题\n* 第二步：访谈一线客服\n');
    const [asTimeline] = lastEvent(timeline.events).data!.slides!;
    expect(asTimeline!.layout).toBe('timeline');
    expect(asTimeline!.id).toBe(slide.id);
  });

  it('shortens, expands and translates what the slide shows; English needs a model (5402) and is not charged', async () => {
    const slide = slideShowing(deck, '现状与问题');
    const short = await slideAction(member.token, {
      recordId,
      slideId: slide.id,
      action: 'shorten',
    });
    expect(short.text).toBe('* 人工坐席压力大\n* 知识分散在多个系统\n');
    const long = await slideAction(member.token, { recordId, slideId: slide.id, action: 'expand' });
    expect(long.text.split('\n')[0]).toMatch(/^\* 人工坐席压力大，高峰期排队超过 10 分钟，.+/);
    const tw = await slideAction(member.token, {
      recordId,
      slideId: slide.id,
      action: 'translate',
      to: 'zh-TW',
    });
    const [translated] = lastEvent(tw.events).data!.slides!;
    // The title and the chapter above it change language with the points.
    expect(texts(translated!)).toEqual(expect.arrayContaining(['現狀與問題', '專案背景']));
    expect(texts(translated!).join('\n')).toContain('知識分散在多個系統');
    const before = await pointsUsed(member.token);
    const en = await slideAction(
      member.token,
      { recordId, slideId: slide.id, action: 'translate', to: 'en-US' },
      'en-US',
    );
    expect(lastEvent(en.events).code).toBe(5402);
    expect(lastEvent(en.events).message).toMatch(/AI model/);
    expect(await pointsUsed(member.token)).toBe(before);
  });

  it('keeps the speaker notes the user wrote', async () => {
    const doc = await readDeck(member.token, recordId);
    const index = doc.deck.slides.findIndex((s) => s.id === slideShowing(deck, '系统架构').id);
    const saved = await call(app, {
      method: 'POST',
      url: `/api/workspace/ppt/content/${recordId}`,
      headers: auth(member.token),
      payload: {
        version: doc.version,
        patches: [{ op: 'replace', path: ['slides', index, 'notes'], value: '先讲三层架构的分工' }],
      },
    });
    expect(saved.body.code).toBe(200);
    const { events } = await slideAction(member.token, {
      recordId,
      slideId: doc.deck.slides[index]!.id,
      action: 'rewrite',
    });
    expect(lastEvent(events).data!.slides![0]!.notes).toBe('先讲三层架构的分工');
    const untouched = slideShowing(deck, '需求调研');
    const other = await slideAction(member.token, { recordId, slideId: untouched.id });
    expect(lastEvent(other.events).data!.slides![0]!.notes).toContain('访谈一线客服');
  });

  it('refuses the cover, unknown slides, bad actions and other users before streaming', async () => {
    const refused = async (token: string, payload: Record<string, unknown>) =>
      (await slideAction(token, payload)).envelope?.code;
    expect(await refused(member.token, { recordId, slideId: deck.slides[0]!.id })).toBe(5000);
    expect(await refused(member.token, { recordId, slideId: 'content-nope-1' })).toBe(5000);
    const slideId = slideShowing(deck, '需求调研').id;
    expect(await refused(member.token, { recordId, slideId, action: 'sing' })).toBe(5000);
    expect(await refused(member.token, { recordId, slideId, action: 'translate' })).toBe(5000);
    const stranger = await newUser(true);
    expect(await refused(stranger.token, { recordId, slideId })).toBe(5107);
    expect(await pointsUsed(stranger.token)).toBe(0);
  });

  it('regenerating is for members (5414); the other actions cost the basic tier its points (5410)', async () => {
    const basic = await newUser();
    const own = await generatedRecord(basic.token);
    const slideId = slideShowing((await readDeck(basic.token, own)).deck, '需求调研').id;
    const upgrade = await slideAction(basic.token, { recordId: own, slideId });
    expect(lastEvent(upgrade.events).code).toBe(5414);
    expect(await pointsUsed(basic.token)).toBe(0);
    const shortened = await slideAction(basic.token, { recordId: own, slideId, action: 'shorten' });
    expect(lastEvent(shortened.events).data?.done).toBe(true);
    expect(await pointsUsed(basic.token)).toBe(AI_LIMITS.chatCost);
    await servicesOf(app).database.db.insert(aiUsage).values({
      userId: basic.id,
      kind: 'outline',
      model: 'test',
      points: AI_LIMITS.basicPoints,
    });
    await servicesOf(app).aiLimits.recount(basic.id);
    const spent = await slideAction(basic.token, { recordId: own, slideId, action: 'shorten' });
    expect(lastEvent(spent.events).code).toBe(5410);
  });
});

describe('AI on a text box (POST /api/ai/chat with an editing type)', () => {
  it('answers the edited text one paragraph per line, converts to traditional Chinese offline, and charges one point', async () => {
    const user = await newUser();
    const text = '人工坐席压力大，高峰期排队超过 10 分钟。\n知识分散在多个系统';
    const short = await chat(user.token, { type: 'shorten', text });
    expect(short.text).toBe('人工坐席压力大\n知识分散在多个系统\n');
    expect(await pointsUsed(user.token)).toBe(AI_LIMITS.chatCost);
    const tw = await chat(user.token, { type: 'translate', text, to: 'zh-TW' });
    expect(tw.text).toBe('人工坐席壓力大，高峰期排隊超過 10 分鐘\n知識分散在多個系統\n');
    const noTarget = await chat(user.token, { type: 'translate', text });
    expect(noTarget.envelope?.code).toBe(5000);
    expect(await pointsUsed(user.token)).toBe(2 * AI_LIMITS.chatCost);
  });
});
