import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@slidecraft/contract';
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

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 3),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 4)]);

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
async function updateProfile(token: string, parts: Part[]) {
  const { payload, headers } = form(parts);
  return call<{ name: string; avatar: string }>(app, {
    method: 'POST',
    url: '/api/user/update/avatar-or-name',
    payload,
    headers: { ...headers, ...auth(token) },
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
      expect(image.rawPayload.equals(bytes)).toBe(true);
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
    expect(text.body.message).toMatch(/PNG, JPEG or WebP/);
    const gif = await updateProfile(user.token, [avatarPart(GIF, 'a.gif', 'image/gif')]);
    expect(gif.body.code).toBe(5000);
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
