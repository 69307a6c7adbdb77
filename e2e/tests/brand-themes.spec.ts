import { fileURLToPath } from 'node:url';
import { apiUser, generatedRecord, openEditor } from './editor-support.js';
import { expect, test } from './fixtures.js';

/**
 * Brand themes (issue 33, item 3): a signed-in user uploads a company template from the theme
 * picker (here the editor's theme drawer), meets it there as the company's theme, and removes
 * it again. Choosing it for a deck is not covered yet.
 */
const BRAND_TEMPLATE = fileURLToPath(
  new URL('../../apps/server/test/fixtures/brand-vivid.pptx', import.meta.url),
);

test('upload a company template in the theme picker -> it is offered -> remove it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);

  await page.getByTestId('editor-theme').click();
  const picker = page.getByTestId('theme-picker');
  await expect(picker.locator('.sc-theme-card').first()).toBeVisible();
  await picker.getByTestId('brand-upload-open').click();

  const form = page.locator('.sc-brand-upload');
  await form.locator('input[type=file]').setInputFiles(BRAND_TEMPLATE);
  await expect(page.getByTestId('brand-file-name')).toContainText('brand-vivid.pptx');
  await expect(page.getByTestId('brand-name')).toHaveValue('brand-vivid');
  await page.getByTestId('brand-name').fill('公司模板');
  await page.getByTestId('brand-submit').click();

  const brandCards = picker.locator('[data-testid^="theme-brand-"]');
  await expect(brandCards).toHaveCount(1, { timeout: 60_000 });
  await expect(brandCards).toContainText('企业');
  await expect(brandCards).toContainText('公司模板');
  // Its thumbnail, rendered by the server from the template, really loads.
  await expect
    .poll(() => brandCards.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await picker.locator('[data-testid^="theme-remove-brand-"]').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('删除企业主题「公司模板」？');
  await page.getByTestId('confirm-ok').click();
  await expect(brandCards).toHaveCount(0);
  await expect(picker.locator('.sc-theme-card').first()).toBeVisible();

  const listed = await request.get('/api/themes/brand', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await listed.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
});
