import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@slidecraft/contract';
import { loadConfig } from '../../config.js';
import type { ImageSettings } from '../../config-images.js';
import { LocalFileStorage } from '../storage/local-storage.js';
import { OpenAiImageProvider } from './openai-images.js';
import { PictureMaker } from './picture-maker.js';
import { picturePrompt } from './picture-prompt.js';
import { startImagesApi } from '../../../test/fakes/images-fake.js';

let api: Awaited<ReturnType<typeof startImagesApi>>;
let dir = '';
const settings = (extra: Partial<ImageSettings> = {}): ImageSettings => ({
  baseUrl: api.url,
  apiKey: 'sk-images-test',
  model: 'test-image-model',
  size: '1024x1024',
  concurrency: 2,
  timeoutMs: 5000,
  ...extra,
});

beforeAll(async () => {
  api = await startImagesApi();
  dir = await mkdtemp(path.join(os.tmpdir(), 'sc-pictures-'));
});
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const codeOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).message).not.toContain('secret');
  return (err as AppError).code;
};

describe('the OpenAI-compatible images provider', () => {
  it('asks for one picture of the model and size with the key, and checks what comes back', async () => {
    api.state.mode = 'b64';
    const provider = new OpenAiImageProvider(settings());
    const image = await provider.generate('一座城市的天际线');
    expect(image).toMatchObject({ mime: 'image/png', width: 512, height: 512 });
    const sent = api.state.requests.at(-1)!;
    expect(sent.auth).toBe('Bearer sk-images-test');
    expect(sent.body).toMatchObject({
      model: 'test-image-model',
      prompt: '一座城市的天际线',
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
  });

  it('takes a link instead of inline bytes, and turns WebP into PNG', async () => {
    const provider = new OpenAiImageProvider(settings());
    api.state.mode = 'url';
    expect((await provider.generate('a')).mime).toBe('image/png');
    api.state.mode = 'webp';
    const webp = await provider.generate('b');
    expect(webp.mime).toBe('image/png');
    expect((await sharp(webp.bytes).metadata()).format).toBe('png');
  });

  it('answers 5402 when the service refuses or fails, 5400 for what is not a usable picture', async () => {
    const provider = new OpenAiImageProvider(settings({ timeoutMs: 1000 }));
    api.state.mode = 'status-429';
    expect(await codeOf(provider.generate('a'))).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    api.state.mode = 'status-500';
    expect(await codeOf(provider.generate('a'))).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    api.state.mode = 'garbage';
    expect(await codeOf(provider.generate('a'))).toBe(ErrorCode.AI_ERROR);
    api.state.mode = 'tiny';
    expect(await codeOf(provider.generate('a'))).toBe(ErrorCode.AI_ERROR);
    api.state.mode = 'hang';
    const started = Date.now();
    expect(await codeOf(provider.generate('a'))).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(4000);
    api.state.inFlight = 0;
  });
});

describe('the picture maker', () => {
  it('keeps each picture under its prompt: the same prompt is paid for once', async () => {
    api.state.mode = 'b64';
    const maker = new PictureMaker(
      new OpenAiImageProvider(settings()),
      new LocalFileStorage(dir),
      2,
      '1024x1024',
    );
    const before = api.state.requests.length;
    const [a, b] = await Promise.all([maker.picture('同一个提示'), maker.picture('同一个提示')]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(api.state.requests.length - before).toBe(1);
    // Another maker on the same storage (another process, a restart) finds it too.
    const again = new PictureMaker(
      new OpenAiImageProvider(settings()),
      new LocalFileStorage(dir),
      2,
      '1024x1024',
    );
    await again.picture('同一个提示');
    expect(api.state.requests.length - before).toBe(1);
  });

  it('asks at most `concurrency` pictures at once', async () => {
    api.state.mode = 'b64';
    api.state.delayMs = 100;
    api.state.maxInFlight = 0;
    const maker = new PictureMaker(
      new OpenAiImageProvider(settings()),
      new LocalFileStorage(dir),
      2,
    );
    await Promise.all(['一', '二', '三', '四', '五'].map((p) => maker.picture(`并发 ${p}`)));
    expect(api.state.maxInFlight).toBe(2);
    api.state.delayMs = 0;
  });
});

describe('the picture prompt', () => {
  it("says what the slide is about in the theme's look, with no text in the picture", () => {
    const prompt = picturePrompt({
      deckTitle: '2027 年城市更新行动方案',
      slideTitle: '存量空间盘点',
      points: ['停车位缺口约 3 万个', '老旧小区 120 个'],
      themeTags: ['government', 'chinese'],
    });
    expect(prompt).toContain('存量空间盘点');
    expect(prompt).toContain('停车位缺口约 3 万个');
    expect(prompt).toContain('庄重大气');
    expect(prompt).toContain('不出现任何文字');
    const long = picturePrompt({
      deckTitle: '题'.repeat(500),
      slideTitle: '页'.repeat(500),
      points: Array.from({ length: 20 }, () => '要'.repeat(200)),
      themeTags: [],
    });
    expect([...long].length).toBeLessThanOrEqual(601);
  });
});

describe('IMAGE_* settings', () => {
  it('take all three or none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).images).toBeNull();
    const set = loadConfig({
      NODE_ENV: 'test',
      IMAGE_BASE_URL: 'https://images.example.com/v1',
      IMAGE_API_KEY: 'k',
      IMAGE_MODEL: 'm',
    });
    expect(set.images).toMatchObject({ model: 'm', size: '1024x1024', concurrency: 3 });
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_MODEL: 'm' })).toThrow(
      /IMAGE_BASE_URL: required with IMAGE_MODEL/,
    );
  });
});
