import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_RECORD,
  type Attachment,
} from '@slidecraft/contract';
import { attachments } from '../src/db/schema.js';
import { newRecord, solidPicture, uploadPicture } from './attachment-helpers.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';

let env: TestEnv;
let app: FastifyInstance;
let owner: string;
let other: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  owner = (await buildUser(app)).token;
  other = (await buildUser(app)).token;
});
afterAll(() => env.dispose());

const RED_HALF_CLEAR = { r: 220, g: 38, b: 38, alpha: 0.5 };
const BLUE = { r: 37, g: 99, b: 235 };

const fetchPicture = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

const listPictures = (token: string, recordId: string) =>
  call<{ items: Attachment[] }>(app, {
    method: 'GET',
    url: `/api/workspace/ppt/attachments?recordId=${recordId}`,
    headers: auth(token),
  });

describe('uploading a picture', () => {
  it('stores a transparent picture as PNG and an opaque one as JPEG, with signed links', async () => {
    const recordId = await newRecord(app, owner);
    const png = await uploadPicture(
      app,
      owner,
      recordId,
      await solidPicture('png', 64, 48, RED_HALF_CLEAR),
    );
    expect(png.body.code, JSON.stringify(png.body)).toBe(200);
    const { id, src, url, width, height } = png.body.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(src).toBe(`attachment:${id}`);
    expect(url).toMatch(new RegExp(`^/api/workspace/ppt/attachment/${id}\\?exp=\\d+&sig=[\\w-]+$`));
    expect([width, height]).toEqual([64, 48]);
    const stored = await fetchPicture(url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    expect((await sharp(stored.rawPayload).metadata()).hasAlpha).toBe(true);

    // A PNG with nothing transparent (a screenshot) and a GIF are stored as JPEG too.
    for (const picture of [
      await solidPicture('png', 30, 20, BLUE),
      await solidPicture('gif', 30, 20, BLUE),
      await solidPicture('webp', 30, 20, BLUE),
      await solidPicture('png', 30, 20, { ...BLUE, alpha: 1 }),
    ]) {
      const res = await uploadPicture(app, owner, recordId, picture);
      expect(res.body.data).toMatchObject({ width: 30, height: 20 });
      const served = await fetchPicture(res.body.data.url);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    const list = await listPictures(owner, recordId);
    expect(list.body.data.items.map((item) => item.id)[0]).toBe(id);
    expect(list.body.data.items).toHaveLength(5);
  });

  it('turns a photo upright by its EXIF orientation, scales it to 2560 and strips metadata', async () => {
    const recordId = await newRecord(app, owner);
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: BLUE },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await uploadPicture(app, owner, recordId, photo, 'IMG_0001.JPG');
    expect(res.body.data).toMatchObject({ width: 1920, height: 2560 });
    const stored = await fetchPicture(res.body.data.url);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF picture (5403), whatever its name', async () => {
    const recordId = await newRecord(app, owner);
    const png = await solidPicture('png', 20, 20, BLUE);
    const fakes: [string, Buffer | string][] = [
      ['an HTML page', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
      ['an SVG file', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['a PNG signature before garbage', Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)])],
      ['a truncated PNG', png.subarray(0, png.length - 30)],
    ];
    for (const [what, content] of fakes) {
      const res = await uploadPicture(app, owner, recordId, content, 'photo.png');
      expect(res.body.code, what).toBe(5403);
      expect(res.body.message, what).toContain('仅支持 PNG、JPEG、WebP 或 GIF 图片');
    }
    expect((await listPictures(owner, recordId)).body.data.items).toEqual([]);
  });

  it('refuses a file over 10 MB with 5000 and says why', async () => {
    const recordId = await newRecord(app, owner);
    const big = Buffer.concat([
      await solidPicture('png', 20, 20, BLUE),
      Buffer.alloc(ATTACHMENT_MAX_BYTES),
    ]);
    const res = await uploadPicture(app, owner, recordId, big);
    expect(res.body.code).toBe(5000);
    expect(res.body.message).toContain('10 MB');
  });

  it(`takes at most ${ATTACHMENTS_PER_RECORD} pictures per deck, also when uploads race`, async () => {
    const recordId = await newRecord(app, owner);
    const first = (await uploadPicture(app, owner, recordId, await solidPicture('png', 8, 8, BLUE)))
      .body.data as Attachment;
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(attachments)
      .where(eq(attachments.id, first.id));
    // The deck already holds all but one (rows like the first one's).
    await servicesOf(app)
      .database.db.insert(attachments)
      .values(
        Array.from({ length: ATTACHMENTS_PER_RECORD - 2 }, () => ({
          ...row!,
          id: randomUUID(),
        })),
      );
    const png = await solidPicture('png', 8, 8, BLUE);
    const both = await Promise.all([1, 2].map(() => uploadPicture(app, owner, recordId, png)));
    expect(both.map((res) => res.body.code).sort()).toEqual([200, 5000]);
    const refused = both.find((res) => res.body.code === 5000)!;
    expect(refused.body.message).toContain(`最多上传 ${ATTACHMENTS_PER_RECORD} 张图片`);
    expect((await listPictures(owner, recordId)).body.data.items).toHaveLength(
      ATTACHMENTS_PER_RECORD,
    );
  });

  it("refuses another user's record (5107), a bad form (5000) and no token (401)", async () => {
    const recordId = await newRecord(app, owner);
    const png = await solidPicture('png', 20, 20, BLUE);
    expect((await uploadPicture(app, other, recordId, png)).body).toMatchObject({
      code: 5107,
      data: null,
    });
    expect((await listPictures(other, recordId)).body.code).toBe(5107);
    expect((await listPictures(owner, recordId)).body.data.items).toEqual([]);
    const noRecord = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/attachment',
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab\r\n--x--\r\n',
      headers: { ...auth(owner), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(noRecord.body.code).toBe(5000);
    const json = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/attachment',
      payload: { recordId },
      headers: auth(owner),
    });
    expect(json.body.code).toBe(5000);
    const anonymous = await uploadPicture(app, 'x'.repeat(43), recordId, png);
    expect(anonymous.body.code).toBe(401);
  });
});

describe('fetching a picture', () => {
  let recordId: string;
  let picture: Attachment;
  beforeAll(async () => {
    recordId = await newRecord(app, owner);
    const png = await solidPicture('png', 40, 30, RED_HALF_CLEAR);
    picture = (await uploadPicture(app, owner, recordId, png)).body.data;
  });
  const plainUrl = () => `/api/workspace/ppt/attachment/${picture.id}`;

  it('serves it to its owner as an inert, long-cached file', async () => {
    const res = await fetchPicture(plainUrl(), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(40);
  });

  it('serves the same bytes through its signed link, without a token', async () => {
    const linked = await fetchPicture(picture.url);
    expect(linked.statusCode).toBe(200);
    expect(linked.rawPayload.equals((await fetchPicture(plainUrl(), owner)).rawPayload)).toBe(true);
    expect(linked.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('gives another user nothing (404), and no token a 401', async () => {
    const res = await fetchPicture(plainUrl(), other);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 404, data: null });
    expect((await fetchPicture(plainUrl())).json()).toMatchObject({ code: 401 });
  });

  it('refuses a tampered, moved or expired link (403, 5107) without bytes', async () => {
    const url = new URL(picture.url, 'http://localhost');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const otherId = '00000000-0000-4000-8000-000000000000';
    const expired = servicesOf(app).fileLinks.signAttachment(
      picture.id,
      Math.floor(Date.now() / 1000) - 1,
    );
    for (const bad of [
      `${plainUrl()}?exp=${exp}&sig=${flipped}`,
      `${plainUrl()}?exp=${exp + 1}&sig=${sig}`,
      `/api/workspace/ppt/attachment/${otherId}?exp=${exp}&sig=${sig}`,
      `${plainUrl()}?exp=${exp}`,
      expired,
    ]) {
      const res = await fetchPicture(bad, owner);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json(), bad).toMatchObject({ code: 5107, data: null });
    }
  });

  it('lists fresh links that work for a day', async () => {
    const [item] = (await listPictures(owner, recordId)).body.data.items;
    expect(item).toMatchObject({ id: picture.id, src: picture.src, width: 40, height: 30 });
    const exp = Number(new URL(item!.url, 'http://localhost').searchParams.get('exp'));
    const now = Date.now() / 1000;
    expect(exp - now).toBeGreaterThan(23 * 3600);
    expect(exp - now).toBeLessThanOrEqual(24 * 3600);
  });
});

describe('removing a record', () => {
  it('removes its pictures: the rows, the files and the links', async () => {
    const recordId = await newRecord(app, owner);
    const png = await solidPicture('png', 20, 20, BLUE);
    const picture = (await uploadPicture(app, owner, recordId, png)).body.data;
    const [row] = await servicesOf(app)
      .database.db.select()
      .from(attachments)
      .where(eq(attachments.id, picture.id));
    const removed = await call(app, {
      method: 'POST',
      url: '/api/ai/generate-ppt/history/remove',
      headers: auth(owner),
      payload: { recordId },
    });
    expect(removed.body.code).toBe(200);
    expect((await app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(404);
    // The files go after the answer.
    const stored = async () => {
      const file = await servicesOf(app).storage.open(row!.key);
      file?.stream.destroy();
      return file !== null;
    };
    await expect.poll(stored).toBe(false);
  });
});
