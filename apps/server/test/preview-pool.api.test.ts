import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDeck, renderSlidePngAsync } from '@slidecraft/deck';
import { records } from '../src/db/schema.js';
import { previewKey } from '../src/modules/generation/preview-service.js';
import { OUTLINE } from './generation-helpers.js';
import { createRecord, pollUntilSettled, startGeneration } from './generation-jobs.js';
import { buildUser, createTestEnv, servicesOf, type TestEnv } from './helper.js';

/** The previews' images are drawn on the app's worker-thread pool (docs/decisions.md, issue 34). */
let env: TestEnv;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  // The app's own pool (not the one the test apps share), to see it close with the app.
  env = await createTestEnv({ build: { pngs: undefined } });
  app = await env.start();
  token = (await buildUser(app)).token;
});
afterAll(() => env.dispose());
afterEach(() => vi.restoreAllMocks());

const recordRow = async (recordId: string) =>
  (await servicesOf(app).database.db.select().from(records).where(eq(records.id, recordId)))[0]!;

async function storedPreview(recordId: string, page: number): Promise<Buffer | null> {
  const row = await recordRow(recordId);
  const file = await servicesOf(app).storage.open(previewKey(row, row.revision, page));
  return file && buffer(file.stream);
}

describe('previews on the worker-thread pool', () => {
  it('draws every page, the images one thread draws, reported page by page in order', async () => {
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    const seen = await pollUntilSettled(app, token, recordId);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'completed', finishPage: last.totalPage });
    const pages = seen.map((s) => s.finishPage);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));

    const deck = migrateDeck((await recordRow(recordId)).deck);
    expect(deck.slides).toHaveLength(last.totalPage);
    for (let page = 0; page < deck.slides.length; page++) {
      const drawn = await renderSlidePngAsync(deck, page, { width: 960 });
      expect((await storedPreview(recordId, page))?.equals(drawn), `page ${page}`).toBe(true);
    }
  });

  it('fails the generation at a page whose image throws in its thread; the pool draws on', async () => {
    const pngs = servicesOf(app).pngs;
    const render = pngs.render.bind(pngs);
    // The fourth page is asked of its thread as a page the deck does not have: the thread throws.
    vi.spyOn(pngs, 'render').mockImplementation((deck, page, options) =>
      render(deck, page === 3 ? deck.slides.length : page, options),
    );
    const recordId = await createRecord(app, token, OUTLINE);
    await startGeneration(app, token, recordId);
    const failed = (await pollUntilSettled(app, token, recordId)).at(-1)!;
    // The pages before it are stored and counted, and no further.
    expect(failed).toMatchObject({ status: 'failed', finishPage: 3 });
    expect(await storedPreview(recordId, 2)).not.toBeNull();

    vi.restoreAllMocks();
    await startGeneration(app, token, recordId);
    const again = (await pollUntilSettled(app, token, recordId)).at(-1)!;
    expect(again).toMatchObject({ status: 'completed', finishPage: again.totalPage });
  });

  it('closes with the app', async () => {
    const pngs = servicesOf(app).pngs;
    const deck = migrateDeck((await recordRow(await createRecord(app, token, OUTLINE))).deck);
    await app.close();
    await expect(pngs.render(deck, 0, { width: 120 })).rejects.toThrow('closed');
    app = await env.start();
  });
});
