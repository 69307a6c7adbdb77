import type { Page } from '@playwright/test';
import { buildDocx } from '../../apps/server/test/import-fixtures.js';
import { E2E } from '../servers.js';
import { expect, holdsAppLock, test } from './fixtures.js';
import { downloadDeck, loginWithSms, uniqueLocalPhone } from './support.js';
import { requestsMentioning, scriptUpstream, upstreamMark } from './upstream.js';

/**
 * Imports into a deck on the server with a model (the scripted upstream): share links reach
 * the mind-map stand-in through DEV_SHARE_ORIGIN (apps/server/test/import-share-fake.ts).
 */
test.use({ baseURL: E2E.llmApp });
holdsAppLock('model');

/** The first line of the chat-import prompt (apps/server/prompts/chat-import.v1.md). */
const CHAT_IMPORT_PROMPT = '你负责把用户提供的文档整理成演示文稿大纲';

test.beforeEach(async () => {
  await scriptUpstream({});
});

/** Opens the import dialog from the home box, signing in first (the dialog needs a session). */
async function openImport(page: Page, request: Parameters<typeof loginWithSms>[1]) {
  await page.goto('/');
  await page.getByTestId('import-open').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('import-submit')).toBeVisible();
}

async function importLink(page: Page, link: string) {
  await page.getByRole('tab', { name: '幕布链接' }).click();
  await page.getByTestId('import-link').fill(link);
  await page.getByTestId('import-submit').click();
}

/** Generates the deck of the outline in the editor and downloads it. */
async function generateAndDownload(page: Page, title: string): Promise<string> {
  await page.getByTestId('generate-deck').click();
  return downloadDeck(page, title);
}

test('a Word file -> its headings as the outline -> a downloaded deck', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const docx = await buildDocx([
    ['Title', '季度经营分析'],
    [null, '财务部 2025 年第三季度。'],
    ['Heading1', '收入'],
    [null, '本季度收入同比增长 12%。'],
    ['Heading2', '分产品'],
    [null, '软件收入占六成。'],
    ['Heading1', '成本'],
    [null, '成本下降 5%。'],
  ]);
  await openImport(page, request);
  await page.locator('input[type=file]').setInputFiles({
    name: '经营分析.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx,
  });
  await expect(page.getByTestId('import-file-name')).toContainText('经营分析.docx');
  await page.getByTestId('import-submit').click();

  await expect(page).toHaveURL(/\/workspace/);
  const tree = page.getByTestId('outline-tree');
  await expect(page.getByTestId('outline-title')).toHaveText('季度经营分析');
  await expect(tree).toContainText('分产品');
  await expect(tree).toContainText('成本下降 5%。');

  const words = await generateAndDownload(page, '季度经营分析');
  expect(words).toContain('本季度收入同比增长 12%。');
  expect(words).toContain('软件收入占六成。');
});

test('a mind-map share link -> its outline -> a downloaded deck', async ({ page, request }) => {
  test.setTimeout(150_000);
  await openImport(page, request);
  await importLink(page, 'https://mubu.com/doc/jsonDoc1');

  await expect(page).toHaveURL(/\/workspace/);
  await expect(page.getByTestId('outline-title')).toHaveText('2025 战略');
  const tree = page.getByTestId('outline-tree');
  await expect(tree).toContainText('竞争格局');
  await expect(tree).toContainText('第二季度');

  const words = await generateAndDownload(page, '2025 战略');
  expect(words).toContain('市场分析');
  expect(words).toContain('行动计划');
});

test('a missing share is the import-failed dialog; one too deep is written by the model', async ({
  page,
  request,
}) => {
  await openImport(page, request);
  await importLink(page, 'https://mubu.com/doc/goneDoc1');
  const dialog = page.getByRole('dialog').filter({ hasText: '导入失败' });
  await expect(dialog).toContainText('分享链接不存在');
  // A click during the dialog's zoom-in can be lost on a loaded machine: wait until it is shown.
  await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  // Five levels (5406): the document's text goes to the chat-import stream, i.e. the model.
  const mark = await upstreamMark();
  await scriptUpstream({ text: '# 深层结构\n## 第一部分\n### 要点梳理\n* 由模型整理的层级\n' });
  await page.getByTestId('import-link').fill('https://mubu.com/doc/deepDoc1');
  await page.getByTestId('import-submit').click();
  await expect(page).toHaveURL(/\/workspace/);
  await expect(page.getByTestId('outline-tree')).toContainText('由模型整理的层级');
  expect(await requestsMentioning(CHAT_IMPORT_PROMPT, mark)).toHaveLength(1);
});
