import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AI_LIMITS, type Attachment, type SpaceItem } from '@slidecraft/contract';
import type { DeckDocument, ImageElement } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepProjects, OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { readDeckDoc, showPicture, solidPicture, uploadPicture } from './attachment-helpers.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';
import { spaceCalls } from './personal-space-helpers.js';

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

const { rename, trash, recover, destroy } = spaceCalls(() => app);

describe('copying a deck', () => {
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
    await showPicture(app, token, original, picture.src);

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
    const copiedDeck = (await readDeckDoc(app, token, copied.recordId)).deck;
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
    await keepProjects(app, user.id, AI_LIMITS.basicProjects - 1);
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
    // HTML in a title is text there, and `$'` is not a replacement pattern.
    await rename(token, recordId, `客服方案 <b>"终稿"</b> $'`);
    const page = await app.inject({ method: 'GET', url: `/s/${fresh.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<meta property="og:title" content="客服方案 &#60;b&#62;&#34;终稿&#34;&#60;/b&#62; $&#39;" />',
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

  it('lets a visitor download the PPTX while, and only while, the owner allows it', async () => {
    const { token } = await buildUserWithId(app);
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    /** A visitor's download: no token, no cookie, nothing but the code. */
    const download = (code: string, language = 'zh-CN') =>
      app.inject({
        method: 'GET',
        url: `/api/personal-space/share/${code}/download`,
        headers: { 'app-language': language },
      });
    const refused = async (code: string, status: number, envelopeCode: number) => {
      const res = await download(code);
      expect(res.statusCode, code).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json(), code).toMatchObject({ code: envelopeCode, data: null });
    };

    // Shared without downloads (the default): 403 and 5429, in the visitor's language.
    const { code } = (await shareOf(token, recordId)).body.data;
    await refused(code, 403, 5429);
    expect((await download(code, 'en-US')).json()).toMatchObject({
      code: 5429,
      message: 'Shared file not found',
    });

    // Allowed: the deck as a real PPTX, named after the deck.
    expect((await shareOf(token, recordId, '&allowDownload=1')).body.data.allowDownload).toBe(true);
    const file = await download(code);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('presentationml.presentation');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="download.pptx"; filename*=UTF-8''${encodeURIComponent('智能客服系统建设方案.pptx')}`,
    );
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const zip = await JSZip.loadAsync(file.rawPayload);
    expect(zip.file('ppt/slides/slide1.xml')).not.toBeNull();
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toContain(
      '智能客服系统建设方案',
    );
    // The same export as the owner's: the owner's download finds it made.
    const owners = await call<{ status: string }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/download/result?recordId=${recordId}&format=pptx`,
      headers: auth(token),
    });
    expect(owners.body.data.status).toBe('finish');

    // An ASCII title is the plain name too; RFC 5987 escapes what encodeURIComponent leaves.
    await rename(token, recordId, "Plan (v2) it's *final*");
    const renamed = await download(code);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['content-disposition']).toBe(
      `attachment; filename="Plan (v2) it's  final.pptx"; filename*=UTF-8''Plan%20%28v2%29%20it%27s%20%20final.pptx`,
    );

    // Turned off again: refused again. A trashed deck is a revoked link.
    await shareOf(token, recordId, '&allowDownload=0');
    await refused(code, 403, 5429);
    await shareOf(token, recordId, '&allowDownload=1');
    await trash(token, recordId);
    await refused(code, 404, 5428);
    await recover(token, recordId);
    expect((await download(code)).statusCode).toBe(200);

    // Revoked, unknown, malformed or over-long: exactly as the share lookup answers.
    expect((await revoke(token, recordId)).body.code).toBe(200);
    await refused(code, 404, 5428);
    for (const other of ['A'.repeat(22), 'short', `${code}A`, 'A'.repeat(90), '..%2F..%2Fetc']) {
      const res = await download(other);
      const lookup = await visit(other);
      expect(res.statusCode, other).toBe(lookup.statusCode);
      expect(res.json(), other).toEqual(lookup.json());
      expect(res.statusCode, other).toBe(404);
      expect(res.json<{ code: number }>().code, other).toBe(5428);
    }
    const tooLong = 'A'.repeat(300);
    expect((await download(tooLong)).json()).toEqual((await visit(tooLong)).json());
    // A live link made later allows nothing until the owner says so.
    const fresh = (await shareOf(token, recordId)).body.data;
    expect(fresh.allowDownload).toBe(false);
    await refused(fresh.code, 403, 5429);

    // Described with its neighbours.
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { summary?: string } }>;
    }>();
    expect(doc.paths['/api/personal-space/share/{code}/download']?.get?.summary).toContain('5429');
  });
});
