import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, holdsAppLock, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';

holdsAppLock('shop');

/**
 * Coupons, promo codes and the limited-time benefit popup (issue 14): the retention coupon
 * offered when a user leaves the membership screen without paying, its countdown in the charge
 * and the price going back when it ends; the operator's popup presetting a promo code.
 * Operators' settings go through the dev route that runs the admin CLI on the server's database.
 */

async function admin(request: APIRequestContext, ...args: string[]): Promise<string> {
  const res = await request.post('/api/dev/admin', { data: { args } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; message: string; data: { output: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.output;
}

/** Leaves nothing on for the other specs (the campaign and the popup are site-wide). */
test.afterEach(async ({ request }) => {
  await admin(request, 'coupons', 'off').catch(() => undefined);
  await admin(request, 'content', 'clear', 'popup').catch(() => undefined);
});

/** The membership modal on desktop, the drawer on mobile. */
const panelOf = (page: Page) => page.getByTestId('membership-panel');

async function closeMembership(page: Page, isMobile: boolean) {
  if (isMobile) await panelOf(page).getByRole('button', { name: '返回' }).click();
  else
    await page
      .locator('.ant-modal')
      .filter({ has: panelOf(page) })
      .locator('.ant-modal-close')
      .click();
  await expect(panelOf(page)).toBeHidden();
}

/** Seconds of an 'hh:mm:ss' in a text. */
function secondsIn(text: string): number {
  const [h, m, s] = /(\d+):(\d{2}):(\d{2})/.exec(text)!.slice(1).map(Number);
  return h! * 3600 + m! * 60 + s!;
}

/** The amount to pay: the QR side on desktop, the buy bar on mobile. */
function amountOf(page: Page): Locator {
  return panelOf(page).getByTestId('pay-amount');
}

test('the retention coupon: offered on leaving, counted down in the charge, the price back when it ends', async ({
  page,
  request,
  isMobile,
}) => {
  await admin(
    request,
    'coupons',
    'set',
    '--title',
    '限时立减',
    '--description',
    '开通年度会员立减 10 元',
    '--reduce',
    '10',
    '--minutes',
    '30',
    '--products',
    'pro-yearly',
  );
  const phone = uniqueLocalPhone();
  await page.goto('/pricing?mm=');
  await loginWithSms(page, request, phone);
  await expect(panelOf(page)).toBeVisible();
  await expect(panelOf(page).getByTestId('product-pro-yearly')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(amountOf(page)).toHaveText('¥199');
  await expect(panelOf(page).getByTestId('coupon-bar')).toHaveCount(0);

  // Leaving without paying: should-show is true for a new user, so the coupon is issued.
  await closeMembership(page, isMobile);
  const popup = page.getByTestId('benefit-popup');
  await expect(popup).toBeVisible();
  await expect(
    popup.locator('xpath=ancestor::*[contains(@class, "ant-drawer-bottom")]'),
  ).toHaveCount(isMobile ? 1 : 0);
  await expect(popup.getByTestId('benefit-reduce')).toHaveText('立减¥10');
  await expect(popup.getByTestId('benefit-title')).toHaveText('限时立减');
  await expect(popup.getByTestId('benefit-description')).toHaveText('开通年度会员立减 10 元');
  await expect(popup.getByTestId('benefit-countdown')).toHaveText(/^00:(30:00|29:\d{2}) 后结束$/);
  await popup.getByTestId('benefit-use').click();
  await expect(popup).toBeHidden();

  // Back in the membership screen, the charge carries the coupon and its countdown.
  await expect(page).toHaveURL(/productId=pro-yearly/);
  const bar = panelOf(page).getByTestId('coupon-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('coupon-reduce')).toHaveText('-¥10');
  await expect(amountOf(page)).toHaveText('¥189');
  await expect(panelOf(page).getByTestId('list-price').first()).toHaveText('¥199');
  const countdown = bar.getByTestId('coupon-countdown');
  await expect(countdown).toHaveText(/00:(30:00|29:\d{2}) 后过期/);
  const first = secondsIn(await countdown.innerText());
  await expect.poll(async () => secondsIn(await countdown.innerText())).toBeLessThan(first);

  // The coupon now ends in a few seconds; the next charge says so, and 0.5 s after its
  // countdown ends the charge is asked again: the plan's price, no coupon.
  const res = await request.post('/api/dev/coupons/expire-in', {
    data: { phone: `+86-${phone}`, seconds: 4 },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/pricing?mm=');
  await expect(bar).toBeVisible();
  expect(secondsIn(await countdown.innerText())).toBeLessThanOrEqual(4);
  await expect(amountOf(page)).toHaveText('¥189');
  await expect(bar).toBeHidden({ timeout: 10_000 });
  await expect(amountOf(page)).toHaveText('¥199');
  await expect(panelOf(page).getByTestId('list-price')).toHaveCount(0);
});

test("the operator's popup: countdown and reduction, 'use now' opens its plan with its promo code", async ({
  page,
  request,
  isMobile,
}) => {
  const code = `SPRING-${isMobile ? 'M' : 'D'}${randomInt(1_000_000)}`;
  await admin(request, 'promos', 'create', code, '--reduce', '20', '--products', 'pro-quarterly');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-popup-'));
  const file = path.join(dir, 'popup.json');
  await fs.writeFile(
    file,
    JSON.stringify({
      title: '季度会员限时特惠',
      description: '使用优惠码立减 20 元',
      reduce_amount_cny: 20,
      endAt: Math.floor(Date.now() / 1000) + 2 * 3600,
      productId: 'pro-quarterly',
      promoCode: code,
      buttonText: '马上抢',
    }),
  );
  await admin(request, 'content', 'set', 'popup', '--file', file);
  await fs.rm(dir, { recursive: true, force: true });

  await page.goto('/?lm=v');
  // The popup waits while the login is open.
  await loginWithSms(page, request, uniqueLocalPhone());
  const popup = page.getByTestId('benefit-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('benefit-title')).toHaveText('季度会员限时特惠');
  await expect(popup.getByTestId('benefit-reduce')).toHaveText('立减¥20');
  const countdown = popup.getByTestId('benefit-countdown');
  await expect(countdown).toHaveText(/^(02:00:00|01:59:\d{2}) 后结束$/);
  const first = secondsIn(await countdown.innerText());
  await expect.poll(async () => secondsIn(await countdown.innerText())).toBeLessThan(first);
  await popup.getByTestId('benefit-use').click();

  await expect(page).toHaveURL(new RegExp(`productId=pro-quarterly.*promoCode=${code}`));
  await expect(panelOf(page).getByTestId('product-pro-quarterly')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(panelOf(page).getByTestId('promo-result')).toHaveText(`已使用优惠码 ${code}：-¥20`);
  await expect(amountOf(page)).toHaveText('¥49');
  await expect(panelOf(page).getByTestId('list-price').first()).toHaveText('¥69');

  // A code typed in the field that is not for this plan: said so, and the price is the plan's.
  await panelOf(page).getByTestId('promo-input').fill('nope-code');
  await panelOf(page).getByTestId('promo-apply').click();
  await expect(panelOf(page).getByTestId('promo-result')).toHaveText('该优惠码不适用于当前套餐');
  await expect(amountOf(page)).toHaveText('¥69');

  // Shown once per tab: a reload does not bring it back.
  await page.reload();
  await expect(panelOf(page)).toBeVisible();
  await closeMembership(page, isMobile);
  await page.waitForTimeout(500);
  await expect(popup).toHaveCount(0);
});
