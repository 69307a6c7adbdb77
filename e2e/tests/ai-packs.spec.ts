import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdsAppLock, test } from './fixtures.js';
import { admin, loginWithSms, setAiAccount, uniqueLocalPhone } from './support.js';

holdsAppLock('shop');

/**
 * AI-points packs (spec sections 2 and 7): bought from the 'AI points insufficient' dialog (5410)
 * or from 'buy AI points' next to the home box's AI points, paid in the sandbox; the total of
 * points goes up everywhere it is shown.
 */

/** The pack on sale (what an operator does: `npm run admin -- products set ...`). */
async function seedPack(request: APIRequestContext) {
  await admin(request, [
    'products',
    'set',
    'ai-pack-50',
    '--title',
    'AI 点数包 50 次',
    '--price',
    '9.9',
    '--ai-points',
    '50',
    '--badge',
    '热卖',
  ]);
}

/** A new basic user (10 AI points) signed in on the home page; the phone used. */
async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const phone = uniqueLocalPhone();
  await page.goto('/?lm=v');
  await loginWithSms(page, request, phone);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('ai-rate')).toHaveText('AI 点数剩余 10/10');
  return phone;
}

test('desktop: out of AI points (5410), a pack bought by QR in the sandbox; the points follow', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the QR modal is the desktop flow');
  await seedPack(request);
  const phone = await signIn(page, request);

  // The 10 basic points used: the next outline is refused with 'AI points insufficient'.
  await setAiAccount(request, phone, { pointsUsed: 10 });
  await page.getByTestId('topic-input').fill('门店客流提升计划');
  await page.getByTestId('topic-submit').click();
  const refused = page.getByRole('dialog').filter({ hasText: 'AI 点数不足' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: '购买 AI 点数' }).click();
  await expect(refused).toBeHidden();
  // The packs open over the page it is on (no reload).
  await expect(page).toHaveURL(/\/workspace\?.*aipacks=/);

  const panel = page.locator('.ant-modal.sc-ai-packs-modal').getByTestId('ai-packs-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('ai-packs-balance')).toHaveText('当前 AI 点数剩余 0/10');
  const card = panel.getByTestId('product-ai-pack-50');
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await expect(card).toContainText('50 点');
  await expect(card).toContainText('9.9');
  const qr = panel.getByTestId('pay-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const orderNumber = await qr.getAttribute('data-order-number');
  expect(orderNumber).toMatch(/^SC\d{24}$/);

  // The payer pays in the sandbox cashier; the modal polls every 5 s.
  const cashier = await page.context().newPage();
  await cashier.goto(`/sandbox/cashier/${orderNumber}`);
  await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cashier.getByRole('status')).toContainText('Paid (notification answered 204)');
  await cashier.close();

  const success = page.getByTestId('ai-packs-success');
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success.getByTestId('ai-packs-success-product')).toHaveText(
    '已购买：AI 点数包 50 次',
  );
  await expect(success.getByTestId('ai-packs-success-total')).toHaveText(
    '当前 AI 点数共 60，剩余 50',
  );
  await success.getByTestId('ai-packs-success-ok').click();
  await expect(page).not.toHaveURL(/aipacks=/);
  await page.goto('/');
  await expect(page.getByTestId('ai-rate')).toHaveText('AI 点数剩余 50/60');
});

test('mobile: a pack bought through the cashier page comes back to its result', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawer and the pay link are the mobile flow');
  await seedPack(request);
  await signIn(page, request);

  await page.getByTestId('buy-ai-points').click();
  const drawer = page.locator('.ant-drawer-bottom.sc-ai-packs-drawer');
  const panel = drawer.getByTestId('ai-packs-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('product-ai-pack-50').click();
  await panel.getByTestId('buy-button').click();
  await page.getByTestId('pay-with-alipay').click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\/SC\d{24}\?callback=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the home page with the packs open and the order number: its result.
  await expect(page).toHaveURL(/\/\?aipacks=&orderNumber=SC\d{24}/);
  const success = drawer.getByTestId('ai-packs-success');
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success.getByTestId('ai-packs-success-total')).toHaveText(
    '当前 AI 点数共 60，剩余 60',
  );
  // Not the membership's success drawer.
  await expect(page.getByTestId('pay-success')).toHaveCount(0);
  await success.getByTestId('ai-packs-success-ok').click();
  await expect(page).not.toHaveURL(/aipacks=|orderNumber=/);
  await expect(page.getByTestId('ai-rate')).toHaveText('AI 点数剩余 60/60');
});
