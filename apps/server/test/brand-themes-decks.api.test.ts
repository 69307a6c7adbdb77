import type { FastifyInstance } from 'fastify';
import type { BrandThemeSpecResult } from '@slidecraft/contract';
import { unregisterTheme } from '@slidecraft/deck';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandTemplate } from './brand-themes-fixtures.js';
import { themeRow, uploadTheme } from './brand-themes-helpers.js';
import { exportRecord, OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';
import { injectStream } from './sse-helpers.js';

let env: TestEnv;
let app: FastifyInstance;
let template: Buffer;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  template = await brandTemplate();
});
afterAll(() => env.dispose());

async function upload(token: string): Promise<string> {
  const res = await uploadTheme(app, token, template);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.themeId;
}

/** The pictures of a package, as base64. */
const mediaOf = (zip: JSZip) =>
  Promise.all(
    Object.values(zip.files)
      .filter((file) => !file.dir && file.name.startsWith('ppt/media/'))
      .map((file) => file.async('base64')),
  );

const createDeck = (token: string, themeId: string) =>
  call<{ recordId: string }>(app, {
    method: 'POST',
    url: '/api/workspace/ppt',
    headers: auth(token),
    payload: { outline: OUTLINE, themeId },
  });

/** A user's deck made in their brand theme, which they then removed. */
async function deckOfRemovedTheme() {
  const owner = await buildUserWithId(app);
  const themeId = await upload(owner.token);
  const { recordId } = (await createDeck(owner.token, themeId)).body.data;
  const removed = await call(app, {
    method: 'DELETE',
    url: `/api/themes/brand/${themeId}`,
    headers: auth(owner.token),
  });
  expect(removed.body.code).toBe(200);
  return { owner, themeId, recordId };
}

describe('a deck in a brand theme', () => {
  it("is made and exported on the template's own master, logo and all", async () => {
    const owner = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const made = await createDeck(owner.token, themeId);
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    const { url, status } = await exportRecord(app, owner.token, made.body.data.recordId);
    expect(status).toBe('finish');
    const zip = await JSZip.loadAsync((await app.inject({ method: 'GET', url })).rawPayload);
    const spec = (await themeRow(app, themeId))!.spec;
    const rels = await zip.file('ppt/slides/_rels/slide1.xml.rels')!.async('string');
    expect(rels).toContain(`../slideLayouts/${spec.layouts.title!.part.split('/').pop()}`);
    // The logo is the master's: in the package once, whatever pictures the slides bring.
    const logo = await mediaOf(await JSZip.loadAsync(template));
    expect(logo).toHaveLength(1);
    const copies = (await mediaOf(zip)).filter((bytes) => bytes === logo[0]);
    expect(copies).toHaveLength(1);
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide).not.toContain('<p:pic>');
  });

  it("is previewed on the template's background, band and logo", async () => {
    const owner = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const { recordId } = (await createDeck(owner.token, themeId)).body.data;
    expect((await startGeneration(app, owner.token, recordId)).body.code).toBe(200);
    expect((await pollUntilSettled(app, owner.token, recordId)).at(-1)?.status).toBe('completed');
    const thumbnail = await call<{ thumbnail: string }>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/preview/thumbnail?recordId=${recordId}`,
      headers: auth(owner.token),
    });
    const png = (await app.inject({ method: 'GET', url: thumbnail.body.data.thumbnail }))
      .rawPayload;
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Each channel within 3 of the colour (the logo is re-encoded and scaled).
    const near = (fx: number, fy: number, hex: string) => {
      const at = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
      const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return rgb.every((value, i) => Math.abs(data[at + i]! - value) <= 3);
    };
    expect(info.channels).toBe(3);
    expect(near(0.05, 0.2, 'F0F0F0'), 'background').toBe(true);
    expect(near(0.5, 0.97, '002855'), 'band').toBe(true);
    expect(near(0.92, 0.06, 'C8102E'), 'logo').toBe(true);
  });

  it('takes a record in an engine theme into the brand theme (preview/theme), PDF and all', async () => {
    const owner = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const recordId = await createRecord(app, owner.token, OUTLINE);
    expect((await startGeneration(app, owner.token, recordId, themeId)).body.code).toBe(200);
    expect((await pollUntilSettled(app, owner.token, recordId)).at(-1)?.status).toBe('completed');
    const pptx = await exportRecord(app, owner.token, recordId);
    const zip = await JSZip.loadAsync(
      (await app.inject({ method: 'GET', url: pptx.url })).rawPayload,
    );
    const spec = (await themeRow(app, themeId))!.spec;
    const rels = await zip.file('ppt/slides/_rels/slide2.xml.rels')!.async('string');
    expect(rels).toContain(`../slideLayouts/${spec.layouts.obj!.part.split('/').pop()}`);
    const pdf = await exportRecord(app, owner.token, recordId, 'pdf');
    expect(pdf.status).toBe('finish');
  });

  it('saves from the editor in a process that has not seen the theme yet', async () => {
    const owner = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const { recordId } = (await createDeck(owner.token, themeId)).body.data;
    const doc = await call<{ version: number; deck: unknown }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
      headers: auth(owner.token),
    });
    unregisterTheme(themeId);
    const saved = await call<{ version: number }>(app, {
      method: 'POST',
      url: '/api/workspace/ppt/save',
      headers: auth(owner.token),
      payload: { recordId, version: doc.body.data.version, deck: doc.body.data.deck },
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
  });

  it('lays one slide out again (AI, diagram) in the theme in a process that has not seen it', async () => {
    const owner = await buildUserWithId(app, 30);
    const themeId = await upload(owner.token);
    const { recordId } = (await createDeck(owner.token, themeId)).body.data;
    const doc = await call<{ deck: { slides: { id: string; layout: string }[] } }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
      headers: auth(owner.token),
    });
    const content = doc.body.data.deck.slides.find((slide) => slide.id.startsWith('content-'))!;
    unregisterTheme(themeId);
    const diagram = await call<{ slides: { id: string; elements: { id: string }[] }[] }>(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/preview/diagram',
      headers: auth(owner.token),
      payload: { recordId, slideId: content.id, layout: 'numbered' },
    });
    expect(diagram.body.code, JSON.stringify(diagram.body)).toBe(200);
    // Laid out in the template's frames: no engine chrome (footer, motif) on it.
    const ids = diagram.body.data.slides[0]!.elements.map((element) => element.id);
    expect(ids.filter((id) => /\.(footer|motif)/.test(id))).toEqual([]);
    unregisterTheme(themeId);
    const { events } = await injectStream(app, owner.token, {
      method: 'POST',
      url: '/api/workspace/single-outline/load',
      payload: { recordId, slideId: content.id },
    });
    const done = events.at(-1) as { code: number; data?: { slides?: unknown[] } };
    expect(done.code, JSON.stringify(done)).toBe(200);
    expect(done.data?.slides).toHaveLength(1);
  });

  it('still opens and saves once its theme is gone, in the default theme', async () => {
    const { owner, recordId } = await deckOfRemovedTheme();
    const stranger = await buildUserWithId(app);
    const read = () =>
      call<{ version: number; deck: { themeId: string; slides: { notes: string }[] } }>(app, {
        method: 'GET',
        url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
        headers: auth(owner.token),
      });
    const doc = (await read()).body;
    expect(doc.code).toBe(200);
    expect(doc.data.deck.themeId).toBe('clean-blue');
    // The user's edits are kept, as patches and as a whole save.
    const patched = await call<number>(app, {
      method: 'POST',
      url: `/api/workspace/ppt/content/${recordId}`,
      headers: auth(owner.token),
      payload: {
        version: doc.data.version,
        patches: [{ op: 'replace', path: ['slides', 0, 'notes'], value: '开场白' }],
      },
    });
    expect(patched.body.code, JSON.stringify(patched.body)).toBe(200);
    const again = (await read()).body.data;
    expect(again.deck.slides[0]!.notes).toBe('开场白');
    const saved = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/save',
      headers: auth(owner.token),
      payload: { recordId, version: again.version, deck: again.deck },
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
    // A brand theme chosen anew must still be the user's.
    const otherTheme = await upload(stranger.token);
    const latest = (await read()).body.data;
    const taken = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/save',
      headers: auth(owner.token),
      payload: { recordId, version: latest.version, deck: { ...latest.deck, themeId: otherTheme } },
    });
    expect(taken.body.code).toBe(5107);
  });

  it('is previewed, downloaded and put in another theme once its theme is gone', async () => {
    const { owner, themeId, recordId } = await deckOfRemovedTheme();
    unregisterTheme(themeId);
    expect((await startGeneration(app, owner.token, recordId)).body.code).toBe(200);
    expect((await pollUntilSettled(app, owner.token, recordId)).at(-1)?.status).toBe('completed');
    // Written in the default theme: no picture of the template's (its logo) in the package.
    const pptx = await exportRecord(app, owner.token, recordId);
    expect(pptx.status).toBe('finish');
    const zip = await JSZip.loadAsync(
      (await app.inject({ method: 'GET', url: pptx.url })).rawPayload,
    );
    const logo = (await mediaOf(await JSZip.loadAsync(template)))[0];
    expect(await mediaOf(zip)).not.toContain(logo);
    expect((await exportRecord(app, owner.token, recordId, 'pdf')).status).toBe('finish');
    const moved = await startGeneration(app, owner.token, recordId, 'tech-dark');
    expect(moved.body.code, JSON.stringify(moved.body)).toBe(200);
    expect((await pollUntilSettled(app, owner.token, recordId)).at(-1)?.status).toBe('completed');
  });

  it('is refused (5107) to a user who may not use the theme', async () => {
    const owner = await buildUserWithId(app);
    const other = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    expect((await createDeck(other.token, themeId)).body.code).toBe(5107);
  });
});

describe('what the editor draws a brand deck with', () => {
  it('gives its uploader the spec and the logo as a picture, and a stranger nothing', async () => {
    const owner = await buildUserWithId(app);
    const stranger = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const res = await call<{
      name: string;
      spec: { pictures: { src: string }[] };
      pictures: { src: string; dataUrl: string; width: number }[];
    }>(app, {
      method: 'GET',
      url: `/api/themes/brand/${themeId}/spec`,
      headers: auth(owner.token),
    });
    expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data.pictures.map((p) => p.src)).toEqual(
      res.body.data.spec.pictures.map((p) => p.src),
    );
    expect(res.body.data.pictures[0]!.dataUrl).toMatch(/^data:image\/(png|jpeg);base64,/);
    expect(res.body.data.pictures[0]!.width).toBeGreaterThan(0);
    const refused = await call(app, {
      method: 'GET',
      url: `/api/themes/brand/${themeId}/spec`,
      headers: auth(stranger.token),
    });
    expect(refused.body.code).toBe(5107);
  });
});

describe('a shared brand deck', () => {
  it('carries its theme to anyone with the link, and nothing when the owner may no longer use it', async () => {
    const owner = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const { recordId } = (await createDeck(owner.token, themeId)).body.data;
    const link = await call<{ code: string }>(app, {
      method: 'GET',
      url: `/api/personal-space/share?recordId=${recordId}`,
      headers: auth(owner.token),
    });
    const open = () =>
      call<{ deck: { themeId: string }; brandTheme?: BrandThemeSpecResult }>(app, {
        method: 'GET',
        url: `/api/personal-space/share/${link.body.data.code}`,
      });
    const shared = (await open()).body.data;
    expect(shared.deck.themeId).toBe(themeId);
    expect(shared.brandTheme).toMatchObject({ themeId, spec: { version: 1 } });
    expect(shared.brandTheme!.pictures).toHaveLength(1);
    expect(shared.brandTheme!.pictures[0]!.dataUrl).toMatch(/^data:image\/(png|jpeg);base64,/);

    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/themes/brand/${themeId}`,
      headers: auth(owner.token),
    });
    expect(removed.body.code).toBe(200);
    const after = await open();
    expect(after.body.code).toBe(200);
    expect(after.body.data.brandTheme).toBeUndefined();
  });
});

describe('a brand theme through the open API', () => {
  const keyOf = async (token: string) => {
    const made = await call<{ key: string }>(app, {
      method: 'POST',
      url: '/api/open/keys',
      headers: auth(token),
      payload: { name: 'agent' },
    });
    return made.body.data.key;
  };
  const openDeck = (key: string, themeId: string) =>
    call<{ deckId: string }>(app, {
      method: 'POST',
      url: '/api/open/v1/decks',
      headers: auth(key),
      payload: { outline: OUTLINE, themeId },
    });

  it("makes a deck in the key's user's brand theme, and refuses another user's", async () => {
    const owner = await buildUserWithId(app);
    const stranger = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const made = await openDeck(await keyOf(owner.token), themeId);
    expect(made.body.code, JSON.stringify(made.body)).toBe(200);
    const refused = await openDeck(await keyOf(stranger.token), themeId);
    expect(refused.body.code).toBe(5107);
  });

  it("lists the key's user's brand themes after the engine's, and no one else's", async () => {
    const owner = await buildUserWithId(app);
    const stranger = await buildUserWithId(app);
    const themeId = await upload(owner.token);
    const listed = (key: string) =>
      call<{ id: string; name: string; family: string; thumbnail: string }[]>(app, {
        method: 'GET',
        url: '/api/open/v1/themes',
        headers: auth(key),
      });
    const mine = (await listed(await keyOf(owner.token))).body.data;
    expect(mine.at(-1)).toEqual({
      id: themeId,
      name: expect.any(String),
      family: 'brand',
      thumbnail: expect.stringMatching(new RegExp(`^https?://[^/]+/.+${themeId}`)),
    });
    expect(mine.filter((theme) => theme.family !== 'brand').length).toBeGreaterThanOrEqual(18);
    const png = await app.inject({ method: 'GET', url: new URL(mine.at(-1)!.thumbnail).pathname });
    expect(png.headers['content-type']).toBe('image/png');
    const theirs = (await listed(await keyOf(stranger.token))).body.data;
    expect(theirs.map((theme) => theme.id)).not.toContain(themeId);
  });
});
