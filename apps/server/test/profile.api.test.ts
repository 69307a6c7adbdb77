import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@slidecraft/contract';
import sharp from 'sharp';
import { solidPicture } from './attachment-helpers.js';
import { auth, buildUser, call, createTestEnv, readUserRow, type TestEnv } from './helper.js';

// --- avatar and name -------------------------------------------------------------------------

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
});
afterAll(() => env.dispose());

const userRow = (key: { phone?: string; id?: string }) => readUserRow(app, key);

let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
let GIF: Buffer;
beforeAll(async () => {
  const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
    solidPicture(format, 40, 30, { r: 37, g: 99, b: 235 });
  [PNG, JPEG, WEBP, GIF] = await Promise.all([
    picture('png'),
    picture('jpeg'),
    picture('webp'),
    picture('gif'),
  ]);
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function updateProfile(
  token: string,
  parts: Part[],
  url = '/api/user/update/avatar-or-name',
  language = 'zh-CN',
) {
  const { payload, headers } = form(parts);
  return call<{ name: string; avatar: string }>(app, {
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...auth(token), 'app-language': language },
  });
}
const avatarPart = (value: Buffer, filename = 'a.png', type = 'image/png'): Part => ({
  name: 'avatar',
  value,
  filename,
  type,
});

describe('avatar', () => {
  it('accepts PNG, JPEG and WebP by content and serves them without headers', async () => {
    const user = await buildUser(app);
    const cases = [
      [PNG, 'image/png'],
      // Names and declared types do not matter, only the bytes.
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const;
    let previous = '';
    for (const [bytes, type] of cases) {
      const res = await updateProfile(user.token, [avatarPart(bytes, 'photo.txt', 'text/plain')]);
      expect(res.body.code).toBe(200);
      const url = res.body.data.avatar;
      expect(url).toMatch(/^\/api\/files\/avatar\/[0-9a-f-]{36}\/[0-9a-f]{24}\.(png|jpg|webp)$/);
      const info = await call<{ avatar: string }>(app, {
        method: 'GET',
        url: '/api/user/user-info',
        headers: auth(user.token),
      });
      expect(info.body.data.avatar).toBe(url);
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      // Stored as the type it came as, drawn again: square, 30 px (its short side).
      const stored = await sharp(image.rawPayload).metadata();
      expect(`image/${stored.format}`).toBe(type);
      expect([stored.width, stored.height]).toEqual([30, 30]);
      if (previous) {
        // The replaced avatar is removed.
        expect((await app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      }
      previous = url;
    }
  });

  it('refuses text named .png, a GIF, and a file over 2 MB with 5000', async () => {
    const user = await buildUser(app);
    const text = await updateProfile(user.token, [avatarPart(Buffer.from('hello, not an image'))]);
    expect(text.body.code).toBe(5000);
    expect(text.body.message).toBe('参数错误: 头像须为能正常打开的 PNG、JPEG 或 WebP 图片');
    const gif = await updateProfile(user.token, [avatarPart(GIF, 'a.gif', 'image/gif')]);
    expect(gif.body.code).toBe(5000);
    // A real picture padded after its end: the size counts, the padding is not kept.
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await updateProfile(user.token, [avatarPart(big)]);
    expect(tooBig.status).toBe(200);
    expect(tooBig.body.code).toBe(5000);
    expect(tooBig.body.message).toMatch(/2 MB/);
    // Exactly 2 MB is accepted.
    const max = await updateProfile(user.token, [avatarPart(big.subarray(0, AVATAR_MAX_BYTES))]);
    expect(max.body.code).toBe(200);
  });

  it('answers 5000 (never 500) for missing or unexpected parts and non-multipart bodies', async () => {
    const user = await buildUser(app);
    expect((await updateProfile(user.token, [])).body.code).toBe(5000);
    expect((await updateProfile(user.token, [{ name: 'other', value: 'x' }])).body.code).toBe(5000);
    expect((await updateProfile(user.token, [avatarPart(PNG), avatarPart(PNG)])).body.code).toBe(
      5000,
    );
    const json = await call(app, {
      method: 'POST',
      url: '/api/user/update/avatar-or-name',
      payload: { name: 'x' },
      headers: auth(user.token),
    });
    expect(json.body.code).toBe(5000);
    const broken = await call(app, {
      method: 'POST',
      url: '/api/user/update/avatar-or-name',
      payload: '--nope\r\ngarbage',
      headers: { ...auth(user.token), 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(broken.status).toBe(200);
    expect(broken.body.code).toBe(5000);
  });

  it('serves unknown or malformed avatar paths as 404', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/files/avatar/not-a-user/x.png' })).statusCode,
    ).toBe(404);
    const missing = `/api/files/avatar/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/${'a'.repeat(24)}.png`;
    expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});

describe('avatar re-encoding', () => {
  /** The avatar as anyone fetching its public link gets it, with what sharp reads of it. */
  async function served(token: string, bytes: Buffer, url?: string, field = 'avatar') {
    const res = await updateProfile(token, [{ ...avatarPart(bytes), name: field }], url);
    expect(res.body.code, res.body.message).toBe(200);
    const image = await app.inject({ method: 'GET', url: res.body.data.avatar });
    expect(image.statusCode).toBe(200);
    return { bytes: image.rawPayload, metadata: await sharp(image.rawPayload).metadata() };
  }

  it('serves a PNG with a page appended as a square PNG of its centre, without the page', async () => {
    // 900 x 600: red bands left and right of a blue 600 x 600 centre.
    const red = { r: 220, g: 38, b: 38 };
    const blue = await solidPicture('png', 600, 600, { r: 37, g: 99, b: 235 });
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: red },
    })
      .composite([{ input: blue, left: 150, top: 0 }])
      .png()
      .toBuffer();
    const page = '<html><body><script>document.title = "pwned"</script></body></html>';
    const polyglot = Buffer.concat([picture, Buffer.from(page)]);
    const user = await buildUser(app);
    for (const [url, field] of [
      ['/api/user/update/avatar-or-name', 'avatar'],
      ['/api/web/userAccounts/updateAvatar', 'file'],
    ] as const) {
      const avatar = await served(user.token, polyglot, url, field);
      expect(avatar.bytes.includes('<script>')).toBe(false);
      // The file ends where the picture does: with its IEND chunk.
      expect(avatar.bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
      expect(avatar.metadata).toMatchObject({ format: 'png', width: 512, height: 512 });
      // Only the blue centre is left.
      const { channels } = await sharp(avatar.bytes).stats();
      expect(channels[0]!.max).toBeLessThan(60);
      expect(channels[2]!.min).toBeGreaterThan(200);
    }
  });

  it('strips EXIF and GPS from a JPEG, and keeps a small picture at its own size', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Artist: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('SpyCam')).toBe(true);
    const user = await buildUser(app);
    const avatar = await served(user.token, photo);
    expect(avatar.metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(avatar.metadata.exif).toBeUndefined();
    expect(avatar.bytes.includes('SpyCam')).toBe(false);
    expect(avatar.bytes.includes('Exif')).toBe(false);
    // Under 512 px: cropped square, never enlarged.
    const small = await served(
      user.token,
      await solidPicture('webp', 64, 100, { r: 1, g: 2, b: 3 }),
    );
    expect(small.metadata).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });

  it("refuses bytes that only start like a picture with 5000, in the caller's language", async () => {
    const user = await buildUser(app);
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(40, 1)]);
    const truncated = JPEG.subarray(0, Math.floor(JPEG.length / 2));
    for (const bytes of [fake, truncated]) {
      const res = await updateProfile(user.token, [avatarPart(bytes)], undefined, 'en-US');
      expect(res.body.code).toBe(5000);
      expect(res.body.message).toBe(
        'Invalid parameters: the avatar must be a PNG, JPEG or WebP image that opens',
      );
    }
    const zhTW = await updateProfile(user.token, [avatarPart(fake)], undefined, 'zh-TW');
    expect(zhTW.body.message).toBe('參數錯誤: 頭像須為能正常開啟的 PNG、JPEG 或 WebP 圖片');
    // Nothing was stored: the user still has no avatar.
    expect((await userRow({ phone: user.phone })).avatar).toBe('');
  });
});

describe('name', () => {
  const name = async (token: string, value: string) =>
    updateProfile(token, [{ name: 'name', value }]);

  it('accepts 1 to 20 characters, trimmed, and refuses 21', async () => {
    const user = await buildUser(app);
    const twenty = '演'.repeat(19) + '😀';
    const ok = await name(user.token, `  ${twenty}  `);
    expect(ok.body).toMatchObject({ code: 200, data: { name: twenty } });
    expect((await userRow({ phone: user.phone })).name).toBe(twenty);
    expect((await name(user.token, 'a')).body.code).toBe(200);
    expect((await name(user.token, 'a'.repeat(21))).body.code).toBe(5000);
    expect((await name(user.token, '   ')).body.code).toBe(5000);
    expect((await name(user.token, '')).body.code).toBe(5000);
    expect((await userRow({ phone: user.phone })).name).toBe('a');
  });

  it('refuses control characters and broken text', async () => {
    const user = await buildUser(app);
    for (const bad of [
      'a\u0007b',
      'a\nb',
      'a\tb',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
      'a\u001bb',
    ]) {
      const res = await name(user.token, bad);
      expect(res.body.code, JSON.stringify(bad)).toBe(5000);
    }
  });

  it('changes avatar and name together', async () => {
    const user = await buildUser(app);
    const res = await updateProfile(user.token, [
      { name: 'name', value: '新名字' },
      avatarPart(PNG),
    ]);
    expect(res.body.code).toBe(200);
    expect(res.body.data.name).toBe('新名字');
    expect(res.body.data.avatar).toMatch(/\.png$/);
  });
});
