import type { Attachment, SharedDeck } from '@slidecraft/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { showPicture, solidPicture, uploadPicture } from './attachment-helpers.js';
import { auth, buildUserWithId, call, createTestEnv, type TestEnv } from './helper.js';
import { spaceCalls } from './personal-space-helpers.js';

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const { trash, recover } = spaceCalls(() => app);

/** What a visitor who never signed in gets for a link. */
const get = (url: string) => app.inject({ method: 'GET', url });

describe('the links a share hands out', () => {
  it('show only the pictures its deck uses, and all end the moment the share is revoked', async () => {
    const { token } = await buildUserWithId(app);
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    expect((await pollUntilSettled(app, token, recordId)).at(-1)!.status).toBe('completed');
    const upload = async (color: { r: number; g: number; b: number }) =>
      (await uploadPicture(app, token, recordId, await solidPicture('png', 16, 16, color))).body
        .data as Attachment;
    const shown = await upload({ r: 37, g: 99, b: 235 });
    // Uploaded to the record but not on any slide: private to the owner.
    const unused = await upload({ r: 220, g: 38, b: 38 });
    await showPicture(app, token, recordId, shown.src);

    const link = await call<{ code: string }>(app, {
      method: 'GET',
      url: `/api/personal-space/share?recordId=${recordId}&allowDownload=1`,
      headers: auth(token),
    });
    const { code } = link.body.data;
    const shared = (await get(`/api/personal-space/share/${code}`)).json<{ data: SharedDeck }>()
      .data;
    expect(shared.pictures.map((p) => p.src)).toEqual([shown.src]);
    expect(JSON.stringify(shared)).not.toContain(unused.id);
    // Nor does the share reach the unused picture by its id, or anything by a made-up one.
    const throughShare = (id: string) => `/api/personal-space/share/${code}/pictures/${id}`;
    for (const id of [unused.id, '00000000-0000-0000-0000-000000000000', 'x', '..%2F..']) {
      const res = await get(throughShare(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json<{ code: number }>().code, id).toBe(5428);
    }

    // Every link it handed out: the first slide's image, the pictures, the card's image
    // (og:image of /s/<code>) and the download.
    const links = [
      shared.cover!,
      ...shared.pictures.map((p) => p.url),
      `/api/personal-space/share/${code}/cover.png`,
      `/api/personal-space/share/${code}/download`,
    ];
    const picture = await get(shared.pictures[0]!.url);
    expect(picture.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    expect(picture.headers['cache-control']).not.toContain('public');
    for (const url of links) expect((await get(url)).statusCode, url).toBe(200);

    // A deck in the trash shows nothing; back from it, the same links work again.
    await trash(token, recordId);
    for (const url of links) expect((await get(url)).statusCode, url).toBe(404);
    await recover(token, recordId);
    for (const url of links) expect((await get(url)).statusCode, url).toBe(200);

    const revoked = await call(app, {
      method: 'DELETE',
      url: `/api/personal-space/share?recordId=${recordId}`,
      headers: auth(token),
    });
    expect(revoked.body.code).toBe(200);
    for (const url of links) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: number }>().code, url).toBe(5428);
    }
    // The owner still sees both pictures in the editor.
    const owners = await call<{ items: Attachment[] }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/attachments?recordId=${recordId}`,
      headers: auth(token),
    });
    expect(owners.body.data.items.map((p) => p.id).sort()).toEqual([shown.id, unused.id].sort());
  });
});
