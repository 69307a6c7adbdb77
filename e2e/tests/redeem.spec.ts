import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';

/** A fresh batch of one code for the monthly plan (dev route: what the admin CLI does). */
async function newCode(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/dev/redeem-codes', {
    data: { productId: 'pro-monthly', count: 1, uses: 1 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: { codes: string[] } };
  expect(body.code).toBe(200);
  expect(body.data.codes).toHaveLength(1);
  return body.data.codes[0]!;
}

/** A new user signed in through the SMS login of the login modal. */
async function signIn(page: Page, request: APIRequestContext) {
  await page.goto('/?lm=v');
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The redeem dialog: the modal on desktop, the bottom drawer's panel on mobile. */
function redeemDialog(page: Page, isMobile: boolean): Locator {
  return page.locator(
    isMobile
      ? '.ant-drawer-bottom.sc-redeem-drawer .ant-drawer-section'
      : '.ant-modal.sc-redeem-modal',
  );
}

test('a redeem code from the user menu grants the plan; a wrong one says so', async ({
  page,
  request,
  isMobile,
}) => {
  const code = await newCode(request);
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
  await signIn(page, request);
  await page.getByTestId('user-menu').click();
  await expect(page.locator('.sc-user-menu')).toContainText('基础版');
  await page.getByTestId('open-redeem').click();
  await expect(page).toHaveURL(/[?&]redeem=1/);

  const dialog = redeemDialog(page, isMobile);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('兑换码');
  const input = dialog.getByTestId('redeem-input');
  const submit = dialog.getByTestId('redeem-submit');
  await expect(input).toBeFocused();
  await expect(submit).toBeDisabled();

  // A wrong code: the server's 5600 message under the input, the code kept.
  await input.fill('2345678923456789');
  await submit.click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('兑换码无效');
  await expect(input).toHaveValue('2345678923456789');

  // The real one, typed in lower case (codes are read in any case).
  await input.fill('');
  await input.pressSequentially(code.toLowerCase());
  await input.press('Enter');
  const success = dialog.getByTestId('redeem-success');
  await expect(success).toBeVisible();
  await expect(success).toContainText('兑换成功');
  await expect(success.getByTestId('redeem-success-plan')).toHaveText('已兑换：专业版 月度会员');
  await expect(success.getByTestId('redeem-success-end')).toHaveText(
    /^会员有效期至 \d{4}-\d{2}-\d{2}$/,
  );
  const end = (await success.getByTestId('redeem-success-end').innerText()).slice(-10);
  await success.getByTestId('redeem-success-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]redeem=/);

  // The header's menu shows the new tier and end date without a reload.
  await page.getByTestId('user-menu').click();
  const menu = page.locator('.sc-user-menu');
  await expect(menu).toContainText('专业版');
  await expect(menu).toContainText(`${end} 到期`);

  // The same code again: it has no use left (5603).
  await menu.getByTestId('open-redeem').click();
  await expect(dialog.getByTestId('redeem-form')).toBeVisible();
  await dialog.getByTestId('redeem-input').fill(code);
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-error')).not.toBeEmpty();
});

test('mobile: ?redeem=1 opens the bottom drawer, closing it drops the parameter', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the bottom drawer is the mobile dialog');
  await signIn(page, request);
  await page.goto('/pricing?redeem=1');
  const drawer = redeemDialog(page, true);
  await expect(drawer).toBeVisible();
  const viewport = page.viewportSize()!;
  // Once it has slid in: anchored to the bottom edge, within the screen's width.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.y + box.height);
    })
    .toBe(viewport.height);
  expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
  await expect(drawer.getByTestId('redeem-submit')).toBeDisabled();
  await drawer.getByTestId('redeem-input').fill('   ');
  await expect(drawer.getByTestId('redeem-error')).toHaveText('兑换码不能为空');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('desktop: the membership modal links to the redeem dialog', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one viewport is enough for the link');
  const code = await newCode(request);
  await signIn(page, request);
  await page.goto('/?mm=');
  const panel = page.getByTestId('membership-panel');
  await expect(panel.getByTestId('membership-tier')).toHaveText('基础版');
  await panel.getByTestId('membership-redeem').click();
  const dialog = redeemDialog(page, false);
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('redeem-input').fill(code);
  await dialog.getByTestId('redeem-submit').click();
  await dialog.getByTestId('redeem-success-ok').click();
  await expect(dialog).toBeHidden();
  // The membership modal below shows the new tier.
  await expect(panel.getByTestId('membership-tier')).toHaveText('专业版');
  await expect(panel.getByTestId('membership-expiry')).toHaveText(/^\d{4}-\d{2}-\d{2} 到期$/);
});
