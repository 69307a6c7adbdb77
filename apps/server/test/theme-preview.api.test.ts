import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';
import { OUTLINE } from './generation-helpers.js';

interface Info {
  recordId: string;
  themeId: string;
  status: string;
  finishPage: number;
  totalPage: number;
  slides: string[];
}
interface Templates {
  items: { id: string; title: string; tags: string[]; thumbnail: string }[];
  total: number;
}

let env: TestEnv;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  token = (await buildUser(app)).token;
});
afterAll(() => env.dispose());

const PNG = '\x89PNG';

/** Creates a record and starts its generation (preview/outline), as the workspace does. */
async function createRecord(): Promise<string> {
  const res = await call<{ recordId: string }>(app, {
    method: 'POST',
    url: '/api/ai/generate-ppt/record',
    headers: auth(token),
    payload: { outline: OUTLINE },
  });
  const { recordId } = res.body.data;
  await call(app, {
    method: 'POST',
    url: '/api/ai/generate-ppt/preview/outline',
    headers: auth(token),
    payload: { recordId },
  });
  return recordId;
}

async function settledInfo(recordId: string): Promise<Info> {
  let info: Info | undefined;
  await expect
    .poll(
      async () => {
        info = (
          await call<Info>(app, {
            method: 'GET',
            url: `/api/ai/generate-ppt/record/info?recordId=${recordId}`,
            headers: auth(token),
          })
        ).body.data;
        return info.status;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
  return info!;
}

describe('theme gallery (GET /api/workspace/template)', () => {
  it('lists at least 16 themes with engine-rendered 16:9 thumbnails', async () => {
    const res = await call<Templates>(app, {
      method: 'GET',
      url: '/api/workspace/template?size=50',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(16);
    const first = res.body.data.items[0]!;
    const png = await app.inject({ method: 'GET', url: first.thumbnail });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 4).toString('latin1')).toBe(PNG);
    // 16:9: width and height from the IHDR chunk.
    const width = png.rawPayload.readUInt32BE(16);
    const height = png.rawPayload.readUInt32BE(20);
    expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
  });

  it('pages and filters by tag, in the language of the request', async () => {
    const page = await call<Templates>(app, {
      method: 'GET',
      url: '/api/workspace/template?start=2&size=3',
    });
    expect(page.body.data.items).toHaveLength(3);
    const all = await call<Templates>(app, {
      method: 'GET',
      url: '/api/workspace/template?size=100',
      headers: { 'app-language': 'en-US' },
    });
    const tag = all.body.data.items[0]!.tags[0]!;
    const filtered = await call<Templates>(app, {
      method: 'GET',
      url: `/api/workspace/template?size=100&tags=${encodeURIComponent(tag)}`,
    });
    expect(filtered.body.data.items.every((i) => i.tags.includes(tag))).toBe(true);
    expect(all.body.data.items[0]!.title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses bad paging with 5000 and an unknown thumbnail with 404', async () => {
    expect(
      (await call(app, { method: 'GET', url: '/api/workspace/template?size=0' })).body.code,
    ).toBe(5000);
    expect(
      (await call(app, { method: 'GET', url: '/api/workspace/template?start=-1' })).body.code,
    ).toBe(5000);
    expect(
      (await call(app, { method: 'GET', url: '/api/workspace/template/thumbnail/no-such-theme' }))
        .body.code,
    ).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: '/api/workspace/template/thumbnail/..%2Fx' })).body
        .code,
    ).toBe(5000);
  });
});

describe('slide previews and theme change', () => {
  it('renders every slide of a new record to an image the browser can load', async () => {
    const info = await settledInfo(await createRecord());
    expect(info.finishPage).toBe(info.totalPage);
    expect(info.slides).toHaveLength(info.totalPage);
    const png = await app.inject({ method: 'GET', url: info.slides[0]! });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(0, 4).toString('latin1')).toBe(PNG);
  });

  it('re-lays the deck out in another theme and renders new previews', async () => {
    const recordId = await createRecord();
    const before = await settledInfo(recordId);
    const themes = await call<Templates>(app, {
      method: 'GET',
      url: '/api/workspace/template?size=100',
    });
    const other = themes.body.data.items.find((t) => t.id !== before.themeId)!.id;
    const changed = await call<Info>(app, {
      method: 'POST',
      url: '/api/workspace/ppt/change-theme',
      headers: auth(token),
      payload: { recordId, themeId: other },
    });
    expect(changed.body.code).toBe(200);
    expect(changed.body.data.themeId).toBe(other);
    const after = await settledInfo(recordId);
    expect(after.slides[0]).not.toBe(before.slides[0]);
    const image = await app.inject({ method: 'GET', url: after.slides[0]! });
    expect(image.statusCode).toBe(200);
  });

  it('refuses an unknown theme (5000) and a record of another user (5107)', async () => {
    const recordId = await createRecord();
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/change-theme',
      headers: auth(token),
      payload: { recordId, themeId: 'no-such-theme' },
    });
    expect(unknown.body.code).toBe(5000);
    const other = await buildUser(app);
    const foreign = await call(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${recordId}`,
      headers: auth(other.token),
    });
    expect(foreign.body.code).toBe(5107);
  });
});
