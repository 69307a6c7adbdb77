import { expect, test } from './fixtures.js';

test('the language switch changes the interface and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const submit = page.getByTestId('topic-submit');
  await expect(submit).toHaveAttribute('aria-label', /[\u4e00-\u9fff]/);

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-option-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(submit).toHaveAttribute('aria-label', /^[\x20-\x7e]+$/);
  await expect(page.getByTestId('topic-input')).toHaveAttribute('placeholder', /[A-Za-z]/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('?lang= sets the locale and leaves the address', async ({ page }) => {
  await page.goto('/pricing?lang=zh-TW&from=ad');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page).toHaveURL(/\/pricing\?from=ad$/);
  await expect(page.locator('#RightsComprison')).toBeVisible();
});

test('?lm=v opens the login modal on any page and closing removes only lm', async ({ page }) => {
  await page.goto('/pricing?lm=v&from=ad');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-panel')).toBeVisible();
  await dialog.getByRole('button', { name: /close|关闭|關閉/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pricing\?from=ad$/);
});

test('/login?lm=v is the login page, not a modal', async ({ page }) => {
  await page.goto('/login?lm=v');
  await expect(page.getByTestId('login-panel')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-out visit to /workspace asks for login on the same path', async ({ page }) => {
  await page.goto('/workspace');
  await expect(page).toHaveURL(/\/workspace\?lm=$/);
  await expect(page.getByTestId('login-panel')).toBeVisible();
});

test('an invalid phone is refused before any code is requested', async ({ page }) => {
  let smsRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/login/sms-code')) smsRequests += 1;
  });
  await page.goto('/login?lm=v');
  await page.getByTestId('phone-input').fill('12345');
  await page.getByTestId('captcha-input').fill('abcd');
  await page.getByTestId('sms-code-button').click();
  await expect(page.getByTestId('login-panel')).toContainText('请输入正确的手机号');
  expect(smsRequests).toBe(0);
});

test('legal pages render', async ({ page }) => {
  await page.goto('/legal/user-agreement');
  await expect(page.getByTestId('legal-userAgreement')).toBeVisible();
  await page.goto('/legal/privacy-policy');
  await expect(page.getByTestId('legal-privacyPolicy')).toBeVisible();
});
