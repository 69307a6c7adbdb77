import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@slidecraft/contract';
import { buildUser, call, createTestEnv, uniqueIp, type TestEnv } from './helper.js';

/** A built web app in miniature: index.html and a script, each with its .br and .gz copies. */
async function writeWebDist(dir: string): Promise<void> {
  const script = `console.log(${JSON.stringify('幻灯片'.repeat(2000))});`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'<p>hello</p>'.repeat(200)}</body></html>`;
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, text] of [
    ['index.html', html],
    ['assets/app.js', script],
  ] as const) {
    await fs.writeFile(path.join(dir, file), text);
    await fs.writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
  }
}

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  const web = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'sc-web-'));
  await writeWebDist(web);
  env = await createTestEnv({
    env: { WEB_DIST_DIR: web, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '40' },
  });
  app = await env.start();
});
afterAll(() => env.dispose());

describe('compression', () => {
  it('serves the pre-compressed copies of the web app, as the browser accepts', async () => {
    const br = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('幻灯片');
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<!doctype html>');
    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses API answers: the OpenAPI document and JSON envelopes', async () => {
    for (const encoding of ['br', 'gzip']) {
      const doc = await app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(doc.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(
        doc.rawPayload,
      ).toString();
      expect(JSON.parse(text)).toHaveProperty('openapi');
    }
    const plain = await app.inject({ url: '/api/template-center/contents' });
    expect(plain.payload.length).toBeGreaterThan(1024);
    const listed = await app.inject({
      url: '/api/template-center/contents',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(listed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(listed.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
    // Small answers are not worth it.
    const health = await app.inject({
      url: '/api/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an outline stream uncompressed, so each event reaches the user at once', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      url: '/api/ai/chat/outline-section?topic=' + encodeURIComponent('年度工作总结'),
      method: 'POST',
      payload: { topic: '年度工作总结' },
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toMatch(/^data: /);
    // A hijacked reply still carries the security headers.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers', () => {
  it('puts CSP, nosniff, Referrer-Policy and frame-ancestors on the app and the API, no HSTS over http', async () => {
    for (const url of ['/', '/api/healthz']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('alicdn');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // A dev page (the sandbox cashier) carries its script inline: its own policy, the rest kept.
    const page = await app.inject({ url: '/sandbox/cashier/SC2026112500000000000001' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // An unknown path gets the app's policy too.
    const missing = await app.inject({ url: '/api/no-such-call' });
    expect(String(missing.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('adds HSTS when a trusted proxy says the request came over TLS, not when anyone else says so', async () => {
    const viaProxy = await app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const spoofed = await app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.9.9.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('general rate limit', () => {
  it('answers 5427 with Retry-After past the limit, per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await call(app, { url: '/api/healthz', remoteAddress: ip });
      statuses.push(res.body.code);
      if (i === 40) expect(res.raw.headers['retry-after']).toBeDefined();
    }
    expect(statuses.slice(0, 40).every((code) => code === 200)).toBe(true);
    expect(statuses[40]).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
    expect((await call(app, { url: '/api/healthz', remoteAddress: uniqueIp() })).body.code).toBe(
      200,
    );
    // Static files are not counted.
    expect((await app.inject({ url: '/assets/app.js', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('bodies over the limits', () => {
  it('answer 5000, never a bare 413, whether the length is declared or chunked', async () => {
    const big = JSON.stringify({ topic: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: big,
      headers: { 'content-type': 'application/json' },
      remoteAddress: uniqueIp(),
    });
    expect(declared.status).toBe(200);
    expect(declared.body.code).toBe(ErrorCode.PARAMS_ERROR);
    const { Readable } = await import('node:stream');
    const chunked = await call(app, {
      method: 'POST',
      url: '/api/login/phone',
      payload: Readable.from([Buffer.from(big)]),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      remoteAddress: uniqueIp(),
    });
    expect(chunked.body.code).toBe(ErrorCode.PARAMS_ERROR);
    const longUrl = await call(app, {
      url: `/api/captcha?x=${'a'.repeat(100_000)}`,
      remoteAddress: uniqueIp(),
    });
    expect(longUrl.body.code === 200 || longUrl.body.code === ErrorCode.PARAMS_ERROR).toBe(true);
  });
});

describe('with the Aliyun captcha', () => {
  let aliyunEnv: TestEnv | undefined;
  afterEach(async () => aliyunEnv?.dispose());

  it("allows the widget's hosts in the CSP", async () => {
    aliyunEnv = await createTestEnv({
      env: {
        CAPTCHA_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: 'id',
        ALIYUN_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_CAPTCHA_SCENE_ID: 'scene',
        ALIYUN_CAPTCHA_PREFIX: 'prefix',
      },
    });
    const res = await (await aliyunEnv.start()).inject({ url: '/api/healthz' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/o\.alicdn\.com/,
    );
  });
});
