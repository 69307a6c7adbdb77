import { expect, test } from './fixtures.js';
import { apiUser, generatedRecord } from './editor-support.js';

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
