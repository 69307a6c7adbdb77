import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { readTemplateDir } from '../src/modules/template/domain.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';

interface Item {
  id: string;
  title: string;
  description: string;
  tags: string[];
  themeId: string;
  pages: number;
  thumbnail: string;
  downloads: number;
}
interface Listing {
  items: Item[];
  total: number;
}
interface Detail extends Item {
  themeName: string;
  slides: { index: number; kind: string; image: string; thumbnail: string }[];
}
interface Times {
  unlimited: boolean;
  total: number;
  used: number;
  remaining: number;
}

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv({ env: { TEMPLATE_DOWNLOADS_PER_DAY: '3' } });
  app = await env.start();
});
afterAll(() => env.dispose());

const PNG = '\x89PNG';
const list = async (query: string, headers: Record<string, string> = {}) =>
  (
    await call<Listing>(app, {
      method: 'GET',
      url: `/api/template-center/contents?${query}`,
      headers,
    })
  ).body;

describe('browsing', () => {
  it("lists tag groups with 'groupId.itemId' titles, each led by its default 'all'", async () => {
    const res = await call<{
      items: { id: string; items: { title: string; label: string; defaultSelect: boolean }[] }[];
    }>(app, { method: 'GET', url: '/api/template-center/tags' });
    const groups = res.body.data.items;
    expect(groups.map((g) => g.id)).toEqual(['category', 'style', 'color']);
    for (const group of groups) {
      expect(group.items[0]).toMatchObject({ title: `${group.id}.all`, defaultSelect: true });
      expect(group.items.slice(1).every((item) => !item.defaultSelect)).toBe(true);
      for (const item of group.items) expect(item.title).toMatch(new RegExp(`^${group.id}\\.`));
    }
    const categories = groups[0]!.items.map((item) => item.title);
    expect(categories).toContain('category.year-end');
    expect(categories).toContain('category.slide-collection');
    expect(groups[0]!.items.find((i) => i.title === 'category.year-end')!.label).toBe('年终总结');
  });

  it('pages 30 at a time through at least 60 templates of 8 to 20 slides', async () => {
    const first = await list('');
    expect(first.code).toBe(200);
    expect(first.data.total).toBeGreaterThanOrEqual(60);
    expect(first.data.items).toHaveLength(30);
    const second = await list('start=30');
    const ids = new Set([...first.data.items, ...second.data.items].map((item) => item.id));
    expect(ids.size).toBe(first.data.items.length + second.data.items.length);
    for (const item of first.data.items) {
      expect(item.pages).toBeGreaterThanOrEqual(8);
      expect(item.pages).toBeLessThanOrEqual(20);
      expect(item.title).toMatch(/\p{Script=Han}/u);
    }
  });

  it("filters by tags (any item of a group, every group), pages and 'template' type", async () => {
    const yearEnd = await list('size=100&tags=category.year-end');
    expect(yearEnd.data.total).toBeGreaterThanOrEqual(4);
    expect(yearEnd.data.items.every((i) => i.tags.includes('category.year-end'))).toBe(true);
    const either = await list('size=100&tags=category.year-end,category.thesis');
    expect(either.data.total).toBeGreaterThan(yearEnd.data.total);
    const both = await list('size=100&tags=category.year-end,category.thesis,style.business');
    expect(both.data.items.every((i) => i.tags.includes('style.business'))).toBe(true);
    expect(both.data.total).toBeLessThan(either.data.total);
    const all = await list('size=100&tags=category.all');
    expect(all.data.total).toBe((await list('size=100')).data.total);

    const short = await list('size=100&filters=pages.short');
    expect(short.data.items.every((i) => i.pages <= 10)).toBe(true);
    const long = await list('size=100&filters=pages.long');
    expect(long.data.items.every((i) => i.pages >= 16)).toBe(true);

    const wall = await list('type=template&size=50');
    expect(wall.data.items).toHaveLength(50);
    expect(wall.data.items.some((i) => i.tags.includes('category.slide-collection'))).toBe(false);
    const newest = await list('size=100&filters=sort.new');
    expect(newest.data.total).toBe(all.data.total);
  });

  it("finds '年终总结' templates from '年度总结' and from '述职', first", async () => {
    for (const search of ['年度总结', '述职', '年终总结PPT']) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(found.data.total, search).toBeGreaterThan(0);
      expect(found.data.items[0]!.tags, search).toContain('category.year-end');
    }
    const thesis = await list(`search=${encodeURIComponent('毕业设计答辩')}`);
    expect(thesis.data.items[0]!.tags).toContain('category.thesis');
    // Traditional Chinese finds the same templates, and titles come back in it.
    const traditional = await list(`search=${encodeURIComponent('年終總結')}`, {
      'app-language': 'zh-TW',
    });
    expect(traditional.data.items[0]!.tags).toContain('category.year-end');
    expect(traditional.data.items.map((i) => i.title).join('')).toMatch(/總結|報告/);
    expect((await list(`search=${encodeURIComponent('xyzzy不存在的词')}`)).data.total).toBe(0);
  });

  it('refuses malformed queries with 5000', async () => {
    for (const query of ['size=0', 'start=-1', 'tags=%3Cscript%3E', `search=${'字'.repeat(51)}`]) {
      expect((await list(query)).code, query).toBe(5000);
    }
  });

  it('details every slide with its pictures, and 12 recommendations without collections', async () => {
    const yearEnd = (await list('tags=category.year-end')).data.items[0]!;
    const detail = (
      await call<Detail>(app, {
        method: 'GET',
        url: `/api/template-center/detail?contentId=${yearEnd.id}`,
      })
    ).body.data;
    expect(detail.slides).toHaveLength(detail.pages);
    expect(detail.slides[0]!.kind).toBe('cover');
    expect(detail.slides.at(-1)!.kind).toBe('closing');
    const png = await app.inject({ method: 'GET', url: detail.slides[1]!.image });
    expect(png.statusCode).toBe(200);
    expect(png.headers['cache-control']).toContain('immutable');
    expect(png.rawPayload.subarray(0, 4).toString('latin1')).toBe(PNG);
    expect(png.rawPayload.readUInt32BE(16)).toBe(1280);
    const thumb = await app.inject({ method: 'GET', url: detail.thumbnail });
    expect(thumb.rawPayload.readUInt32BE(16)).toBe(480);
    // The second request is served from the stored picture, byte for byte.
    const again = await app.inject({ method: 'GET', url: detail.slides[1]!.image });
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true);

    const recommended = await call<{ items: Item[] }>(app, {
      method: 'POST',
      url: '/api/template-center/recommendList',
      payload: { contentId: yearEnd.id },
    });
    const items = recommended.body.data.items;
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.id)).not.toContain(yearEnd.id);
    expect(items.some((i) => i.tags.includes('category.slide-collection'))).toBe(false);
    expect(items[0]!.tags).toContain('category.year-end');

    const content = await call<{ outline: string; themeId: string }>(app, {
      method: 'GET',
      url: `/api/template-center/content?contentId=${yearEnd.id}`,
    });
    expect(content.body.data.themeId).toBe(yearEnd.themeId);
    expect(content.body.data.outline).toMatch(/^# /);

    for (const url of [
      '/api/template-center/detail?contentId=no-such-template',
      '/api/template-center/preview/no-such-template/0',
      `/api/template-center/preview/${yearEnd.id}/99`,
    ]) {
      expect((await call(app, { method: 'GET', url })).body.code, url).toBe(404);
    }
    expect(
      (await call(app, { method: 'GET', url: '/api/template-center/detail?contentId=../x' })).body
        .code,
    ).toBe(5000);
  });
});

describe('downloads and use', () => {
  const download = (token: string, contentId: string) =>
    call<{ url: string; fileName: string; times: Times }>(app, {
      method: 'POST',
      url: '/api/template-center/download',
      headers: auth(token),
      payload: { contentId },
    });
  const times = async (token: string) =>
    (
      await call<Times>(app, {
        method: 'GET',
        url: '/api/template-center/downloadTimes',
        headers: auth(token),
      })
    ).body.data;

  it('needs an account', async () => {
    expect(
      (await call(app, { method: 'GET', url: '/api/template-center/downloadTimes' })).body.code,
    ).toBe(401);
  });

  it("gives a non-member the operator's daily quota, then 5301; the same one again is free", async () => {
    const { token } = await buildUserWithId(app);
    const ids = (await list('size=5')).data.items.map((item) => item.id);
    expect(await times(token)).toEqual({ unlimited: false, total: 3, used: 0, remaining: 3 });

    const first = await download(token, ids[0]!);
    expect(first.body.code).toBe(200);
    expect(first.body.data.times.remaining).toBe(2);
    const file = await app.inject({ method: 'GET', url: first.body.data.url });
    expect(file.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    expect(slides.length).toBeGreaterThanOrEqual(8);
    expect(file.headers['content-disposition']).toContain('.pptx');

    expect((await download(token, ids[0]!)).body.data.times.remaining).toBe(2);
    await download(token, ids[1]!);
    await download(token, ids[2]!);
    const refused = await download(token, ids[3]!);
    expect(refused.body.code).toBe(5301);
    expect(refused.body.message).toBe('模板下载次数已用完');
    expect(await times(token)).toEqual({ unlimited: false, total: 3, used: 3, remaining: 0 });
    // A template already downloaded today still comes.
    expect((await download(token, ids[1]!)).body.code).toBe(200);
  });

  it('never passes the quota with parallel downloads', async () => {
    const { token } = await buildUserWithId(app);
    const ids = (await list('size=8')).data.items.map((item) => item.id);
    const results = await Promise.all(ids.map((id) => download(token, id)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 5301)).toHaveLength(5);
  });

  it('lets members download without a quota', async () => {
    const { token } = await buildUserWithId(app, 3600);
    expect((await times(token)).unlimited).toBe(true);
    const ids = (await list('size=5')).data.items.map((item) => item.id);
    for (const id of ids) expect((await download(token, id)).body.code).toBe(200);
  });

  it("'use this template' makes a deck of its content in its theme and layout plan", async () => {
    const { token } = await buildUserWithId(app);
    const template = (await list('tags=category.year-end')).data.items[0]!;
    const loaded = await call<{ recordId: string }>(app, {
      method: 'POST',
      url: '/api/workspace/content/load',
      headers: auth(token),
      payload: { contentId: template.id },
    });
    expect(loaded.body.code).toBe(200);
    const info = await call<{ themeId: string; totalPage: number }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${loaded.body.data.recordId}`,
      headers: auth(token),
    });
    expect(info.body.data.themeId).toBe(template.themeId);
    expect(info.body.data.totalPage).toBe(template.pages);
    const missing = await call(app, {
      method: 'POST',
      url: '/api/workspace/content/load',
      headers: auth(token),
      payload: { contentId: 'no-such-template' },
    });
    expect(missing.body.code).toBe(404);
  });
});

describe('operator settings', () => {
  it('refuses a daily quota above 10 at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TEMPLATE_DOWNLOADS_PER_DAY: '11' })).toThrow(
      /TEMPLATE_DOWNLOADS_PER_DAY/,
    );
  });

  it("reads an operator's templates from TEMPLATE_DIR and names a bad file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sc-templates-'));
    const good = {
      id: 'operator-weekly',
      title: '周报',
      description: '团队周报。',
      category: 'work-report',
      keywords: ['周报'],
      themeId: 'clean-blue',
      outline: '# 周报\n## 本周\n### 完成\n* 上线新版本',
      added: '2026-11-01',
    };
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(good));
    expect((await readTemplateDir(dir)).map((t) => t.id)).toEqual(['operator-weekly']);
    await writeFile(path.join(dir, 'b.json'), JSON.stringify({ ...good, themeId: 'nope' }));
    await expect(readTemplateDir(dir)).rejects.toThrow(/b\.json.*themeId/);
  });
});
