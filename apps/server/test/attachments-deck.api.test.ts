import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, RecordInfo, WorkspaceDoc } from '@slidecraft/contract';
import type { DeckDocument, ImageElement } from '@slidecraft/deck';
import { records } from '../src/db/schema.js';
import { newRecord, solidPicture, uploadPicture } from './attachment-helpers.js';
import { exportRecord } from './generation-helpers.js';
import { pollUntilSettled, startGeneration } from './generation-jobs.js';
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

const GREEN = { r: 22, g: 163, b: 74 };

/** A record of `token`'s with one uploaded picture (a green JPEG, 320 x 180). */
async function recordWithPicture(
  token = owner,
): Promise<{ recordId: string; picture: Attachment }> {
  const recordId = await newRecord(app, token);
  const jpeg = await solidPicture('jpeg', 320, 180, GREEN);
  const res = await uploadPicture(app, token, recordId, jpeg, 'photo.jpg');
  expect(res.body.code).toBe(200);
  return { recordId, picture: res.body.data };
}

const readDoc = async (recordId: string) =>
  (
    await call<WorkspaceDoc & { deck: DeckDocument }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
      headers: auth(owner),
    })
  ).body.data;

/** A picture on the cover, drawn over everything else. */
const photo = (src: string): ImageElement => ({
  type: 'image',
  id: 'photo',
  x: 600,
  y: 300,
  w: 200,
  h: 150,
  src,
});

function withPicture(deck: DeckDocument, src: string): DeckDocument {
  const copy = structuredClone(deck);
  copy.slides[0]!.elements.push(photo(src));
  return copy;
}

const saveDeck = (token: string, recordId: string, version: number, deck: unknown) =>
  call<{ version: number }>(app, {
    method: 'POST',
    url: '/api/workspace/ppt/save',
    headers: auth(token),
    payload: { recordId, version, deck },
  });

async function download(recordId: string, format: 'pptx' | 'pdf'): Promise<Buffer> {
  const { url, status } = await exportRecord(app, owner, recordId, format);
  expect(status).toBe('finish');
  return (await app.inject({ method: 'GET', url })).rawPayload;
}

const isJpeg = (name: string) => /\.jpe?g$/.test(name);

async function pptxParts(file: Buffer) {
  const zip = await JSZip.loadAsync(file);
  const media = Object.values(zip.files)
    .filter((file) => !file.dir && file.name.startsWith('ppt/media/'))
    .map((file) => file.name);
  const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
  return { zip, media, slide };
}

describe('a saved deck with a picture', () => {
  it('shows it in the PPTX, the PDF and the slide previews', async () => {
    const { recordId, picture } = await recordWithPicture();
    const { version, deck } = await readDoc(recordId);
    const saved = await saveDeck(owner, recordId, version, withPicture(deck, picture.src));
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);

    const pptx = await pptxParts(await download(recordId, 'pptx'));
    // The JPEG is the upload; the deck's illustrations are PNGs the engine draws.
    const jpegs = pptx.media.filter(isJpeg);
    expect(jpegs).toHaveLength(1);
    const stored = (await app.inject({ method: 'GET', url: picture.url })).rawPayload;
    expect((await pptx.zip.file(jpegs[0]!)!.async('nodebuffer')).equals(stored)).toBe(true);
    expect(pptx.slide).toMatch(/<p:pic>[\s\S]*name="photo"[\s\S]*<a:srcRect [^>]*\/>/);

    const pdf = (await download(recordId, 'pdf')).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).toMatch(/\/Width 320/);

    // The preview renders the saved deck: the frame is green, around it is not.
    expect((await startGeneration(app, owner, recordId)).body.code).toBe(200);
    expect((await pollUntilSettled(app, owner, recordId)).at(-1)!.status).toBe('completed');
    const info = await call<RecordInfo>(app, {
      method: 'GET',
      url: `/api/ai/generate-ppt/record/info?recordId=${recordId}`,
      headers: auth(owner),
    });
    const cover = PNG.sync.read(
      (await app.inject({ method: 'GET', url: info.body.data.slides[0]! })).rawPayload,
    );
    expect(cover.width).toBe(960);
    const rgb = (x: number, y: number) => {
      const at = (y * cover.width + x) * 4;
      return [cover.data[at]!, cover.data[at + 1]!, cover.data[at + 2]!];
    };
    const isGreen = ([r, g, b]: number[]) =>
      Math.abs(r! - GREEN.r) < 16 && Math.abs(g! - GREEN.g) < 16 && Math.abs(b! - GREEN.b) < 16;
    for (const [x, y] of [
      [610, 310],
      [700, 375],
      [790, 440],
    ])
      expect(isGreen(rgb(x!, y!)), `${x}, ${y}`).toBe(true);
    expect(isGreen(rgb(590, 375))).toBe(false);
  });
});

describe("a picture that is not the record's", () => {
  it('cannot be saved into its deck (5000), whole or as a patch, and nothing is stored', async () => {
    const { recordId, picture } = await recordWithPicture();
    const sibling = await recordWithPicture();
    const foreign = await recordWithPicture(other);
    const { version, deck } = await readDoc(recordId);
    for (const [what, src] of [
      ["another record's", sibling.picture.src],
      ["another user's", foreign.picture.src],
      ['one that does not exist', 'attachment:00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await saveDeck(owner, recordId, version, withPicture(deck, src!));
      expect(res.body.code, what).toBe(5000);
      expect(res.body.message, what).toContain('not a picture of this record');
    }
    const patched = await call(app, {
      method: 'POST',
      url: `/api/workspace/ppt/content/${recordId}`,
      headers: auth(owner),
      payload: {
        version,
        patches: [
          { op: 'add', path: ['slides', 0, 'elements', 0], value: photo(sibling.picture.src) },
        ],
      },
    });
    expect(patched.body.code).toBe(5000);
    expect((await readDoc(recordId)).version).toBe(version);

    // Someone else's save is refused for the record first (5107), pictures or not.
    const intruder = await saveDeck(other, recordId, version, withPicture(deck, picture.src));
    expect(intruder.body.code).toBe(5107);
    const ok = await saveDeck(owner, recordId, version, withPicture(deck, picture.src));
    expect(ok.body.code).toBe(200);
  });

  it('is drawn as a placeholder by the exports when a stored deck names it', async () => {
    const { recordId } = await recordWithPicture();
    const foreign = await recordWithPicture(other);
    const { deck } = await readDoc(recordId);
    // Written around the save's check, as an older build or an operator might have.
    await servicesOf(app)
      .database.db.update(records)
      .set({ deck: withPicture(deck, foreign.picture.src), updatedAt: new Date() })
      .where(eq(records.id, recordId));

    const pptx = await pptxParts(await download(recordId, 'pptx'));
    expect(pptx.media.filter(isJpeg)).toEqual([]);
    // The photo is no picture (the cover's own illustration still is one).
    expect(pptx.slide).not.toMatch(/<p:pic>(?:(?!<\/p:pic>)[\s\S])*name="photo"/);
    expect(pptx.slide).toMatch(/name="photo"[\s\S]*?<a:srgbClr val="E5E7EB"\/>/);
    expect((await download(recordId, 'pdf')).toString('latin1')).not.toMatch(/\/Width 320/);
  });
});

describe('an illustration the engine draws', () => {
  it('is saved without an attachment and exported as a real picture', async () => {
    const recordId = await newRecord(app, owner);
    const { version, deck } = await readDoc(recordId);
    const saved = await saveDeck(
      owner,
      recordId,
      version,
      withPicture(deck, 'illustration:city:7'),
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);

    const pptx = await pptxParts(await download(recordId, 'pptx'));
    expect(pptx.slide).toMatch(/<p:pic>[\s\S]*name="photo"[\s\S]*<a:srcRect [^>]*\/>/);
    expect(pptx.media.some((name) => name.endsWith('.png'))).toBe(true);
    expect((await download(recordId, 'pdf')).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
