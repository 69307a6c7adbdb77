import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createFileStorage, type FileStorage } from '../src/providers/storage/index.js';
import { S3FileStorage } from '../src/providers/storage/s3-storage.js';
import { newRecord, solidPicture, uploadPicture } from './attachment-helpers.js';
import { startS3, type RunningS3 } from './fakes/s3-server.js';
import { buildUser, createTestEnv, type TestEnv } from './helper.js';

let s3: RunningS3;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3();
  storage = await createFileStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
});
afterAll(() => s3.close());

const read = async (key: string) => {
  const file = await storage.open(key);
  return file && { size: file.size, bytes: await buffer(file.stream) };
};

describe('S3 storage', () => {
  it('is chosen by the S3_* variables and stores, reads and removes a file', async () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
    await storage.put('exports/r1/deck.pptx', Buffer.from('deck bytes'));
    expect(await s3.keys()).toContain('exports/r1/deck.pptx');
    expect(await read('exports/r1/deck.pptx')).toEqual({
      size: 10,
      bytes: Buffer.from('deck bytes'),
    });
    await storage.remove('exports/r1/deck.pptx');
    expect(await storage.open('exports/r1/deck.pptx')).toBeNull();
    // Removing twice is fine, and a key that never existed reads as null.
    await storage.remove('exports/r1/deck.pptx');
    expect(await storage.open('nothing/here.png')).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(
      /invalid storage key/,
    );
  });

  it('uploads a 20 MB file in 8 MB parts and reads it back byte for byte', async () => {
    const big = randomBytes(20 * 1024 * 1024);
    const before = s3.requests.length;
    await storage.put('exports/r2/big.pdf', big);
    const calls = s3.requests.slice(before);
    expect(
      calls.filter((call) => /^POST \/slidecraft-test\/exports\/r2\/big\.pdf\?uploads/.test(call)),
    ).toHaveLength(1);
    expect(calls.filter((call) => /^PUT .*[?&]partNumber=\d/.test(call))).toHaveLength(3);
    expect(calls.some((call) => /^POST .*[?&]uploadId=/.test(call))).toBe(true);
    const back = await read('exports/r2/big.pdf');
    expect(back?.size).toBe(big.length);
    expect(back?.bytes.equals(big)).toBe(true);
  });
});

describe('the app on S3 storage', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  beforeAll(async () => {
    env = await createTestEnv({ env: s3.env });
    app = await env.start();
  });
  afterAll(() => env.dispose());

  it('keeps an uploaded picture in the bucket and serves it by its signed link', async () => {
    const { token } = await buildUser(app);
    const recordId = await newRecord(app, token);
    const picture = await solidPicture('png', 40, 30, { r: 10, g: 20, b: 30, alpha: 0.5 });
    const uploaded = await uploadPicture(app, token, recordId, picture);
    expect(uploaded.body.code, JSON.stringify(uploaded.body)).toBe(200);
    const { id, url } = uploaded.body.data;

    const key = `attachments/${recordId}/${id}.png`;
    expect(await s3.keys()).toContain(key);
    await expect(fs.stat(path.join(env.dataDir, 'files'))).rejects.toThrow(/ENOENT/);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals((await read(key))!.bytes)).toBe(true);
  });
});
