import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { apiUser, openEditor } from './editor-support.js';
import { expect, test } from './fixtures.js';
import { loginWithSms, pptxWords, uniqueLocalPhone } from './support.js';

/**
 * Bringing one's own deck (issue 33): an old .pptx uploads from the home box, is kept as it is
 * (the default for a .pptx), opens in the editor looking like itself (its texts, table and
 * chart), and downloads again as a PPTX with its native table and chart, and as a PDF.
 */
const LIBREOFFICE_DECK = fileURLToPath(
  new URL(
    '../../apps/server/test/fixtures/pptx-corpus/libreoffice-roundtrip.pptx',
    import.meta.url,
  ),
);
const CHINESE_DECK = fileURLToPath(
  new URL('../../apps/server/test/fixtures/pptx-corpus/pptxgenjs-chinese.pptx', import.meta.url),
);

test('an old .pptx -> kept as an editable deck -> the editor shows it -> PPTX and PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await page.getByTestId('import-open').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await page.locator('input[type=file]').setInputFiles(CHINESE_DECK);
  await expect(page.getByTestId('import-file-name')).toContainText('pptxgenjs-chinese.pptx');
  await expect(page.getByRole('radio', { name: /原样导入为可编辑的演示文稿/ })).toBeChecked();
  await page.getByTestId('import-submit').click();

  await expect(page.getByText('已导入 4 页')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/workspace\?recordId=[0-9a-f-]{36}$/);
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('季度经营回顾', { timeout: 60_000 });
  await expect(page.getByTestId('slide-thumb-4')).toBeVisible();

  // The table and the chart are the editor's own elements, not pictures.
  await page.getByTestId('slide-thumb-3').click();
  await expect(canvas.locator('[data-element-type="table"]')).toHaveCount(1);
  await expect(canvas).toContainText('分区域业绩（万元）');
  await page.getByTestId('slide-thumb-4').click();
  await expect(canvas.locator('[data-element-type="chart"]')).toHaveCount(1);

  const pptxButton = page.getByTestId('download-pptx');
  await expect(pptxButton).toBeEnabled({ timeout: 60_000 });
  const pptxEvent = page.waitForEvent('download');
  await pptxButton.click();
  const { zip, words } = await pptxWords(await pptxEvent);
  expect(words).toContain('营业收入同比增长百分之十二');
  expect(
    Object.keys(zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name)),
  ).toHaveLength(1);
  expect(await zip.file('ppt/slides/slide3.xml')!.async('string')).toContain('<a:tbl>');
  const pdfEvent = page.waitForEvent('download');
  await page.getByTestId('download-pdf').click();
  expect((await pdfEvent).suggestedFilename()).toMatch(/\.pdf$/);
});

test('a file that is not a readable PPTX says to save it as .pptx', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('import-open').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await page.locator('input[type=file]').setInputFiles({
    name: '旧版演示.pptx',
    mimeType: 'application/vnd.ms-powerpoint',
    buffer: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
  });
  await page.getByTestId('import-submit').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('导入失败');
  await expect(dialog).toContainText('另存为 .pptx');
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/$/);
});

test('an imported deck restyles in one click, before/after first, and comes back as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiUser(request);
  const imported = await request.post('/api/workspace/ppt/import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: '季度经营回顾.pptx',
        mimeType: PPTX_TYPE,
        buffer: await readFile(CHINESE_DECK),
      },
    },
  });
  const { data } = (await imported.json()) as { data: { recordId: string } };
  await openEditor(page, token, data.recordId);
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('季度经营回顾');

  await page.getByTestId('editor-theme').click();
  await expect(page.getByTestId('themes-drawer')).toContainText('换主题 / 一键美化');
  await expect(page.getByTestId('restyle-original')).toHaveCount(0);
  await page.getByTestId('theme-tech-dark').click();
  await expect(page.getByTestId('restyle-before')).toContainText('季度经营回顾');
  await expect(page.getByTestId('restyle-after')).toContainText('季度经营回顾');
  await page.getByTestId('restyle-apply').click();

  // Laid out anew in the theme: the editor opens again on the restyled deck, every text kept.
  await expect(page.getByTestId('deck-editor')).toBeVisible({ timeout: 90_000 });
  await expect(canvas).toContainText('季度经营回顾', { timeout: 60_000 });
  const restyled = await deckOf(request, token, data.recordId);
  expect(restyled.themeId).toBe('tech-dark');
  expect(restyled.imported).toBeUndefined();
  expect(JSON.stringify(restyled)).toContain('营业收入同比增长');

  await page.getByTestId('editor-theme').click();
  await page.getByTestId('restyle-original').click();
  await expect
    .poll(async () => (await deckOf(request, token, data.recordId)).imported, { timeout: 60_000 })
    .toEqual({ format: 'pptx' });
  await expect(page.getByTestId('deck-editor')).toBeVisible({ timeout: 90_000 });
  await expect(canvas).toContainText('季度经营回顾');
});

test('the words of runs with spaces between them stay apart in the editor', async ({
  page,
  request,
}) => {
  const token = await apiUser(request);
  const imported = await request.post('/api/workspace/ppt/import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'runs.pptx', mimeType: PPTX_TYPE, buffer: await readFile(LIBREOFFICE_DECK) },
    },
  });
  const { data } = (await imported.json()) as { data: { recordId: string } };
  await openEditor(page, token, data.recordId);
  const canvas = page.getByTestId('editor-canvas');
  // "Point two with " + "bold" + " and " + "italic" + " words", each run a text of its own.
  const withRun = canvas.locator('svg text', { hasText: /^Point two with $/ });
  await expect(withRun).toHaveCount(1, { timeout: 60_000 });
  const gap = await withRun.evaluate((text: SVGTextElement) => {
    const bold = [...text.ownerSVGElement!.querySelectorAll('text')].find(
      (t) => t.textContent === 'bold',
    )!;
    // The trailing space is drawn (not stripped and the rest stretched over its width): the
    // "h" of "with" ends a space's width before "bold" starts.
    const h = text.getEndPositionOfChar('Point two wit'.length).x;
    return { chars: text.getNumberOfChars(), gap: bold.getStartPositionOfChar(0).x - h };
  });
  expect(gap.chars).toBe('Point two with '.length);
  expect(gap.gap).toBeGreaterThan(4);
});

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

async function deckOf(request: APIRequestContext, token: string, recordId: string) {
  const res = await request.get(`/api/workspace/ppt/json-file?recordId=${recordId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { deck: { themeId: string; imported?: unknown } } }).data
    .deck;
}
