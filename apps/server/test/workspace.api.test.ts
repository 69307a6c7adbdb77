import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DeckPatch, WorkspaceDoc } from '@slidecraft/contract';
import type { DeckDocument, TextElement } from '@slidecraft/deck';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportRecord, OUTLINE } from './generation-helpers.js';
import {
  createRecord,
  fakeModelWriter,
  pollUntilSettled,
  SPARSE_OUTLINE,
  startGeneration,
  untilAborted,
} from './generation-jobs.js';
import {
  auth,
  buildUser,
  call,
  createTestEnv,
  type TestEnv,
  servicesOf,
  swappableWriter,
} from './helper.js';

const writer = swappableWriter();

let env: TestEnv;
let app: FastifyInstance;
let owner: string;
let other: string;

beforeAll(async () => {
  env = await createTestEnv({ build: { outlineWriter: writer.install } });
  app = await env.start();
  owner = (await buildUser(app)).token;
  other = (await buildUser(app)).token;
});
afterAll(() => env.dispose());

/** A record whose deck has been generated (the editor opens those). */
async function generatedRecord(): Promise<string> {
  const recordId = await createRecord(app, owner, OUTLINE);
  await startGeneration(app, owner, recordId);
  expect((await pollUntilSettled(app, owner, recordId)).at(-1)!.status).toBe('completed');
  return recordId;
}

const readDoc = (token: string, recordId: string, which = 'json-file') =>
  call<WorkspaceDoc & { deck: DeckDocument }>(app, {
    method: 'GET',
    url: `/api/workspace/ppt/${which}?recordId=${recordId}`,
    headers: auth(token),
  });

const sendPatches = (token: string, recordId: string, version: number, patches: unknown[]) =>
  call<{ version: number }>(app, {
    method: 'POST',
    url: `/api/workspace/ppt/content/${recordId}`,
    headers: auth(token),
    payload: { version, patches },
  });

const saveText = (token: string, recordId: string, version: number | string, text: string) =>
  call<{ version: number }>(app, {
    method: 'POST',
    url: `/api/workspace/ppt/save/${recordId}?version=${version}`,
    headers: { ...auth(token), 'content-type': 'text/plain; charset=utf-8' },
    payload: text,
  });

/** The path of the first run of the first text element on slide `slide`. */
function firstRunPath(deck: DeckDocument, slide = 0): (string | number)[] {
  const index = deck.slides[slide]!.elements.findIndex(
    (e) => e.type === 'text' && e.paragraphs[0]?.runs[0],
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return ['slides', slide, 'elements', index, 'paragraphs', 0, 'runs', 0];
}

function runAt(deck: DeckDocument, path: (string | number)[]) {
  const element = deck.slides[path[1] as number]!.elements[path[3] as number] as TextElement;
  return element.paragraphs[0]!.runs[0]!;
}

const changeTheme = (recordId: string, themeId: string) =>
  call(app, {
    method: 'POST',
    url: '/api/workspace/ppt/change-theme',
    headers: auth(owner),
    payload: { recordId, themeId },
  });

const replaceText = (path: (string | number)[], text: string): DeckPatch => ({
  op: 'replace',
  path: [...path, 'text'],
  value: text,
});

async function pptxText(recordId: string): Promise<string> {
  const { url, status } = await exportRecord(app, owner, recordId);
  expect(status).toBe('finish');
  const zip = await JSZip.loadAsync((await app.inject({ method: 'GET', url })).rawPayload);
  const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  return (await Promise.all(slides.map((n) => zip.file(n)!.async('string')))).join('');
}

async function pdfText(recordId: string): Promise<string> {
  const { url, status } = await exportRecord(app, owner, recordId, 'pdf');
  expect(status).toBe('finish');
  const dir = await mkdtemp(join(tmpdir(), 'workspace-pdf-'));
  try {
    await writeFile(join(dir, 'deck.pdf'), (await app.inject({ method: 'GET', url })).rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', [join(dir, 'deck.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('reading the deck document', () => {
  it('answers the generated deck with its version; the origin is the same until an edit', async () => {
    const recordId = await generatedRecord();
    const doc = await readDoc(owner, recordId);
    expect(doc.body.code).toBe(200);
    expect(doc.body.data.version).toBeGreaterThan(0);
    expect(doc.body.data.deck.slides.length).toBeGreaterThan(3);
    expect(doc.body.data.deck.title).toBe('智能客服系统建设方案');
    const origin = await readDoc(owner, recordId, 'origin-json-file');
    expect(origin.body.data.deck).toEqual(doc.body.data.deck);

    const slideId = doc.body.data.deck.slides[1]!.id;
    const slide = await call<{ index: number; slide: { id: string } }>(app, {
      method: 'POST',
      url: '/api/workspace/ppt/load-slide',
      headers: auth(owner),
      payload: { recordId, slideId },
    });
    expect(slide.body.data).toMatchObject({ index: 1, slide: { id: slideId } });
    const missing = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/load-slide',
      headers: auth(owner),
      payload: { recordId, slideId: 'no-such-slide' },
    });
    expect(missing.body.code).toBe(5000);
  });
});

describe('saving edits', () => {
  it('stores patches, keeps the origin, and exports the edit in the PPTX and the PDF', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const path = firstRunPath(deck);
    const saved = await sendPatches(owner, recordId, version, [replaceText(path, '客服升级蓝图')]);
    expect(saved.body).toMatchObject({ code: 200, data: { version: version + 1 } });

    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.version).toBe(version + 1);
    expect(runAt(after.deck, path).text).toBe('客服升级蓝图');
    const origin = (await readDoc(owner, recordId, 'origin-json-file')).body.data;
    expect(runAt(origin.deck, path).text).toBe(runAt(deck, path).text);

    expect(await pptxText(recordId)).toContain('客服升级蓝图');
    expect((await pdfText(recordId)).replace(/\s/g, '')).toContain('客服升级蓝图');

    // A later edit is in the next download: the earlier file is not reused.
    await sendPatches(owner, recordId, version + 1, [replaceText(path, '第二版蓝图')]);
    const text = await pptxText(recordId);
    expect(text).toContain('第二版蓝图');
    expect(text).not.toContain('客服升级蓝图');
  });

  it('draws the history thumbnail again after an edit of the first slide, not of another', async () => {
    const recordId = await generatedRecord();
    const thumbnail = async () => {
      const list = await call<{ items: { recordId: string; thumbnail: string }[] }>(app, {
        method: 'GET',
        url: '/api/ai/generate-ppt/history',
        headers: auth(owner),
      });
      const item = list.body.data.items.find((i) => i.recordId === recordId)!;
      return (await app.inject({ method: 'GET', url: item.thumbnail })).rawPayload;
    };
    const drawn = await thumbnail();
    const covers = vi.spyOn(servicesOf(app).previews, 'coverChanged');
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    await sendPatches(owner, recordId, version, [replaceText(firstRunPath(deck, 2), '别处的改动')]);
    expect(covers).not.toHaveBeenCalled();
    await sendPatches(owner, recordId, version + 1, [
      replaceText(firstRunPath(deck, 0), '全新的封面标题'),
    ]);
    expect(covers).toHaveBeenCalledWith(recordId);
    covers.mockRestore();
    await expect
      .poll(async () => (await thumbnail()).equals(drawn), { timeout: 15_000, interval: 300 })
      .toBe(false);
    expect((await thumbnail()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('saves a whole document sent as plain-text JSON, and as JSON on /save', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const edited = structuredClone(deck);
    edited.slides.reverse();
    edited.slides[0]!.notes = '先讲结论';
    const saved = await saveText(owner, recordId, version, JSON.stringify(edited));
    expect(saved.body).toMatchObject({ code: 200, data: { version: version + 1 } });
    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.deck.slides.map((s) => s.id)).toEqual(edited.slides.map((s) => s.id));
    expect(after.deck.slides[0]!.notes).toBe('先讲结论');

    edited.slides.pop();
    const json = await call<{ version: number }>(app, {
      method: 'POST',
      url: '/api/workspace/ppt/save',
      headers: auth(owner),
      payload: { recordId, version: version + 1, deck: edited },
    });
    expect(json.body).toMatchObject({ code: 200, data: { version: version + 2 } });
    expect((await readDoc(owner, recordId)).body.data.deck.slides).toHaveLength(
      deck.slides.length - 1,
    );
  });

  it('refuses a stale version with 5430 and stores nothing; reload gives the latest', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const path = firstRunPath(deck);
    // Tab one saves first.
    expect(
      (await sendPatches(owner, recordId, version, [replaceText(path, '一号窗口')])).body.code,
    ).toBe(200);
    // Tab two still holds `version`.
    const stale = await sendPatches(owner, recordId, version, [replaceText(path, '二号窗口')]);
    expect(stale.body).toMatchObject({ code: 5430, data: null });
    expect(stale.body.message).toContain('重新加载');
    const staleWhole = await saveText(owner, recordId, version, JSON.stringify(deck));
    expect(staleWhole.body.code).toBe(5430);
    const reloaded = await call<WorkspaceDoc & { deck: DeckDocument }>(app, {
      method: 'POST',
      url: '/api/workspace/ppt/reload',
      headers: auth(owner),
      payload: { recordId },
    });
    expect(reloaded.body.data.version).toBe(version + 1);
    expect(runAt(reloaded.body.data.deck, path).text).toBe('一号窗口');
  });

  it('a theme change moves the version on, so a save from before it is stale', async () => {
    const recordId = await generatedRecord();
    const { version } = (await readDoc(owner, recordId)).body.data;
    const changed = await changeTheme(recordId, 'tech-dark');
    expect(changed.body.code).toBe(200);
    await pollUntilSettled(app, owner, recordId);
    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.version).toBeGreaterThan(version);
    expect(after.themeId).toBe('tech-dark');
    const stale = await sendPatches(owner, recordId, version, [
      { op: 'replace', path: ['title'], value: '旧标题' },
    ]);
    expect(stale.body.code).toBe(5430);
  });

  it('a theme change keeps every edit of an edited deck, in the new theme', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const path = firstRunPath(deck, 1);
    const element = deck.slides[1]!.elements[path[3] as number]!;
    const saved = await sendPatches(owner, recordId, version, [
      replaceText(path, '保留这句话'),
      { op: 'replace', path: ['slides', 1, 'elements', path[3]!, 'x'], value: element.x + 40 },
      { op: 'replace', path: ['slides', 2, 'notes'], value: '讲稿也要保留' },
    ]);
    expect(saved.body.code).toBe(200);
    await changeTheme(recordId, 'ink-wash');
    expect((await pollUntilSettled(app, owner, recordId)).at(-1)!.status).toBe('completed');
    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.themeId).toBe('ink-wash');
    expect(after.deck.slides.map((s) => s.id)).toEqual(deck.slides.map((s) => s.id));
    expect(runAt(after.deck, path).text).toBe('保留这句话');
    expect(after.deck.slides[1]!.elements[path[3] as number]!.x).toBe(element.x + 40);
    expect(after.deck.slides[2]!.notes).toBe('讲稿也要保留');
    // The origin is the deck as generated in the new theme, without the edits.
    const origin = (await readDoc(owner, recordId, 'origin-json-file')).body.data.deck;
    expect(origin.themeId).toBe('ink-wash');
    expect(JSON.stringify(origin)).not.toContain('保留这句话');
    expect(await pptxText(recordId)).toContain('保留这句话');
  });

  it('refuses documents and patches that are not a valid deck with 5000, storing nothing', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const path = firstRunPath(deck);
    const bad: [string, unknown[]][] = [
      [
        'a path that does not exist',
        [{ op: 'replace', path: ['slides', 999, 'notes'], value: 'x' }],
      ],
      ['a colour that is not hex', [{ op: 'replace', path: [...path, 'color'], value: 'red' }]],
      ['a prototype key', [{ op: 'add', path: ['__proto__', 'polluted'], value: true }]],
      ['an unknown op', [{ op: 'move', path: ['title'], from: ['slides'] }]],
      ['no patches', []],
      ['a missing slide list', [{ op: 'remove', path: ['slides'] }]],
      ['an unknown theme', [{ op: 'replace', path: ['themeId'], value: 'no-such-theme' }]],
    ];
    for (const [what, patches] of bad) {
      const res = await sendPatches(owner, recordId, version, patches);
      expect(res.body.code, what).toBe(5000);
      expect(res.body.data, what).toBeNull();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    for (const [what, text] of [
      ['not JSON', '{"version": 2, "slides": ['],
      ['not a deck', JSON.stringify({ hello: 'world' })],
      ['a newer model version', JSON.stringify({ ...deck, version: 99 })],
      ['an element of no known type', JSON.stringify(withBadElement(deck))],
    ] as const) {
      expect((await saveText(owner, recordId, version, text)).body.code, what).toBe(5000);
    }
    expect((await saveText(owner, recordId, 'x', JSON.stringify(deck))).body.code).toBe(5000);

    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.version).toBe(version);
    expect(after.deck).toEqual(deck);
  });

  it('refuses a save while the deck is being generated (5422)', async () => {
    const offlineWriter = writer.chosen;
    writer.use(
      fakeModelWriter(offlineWriter, async function* (request) {
        yield await untilAborted(request.signal);
      }),
    );
    try {
      const recordId = await createRecord(app, owner, SPARSE_OUTLINE);
      const { version, deck } = (await readDoc(owner, recordId)).body.data;
      await startGeneration(app, owner, recordId);
      const res = await saveText(owner, recordId, version, JSON.stringify(deck));
      expect(res.body.code).toBe(5422);
      const patched = await sendPatches(owner, recordId, version, [
        { op: 'replace', path: ['title'], value: '生成中' },
      ]);
      expect(patched.body.code).toBe(5422);
    } finally {
      writer.reset();
    }
  });

  it("refuses an edit that adds slides past the basic tier's 30 (5421), not one that keeps them", async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const copies = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...deck.slides[1]!, id: `copy-${i}` }));
    const over = { ...deck, slides: [...deck.slides, ...copies(31 - deck.slides.length)] };
    const refused = await saveText(owner, recordId, version, JSON.stringify(over));
    expect(refused.body.code).toBe(5421);
    expect(refused.body.message).toContain('30');
    const atCap = { ...deck, slides: [...deck.slides, ...copies(30 - deck.slides.length)] };
    expect((await saveText(owner, recordId, version, JSON.stringify(atCap))).body.code).toBe(200);
  });

  it('refuses more slides than the engine lays out (5421)', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const slides = Array.from({ length: 121 }, (_, i) => ({ ...deck.slides[0]!, id: `s${i}` }));
    const res = await saveText(owner, recordId, version, JSON.stringify({ ...deck, slides }));
    expect(res.body.code).toBe(5421);
  });
});

function withBadElement(deck: DeckDocument) {
  const copy = structuredClone(deck) as unknown as { slides: { elements: unknown[] }[] };
  copy.slides[0]!.elements.push({ type: 'video', id: 'v', x: 0, y: 0, w: 1, h: 1 });
  return copy;
}

describe("another user's deck", () => {
  it('is never read, changed or exported with a second token (5107, no data)', async () => {
    const recordId = await generatedRecord();
    const { version, deck } = (await readDoc(owner, recordId)).body.data;
    const path = firstRunPath(deck);
    const attempts = [
      readDoc(other, recordId),
      readDoc(other, recordId, 'origin-json-file'),
      call(app, {
        method: 'POST',
        url: '/api/workspace/ppt/reload',
        headers: auth(other),
        payload: { recordId },
      }),
      call(app, {
        method: 'POST',
        url: '/api/workspace/ppt/load-slide',
        headers: auth(other),
        payload: { recordId, slideId: deck.slides[0]!.id },
      }),
      sendPatches(other, recordId, version, [replaceText(path, '别人的修改')]),
      saveText(other, recordId, version, JSON.stringify(deck)),
      call(app, {
        method: 'POST',
        url: '/api/workspace/ppt/save',
        headers: auth(other),
        payload: { recordId, version, deck },
      }),
      call(app, {
        method: 'POST',
        url: '/api/workspace/ppt/download',
        headers: auth(other),
        payload: { recordId },
      }),
      call(app, {
        method: 'GET',
        url: `/api/workspace/ppt/download?recordId=${recordId}`,
        headers: auth(other),
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.body).toMatchObject({ code: 5107, data: null });
    }
    const after = (await readDoc(owner, recordId)).body.data;
    expect(after.version).toBe(version);
    expect(runAt(after.deck, path).text).toBe(runAt(deck, path).text);
  });

  it('asks for a login without a token (401)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/workspace/ppt/json-file?recordId=00000000-0000-4000-8000-000000000000',
    });
    expect(res.json()).toMatchObject({ code: 401 });
  });
});
