import type { DeckFontsInfo, FontInfo, FontList, WorkspaceDoc } from '@slidecraft/contract';
import type { DeckDocument } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecord, OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { auth, buildUser, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const get = <T>(token: string | null, url: string) =>
  call<T>(app, { method: 'GET', url, headers: token ? auth(token) : {} });
const post = <T>(token: string, url: string, payload: object) =>
  call<T>(app, { method: 'POST', url, headers: auth(token), payload });

const ids = (list: FontList) => list.items.map((font) => font.id);

describe('font information and search', () => {
  it('describes a shipped font in the caller language, with its web font CSS', async () => {
    const { token } = await buildUser(app);
    const info = await call<FontInfo>(app, {
      method: 'GET',
      url: '/api/font/getStyleInfo?font_id=ma-shan-zheng',
      headers: { ...auth(token), 'accept-language': 'zh-TW' },
    });
    expect(info.body.data).toMatchObject({
      id: 'ma-shan-zheng',
      name: '馬善政毛筆楷書',
      family: 'Ma Shan Zheng',
      category: 'handwriting',
      licence: 'OFL-1.1',
      css: '/fonts/ma-shan-zheng.css',
      favourite: false,
    });
    const css = await app.inject({ method: 'GET', url: info.body.data.css });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain("font-family: 'Ma Shan Zheng'");
    expect(css.body).toContain('unicode-range');
    expect(css.body).not.toContain("format('woff')");
    // A slice: a real WOFF2 file, cached for good.
    const slice = /url\((\/fonts\/ma-shan-zheng\/[^)]+\.woff2)\)/.exec(css.body)![1]!;
    const file = await app.inject({ method: 'GET', url: slice });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 5000 for an unknown or malformed font id and 404 for unknown font files', async () => {
    const { token } = await buildUser(app);
    for (const id of ['comic-sans', 'A', '../etc', '']) {
      const res = await get(token, `/api/font/getStyleInfo?font_id=${encodeURIComponent(id)}`);
      expect(res.body.code, id).toBe(5000);
    }
    expect((await post(token, '/api/font/favourite', { font_id: 'comic-sans' })).body.code).toBe(
      5000,
    );
    expect((await post(token, '/api/font/favourite', {})).body.code).toBe(5000);
    for (const url of [
      '/fonts/comic-sans.css',
      '/fonts/ma-shan-zheng/0.0.0/ma-shan-zheng-1-400-normal.woff2',
      '/fonts/ma-shan-zheng/5.3.1/..%2F..%2Fpackage.json',
      '/fonts/ma-shan-zheng/5.3.1/noto-sans-sc-1-400-normal.woff2',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await get(null, '/api/font/searchRecommend')).status).toBe(401);
    expect((await get(null, '/api/font/getMyList')).status).toBe(401);
  });

  it('finds fonts by name in any language or by category', async () => {
    const { token } = await buildUser(app);
    const all = (await get<FontList>(token, '/api/font/searchRecommend')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(new Set(all.items.map((font) => font.category))).toEqual(
      new Set(['sans', 'serif', 'rounded', 'handwriting', 'display']),
    );
    const search = async (query: string) =>
      ids((await get<FontList>(token, `/api/font/searchRecommend?${query}`)).body.data);
    expect(await search(`keyword=${encodeURIComponent('思源')}`)).toEqual([
      'noto-sans-sc',
      'noto-serif-sc',
    ]);
    expect(await search(`keyword=${encodeURIComponent('楷書')}`)).toEqual(['ma-shan-zheng']);
    expect(await search('keyword=KUAILE')).toEqual(['zcool-kuaile']);
    expect(await search('category=handwriting')).toHaveLength(3);
    expect(await search('category=rounded&keyword=hei')).toEqual([]);
    expect((await get(token, '/api/font/searchRecommend?category=comic')).body.code).toBe(5000);
    const long = encodeURIComponent('字'.repeat(51));
    expect((await get(token, `/api/font/searchRecommend?keyword=${long}`)).body.code).toBe(5000);
  });
});

describe('favourite fonts', () => {
  it('keeps favourites per user, newest first, paged, idempotent', async () => {
    const { token } = await buildUser(app);
    const other = await buildUser(app);
    for (const id of ['noto-serif-sc', 'ma-shan-zheng', 'zcool-kuaile', 'ma-shan-zheng']) {
      expect((await post(token, '/api/font/favourite', { font_id: id })).body.code).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const mine = (await get<FontList>(token, '/api/font/getMyList')).body.data;
    expect(ids(mine)).toEqual(['zcool-kuaile', 'ma-shan-zheng', 'noto-serif-sc']);
    expect(mine.total).toBe(3);
    expect(mine.items.every((font) => font.favourite)).toBe(true);
    const page = (await get<FontList>(token, '/api/font/getMyList?start=1&size=1')).body.data;
    expect(ids(page)).toEqual(['ma-shan-zheng']);
    expect(page.total).toBe(3);
    expect((await get(token, '/api/font/getMyList?size=0')).body.code).toBe(5000);

    // Favourites lead the recommendations and carry the flag; another user sees none.
    const recommended = (await get<FontList>(token, '/api/font/searchRecommend')).body.data;
    expect(ids(recommended).slice(0, 3).sort()).toEqual(
      ['ma-shan-zheng', 'noto-serif-sc', 'zcool-kuaile'].sort(),
    );
    const theirs = (await get<FontList>(other.token, '/api/font/getMyList')).body.data;
    expect(theirs).toEqual({ items: [], total: 0 });
    const info = await get<FontInfo>(other.token, '/api/font/getStyleInfo?font_id=ma-shan-zheng');
    expect(info.body.data.favourite).toBe(false);

    for (let i = 0; i < 2; i++) {
      const off = await post(token, '/api/font/unFavourite', { font_id: 'ma-shan-zheng' });
      expect(off.body.code).toBe(200);
    }
    expect(ids((await get<FontList>(token, '/api/font/getMyList')).body.data)).toEqual([
      'zcool-kuaile',
      'noto-serif-sc',
    ]);
  });
});

describe("a deck's fonts", () => {
  async function generatedRecord(token: string): Promise<string> {
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    return recordId;
  }

  it('puts every heading or body text in a font, saves it as a new version, and exports it', async () => {
    const { token } = await buildUser(app);
    const other = await buildUser(app);
    const recordId = await generatedRecord(token);
    const saved = (t: string) => get<DeckFontsInfo>(t, `/api/font/getSavePPT?recordId=${recordId}`);
    const before = (await saved(token)).body.data;
    expect(before).toMatchObject({ recordId, heading: null, body: null });

    const res = await post<DeckFontsInfo>(token, '/api/font/savePPT', {
      recordId,
      heading: 'zcool-qingke-huangyou',
      body: 'noto-serif-sc',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.version).toBeGreaterThan(before.version);
    expect(res.body.data.heading).toMatchObject({ id: 'zcool-qingke-huangyou' });
    expect(res.body.data.body).toMatchObject({ id: 'noto-serif-sc' });
    expect((await saved(token)).body.data).toEqual(res.body.data);

    // The saved document names the fonts, and the PPTX writes them.
    const doc = await get<WorkspaceDoc & { deck: DeckDocument }>(
      token,
      `/api/workspace/ppt/json-file?recordId=${recordId}`,
    );
    expect(doc.body.data.version).toBe(res.body.data.version);
    const exported = await exportRecord(app, token, recordId);
    expect(exported.status).toBe('finish');
    const pptx = await app.inject({ method: 'GET', url: exported.url });
    const zip = await JSZip.loadAsync(pptx.rawPayload);
    const slide = await zip.file('ppt/slides/slide2.xml')!.async('string');
    expect(slide).toContain('typeface="ZCOOL QingKe HuangYou"');
    expect(slide).toContain('typeface="Noto Serif SC"');

    // Back to the theme's font for the headings only.
    const back = await post<DeckFontsInfo>(token, '/api/font/savePPT', { recordId, heading: null });
    expect(back.body.data).toMatchObject({ heading: null, body: { id: 'noto-serif-sc' } });

    // Nobody else reads or writes it; bad input is a 5000.
    expect((await saved(other.token)).body.code).toBe(5107);
    const theirs = await post(other.token, '/api/font/savePPT', {
      recordId,
      body: 'ma-shan-zheng',
    });
    expect(theirs.body.code).toBe(5107);
    for (const body of [
      { recordId },
      { recordId, body: 'comic-sans' },
      { recordId: 'nope', body: 'ma-shan-zheng' },
      { recordId, body: 42 },
    ]) {
      expect((await post(token, '/api/font/savePPT', body)).body.code, JSON.stringify(body)).toBe(
        5000,
      );
    }
    expect((await get(token, '/api/font/getSavePPT?recordId=x')).body.code).toBe(5000);
  });
});
