import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** A phone's WeChat in-app browser: the Pixel 7 of the mobile project, inside WeChat. */
const WECHAT_UA = `${devices['Pixel 7'].userAgent} MicroMessenger/8.0.50`;

/** Confirms the dev stand-in of WeChat's authorization as a brand-new WeChat user. */
async function confirmAsNewWechatUser(page: Page) {
  await expect(page).toHaveURL(/\/api\/dev\/wechat\/oauth-page/);
  await page.locator('#openid').fill(`e2e-wx-${Date.now()}`);
  await page.locator('#confirm').click();
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mobile', 'WeChat in-app login is a phone flow');
  });

  test('WeChat in-app login of a new user asks to bind a phone, and skip finishes', async ({
    page,
  }) => {
    await page.goto('/login');
    const view = page.getByTestId('login-view-wx');
    await expect(view).toBeVisible();
    await view.getByTestId('agreement-checkbox').check();
    await view.getByTestId('wechat-login').click();
    await confirmAsNewWechatUser(page);

    // Back on the page the login started from; the app exchanged the code and cleaned up.
    await expect(page.getByTestId('login-view-b')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]lm=b/);
    await expect(page).not.toHaveURL(/[?&](code|state|thirdLogin)=/);
    await page.getByTestId('bind-skip').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('a protected page opens WeChat login and comes back to that page', async ({ page }) => {
    await page.goto('/workspace?from=share');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('login-view-wx')).toBeVisible();
    await dialog.getByTestId('agreement-checkbox').check();
    await dialog.getByTestId('wechat-login').click();
    await confirmAsNewWechatUser(page);

    await expect(page).toHaveURL(/\/workspace\?from=share&lm=b$/, { timeout: 20_000 });
    await page.getByTestId('bind-skip').click();
    await expect(page).toHaveURL(/\/workspace\?from=share$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});

test('a signed-out visit to a protected page opens the device default login', async ({
  page,
}, testInfo) => {
  await page.goto('/workspace');
  await expect(page).toHaveURL(/\/workspace\?lm=$/);
  // A QR on a desktop; on a phone (which cannot scan its own screen) SMS login.
  const expected = testInfo.project.name === 'mobile' ? 'login-view-v' : 'login-view-qr';
  await expect(page.getByRole('dialog').getByTestId(expected)).toBeVisible();
  await expect(page.getByTestId('login-panel')).toHaveCount(1);
});
