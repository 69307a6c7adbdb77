import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { captchaAnswer, loginWithSms, shownCaptchaId, uniqueLocalPhone } from './support.js';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function outbox(request: APIRequestContext, localPhone: string) {
  const { items } = await data<{ items: { code: string }[] }>(
    await request.get(`/api/dev/outbox?phone=${encodeURIComponent(`+86-${localPhone}`)}`),
  );
  return items;
}

/** The newest code sent to the phone, once the send the page asked for has reached the outbox. */
async function latestCode(request: APIRequestContext, localPhone: string): Promise<string> {
  await expect.poll(async () => (await outbox(request, localPhone)).length).toBeGreaterThan(0);
  return (await outbox(request, localPhone))[0]!.code;
}

/** Ticks the agreement of the view on screen. */
async function agree(page: Page) {
  await page.getByTestId('login-panel').getByTestId('agreement-checkbox').check();
}

/** Makes an account with a password through the API: SMS login, then change password. */
async function accountWithPassword(
  request: APIRequestContext,
  localPhone: string,
  password: string,
) {
  const phone = `+86-${localPhone}`;
  const solve = async () => {
    const { captchaId } = await data<{ captchaId: string }>(await request.get('/api/captcha'));
    const { answer } = await data<{ answer: string }>(
      await request.get(`/api/dev/captcha/${captchaId}`),
    );
    return { captchaId, captchaCode: answer };
  };
  await data(await request.get('/api/login/sms-code', { params: { phone, ...(await solve()) } }));
  const code = await latestCode(request, localPhone);
  const { token } = await data<{ token: string }>(
    await request.post('/api/login/phone', { data: { phone, code } }),
  );
  const headers = { authorization: `Bearer ${token}` };
  await data(await request.get('/api/sms/set-pwd', { params: await solve(), headers }));
  const code2 = await latestCode(request, localPhone);
  await data(
    await request.post('/api/user/update-pwd', { data: { code: code2, password }, headers }),
  );
}

/**
 * The WeChat QR is the default login of desktop browsers only (a phone cannot scan its own
 * screen), so these run with a desktop browser's user agent: in a full window on the desktop
 * project and in a phone-sized window on the mobile one.
 */
test.describe('WeChat QR login', () => {
  test.use({ userAgent: devices['Desktop Chrome'].userAgent });

  test('WeChat QR login of a new user asks to bind a phone, and skip finishes', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-view-qr')).toBeVisible();
    await expect(page.getByTestId('qr-hint')).toBeVisible();
    await agree(page);
    const qr = page.getByTestId('qr-image');
    await expect(qr).toBeVisible();
    const topic = new URL(String(await qr.getAttribute('data-url')), 'http://x').searchParams.get(
      'topic',
    )!;
    await data(
      await request.post('/api/dev/wechat/scan', { data: { topic, openid: `e2e-${Date.now()}` } }),
    );

    await expect(page).toHaveURL(/lm=b/, { timeout: 15_000 });
    await expect(page.getByTestId('login-view-b')).toBeVisible();
    await page.getByTestId('bind-skip').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('WeChat QR login then binding a phone', async ({ page, request }) => {
    await page.goto('/pricing?lm=');
    await agree(page);
    const qr = page.getByTestId('qr-image');
    await expect(qr).toBeVisible();
    const topic = new URL(String(await qr.getAttribute('data-url')), 'http://x').searchParams.get(
      'topic',
    )!;
    await data(
      await request.post('/api/dev/wechat/scan', {
        data: { topic, openid: `e2e-bind-${Date.now()}` },
      }),
    );

    const view = page.getByTestId('login-view-b');
    await expect(view).toBeVisible({ timeout: 15_000 });
    const phone = uniqueLocalPhone();
    await view.getByTestId('phone-input').fill(phone);
    await view.getByTestId('captcha-input').fill(await captchaAnswer(request, view));
    await view.getByTestId('sms-code-button').click();
    await view.getByTestId('sms-code-input').fill(await latestCode(request, phone));
    await view.getByTestId('bind-submit').click();
    await expect(view).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-phone')).toHaveText(
      `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    );
  });

  test('an expired QR shows the refresh state and a click makes a new one', async ({ page }) => {
    await page.route('**/api/login/qrcode/status*', (route) =>
      route.fulfill({ json: { code: 5106, message: '二维码已过期，请点击刷新', data: null } }),
    );
    await page.goto('/login');
    await agree(page);
    const first = await page.getByTestId('qr-image').getAttribute('data-url');
    await expect(page.getByTestId('qr-expired')).toBeVisible({ timeout: 10_000 });
    await page.unroute('**/api/login/qrcode/status*');
    await page.getByTestId('qr-refresh').click();
    await expect(page.getByTestId('qr-expired')).toBeHidden();
    await expect.poll(() => page.getByTestId('qr-image').getAttribute('data-url')).not.toBe(first);
  });
});

test('password login, and the lock after five wrong passwords', async ({ page, request }) => {
  const phone = uniqueLocalPhone();
  await accountWithPassword(request, phone, 'correct horse battery');
  await page.goto('/login?lm=p');
  const view = page.getByTestId('login-view-p');
  await expect(view).toBeVisible();
  await agree(page);

  const attempt = async (password: string) => {
    await view.getByTestId('account-input').fill(phone);
    await view.getByTestId('password-input').fill(password);
    const before = await shownCaptchaId(view);
    await view.getByTestId('captcha-input').fill(await captchaAnswer(request, view));
    await view.getByTestId('login-submit').click();
    return before;
  };
  for (let i = 0; i < 5; i++) {
    const used = await attempt(`wrong password ${i}`);
    // Every failure loads a new captcha.
    await expect.poll(() => shownCaptchaId(view)).not.toBe(used);
  }
  await expect(view.getByTestId('login-lock')).toBeVisible();
  await expect(view.getByTestId('login-submit')).toBeDisabled();
});

test('password login with the right password signs in', async ({ page, request }) => {
  const phone = uniqueLocalPhone();
  await accountWithPassword(request, phone, 'correct horse battery');
  await page.goto('/login?lm=p&from=e2e');
  const view = page.getByTestId('login-view-p');
  await agree(page);
  await view.getByTestId('account-input').fill(phone);
  await view.getByTestId('password-input').fill('correct horse battery');
  await view.getByTestId('captcha-input').fill(await captchaAnswer(request, view));
  await view.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('forgot password: reset with an SMS code, then back to password login', async ({
  page,
  request,
}) => {
  const phone = uniqueLocalPhone();
  await accountWithPassword(request, phone, 'correct horse battery');
  await page.goto('/login?lm=p&from=e2e');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/lm=f/);
  const view = page.getByTestId('login-view-f');
  await view.getByTestId('phone-input').fill(phone);
  await view.getByTestId('captcha-input').fill(await captchaAnswer(request, view));
  const sent = (await outbox(request, phone)).length;
  await view.getByTestId('sms-code-button').click();
  await expect.poll(async () => (await outbox(request, phone)).length).toBe(sent + 1);
  await view.getByTestId('sms-code-input').fill(await latestCode(request, phone));
  await view.getByTestId('password-input').fill('a brand new secret');
  await view.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/lm=p/);
  await expect(page).toHaveURL(/from=e2e/);
  await expect(page.getByTestId('login-view-p')).toBeVisible();
});

test('Huawei one-tap login through the OAuth code flow, then skip binding', async ({ page }) => {
  await page.goto('/login?lm=h');
  const view = page.getByTestId('login-view-h');
  await expect(view).toBeVisible();
  await page.getByTestId('login-panel').getByTestId('agreement-checkbox').check();
  await view
    .getByRole('button')
    .filter({ hasText: /华为|Huawei|華為/ })
    .first()
    .click();
  // Huawei (the local test server) redirects back with the code; the app exchanges it.
  await expect(page.getByTestId('login-view-b')).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/code=/);
  await page.getByTestId('bind-skip').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('account settings: change the name and upload an avatar', async ({ page, request }) => {
  await page.goto('/login?lm=v');
  await loginWithSms(page, request, uniqueLocalPhone());
  await page.getByTestId('user-menu').click();
  await page.getByTestId('account-settings').click();
  const panel = page.getByTestId('account-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('name-input').fill('测试用户');
  await panel.getByTestId('name-save').click();
  await expect(page.getByText(/修改成功|changed successfully/i).first()).toBeVisible();

  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await panel
    .getByTestId('avatar-upload')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/头像修改成功|avatar changed successfully/i).first()).toBeVisible();
  const info = await page.evaluate(async () => {
    const token = localStorage.getItem('slidecraft.token');
    const res = await fetch('/api/user/user-info', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { data: { name: string; avatar: string } };
  });
  expect(info.data.name).toBe('测试用户');
  const avatar = await page.request.get(info.data.avatar);
  expect(avatar.status()).toBe(200);
  expect(avatar.headers()['content-type']).toBe('image/png');
});
