import { expect, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';

test('the generated deck previews slide by slide and changes theme', async ({ page, request }) => {
  await page.goto('/');
  await page.getByTestId('topic-input').fill('校园垃圾分类倡议');
  await page.getByTestId('topic-submit').click();
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('outline-tree')).toBeVisible();

  await page.getByTestId('generate-deck').click();
  const preview = page.getByTestId('slide-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('slide-thumb-1')).toBeVisible();
  const firstImage = await preview.locator('img').getAttribute('src');
  expect(firstImage).toMatch(/\/api\/files\/previews\//);

  // The image really loads (a signed link the browser follows without headers).
  const loaded = await preview
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);

  const picker = page.getByTestId('theme-picker');
  await expect(picker).toBeVisible();
  const themes = picker.locator('[data-testid^="theme-"]');
  expect(await themes.count()).toBeGreaterThanOrEqual(16);
  await themes.nth(3).click();
  await expect
    .poll(async () => preview.locator('img').getAttribute('src'), { timeout: 30_000 })
    .not.toBe(firstImage);
});
