import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdsAppLock, test } from './fixtures.js';
import { admin, loginWithSms, uniqueLocalPhone } from './support.js';

holdsAppLock('shop');

/**
 * Paid content (spec section 7, GET /api/ai/contents/pay/info and /pay/result): a template the
 * operator sells on its own, bought through the membership's payment screens (QR on desktop, the
 * provider's page on mobile) in the sandbox, then downloaded without spending the day's quota.
 * It changes what every user sees (an operator product), so its name puts it with the
 * membership specs that run one at a time on the shop app.
 */

const TEMPLATE = 'year-end-sales-navy';

/** The template on sale for 9.90 (`npm run admin -- products set content-<id> --content`). */
async function sellTemplate(request: APIRequestContext) {
  await admin(request, [
    'products',
    'set',
    `content-${TEMPLATE}`,
    '--content',
    '--title',
    '销售年终总结',
    '--price',
    '9.9',
  ]);
}

/** A new basic user signed in, then on the template's page. */
async function signInOnTemplate(page: Page, request: APIRequestContext) {
  await page.goto('/?lm=v');
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`/templates/${TEMPLATE}`);
  await expect(page.getByTestId('template-price')).toContainText('¥9.9');
  await expect(page.getByTestId('template-access')).toHaveText('单独购买的付费模板');
}

test('desktop: a paid template is bought by QR in the sandbox, then downloads outside the quota', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the QR dialog is the desktop flow');
  await sellTemplate(request);
  await signInOnTemplate(page, request);
  const quota = page.getByTestId('template-quota');
  await expect(quota).toBeVisible();
  const quotaBefore = await quota.textContent();

  // Downloading before buying opens the purchase.
  await page.getByTestId('template-download').click();
  const dialog = page.getByTestId('template-buy-dialog');
  await expect(dialog).toBeVisible();
  const qr = dialog.getByTestId('pay-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const orderNumber = await qr.getAttribute('data-order-number');
  expect(orderNumber).toMatch(/^SC\d{24}$/);

  const cashier = await page.context().newPage();
  await cashier.goto(`/sandbox/cashier/${orderNumber}`);
  await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cashier.getByRole('status')).toContainText('Paid');
  await cashier.close();

  // The QR's 5 s poll sees it paid.
  await expect(page.getByText('购买成功，现在可以下载了')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('template-access')).toHaveText('已购买，可直接下载');
  await expect(page.getByTestId('template-buy')).toHaveCount(0);

  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('template-download').click();
  expect((await downloaded).suggestedFilename()).toMatch(/\.pptx$/);
  await expect(quota).toHaveText(quotaBefore!);
});

test('mobile: a paid template bought on the provider page comes back bought', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the buy bar and the pay link are the mobile flow');
  await sellTemplate(request);
  await signInOnTemplate(page, request);

  await page.getByTestId('template-buy').click();
  const dialog = page.getByTestId('template-buy-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('buy-button').click();
  await page.getByTestId('pay-with-alipay').click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\/SC\d{24}\?callback=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the template's page with the order number: the payment's result, then bought.
  await expect(page).toHaveURL(new RegExp(`/templates/${TEMPLATE}\\?orderNumber=SC\\d{24}`));
  const success = page.getByTestId('pay-success');
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText('销售年终总结');
  await expect(page.getByTestId('template-access')).toHaveText('已购买，可直接下载');
  await expect(page.getByTestId('template-buy')).toHaveCount(0);
});
