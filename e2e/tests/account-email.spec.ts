import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { captchaAnswer, loginWithSms, sessionTokenOf, uniqueLocalPhone } from './support.js';

/**
 * The account's email (set with a code from the dev email outbox, then account login with it),
 * the last login type preselected, and binding WeChat from the account settings: through the
 * dev scan page of a bind QR, and inside WeChat through its in-app authorization.
 */

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function solveCaptcha(request: APIRequestContext) {
  const { captchaId } = await data<{ captchaId: string }>(await request.get('/api/captcha'));
  const { answer } = await data<{ answer: string }>(
    await request.get(`/api/dev/captcha/${captchaId}`),
  );
  return { captchaId, captchaCode: answer };
}

/** Sets the signed-in user's password beside the browser (SMS code to the bound phone). */
async function setPassword(
  request: APIRequestContext,
  token: string,
  localPhone: string,
  password: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  await data(
    await request.get('/api/sms/set-pwd', { params: await solveCaptcha(request), headers }),
  );
  const { items } = await data<{ items: { code: string; purpose: string }[] }>(
    await request.get(`/api/dev/outbox?phone=${encodeURIComponent(`+86-${localPhone}`)}`),
  );
  const code = items.find((item) => item.purpose === 'set-pwd')!.code;
  await data(await request.post('/api/user/update-pwd', { data: { code, password }, headers }));
}

async function openAccountSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('account-settings').click();
  await expect(page.getByTestId('account-panel')).toBeVisible();
  return page.getByTestId('account-panel');
}

async function logout(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}

/**
 * Signs up with SMS in the login modal at `path` (so the last login type is SMS). Not on the
 * home page, where a new user's first-visit tour covers the header.
 */
async function signUp(page: Page, request: APIRequestContext, path = '/templates') {
  const localPhone = uniqueLocalPhone();
  await page.goto(`${path}?lm=v`);
  await loginWithSms(page, request, localPhone);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return { localPhone, token: await sessionTokenOf(page) };
}

test('an email set with a code from the outbox logs in with the password; the last login type is preselected', async ({
  page,
  request,
}) => {
  const { localPhone, token } = await signUp(page, request);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await setPassword(request, token, localPhone, password);
  const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;

  const panel = await openAccountSettings(page);
  await expect(panel.getByTestId('account-email')).toHaveText('未设置');
  await panel.getByTestId('email-set').click();
  const form = panel.getByTestId('email-form');
  await form.getByTestId('email-input').fill(email.toUpperCase());
  await form.getByTestId('captcha-input').fill(await captchaAnswer(request, form));
  await form.getByTestId('sms-code-button').click();
  await expect(form.getByTestId('sms-code-button')).toBeDisabled();
  const { items } = await data<{ items: { code: string; subject: string }[] }>(
    await request.get(`/api/dev/email/outbox?to=${encodeURIComponent(email)}`),
  );
  expect(items[0]?.subject).toContain('邮箱验证码');
  await form.getByTestId('sms-code-input').fill(items[0]!.code);
  await form.getByTestId('email-submit').click();
  await expect(page.getByText('邮箱设置成功')).toBeVisible();
  await expect(panel.getByTestId('account-email')).toHaveText(email);
  await logout(page);

  // The last login type (SMS) is preselected when the login opens without lm.
  await page.goto('/login');
  await expect(page.getByTestId('login-view-v')).toBeVisible();

  // Account login with the email (any case) and the password.
  await page.goto('/login?lm=p&redirect=/templates');
  const login = page.getByTestId('login-panel');
  await login.getByTestId('account-input').fill(email.toUpperCase());
  await login.getByTestId('password-input').fill(password);
  await login.getByTestId('captcha-input').fill(await captchaAnswer(request, login));
  await login.getByTestId('agreement-checkbox').check();
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);
  const again = await openAccountSettings(page);
  await expect(again.getByTestId('account-email')).toHaveText(email);
  await logout(page);

  // Now password login is the last login type.
  await page.goto('/login');
  await expect(page.getByTestId('login-view-p')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await expect(page.getByRole('dialog').getByTestId('login-view-p')).toBeVisible();
});

test('binds WeChat with the QR of the account settings, confirmed on the dev scan page', async ({
  page,
  request,
  context,
}) => {
  await signUp(page, request);
  const panel = await openAccountSettings(page);
  await expect(panel.getByTestId('wechat-state')).toContainText('未绑定微信');
  await panel.getByTestId('wechat-bind').click();
  const qr = panel.getByTestId('wechat-bind-qr-image');
  await expect(qr).toBeVisible();
  const url = String(await qr.getAttribute('data-url'));
  expect(url).toMatch(/^\/api\/dev\/wechat\/scan-page\?topic=/);

  // 'Scanning': the dev scan page, as a test WeChat user.
  const openid = `e2e-bind-${randomBytes(5).toString('hex')}`;
  const phone = await context.newPage();
  await phone.goto(url);
  await phone.locator('#openid').fill(openid);
  await phone.locator('#confirm').click();
  await expect(phone.locator('#result')).toHaveText('Confirmed');
  await phone.close();

  await expect(page.getByText('微信绑定成功').first()).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('wechat-state')).toContainText('已绑定微信');
  await expect(panel.getByTestId('wechat-untie')).toBeVisible();

  // That WeChat now logs in to this account.
  const me = await data<{ id: string }>(
    await request.get('/api/user/user-info', {
      headers: { authorization: `Bearer ${await sessionTokenOf(page)}` },
    }),
  );
  const login = await data<{ topic: string }>(
    await request.get('/api/getTemporaryQrcode', { params: { purpose: 'login' } }),
  );
  await data(await request.post('/api/dev/wechat/scan', { data: { topic: login.topic, openid } }));
  const status = await data<{ token: string }>(
    await request.get('/api/login/qrcode/status', { params: { topic: login.topic } }),
  );
  const other = await data<{ id: string }>(
    await request.get('/api/user/user-info', {
      headers: { authorization: `Bearer ${status.token}` },
    }),
  );
  expect(other.id).toBe(me.id);
});

test.describe('inside WeChat', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN',
  });

  test("binds WeChat through WeChat's in-app authorization and comes back", async ({
    page,
    request,
  }) => {
    await signUp(page, request, '/templates');
    const panel = await openAccountSettings(page);
    await panel.getByTestId('wechat-bind').click();
    // The dev stand-in of WeChat's silent authorization.
    await expect(page).toHaveURL(/\/api\/dev\/wechat\/oauth-page\?/);
    await page.locator('#openid').fill(`e2e-oauth-${randomBytes(5).toString('hex')}`);
    await page.locator('#confirm').click();
    await expect(page.getByText('微信绑定成功').first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/templates$/);
    const again = await openAccountSettings(page);
    await expect(again.getByTestId('wechat-state')).toContainText('已绑定微信');
  });
});
