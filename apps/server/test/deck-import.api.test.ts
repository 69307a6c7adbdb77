import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_REFUSAL_MESSAGES, type DeckImportResult } from '@slidecraft/contract';
import type {
  ChartElement,
  DeckDocument,
  ShapeElement,
  TableElement,
  TextElement,
} from '@slidecraft/deck';
import { records } from '../src/db/schema.js';
import { readDeckDoc } from './attachment-helpers.js';
import { everyKindDeck } from './deck-import-fixtures.js';
import { OUTLINE, exportRecord } from './generation-helpers.js';
import { createRecord, pollUntilSettled } from './generation-jobs.js';
import { auth, buildUser, call, createTestEnv, servicesOf, type TestEnv } from './helper.js';
import { buildDocx, multipart } from './import-fixtures.js';

let env: TestEnv;
let app: FastifyInstance;
let owner: string;
let other: string;
let deckBytes: Buffer;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.start();
  owner = (await buildUser(app)).token;
  other = (await buildUser(app)).token;
  deckBytes = await everyKindDeck();
});
afterAll(() => env.dispose());

function changeTheme(token: string, recordId: string, themeId: string) {
  return call<{ themeId: string }>(app, {
    method: 'POST',
    url: '/api/workspace/ppt/change-theme',
    payload: { recordId, themeId },
    headers: auth(token),
  });
}

function importFile(token: string, content: Buffer | string, filename = 'deck.pptx') {
  const form = multipart([{ name: 'file', filename, content }]);
  return call<DeckImportResult>(app, {
    method: 'POST',
    url: '/api/workspace/ppt/import',
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

const texts = (deck: DeckDocument) =>
  deck.slides.flatMap((slide) =>
    slide.elements.flatMap((element) => {
      if (element.type === 'text')
        return element.paragraphs.map((p) => p.runs.map((r) => r.text).join(''));
      if (element.type === 'shape' && element.text)
        return element.text.paragraphs.map((p) => p.runs.map((r) => r.text).join(''));
      if (element.type === 'table') return element.rows.flat().filter(Boolean);
      return [];
    }),
  );

async function countRecords(): Promise<number> {
  const rows = await servicesOf(app).database.db.select({ id: records.id }).from(records);
  return rows.length;
}

describe('importing a PPTX as a deck', () => {
  let recordId: string;
  let deck: DeckDocument;

  beforeAll(async () => {
    const res = await importFile(owner, deckBytes);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    recordId = res.body.data.recordId;
    expect(res.body.data.slides).toBe(5);
    expect(res.body.data.pictures).toBe(2);
    const doc = await readDeckDoc(app, owner, recordId);
    // The import as it came is in its own design until a restyle.
    expect(doc.themeId).toBe('original');
    deck = doc.deck;
  });

  it('keeps every text, with its runs, bullets and the master placeholders resolved', () => {
    expect(texts(deck)).toEqual(
      expect.arrayContaining([
        '季度经营报告',
        '收入增长 steady',
        '第一点',
        '第二点',
        '形状里的字',
        '地区',
        '华南',
        '三季度',
        '101',
      ]),
    );
    const body = deck.slides[0]!.elements.find(
      (e): e is TextElement =>
        e.type === 'text' && e.paragraphs[0]!.runs[0]!.text.startsWith('收入'),
    )!;
    const [bold, italic] = body.paragraphs[0]!.runs;
    expect(bold).toMatchObject({ bold: true, color: 'C00000' });
    expect(italic).toMatchObject({ italic: true, underline: true });
    // The body placeholder sits where the master put it: 0.5 in from the left, 1.5 in down.
    expect([body.x, body.y, body.w]).toEqual([36, 108, 864]);
    const list = deck.slides[1]!.elements.find((e): e is TextElement => e.type === 'text')!;
    expect(list.paragraphs[0]!.bullet?.char).toBe('•');
    expect(list.paragraphs[1]).toMatchObject({ level: 1, bullet: { numbered: true } });
  });

  it('keeps the master band under the slide, the backgrounds and the notes', () => {
    const band = deck.slides[0]!.elements[0] as ShapeElement;
    expect(band).toMatchObject({
      type: 'shape',
      geometry: 'rect',
      y: 504,
      h: 36,
      fill: { color: '1F4E79' },
    });
    expect(deck.slides[0]!.background).toEqual({ color: 'F0F0F0' });
    expect(deck.slides[4]!.background?.image).toMatch(/^attachment:/);
    expect(deck.slides[0]!.notes).toBe('先讲收入，再讲成本。');
  });

  it('keeps preset shapes, text in shapes and a dashed arrow', () => {
    const shapes = deck.slides[1]!.elements.filter((e): e is ShapeElement => e.type === 'shape');
    expect(shapes.map((s) => s.geometry)).toEqual(['star5', 'ellipse', 'line']);
    expect(shapes[0]).toMatchObject({
      fill: { color: 'FFC000' },
      line: { color: '000000', width: 2 },
    });
    expect(shapes[1]!.text?.paragraphs[0]!.runs[0]).toMatchObject({
      text: '形状里的字',
      color: 'FFFFFF',
    });
    expect(shapes[2]!.line).toMatchObject({ color: 'FF0000', dash: 'dash', tailArrow: true });
  });

  it('keeps the table with its merges and fills', () => {
    const table = deck.slides[2]!.elements[0] as TableElement;
    expect(table.type).toBe('table');
    expect(table.rows).toHaveLength(4);
    expect(table.cells?.[0]?.[0]).toMatchObject({
      colSpan: 2,
      fill: '1F4E79',
      color: 'FFFFFF',
      bold: true,
    });
    expect(table.cells?.[0]?.[1]).toMatchObject({ merged: true });
    expect(table.cells?.[2]?.[0]).toMatchObject({ rowSpan: 2 });
    expect(table.cells?.[3]?.[0]).toMatchObject({ merged: true });
    expect(table.columnWidths.reduce((a, b) => a + b, 0)).toBeCloseTo(576, 0);
  });

  it('keeps native charts with their data, below zero and with more series', () => {
    const charts = deck.slides[3]!.elements.filter((e): e is ChartElement => e.type === 'chart');
    expect(charts.map((c) => c.kind)).toEqual(['column', 'line', 'pie', 'area', 'doughnut']);
    expect(charts[0]).toMatchObject({
      categories: ['Q1', 'Q2', 'Q3'],
      values: [10, 20, 15],
      seriesName: '收入',
      title: '收支',
      legend: true,
    });
    expect(charts[0]!.extraSeries?.[0]).toMatchObject({ name: '成本', values: [5, 8, -3] });
    expect(charts[2]!.values).toEqual([60, 40]);
  });

  it('keeps the cropped picture as a stored attachment of the record', async () => {
    const image = deck.slides[4]!.elements.find((e) => e.type === 'image');
    // pptxgenjs shows a cropped picture at its sizing box: 1 in square.
    expect(image).toMatchObject({
      type: 'image',
      x: 72,
      y: 72,
      w: 72,
      h: 72,
      crop: { left: 0.16667 },
    });
    const list = await call<{ items: { src: string }[] }>(app, {
      method: 'GET',
      url: `/api/workspace/ppt/attachments?recordId=${recordId}`,
      headers: auth(owner),
    });
    expect(list.body.data.items.map((item) => item.src).sort()).toEqual(
      [deck.slides[4]!.background!.image!, image && 'src' in image ? image.src : ''].sort(),
    );
  });

  it('exports back to a PPTX with native charts, a table and the notes', async () => {
    const exported = await exportRecord(app, owner, recordId, 'pptx');
    expect(exported.status).toBe('finish');
    const file = await app.inject({ method: 'GET', url: exported.url });
    const zip = await JSZip.loadAsync(file.rawPayload);
    const charts = Object.keys(zip.files).filter((name) =>
      /^ppt\/charts\/chart\d+\.xml$/.test(name),
    );
    expect(charts).toHaveLength(5);
    const tableSlide = await zip.file('ppt/slides/slide3.xml')!.async('string');
    expect(tableSlide).toContain('<a:tbl>');
    const notes = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(notes.join('')).toContain('先讲收入，再讲成本。');
  });

  it('draws its previews as it is, without laying out its outline again', async () => {
    const seen = await pollUntilSettled(app, owner, recordId);
    const last = seen[seen.length - 1]!;
    expect(last.status).toBe('completed');
    expect(last.finishPage).toBe(5);
    const after = (await readDeckDoc(app, owner, recordId)).deck;
    expect(after.slides.map((slide) => slide.layout)).toEqual(
      deck.slides.map((slide) => slide.layout),
    );
    expect(texts(after)).toEqual(texts(deck));
  });

  it('restyles into a theme with every text kept, and back to itself', async () => {
    const before = (await readDeckDoc(app, owner, recordId)).deck;
    const restyled = await changeTheme(owner, recordId, 'tech-dark');
    expect(restyled.body.code, JSON.stringify(restyled.body)).toBe(200);
    expect(restyled.body.data.themeId).toBe('tech-dark');
    await pollUntilSettled(app, owner, recordId);
    const after = (await readDeckDoc(app, owner, recordId)).deck;
    expect(after.themeId).toBe('tech-dark');
    expect(after.imported).toBeUndefined();
    expect(after.slides.some((slide) => slide.layout.startsWith('pptx:'))).toBe(false);
    for (const text of texts(before)) expect(texts(after).join('\n')).toContain(text);
    const kinds = (deck: DeckDocument) =>
      deck.slides
        .flatMap((slide) =>
          slide.elements.filter((e) => e.type === 'chart' || e.type === 'table').map((e) => e.type),
        )
        .sort();
    expect(kinds(after)).toEqual(kinds(before));
    // Another theme restyles the restyled deck; "original" brings the import back.
    expect((await changeTheme(owner, recordId, 'gov-red')).body.code).toBe(200);
    await pollUntilSettled(app, owner, recordId);
    const back = await changeTheme(owner, recordId, 'original');
    expect(back.body.data.themeId).toBe('original');
    await pollUntilSettled(app, owner, recordId);
    expect((await readDeckDoc(app, owner, recordId)).deck).toEqual(before);
  });

  it('refuses an unknown theme, and "original" for a deck that was not imported', async () => {
    expect((await changeTheme(owner, recordId, 'no-such-theme')).body.code).toBe(5000);
    const generated = await createRecord(app, owner, OUTLINE);
    expect((await changeTheme(owner, generated, 'original')).body.code).toBe(5000);
  });

  it('is the owner’s alone', async () => {
    const res = await call(app, {
      method: 'GET',
      url: `/api/workspace/ppt/json-file?recordId=${recordId}`,
      headers: auth(other),
    });
    expect(res.body.code).toBe(5107);
  });
});

describe('files that are not a readable PPTX', () => {
  const notPptx = IMPORT_REFUSAL_MESSAGES.notPptx['zh-CN'];
  const cases: [string, () => Promise<Buffer>][] = [
    ['plain text', async () => Buffer.from('这不是演示文稿')],
    [
      'a legacy .ppt (an OLE compound file)',
      async () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]),
    ],
    ['a broken zip', async () => deckBytes.subarray(0, Math.floor(deckBytes.length / 2))],
    ['a Word document', () => buildDocx([['Heading1', '标题']])],
    [
      'a zip without slides',
      async () => {
        const zip = new JSZip();
        zip.file('ppt/presentation.xml', '<p:presentation xmlns:p="p"/>');
        return zip.generateAsync({ type: 'nodebuffer' });
      },
    ],
  ];

  it.each(cases)(
    'refuses %s with 5403 and "save as .pptx", leaving no record',
    async (_name, make) => {
      const before = await countRecords();
      const res = await importFile(owner, await make());
      expect(res.body.code).toBe(5403);
      expect(res.body.message).toContain(notPptx);
      expect(await countRecords()).toEqual(before);
    },
  );

  it('takes a deck without any text (a template, pictures only) as it is', async () => {
    const template = await readFile(
      new URL('./fixtures/pptx-corpus/libreoffice-template-metropolis.pptx', import.meta.url),
    );
    const res = await importFile(owner, template, '公司模板.pptx');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.slides).toBe(1);
    const doc = await readDeckDoc(app, owner, res.body.data.recordId);
    expect(doc.deck.slides).toHaveLength(1);
    const states = await pollUntilSettled(app, owner, res.body.data.recordId);
    expect(states.at(-1)?.status).toBe('completed');
  });

  it('answers 5000 without a file part', async () => {
    const form = multipart([{ name: 'other', value: 'x' }]);
    const res = await call(app, {
      method: 'POST',
      url: '/api/workspace/ppt/import',
      payload: form.payload,
      headers: { ...form.headers, ...auth(owner) },
    });
    expect(res.body.code).toBe(5000);
  });
});
