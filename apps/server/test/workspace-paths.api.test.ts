import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attachment,
  DownloadResult,
  OutlineLoadResult,
  PreviewResult,
  RecordInfo,
  WorkspaceDoc,
} from '@slidecraft/contract';
import { solidPicture, uploadPicture } from './attachment-helpers.js';
import { OUTLINE, exportRecord } from './generation-helpers.js';
import { SPARSE_OUTLINE, createRecord, pollUntilSettled } from './generation-jobs.js';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
let token: string;
let other: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  token = (await buildUser(app)).token;
  other = (await buildUser(app)).token;
});
afterAll(() => env.dispose());

const get = <T>(url: string, who = token) =>
  call<T>(app, { method: 'GET', url, headers: auth(who) });
const post = <T>(url: string, payload: Record<string, unknown>, who = token) =>
  call<T>(app, { method: 'POST', url, payload, headers: auth(who) });

describe('reading a deck under the other paths', () => {
  it('islide/load answers the document json-file answers; another user gets 5107', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const doc = await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${recordId}`);
    const loaded = await post<WorkspaceDoc>('/api/workspace/islide/load', { recordId });
    expect(loaded.body.code).toBe(200);
    expect(loaded.body.data).toEqual(doc.body.data);
    expect((await post('/api/workspace/islide/load', { recordId }, other)).body.code).toBe(5107);
  });

  it("outline/load answers the record's outline, as its generation filled it", async () => {
    const recordId = await createRecord(app, token, SPARSE_OUTLINE);
    const before = await post<OutlineLoadResult>('/api/workspace/outline/load', { recordId });
    expect(before.body.data).toMatchObject({
      recordId,
      title: '城市更新行动方案',
      outline: SPARSE_OUTLINE,
      themeId: 'clean-blue',
      status: 'not_submit_preview',
    });
    const started = await post<PreviewResult>('/api/workspace/outline/generate-ppt', { recordId });
    expect(started.body.code).toBe(200);
    expect(['pending', 'running', 'completed']).toContain(started.body.data.status);
    await pollUntilSettled(app, token, recordId);
    const result = await get<PreviewResult>(
      `/api/workspace/outline/generate-ppt/result?recordId=${recordId}`,
    );
    expect(result.body.data.status).toBe('completed');
    expect(result.body.data.finishPage).toBe(result.body.data.totalPage);
    const after = await post<OutlineLoadResult>('/api/workspace/outline/load', { recordId });
    expect(after.body.data.outline.length).toBeGreaterThan(SPARSE_OUTLINE.length);
    expect(after.body.data.status).toBe('completed');
    expect((await post('/api/workspace/outline/load', { recordId }, other)).body.code).toBe(5107);
  });

  it('outline/generate-ppt with another theme generates the deck in it', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const res = await post('/api/workspace/outline/generate-ppt', { recordId, themeId: 'gov-red' });
    expect(res.body.code).toBe(200);
    await pollUntilSettled(app, token, recordId);
    const doc = await get<WorkspaceDoc>(`/api/workspace/ppt/json-file?recordId=${recordId}`);
    expect(doc.body.data.themeId).toBe('gov-red');
  });

  it('json-file/attachment answers the document with its pictures', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const png = await solidPicture('png', 40, 30, { r: 200, g: 40, b: 40 });
    const uploaded = await uploadPicture(app, token, recordId, png);
    expect(uploaded.body.code).toBe(200);
    const res = await post<WorkspaceDoc & { attachments: Attachment[] }>(
      '/api/workspace/ppt/json-file/attachment',
      { recordId },
    );
    expect(res.body.data.recordId).toBe(recordId);
    expect(res.body.data.attachments.map((a) => [a.id, a.width, a.height])).toEqual([
      [uploaded.body.data.id, 40, 30],
    ]);
    expect((res.body.data.deck as { slides: unknown[] }).slides.length).toBeGreaterThan(1);
  });
});

describe('making and theming a deck', () => {
  it('POST /workspace/ppt makes a new deck in the theme; a bad outline is refused', async () => {
    const made = await post<{ recordId: string }>('/api/workspace/ppt', {
      outline: OUTLINE,
      themeId: 'celadon',
    });
    expect(made.body.code).toBe(200);
    const doc = await get<WorkspaceDoc>(
      `/api/workspace/ppt/json-file?recordId=${made.body.data.recordId}`,
    );
    expect(doc.body.data).toMatchObject({ themeId: 'celadon', title: '智能客服系统建设方案' });
    expect((await post('/api/workspace/ppt', { outline: '## 没有标题' })).body.code).toBe(5407);
    expect((await post('/api/workspace/ppt', { outline: OUTLINE, themeId: 'x' })).body.code).toBe(
      5000,
    );
  });

  it('GET ppt/template answers the theme, POST sets another', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    const theme = await get<{ themeId: string; title: string; thumbnail: string }>(
      `/api/workspace/ppt/template?recordId=${recordId}`,
    );
    expect(theme.body.data).toMatchObject({
      themeId: 'clean-blue',
      thumbnail: '/api/workspace/template/thumbnail/clean-blue',
    });
    const set = await post<RecordInfo>('/api/workspace/ppt/template', {
      recordId,
      themeId: 'tech-dark',
    });
    expect(set.body.code).toBe(200);
    expect(set.body.data.themeId).toBe('tech-dark');
    const again = await get<{ themeId: string }>(
      `/api/workspace/ppt/template?recordId=${recordId}`,
    );
    expect(again.body.data.themeId).toBe('tech-dark');
    expect(
      (await post('/api/workspace/ppt/template', { recordId, themeId: 'nope' })).body.code,
    ).toBe(5000);
    expect((await get(`/api/workspace/ppt/template?recordId=${recordId}`, other)).body.code).toBe(
      5107,
    );
  });
});

describe('POST /api/workspace/ppt/download/read', () => {
  it('marks a finished download as read, which download/result then says', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    expect((await post('/api/workspace/ppt/download/read', { recordId })).body.code).toBe(5000);
    await exportRecord(app, token, recordId, 'pptx');
    const resultUrl = `/api/ai/generate-ppt/download/result?recordId=${recordId}`;
    expect((await get<DownloadResult>(resultUrl)).body.data).toMatchObject({
      status: 'finish',
      read: false,
    });
    const read = await post<{ read: boolean; readAt: string }>('/api/workspace/ppt/download/read', {
      recordId,
    });
    expect(read.body.code).toBe(200);
    expect(read.body.data.read).toBe(true);
    expect((await get<DownloadResult>(resultUrl)).body.data.read).toBe(true);
    // Read once: the first time stays.
    const again = await post<{ readAt: string }>('/api/workspace/ppt/download/read', { recordId });
    expect(again.body.data.readAt).toBe(read.body.data.readAt);
    // The PDF has its own download, not finished yet.
    expect(
      (await post('/api/workspace/ppt/download/read', { recordId, format: 'pdf' })).body.code,
    ).toBe(5000);
    expect((await post('/api/workspace/ppt/download/read', { recordId }, other)).body.code).toBe(
      5107,
    );
  });
});

describe('POST /api/themeIsAiImag', () => {
  it('answers false for every theme without a picture model', async () => {
    const res = await post<{ items: Record<string, boolean> }>('/api/themeIsAiImag', {
      ids: ['tech-dark', 'gov-red', 'no-such-theme'],
    });
    expect(res.body.data.items).toEqual({
      'tech-dark': false,
      'gov-red': false,
      'no-such-theme': false,
    });
    expect((await post('/api/themeIsAiImag', { ids: [] })).body.code).toBe(5000);
  });

  it('answers the themes with illustrations when IMAGE_* is set', async () => {
    const picturesEnv = await createTestEnv({
      env: {
        IMAGE_BASE_URL: 'http://127.0.0.1:9/v1',
        IMAGE_API_KEY: 'sk-images',
        IMAGE_MODEL: 'test-image-model',
      },
    });
    try {
      const pictures = await picturesEnv.start();
      const user = (await buildUser(pictures)).token;
      const res = await call<{ items: Record<string, boolean> }>(pictures, {
        method: 'POST',
        url: '/api/themeIsAiImag',
        headers: auth(user),
        payload: { ids: ['tech-dark', 'gov-red', 'no-such-theme'] },
      });
      // tech-dark's slides carry illustrations; gov-red's none.
      expect(res.body.data.items).toEqual({
        'tech-dark': true,
        'gov-red': false,
        'no-such-theme': false,
      });
    } finally {
      await picturesEnv.dispose();
    }
  });
});
