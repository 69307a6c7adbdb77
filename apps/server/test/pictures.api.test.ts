import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordInfo } from '@slidecraft/contract';
import type { DeckDocument } from '@slidecraft/deck';
import { records } from '../src/db/schema.js';
import { startImagesApi } from './fakes/images-fake.js';
import { exportRecord } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { auth, buildUser, call, createTestEnv, type TestEnv, servicesOf } from './helper.js';

/**
 * Model pictures (IMAGE_*): a generation asks one picture per illustration, stores it as an
 * attachment of the record and puts it in the deck, the preview pages and the PPTX; a picture
 * that fails leaves the illustration.
 */

// '生态保护' with its points is laid out as picture + text (an illustration).
const OUTLINE = `# 城市绿色发展报告
## 绿色发展
### 生态保护
* 新增绿地 120 公顷
* 河道治理 30 公里
`;

let api: Awaited<ReturnType<typeof startImagesApi>>;
let env: TestEnv;
let app: FastifyInstance;
beforeAll(async () => {
  api = await startImagesApi();
  env = await createTestEnv({
    env: { IMAGE_BASE_URL: api.url, IMAGE_API_KEY: 'sk-images', IMAGE_MODEL: 'test-image-model' },
  });
  app = await env.start();
});
afterAll(async () => {
  await env.dispose();
  await api.close();
});

const imagesOf = (deck: DeckDocument) =>
  deck.slides.flatMap((slide) => slide.elements.filter((element) => element.type === 'image'));

async function generated(token: string, outline = OUTLINE) {
  const recordId = await createRecord(app, token, outline);
  expect((await startGeneration(app, token, recordId)).body.code).toBe(200);
  const seen = await pollUntilSettled(app, token, recordId);
  expect(seen.at(-1)!.status).toBe('completed');
  const [row] = await servicesOf(app)
    .database.db.select()
    .from(records)
    .where(eq(records.id, recordId));
  return { recordId, row: row!, deck: row!.deck as DeckDocument };
}

describe('model pictures', () => {
  it('replace the illustrations in the deck, the preview and the PPTX', async () => {
    api.state.mode = 'b64';
    const before = api.state.requests.length;
    const user = await buildUser(app);
    const { recordId, row, deck } = await generated(user.token);
    const pictures = imagesOf(deck);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.src).toMatch(/^attachment:/);
    expect(api.state.requests.length - before).toBe(pictures.length);
    // The pictures are asked for at once, so in no fixed order: one of them is the 生态 page's.
    const prompts = api.state.requests.slice(before).map((r) => String(r.body.prompt));
    expect(prompts.some((prompt) => prompt.includes('生态'))).toBe(true);
    expect(row.previewPictures).toBe(pictures.length);

    // The preview links changed with the pictures (the browser loads those pages again).
    const info = await call<RecordInfo>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${recordId}`,
      headers: auth(user.token),
    });
    expect(info.body.data.slides.every((url) => url.includes(`-v${pictures.length}.png`))).toBe(
      true,
    );

    const exported = await exportRecord(app, user.token, recordId);
    expect(exported.status).toBe('finish');
    const link = new URL(exported.url, 'http://x');
    const file = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const zip = await JSZip.loadAsync(file.rawPayload);
    const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/'));
    expect(media.length).toBeGreaterThanOrEqual(pictures.length);
  });

  it('a picture that fails leaves the illustration, and the generation completes', async () => {
    api.state.mode = 'status-500';
    const user = await buildUser(app);
    // Another deck title: another prompt (the first test's picture is cached under its own).
    const { row, deck } = await generated(user.token, OUTLINE.replace('城市', '乡村'));
    const pictures = imagesOf(deck);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.src).toMatch(/^illustration:/);
    expect(row.previewPictures).toBe(0);
    api.state.mode = 'b64';
  });
});
