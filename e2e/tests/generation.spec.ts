import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { downloadDeck, loginWithSms, uniqueLocalPhone } from './support.js';

const TOPIC = '社区垃圾分类推广方案';
const CHAPTER = `${TOPIC}的背景与意义`;
const RENAMED = '垃圾分类的由来（e2e 修改）';
const ADDED_POINT = '居民参与率提升到 80%，“定时定点”投放';

/** Opens the in-place editor of a tree node from the toolbar (mouse, touch and keyboard alike). */
async function editNode(page: Page, node: Locator, text: string) {
  await node.click();
  await page.getByTestId('editor-rename').click();
  const input = page.getByTestId('outline-node-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toBeHidden();
}

test('home -> outline -> edit -> generate -> theme -> PPTX and PDF -> history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByTestId('topic-input').fill(TOPIC);
  await page.getByTestId('topic-submit').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page).toHaveURL(/\/workspace/);

  // The outline streams in, then opens in the editor.
  const tree = page.getByTestId('outline-tree');
  await expect(tree).toContainText('总结与展望');
  await expect(page.getByTestId('outline-title')).toHaveText(TOPIC);
  // No model on this server: the workspace says the outline is the offline composer's.
  await expect(page.getByTestId('offline-tag')).toBeVisible();
  await expect(page.getByTestId('deck-author-input')).toHaveValue('SlideCraft · AI 生成');
  await expect(page.getByTestId('deck-date-input')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  // Edit a chapter title and add a point under it.
  await editNode(page, tree.getByText(CHAPTER, { exact: true }), RENAMED);
  await expect(tree.getByText(RENAMED, { exact: true })).toBeVisible();
  await page.getByTestId('editor-add-point').click();
  const input = page.getByTestId('outline-node-input');
  await input.fill(ADDED_POINT);
  await input.press('Enter');
  await expect(tree.getByText(ADDED_POINT, { exact: true })).toBeVisible();

  // Generate: progress, then the slides one by one, then the downloads.
  // (The offline job is too quick to assert its progress bar: the model test does that.)
  await page.getByTestId('generate-deck').click();
  await expect(page.getByTestId('slide-thumb-1')).toBeVisible();
  const download = page.getByTestId('download-pptx');
  await expect(download).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByTestId('preview-progress')).toBeHidden();
  const preview = page.getByTestId('slide-preview').locator('img');
  const before = await preview.getAttribute('src');

  // Another theme re-lays the deck: progress again, new slide images.
  const themes = page.getByTestId('theme-picker').locator('[data-testid^="theme-"]');
  await themes.nth(3).click();
  await expect(themes.nth(3)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(download).toBeEnabled({ timeout: 60_000 });
  await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).not.toBe(before);

  // PPTX (a zip with the presentation and the edited words) and PDF.
  const words = await downloadDeck(page, TOPIC);
  expect(words).toContain(RENAMED);
  expect(words).toContain(ADDED_POINT);
  expect(words).not.toContain(CHAPTER);

  // A reload shows the outline as edited and its deck again (no new outline is streamed).
  await page.reload();
  await expect(tree.getByText(RENAMED, { exact: true })).toBeVisible();
  await expect(tree.getByText(ADDED_POINT, { exact: true })).toBeVisible();
  await expect(page.getByTestId('download-pptx')).toBeEnabled();

  // The history lists the deck; opening it shows its slides.
  await page.getByTestId('history-open-button').click();
  const list = page.getByTestId('history-list');
  const row = list.locator('[data-testid^="history-item-"]').first();
  await expect(row).toContainText(TOPIC);
  await expect(row.locator('img')).toBeVisible();
  await row.getByTestId('history-open').click();
  await expect(page).toHaveURL(/\/workspace\?recordId=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('slide-thumb-1')).toBeVisible();
  await expect(page.getByTestId('download-pptx')).toBeEnabled();
});
