import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiUser, generatedRecord } from './editor-support.js';

/** True when nothing on the page is wider than the screen (no sideways scrolling). */
const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A deck shared by link, opened by a visitor who has never signed in (a fresh browser context
 * without a token): the slides, present mode, and after the owner revokes the link, the
 * friendly "not found" page.
 */
test('a shared link shows the deck to a visitor; revoked, it shows the friendly not-found page', async ({
  browser,
  request,
}, testInfo) => {
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  const headers = { authorization: `Bearer ${token}` };
  const share = await request.get('/api/personal-space/share', { headers, params: { recordId } });
  const { path } = ((await share.json()) as { data: { path: string } }).data;

  const visitor = await browser.newContext({
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    ...(testInfo.project.use.isMobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await visitor.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The card a chat app shows for the link.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    '智慧园区建设方案',
  );
  await expect(page.getByTestId('shared-deck')).toContainText('智慧园区建设方案');
  await expect(page.getByTestId('share-slide-1').locator('svg')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.getByTestId('share-slide-2').click();
  await expect(page.getByTestId('present-mode')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('present-mode')).toBeHidden();

  await request.delete('/api/personal-space/share', { headers, params: { recordId } });
  const gone = await page.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('share-not-found')).toContainText('分享链接不存在或已失效');
  await page.getByTestId('share-home').click();
  await expect(page).toHaveURL(/\/$/);
  await visitor.close();
});

/**
 * The owner turns downloads on in the share dialog; a visitor who never signed in downloads the
 * deck as a PPTX from the link's page; turned off again, the page has no download button. On the
 * mobile project both pages are 390 px wide.
 */
test('the owner lets viewers download; a visitor downloads the PPTX; turned off, no button', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const viewport = mobile ? { width: 390, height: 844 } : testInfo.project.use.viewport;
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);

  // The owner, in the personal space: the card's menu opens the share dialog.
  if (viewport) await page.setViewportSize(viewport);
  await page.addInitScript((value) => {
    window.localStorage.setItem('slidecraft.token', value);
  }, token);
  await page.goto('/space');
  const card = page.locator(`[data-testid="space-card"][data-record-id="${recordId}"]`);
  await card.getByTestId('space-card-menu').click();
  await page.getByTestId('space-share').filter({ visible: true }).click();
  const dialog = page.getByTestId('share-dialog');
  const link = dialog.getByTestId('share-url');
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/);
  const path = new URL(await link.inputValue()).pathname;
  const code = path.split('/').pop()!;
  const toggle = dialog.getByTestId('share-allow-download');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(dialog).toContainText('拿到链接的人只能查看和放映，不能下载。');
  await dialog.getByText('允许查看者下载 PPT').click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('已允许查看者下载')).toBeVisible();
  await expect(dialog).toContainText('拿到链接的人可以下载 PPT 文件。');
  expect(await fitsScreen(page)).toBe(true);

  // A visitor with no session: the button, then the file.
  const visitor = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const viewer = await visitor.newPage();
  await viewer.goto(path);
  await expect(viewer.getByTestId('shared-deck')).toContainText('智慧园区建设方案');
  await expect(viewer.getByTestId('login-button')).toBeVisible();
  const button = viewer.getByTestId('share-download');
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  expect(await fitsScreen(viewer)).toBe(true);
  const event = viewer.waitForEvent('download');
  await button.click();
  const download = await event;
  expect(download.suggestedFilename()).toBe('智慧园区建设方案.pptx');
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(viewer.getByText('已开始下载')).toBeVisible();
  await expect(button).toHaveText('下载 PPT');

  // Turned off again: the page has no button, and the route refuses.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await viewer.reload();
  await expect(viewer.getByTestId('shared-deck')).toContainText('智慧园区建设方案');
  await expect(viewer.getByTestId('share-present')).toBeVisible();
  await expect(viewer.getByTestId('share-download')).toHaveCount(0);
  const refused = await request.get(`/api/personal-space/share/${code}/download`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: number }).code).toBe(5429);
  await visitor.close();
});
