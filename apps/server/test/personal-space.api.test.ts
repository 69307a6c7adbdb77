import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AI_LIMITS,
  TRASH_DAYS,
  type Attachment,
  type SpaceItem,
  type SpaceList,
  type WorkspaceDoc,
} from '@slidecraft/contract';
import type { DeckDocument, ImageElement } from '@slidecraft/deck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../src/db/schema.js';
import { OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { solidPicture, uploadPicture } from './attachment-helpers.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;

/** A built web app in miniature: the share page is index.html with the deck's card tags. */
const INDEX_HTML =
  '<!doctype html><html><head><title>SlideCraft · AI 演示文稿</title></head><body></body></html>';

beforeAll(async () => {
  const web = await mkdtemp(path.join(tmpdir(), 'sc-web-'));
  await writeFile(path.join(web, 'index.html'), INDEX_HTML);
  env = await createTestEnv({ env: { WEB_DIST_DIR: web } });
  app = await env.start();
});
afterAll(() => env.dispose());

const list = (token: string, query = '') =>
  call<SpaceList>(app, {
    method: 'GET',
    url: `/api/personal-space/list${query}`,
    headers: auth(token),
  });
const titles = async (token: string, query = '') =>
  (await list(token, query)).body.data.items.map((item) => item.title);

const rename = (token: string, recordId: string, title: string) =>
  call<SpaceItem>(app, {
    method: 'POST',
    url: '/api/personal-space/ppt',
    headers: auth(token),
    payload: { recordId, title },
  });
const trash = (token: string, recordId: string) =>
  call(app, {
    method: 'DELETE',
    url: `/api/personal-space/delete?recordId=${recordId}`,
    headers: auth(token),
  });
const recover = (token: string, recordId: string) =>
  call(app, {
    method: 'PUT',
    url: '/api/personal-space/recover',
    headers: auth(token),
    payload: { recordId },
  });
const destroy = (token: string, recordId: string) =>
  call(app, {
    method: 'DELETE',
    url: `/api/personal-space/destroy?recordId=${recordId}`,
    headers: auth(token),
  });

/** A deck of the user's with this title. */
async function deck(token: string, title: string) {
  const recordId = await createRecord(app, token, OUTLINE);
  expect((await rename(token, recordId, title)).body.code).toBe(200);
  return recordId;
}

describe('the personal space list', () => {
  it('lists the kept decks, last edited first or newest first, 20 at a time, searched by title', async () => {
    // A member: more decks than the basic tier keeps.
    const { token } = await buildUserWithId(app, 86_400);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await deck(token, `周报 ${String(i).padStart(2, '0')}`));
    await rename(token, ids[3]!, '年度总结 100%_完成');

    const first = (await list(token)).body.data;
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    // Edited last: the renamed deck leads.
    expect(first.items[0]).toMatchObject({ recordId: ids[3], title: '年度总结 100%_完成' });
    expect(first.items[0]!.deletedAt).toBeNull();
    const rest = (await list(token, '?start=20')).body.data.items;
    expect(rest).toHaveLength(2);
    expect(new Set([...first.items, ...rest].map((i) => i.recordId)).size).toBe(22);

    // Created: newest first, whatever was edited.
    expect(await titles(token, '?sort=created&size=2')).toEqual(['周报 21', '周报 20']);
    // Search: part of the title, any case; % and _ are letters, not patterns.
    expect(await titles(token, `?search=${encodeURIComponent('100%_')}`)).toEqual([
      '年度总结 100%_完成',
    ]);
    expect(await titles(token, `?search=${encodeURIComponent('%')}`)).toEqual([
      '年度总结 100%_完成',
    ]);
    expect((await list(token, `?search=${encodeURIComponent('周报 1')}`)).body.data.total).toBe(10);
  });

  it('refuses malformed paging, sorting and searching with 5000', async () => {
    const { token } = await buildUserWithId(app);
    for (const query of ['?size=0', '?size=101', '?start=-1', '?sort=name', '?trash=2']) {
      expect((await list(token, query)).body.code, query).toBe(5000);
    }
    const long = encodeURIComponent('长'.repeat(101));
    expect((await list(token, `?search=${long}`)).body.code).toBe(5000);
  });
});

describe('the trash', () => {
  it('moves a deck out of the space, the history and the editor, and back', async () => {
    const { token } = await buildUserWithId(app);
    const kept = await deck(token, '留下的');
    const gone = await deck(token, '删掉的');
    expect((await trash(token, gone)).body.code).toBe(200);
    expect(await titles(token)).toEqual(['留下的']);
    const bin = (await list(token, '?trash=1')).body.data.items;
    expect(bin.map((i) => i.title)).toEqual(['删掉的']);
    expect(Date.parse(bin[0]!.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const history = await call<{ items: { recordId: string }[] }>(app, {
      method: 'GET',
      url: '/api/ai/generate-ppt/history',
      headers: auth(token),
    });
    expect(history.body.data.items.map((i) => i.recordId)).toEqual([kept]);
    const opened = await call(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${gone}`,
      headers: auth(token),
    });
    expect(opened.body.code).toBe(5107);
    // Twice is not found: it is in the trash already.
    expect((await trash(token, gone)).body.code).toBe(5107);

    expect((await recover(token, gone)).body.code).toBe(200);
    expect((await titles(token)).sort()).toEqual(['删掉的', '留下的']);
    expect((await list(token, '?trash=1')).body.data.total).toBe(0);
    expect((await recover(token, gone)).body.code).toBe(5107);
  });

  it('frees a basic-tier project slot, and recovering past the cap answers 5412 with why', async () => {
    const user = await buildUserWithId(app);
    const first = await deck(user.token, '第一份');
    await app.ctx.database.db.insert(records).values(
      Array.from({ length: AI_LIMITS.basicProjects - 1 }, (_, i) => ({
        userId: user.id,
        title: `旧项目 ${i}`,
        outline: OUTLINE,
        deck: {},
        themeId: 'default',
        totalPage: 1,
      })),
    );
    expect((await trash(user.token, first)).body.code).toBe(200);
    // In the trash it does not count: a new deck fits.
    await createRecord(app, user.token, OUTLINE);
    const refused = await recover(user.token, first);
    expect(refused.body.code).toBe(5412);
    expect(refused.body.message).toContain(`${AI_LIMITS.basicProjects}`);
    expect((await list(user.token, '?trash=1')).body.data.total).toBe(1);
  });

  it(`removes what has been in the trash for ${TRASH_DAYS} days, not what is newer`, async () => {
    const { token } = await buildUserWithId(app);
    const old = await deck(token, '很久以前删的');
    const recent = await deck(token, '最近删的');
    await trash(token, old);
    await trash(token, recent);
    const day = 24 * 3600 * 1000;
    await app.ctx.database.db
      .update(records)
      .set({ deletedAt: new Date(Date.now() - (TRASH_DAYS + 1) * day) })
      .where(eq(records.id, old));
    expect(await app.ctx.history.purgeTrash()).toBeGreaterThanOrEqual(1);
    const rows = await app.ctx.database.db.select().from(records).where(eq(records.id, old));
    expect(rows).toEqual([]);
    expect((await list(token, '?trash=1')).body.data.items.map((i) => i.title)).toEqual([
      '最近删的',
    ]);
  });

  it('destroys a deck for good, from the trash or not', async () => {
    const { token } = await buildUserWithId(app);
    const a = await deck(token, '甲');
    const b = await deck(token, '乙');
    await trash(token, a);
    expect((await destroy(token, a)).body.code).toBe(200);
    expect((await destroy(token, b)).body.code).toBe(200);
    expect((await list(token)).body.data.total).toBe(0);
    expect((await list(token, '?trash=1')).body.data.total).toBe(0);
    expect((await destroy(token, b)).body.code).toBe(5107);
  });
});

describe('renaming and reading one deck', () => {
  it('renames a kept deck and moves it to the top of the last edited', async () => {
    const { token } = await buildUserWithId(app);
    const a = await deck(token, '旧标题');
    await deck(token, '后来的');
    const renamed = await rename(token, a, '  新标题  ');
    expect(renamed.body.data).toMatchObject({ recordId: a, title: '新标题' });
    expect((await titles(token))[0]).toBe('新标题');
    const read = await call<SpaceItem>(app, {
      method: 'GET',
      url: `/api/personal-space/ppt?recordId=${a}`,
      headers: auth(token),
    });
    expect(read.body.data.title).toBe('新标题');
    for (const title of ['', '   ', '长'.repeat(201), 'a\u0000b']) {
      expect((await rename(token, a, title)).body.code, JSON.stringify(title)).toBe(5000);
    }
  });
});

describe("another user's deck", () => {
  it('is never listed, read, renamed, trashed, recovered or destroyed (5107, no data)', async () => {
    const owner = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const mine = await deck(owner.token, '我的');
    const binned = await deck(owner.token, '我的回收站');
    await trash(owner.token, binned);
    expect((await list(other.token)).body.data).toEqual({ items: [], total: 0 });
    expect((await list(other.token, '?trash=1')).body.data).toEqual({ items: [], total: 0 });
    const refused = [
      await call(app, {
        method: 'GET',
        url: `/api/personal-space/ppt?recordId=${mine}`,
        headers: auth(other.token),
      }),
      await rename(other.token, mine, '改名'),
      await trash(other.token, mine),
      await recover(other.token, binned),
      await destroy(other.token, mine),
      await destroy(other.token, binned),
    ];
    for (const res of refused) {
      expect(res.body.code).toBe(5107);
      expect(res.body.data ?? null).toBeNull();
    }
    expect((await titles(owner.token)).sort()).toEqual(['我的']);
    expect((await list(owner.token, '?trash=1')).body.data.total).toBe(1);
    const anonymous = await app.inject({ method: 'GET', url: '/api/personal-space/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('copying a deck', () => {
  const readDoc = async (token: string, recordId: string) =>
    (
      await call<WorkspaceDoc & { deck: DeckDocument }>(app, {
        method: 'GET',
        url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
        headers: auth(token),
      })
    ).body.data;
  const copy = (token: string, recordId: string, language = 'zh-CN') =>
    call<SpaceItem>(app, {
      method: 'GET',
      url: `/api/personal-space/copy?recordId=${recordId}`,
      headers: { ...auth(token), 'app-language': language },
    });

  it('makes a new deck with the edits, its own pictures and slide images, titled as a copy', async () => {
    const { token } = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const original = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, original);
    expect((await pollUntilSettled(app, token, original)).at(-1)!.status).toBe('completed');
    const png = await solidPicture('png', 16, 16, { r: 37, g: 99, b: 235 });
    const picture = (await uploadPicture(app, token, original, png)).body.data as Attachment;
    const doc = await readDoc(token, original);
    const edited = structuredClone(doc.deck);
    const image: ImageElement = {
      type: 'image',
      id: 'pic',
      x: 600,
      y: 300,
      w: 200,
      h: 150,
      src: picture.src,
    };
    edited.slides[0]!.elements.push(image);
    const saved = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/save',
      headers: auth(token),
      payload: { recordId: original, version: doc.version, deck: edited },
    });
    expect(saved.body.code).toBe(200);

    const made = await copy(token, original);
    expect(made.body.code).toBe(200);
    const copied = made.body.data;
    expect(copied.recordId).not.toBe(original);
    expect(copied.title).toBe('智能客服系统建设方案（副本）');
    expect((await copy(token, original, 'en-US')).body.data.title).toBe(
      '智能客服系统建设方案 (copy)',
    );
    // Its first slide's image is there, and its picture is its own.
    const thumb = await app.inject({ method: 'GET', url: copied.thumbnail! });
    expect(thumb.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const copiedDeck = (await readDoc(token, copied.recordId)).deck;
    const copiedImage = copiedDeck.slides[0]!.elements.find((e) => e.id === 'pic') as ImageElement;
    expect(copiedImage.src).not.toBe(picture.src);
    const pictures = await call<{ items: Attachment[] }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/attachments?recordId=${copied.recordId}`,
      headers: auth(token),
    });
    expect(pictures.body.data.items.map((p) => p.src)).toEqual([copiedImage.src]);
    // Removing the original leaves the copy whole.
    expect((await destroy(token, original)).body.code).toBe(200);
    const still = await app.inject({ method: 'GET', url: pictures.body.data.items[0]!.url });
    expect(still.statusCode).toBe(200);
    expect((await copy(other.token, copied.recordId)).body.code).toBe(5107);

    // The copy downloads as a PPTX from the personal space; nobody else's token starts it.
    const download = (t: string) =>
      call<{ status: string }>(app, {
        method: 'GET',
        url: `/api/personal-space/download?recordId=${copied.recordId}`,
        headers: auth(t),
      });
    expect((await download(other.token)).body.code).toBe(5107);
    expect((await download(token)).body.code).toBe(200);
    let url = '';
    for (let i = 0; i < 100 && !url; i++) {
      const result = await call<{ status: string; url?: string }>(app, {
        method: 'GET',
        url: `/api/ai/generate-ppt/download/result?recordId=${copied.recordId}&format=pptx`,
        headers: auth(token),
      });
      if (result.body.data.status === 'finish') url = result.body.data.url!;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pptx = await app.inject({ method: 'GET', url });
    expect(pptx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('keeps the basic tier within its project cap (5412)', async () => {
    const user = await buildUserWithId(app);
    const first = await createRecord(app, user.token, OUTLINE);
    await app.ctx.database.db.insert(records).values(
      Array.from({ length: AI_LIMITS.basicProjects - 1 }, (_, i) => ({
        userId: user.id,
        title: `旧项目 ${i}`,
        outline: OUTLINE,
        deck: {},
        themeId: 'default',
        totalPage: 1,
      })),
    );
    expect((await copy(user.token, first)).body.code).toBe(5412);
  });
});

describe('sharing a deck by link', () => {
  const shareOf = (token: string, recordId: string, query = '') =>
    call<{ code: string; path: string; allowDownload: boolean }>(app, {
      method: 'GET',
      url: `/api/personal-space/share?recordId=${recordId}${query}`,
      headers: auth(token),
    });
  const revoke = (token: string, recordId: string) =>
    call(app, {
      method: 'DELETE',
      url: `/api/personal-space/share?recordId=${recordId}`,
      headers: auth(token),
    });
  /** What a visitor who never signed in gets. */
  const visit = (code: string) =>
    app.inject({ method: 'GET', url: `/api/personal-space/share/${code}` });

  it('gives anyone with the link the deck, until it is revoked; unknown codes answer 404', async () => {
    const { token } = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');

    const link = (await shareOf(token, recordId)).body.data;
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toMatchObject({ path: `/s/${link.code}`, allowDownload: false });
    // The same link until revoked; the owner decides about downloads.
    expect((await shareOf(token, recordId)).body.data.code).toBe(link.code);
    expect((await shareOf(token, recordId, '&allowDownload=1')).body.data).toMatchObject({
      code: link.code,
      allowDownload: true,
    });

    const seen = await visit(link.code);
    expect(seen.statusCode).toBe(200);
    const shared = seen.json<{
      data: { title: string; deck: DeckDocument; cover: string; allowDownload: boolean };
    }>().data;
    expect(shared.title).toBe('智能客服系统建设方案');
    expect(shared.deck.slides.length).toBeGreaterThan(5);
    expect(shared.allowDownload).toBe(true);
    const cover = await app.inject({ method: 'GET', url: shared.cover });
    expect(cover.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    // Nobody else shares or revokes it.
    expect((await shareOf(other.token, recordId)).body.code).toBe(5107);
    expect((await revoke(other.token, recordId)).body.code).toBe(5107);
    expect((await visit(link.code)).statusCode).toBe(200);

    // In the trash it is not shown; back from it, it is.
    await trash(token, recordId);
    expect((await visit(link.code)).statusCode).toBe(404);
    await recover(token, recordId);
    expect((await visit(link.code)).statusCode).toBe(200);

    expect((await revoke(token, recordId)).body.code).toBe(200);
    const gone = await visit(link.code);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 5428, data: null });
    const fresh = (await shareOf(token, recordId)).body.data;
    expect(fresh.code).not.toBe(link.code);
    expect((await visit(fresh.code)).statusCode).toBe(200);
    expect((await visit(link.code)).statusCode).toBe(404);

    // The page of the link: the app, with a card (title, first slide) for WeChat and others;
    // HTML in a title is text there.
    await rename(token, recordId, '客服方案 <b>"终稿"</b>');
    const page = await app.inject({ method: 'GET', url: `/s/${fresh.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<meta property="og:title" content="客服方案 &#60;b&#62;&#34;终稿&#34;&#60;/b&#62;" />',
    );
    const image = /<meta property="og:image" content="http:\/\/[^/"]+([^"]+)"/.exec(page.body)?.[1];
    expect(image).toBe(`/api/personal-space/share/${fresh.code}/cover.png`);
    const card = await app.inject({ method: 'GET', url: image! });
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const revokedPage = await app.inject({ method: 'GET', url: `/s/${link.code}` });
    expect(revokedPage.statusCode).toBe(404);
    expect(revokedPage.body).toContain('<title>SlideCraft · AI 演示文稿</title>');
    expect(revokedPage.body).not.toContain('og:title');
    expect((await app.inject({ method: 'GET', url: '/s/not-a-share-code' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/personal-space/share/${link.code}/cover.png` }))
        .statusCode,
    ).toBe(404);

    for (const code of ['A'.repeat(22), 'short', '../../etc/passwd']) {
      const res = await visit(encodeURIComponent(code));
      expect(res.statusCode, code).toBe(404);
      expect(res.json<{ code: number }>().code).toBe(5428);
    }
  });
});
