import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportsTable } from '../src/db/schema.js';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseOutline } from '@slidecraft/contract';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';
import { downloadDeck, OUTLINE } from './generation-helpers.js';
import { injectStream } from './sse-helpers.js';

/** The custom outline stream of these parameters. */
const outlineCall = (payload: Record<string, unknown>) =>
  ({ method: 'POST', url: '/api/ai/chat/outline-section', payload }) as const;

let env: TestEnv;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  token = (await buildUser(app)).token;
});
afterAll(() => env.dispose());
afterEach(() => vi.useRealTimers());

describe('outline stream', () => {
  it('streams a parseable outline for the topic over SSE, marked offline, ending with done', async () => {
    const { events, text, contentType } = await injectStream(
      app,
      token,
      outlineCall({ topic: '人工智能与教育', page_limit: '10-20' }),
    );
    expect(contentType).toMatch(/^text\/event-stream/);
    expect(events.length).toBeGreaterThan(5);
    expect(events[0]).toMatchObject({ code: 200, data: { offline: true } });
    expect(events.at(-1)).toMatchObject({ code: 200, data: { text: '', done: true } });
    const outline = parseOutline(text);
    expect(outline.items[0]).toMatchObject({ kind: 'title', title: '人工智能与教育' });
    expect(outline.items.filter((i) => i.kind === 'chapter')).toHaveLength(4);
  });

  it('strips the characters the topic box forbids before using the topic', async () => {
    const { text } = await injectStream(
      app,
      token,
      outlineCall({ topic: '#区块链*\n技术【入门】' }),
    );
    expect(text.split('\n')[0]).toBe('# 区块链 技术入门');
  });

  it('answers in English for en-US', async () => {
    const { text } = await injectStream(app, token, outlineCall({ topic: 'Solar power' }), 'en-US');
    expect(text).toContain('## Why Solar power matters');
  });

  it('refuses a topic made only of stripped characters before streaming (5000)', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/ai/chat/outline-section',
      headers: auth(token),
      payload: { topic: '###' },
    });
    expect(res.body).toMatchObject({ code: 5000, data: null });
  });
});

describe('records and download', () => {
  it('refuses outlines that are empty (5405), too deep (5406) or skip a level (5407)', async () => {
    const create = (outline: string) =>
      call(app, {
        method: 'POST',
        url: '/api/ai/generate-ppt/record',
        headers: auth(token),
        payload: { outline },
      });
    expect((await create('# 只有标题\n')).body.code).toBe(5405);
    expect((await create('# 标题\n## 章\n### 节\n#### 小节\n##### 太深\n')).body.code).toBe(5406);
    expect((await create('# 标题\n#### 跳级\n')).body.code).toBe(5407);
  });

  it('turns an outline into a PPTX behind a signed link that works without headers', async () => {
    const { url, status } = await downloadDeck(app, token, OUTLINE);
    expect(status).toBe('finish');
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('presentationml.presentation');
    expect(file.headers['content-disposition']).toContain(
      encodeURIComponent('智能客服系统建设方案.pptx'),
    );
    const zip = await JSZip.loadAsync(file.rawPayload);
    const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
    expect(slides.length).toBeGreaterThanOrEqual(5);
    const all = (await Promise.all(slides.map((n) => zip.file(n)!.async('string')))).join('');
    expect(all).toContain('智能客服系统建设方案');
    expect(all).toContain('需求调研');
  });

  it('rejects a tampered link and an expired one', async () => {
    const { url } = await downloadDeck(app, token, OUTLINE);
    const tampered = url.replace(/sig=([^&]+)/, (_m, sig: string) => `sig=${sig.slice(0, -2)}xx`);
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherName = url.replace(/name=([^&]+)/, 'name=other.pptx');
    expect((await app.inject({ method: 'GET', url: otherName })).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const expired = await app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 5107 });
  });

  it("does not let another user download someone else's record", async () => {
    const created = await call<{ recordId: string }>(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/record',
      headers: auth(token),
      payload: { outline: OUTLINE },
    });
    const other = await buildUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/download',
      headers: auth(other.token),
      payload: { recordId: created.body.data.recordId },
    });
    expect(res.body.code).toBe(5107);
    const result = await call(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/download/result?recordId=${created.body.data.recordId}`,
      headers: auth(other.token),
    });
    expect(result.body.code).toBe(5107);
  });

  it('creates one export for many concurrent download requests', async () => {
    const created = await call<{ recordId: string }>(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/record',
      headers: auth(token),
      payload: { outline: OUTLINE },
    });
    const { recordId } = created.body.data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, {
          method: 'POST',
          url: '/api/ai/generate-ppt/download',
          headers: auth(token),
          payload: { recordId },
        }),
      ),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await call<{ status: string }>(app, {
              method: 'GET',
              url: `/api/ai/generate-ppt/download/result?recordId=${recordId}`,
              headers: auth(token),
            })
          ).body.data.status,
      )
      .toBe('finish');
    const rows = await servicesOf(app)
      .database.db.select()
      .from(exportsTable)
      .where(eq(exportsTable.recordId, recordId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an outline line too long to lay out with 5404', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/record',
      headers: auth(token),
      payload: { outline: `# T\n## C\n* ${'x'.repeat(59_000)}\n` },
    });
    expect(res.body.code).toBe(5404);
  });

  it('exports the same record as a PDF with selectable Chinese text', async () => {
    const { url, status } = await downloadDeck(app, token, OUTLINE, 'pdf');
    expect(status).toBe('finish');
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      encodeURIComponent('智能客服系统建设方案.pdf'),
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Subset-embedded fonts: the font files are not embedded whole.
    expect(file.rawPayload.length).toBeLessThan(2_000_000);
  });
});
