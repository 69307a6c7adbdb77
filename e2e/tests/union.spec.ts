import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, holdsAppLock, test } from './fixtures.js';
import { admin, loginWithSms, sessionTokenOf, uniqueLocalPhone } from './support.js';

holdsAppLock('shop');

/**
 * Joint (union) plans (spec section 2): the redeem tip on the membership screen's terms line,
 * and after buying, the partner's code in order management ('view redeem code').
 */

const PLAN = 'pro-union-yearly';
const TITLE = '联合会员 年度';

/**
 * The joint plan on sale with one partner code of this test in stock (what an operator does:
 * `products set ... --union`, `union import --file`); taken off sale again by `endJointPlan`,
 * so the other specs see the usual catalogue.
 */
async function seedJointPlan(request: APIRequestContext): Promise<string> {
  await admin(request, [
    'products',
    'set',
    PLAN,
    '--title',
    TITLE,
    '--price',
    '299',
    '--days',
    '365',
    '--union',
    '--tip',
    '含 PPT 插件会员',
    '--sort',
    '90',
  ]);
  const code = `SCU-${randomBytes(4).toString('hex').toUpperCase()}`;
  const file = path.join(os.tmpdir(), `sc-union-${code}.txt`);
  await fs.writeFile(file, `${code}\n`);
  try {
    await admin(request, ['union', 'import', '--product', PLAN, '--file', file]);
  } finally {
    await fs.rm(file, { force: true });
  }
  return code;
}

async function endJointPlan(request: APIRequestContext) {
  await admin(request, ['products', 'disable', PLAN]);
}

/** Signs a new user in through the login the membership screen asks for first. */
async function signedInOnJointPlan(page: Page, request: APIRequestContext) {
  await page.goto(`/?mm=&productId=${PLAN}`);
  await loginWithSms(page, request, uniqueLocalPhone());
  const panel = page.getByTestId('membership-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId(`product-${PLAN}`)).toHaveAttribute('aria-checked', 'true');
  return panel;
}

/** 'View redeem code' of the order: the code, its copy button and the redeem steps. */
async function expectPartnerCode(page: Page, dialog: Locator, orderNumber: string) {
  const row = page.getByTestId(`order-${orderNumber}`);
  await expect(row).toContainText('已支付');
  await row.getByTestId(`view-code-${orderNumber}`).click();
  const value = dialog.getByTestId('license-code-value');
  await expect(value).toHaveText(/^SCU-[0-9A-F]{8}$/);
  await expect(dialog).toContainText('兑换步骤');
  const shown = (await value.innerText()).trim();
  // The same code the server gives this order.
  const token = await sessionTokenOf(page);
  const res = await page.request.get(`/api/order/license-code?orderNumber=${orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: number; data: { code: string } };
  expect(body.data.code).toBe(shown);
  await dialog.getByTestId('license-code-copy').click();
  await expect(page.getByText('兑换码已复制')).toBeVisible();
  return shown;
}

test('desktop: the redeem tip, buying the joint plan by QR, then its partner code', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the QR modal is the desktop flow');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedJointPlan(request);
  try {
    const panel = await signedInOnJointPlan(page, request);

    // The terms line's entry opens the redeem tip.
    await panel.getByTestId('union-redeem-entry').click();
    const tip = page.locator('.ant-modal.sc-union-tip-modal');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('兑换 PPT 插件会员');
    await expect(tip.locator('.sc-steps li')).toHaveText([
      '购买联合会员',
      '前往订单管理',
      '找到联合会员订单，点击「查看兑换码」',
      '按兑换流程完成兑换',
    ]);
    await tip.getByTestId('union-tip-ok').click();
    await expect(tip).toBeHidden();

    const qr = panel.getByTestId('pay-qr');
    await expect(qr.locator('svg')).toBeVisible();
    const orderNumber = (await qr.getAttribute('data-order-number'))!;
    const cashier = await page.context().newPage();
    await cashier.goto(`/sandbox/cashier/${orderNumber}`);
    await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(cashier.getByRole('status')).toContainText('Paid (notification answered 204)');
    await cashier.close();
    const success = page.getByTestId('pay-success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText(TITLE);
    await success.getByTestId('pay-success-ok').click();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('open-orders').click();
    const code = await expectPartnerCode(
      page,
      page.locator('.ant-modal.sc-license-modal'),
      orderNumber,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  } finally {
    await endJointPlan(request);
  }
});

test('mobile: the tip leads to order management; the plan bought through the cashier shows its code', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the drawers and the pay link are the mobile flow');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedJointPlan(request);
  try {
    const panel = await signedInOnJointPlan(page, request);
    await panel.getByTestId('union-redeem-entry').click();
    const tip = page.locator('.ant-drawer-bottom.sc-union-tip-drawer');
    await expect(tip).toContainText('兑换 PPT 插件会员');
    await tip.getByTestId('union-tip-orders').click();
    await expect(page).toHaveURL(/[?&]om=/);
    await expect(page).not.toHaveURL(/[?&]mm=/);
    await expect(page.getByText('还没有订单')).toBeVisible();

    await page.goto(`/?mm=&productId=${PLAN}`);
    await page.getByTestId('membership-panel').getByTestId('buy-button').click();
    await page.getByTestId('pay-with-alipay').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier\/SC\d{24}\?callback=/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/\?orderNumber=SC\d{24}/);
    const success = page.getByTestId('pay-success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    const orderNumber = (await success.getByTestId('pay-success-order').innerText()).trim();
    await success.getByTestId('pay-success-ok').click();

    await page.goto('/?om=');
    await expectPartnerCode(
      page,
      page.locator('.ant-drawer-bottom.sc-license-drawer'),
      orderNumber,
    );
  } finally {
    await endJointPlan(request);
  }
});
