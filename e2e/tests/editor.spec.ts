import fs from 'node:fs/promises';
import { convertPptxToPdf, hasLibreOffice } from '@slidecraft/deck/testing';
import { expect, test } from './fixtures.js';
import { apiUser, expectSaved, generatedRecord, openEditor, savedDeck } from './editor-support.js';
import { pptxWords } from './support.js';

const NEW_TITLE = '园区数字化升级蓝图';

test('edit a title in place -> autosave -> reload -> undo/redo -> PPTX that LibreOffice opens', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop editor flow; mobile has its own');
  test.setTimeout(180_000);
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);

  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('智慧园区建设方案');
  await expect(page.getByTestId('slide-thumb-1')).toBeVisible();
  await expectSaved(page);

  // Double-click the title, type over it (as an input method would insert it), leave.
  const title = canvas.locator('[data-element-type="text"]').first();
  await title.dblclick();
  const editor = page.getByTestId('text-editor');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(NEW_TITLE);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(canvas).toContainText(NEW_TITLE);
  await expect(page.getByTestId('slide-thumb-1')).toContainText(NEW_TITLE);
  await expectSaved(page);

  // Reloaded, the edit is there: it came back from the server.
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toContainText(NEW_TITLE);

  // Notes, a new text box, then undo and redo across them.
  await page.getByTestId('slide-notes').fill('开场先讲园区现状');
  await page.getByTestId('add-text').click();
  await page.keyboard.insertText('新增的说明文字');
  await page.getByTestId('slide-notes').click();
  await expect(canvas).toContainText('新增的说明文字');
  await page.getByTestId('editor-undo').click();
  await expect(canvas).not.toContainText('新增的说明文字');
  await page.getByTestId('editor-redo').click();
  await expect(canvas).toContainText('新增的说明文字');
  await expectSaved(page);
  const saved = await savedDeck(request, token, recordId);
  expect(JSON.stringify(saved.deck)).toContain('新增的说明文字');
  expect(saved.deck.slides[0]!.notes).toBe('开场先讲园区现状');

  // The download carries the edits; LibreOffice opens it and shows them.
  const event = page.waitForEvent('download');
  await page.getByTestId('download-pptx').click();
  const download = await event;
  const { words } = await pptxWords(download);
  expect(words).toContain(NEW_TITLE);
  expect(words).toContain('新增的说明文字');
  if (await hasLibreOffice()) {
    const pdf = await convertPptxToPdf(await fs.readFile(await download.path()));
    expect(pdf.text.replace(/\s+/g, '')).toContain(NEW_TITLE);
  }
});

test('move an element with the mouse and the arrows; the new place is saved', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'mouse and keyboard editing');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  await page.getByTestId('slide-thumb-2').click();
  const canvas = page.getByTestId('editor-canvas');
  const box = canvas.locator('[data-element-type="text"]').first();
  const id = (await box.getAttribute('data-element-id'))!;
  const before = await savedDeck(request, token, recordId);
  const elementOf = (deck: typeof before.deck) =>
    (
      deck.slides[1] as unknown as { elements: { id: string; x: number; y: number }[] }
    ).elements.find((e) => e.id === id)!;
  const start = elementOf(before.deck);

  const rect = (await box.boundingBox())!;
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width / 2 + 60, rect.y + rect.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.press('Shift+ArrowDown');
  await expectSaved(page);
  const moved = elementOf((await savedDeck(request, token, recordId)).deck);
  expect(moved.x).toBeGreaterThan(start.x + 20);
  expect(moved.y).toBeGreaterThan(start.y + 20);

  await page.keyboard.press('ControlOrMeta+Z');
  await page.keyboard.press('ControlOrMeta+Z');
  await expectSaved(page);
  const back = elementOf((await savedDeck(request, token, recordId)).deck);
  expect(back).toMatchObject({ x: start.x, y: start.y });

  // Format the box: a standard colour, a typed size (applied on Enter), bold toggled.
  type Runs = { paragraphs: { runs: { color: string; size: number; bold?: boolean }[] }[] };
  const wasBold = (elementOf(before.deck) as unknown as Runs).paragraphs.every((p) =>
    p.runs.every((r) => r.bold === true),
  );
  await box.click();
  await page.getByTestId('text-color').click();
  await page.getByTestId('swatch-C00000').click();
  await page.getByTestId('text-size').fill('40');
  await page.getByTestId('text-size').press('Enter');
  await page.getByTestId('text-bold').click();
  await expectSaved(page);
  const runs = (
    (await savedDeck(request, token, recordId)).deck.slides[1] as unknown as {
      elements: {
        id: string;
        paragraphs: { runs: { color: string; size: number; bold?: boolean }[] }[];
      }[];
    }
  ).elements
    .find((e) => e.id === id)!
    .paragraphs.flatMap((p) => p.runs);
  expect(runs.length).toBeGreaterThan(0);
  for (const run of runs) {
    expect(run).toMatchObject({ color: 'C00000', size: 40 });
    expect(run.bold === true).toBe(!wasBold);
  }

  // Drag the third slide above the first in the rail.
  const ids = (deck: typeof before.deck) =>
    (deck.slides as unknown as { id: string }[]).map((s) => s.id);
  const order = ids(before.deck);
  const third = (await page.getByTestId('slide-thumb-3').boundingBox())!;
  const first = (await page.getByTestId('slide-thumb-1').boundingBox())!;
  await page.mouse.move(third.x + third.width / 2, third.y + third.height / 2);
  await page.mouse.down();
  await page.mouse.move(first.x + first.width / 2, first.y + 4, { steps: 12 });
  await page.mouse.up();
  await expectSaved(page);
  expect(ids((await savedDeck(request, token, recordId)).deck)).toEqual([
    order[2],
    order[0],
    order[1],
    ...order.slice(3),
  ]);
});

test('a second tab that saves first makes this one offer a reload, never overwrite', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'two tabs');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  const other = await context.newPage();
  await openEditor(other, token, recordId);

  await other.getByTestId('slide-notes').fill('另一个窗口的备注');
  await expectSaved(other);
  await page.getByTestId('slide-notes').fill('这个窗口的备注');
  await expect(page.getByTestId('conflict-body')).toBeVisible();
  expect((await savedDeck(request, token, recordId)).deck.slides[0]!.notes).toBe(
    '另一个窗口的备注',
  );
  await page.getByTestId('conflict-reload').click();
  await expect(page.getByTestId('slide-notes')).toHaveValue('另一个窗口的备注');
  await expectSaved(page);
});

test('on a phone: view the slides, present them, fix a word', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  await page.getByTestId('slide-thumb-2').click();
  await page.getByTestId('present').click();
  const show = page.getByTestId('present-mode');
  await expect(show).toHaveAttribute('data-slide', '2');
  await page.keyboard.press('ArrowRight');
  await expect(show).toHaveAttribute('data-slide', '3');
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();

  await page.getByTestId('slide-thumb-1').click();
  const canvas = page.getByTestId('editor-canvas');
  await canvas.locator('[data-element-type="text"]').first().dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('手机上改的标题');
  await page.keyboard.press('Escape');
  await expect(canvas).toContainText('手机上改的标题');
  await expectSaved(page);
  expect(JSON.stringify((await savedDeck(request, token, recordId)).deck)).toContain(
    '手机上改的标题',
  );
});

test('add a table and a chart, edit their cells and data, rotate a shape; the PPTX has them', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop inspector');
  test.setTimeout(120_000);
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  await page.getByTestId('slide-thumb-2').click();

  await page.getByTestId('add-table').click();
  const table = page.getByTestId('table-inspector');
  await table.getByTestId('cell-1-0').fill('传感器部署');
  await table.getByTestId('table-add-row').click();
  await table.getByTestId('cell-3-1').fill('第三季度');
  await expect(page.getByTestId('editor-canvas')).toContainText('传感器部署');

  await page.getByTestId('add-chart').click();
  const chart = page.getByTestId('chart-inspector');
  await chart.getByTestId('chart-category-0').fill('一号楼');
  await chart.getByTestId('chart-value-0').fill('87');
  await expect(page.getByTestId('editor-canvas')).toContainText('一号楼');

  await page.getByTestId('add-shape').click();
  const handle = page.locator('.moveable-rotation-control');
  await expect(handle).toBeVisible();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 140, from.y + 90, { steps: 10 });
  await page.mouse.up();
  await expectSaved(page);

  const saved = await savedDeck(request, token, recordId);
  const elements = (saved.deck.slides[1] as unknown as { elements: Record<string, unknown>[] })
    .elements;
  const added = {
    table: elements.find((e) => e.type === 'table')!,
    chart: elements.find((e) => e.type === 'chart')!,
    shape: elements.at(-1)!,
  };
  expect(added.table.rows).toEqual([
    ['项目', '内容', '负责人'],
    ['传感器部署', '', ''],
    ['', '', ''],
    ['', '第三季度', ''],
  ]);
  expect(added.chart).toMatchObject({ categories: expect.arrayContaining(['一号楼']) });
  expect((added.chart.values as number[])[0]).toBe(87);
  expect(added.shape.type).toBe('shape');
  expect(Math.abs(Number(added.shape.rotate ?? 0))).toBeGreaterThan(5);

  const event = page.waitForEvent('download');
  await page.getByTestId('download-pptx').click();
  const { zip, words } = await pptxWords(await event);
  expect(words).toContain('传感器部署');
  const slide2 = await zip.file('ppt/slides/slide2.xml')!.async('string');
  expect(slide2).toContain('<a:tbl>');
  expect(slide2).toMatch(/<a:xfrm rot="\d+"/);
  expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/charts/'))).toBe(true);
});

test('upload a picture: it shows on the slide, is saved, and is a real picture in the PPTX', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop toolbar');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  await page.getByTestId('slide-thumb-2').click();
  // A 4 x 3 red PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4z8AARwgWOgcA9TEL9UV+YsgAAAAASUVORK5CYII=',
    'base64',
  );
  await page
    .getByTestId('image-file')
    .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: png });
  const picture = page.getByTestId('editor-canvas').locator('svg image');
  await expect(picture).toHaveAttribute(
    'href',
    /\/api\/workspace\/ppt\/attachment\/[0-9a-f-]{36}\?/,
  );
  const loaded = await picture.evaluate(
    (node) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth === 4);
        img.onerror = () => resolve(false);
        img.src = node.getAttribute('href')!;
      }),
  );
  expect(loaded).toBe(true);
  await expectSaved(page);
  const saved = await savedDeck(request, token, recordId);
  expect(JSON.stringify(saved.deck.slides[1])).toMatch(/"src":"attachment:[0-9a-f-]{36}"/);

  // A text file named .png is refused with the server's message.
  await page.getByTestId('image-file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html></html>'),
  });
  await expect(page.getByText(/不支持|unsupported/i).first()).toBeVisible();

  const event = page.waitForEvent('download');
  await page.getByTestId('download-pptx').click();
  const { zip } = await pptxWords(await event);
  const slide2 = await zip.file('ppt/slides/slide2.xml')!.async('string');
  expect(slide2).toContain('<p:pic>');
  expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/media/'))).toBe(true);
});
