import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdsAppLock, test } from './fixtures.js';
import { admin, loginWithSms, uniqueLocalPhone } from './support.js';

holdsAppLock('shop');

/**
 * Teams (issue 14 item 6): the owner creates a team on /team, buys a team plan in the sandbox,
 * invites a second user, who joins by the link and has the professional tier; removed by the
 * owner, they lose it.
 */

/** The team plan on sale (what an operator does: `npm run admin -- products set ...`). */
async function seedTeamPlan(request: APIRequestContext) {
  await admin(request, [
    'products',
    'set',
    'team-5',
    '--title',
    '团队版 5 人',
    '--price',
    '999',
    '--days',
    '365',
    '--team-seats',
    '5',
  ]);
}

/** Opens `path` signed out and signs a new user in through the login the page asks for. */
async function signIn(page: Page, request: APIRequestContext, path: string) {
  await page.goto(path);
  await loginWithSms(page, request, uniqueLocalPhone());
}

/** The tier the membership screen shows for the signed-in user. */
async function expectTier(page: Page, tier: RegExp) {
  await page.goto('/?mm=');
  await expect(page.getByTestId('membership-tier')).toHaveText(tier);
}

test('a team: create, buy seats, invite, join with the professional tier, remove', async ({
  page,
  request,
  browser,
  isMobile,
}) => {
  await seedTeamPlan(request);

  // The owner creates the team.
  await signIn(page, request, '/team');
  await page.getByTestId('team-name-input').fill('设计组');
  await page.getByTestId('team-create-submit').click();
  const info = page.getByTestId('team-info');
  await expect(info.getByTestId('team-name')).toHaveText('设计组');
  await expect(info.getByTestId('team-until')).toHaveText('未开通');

  // ... buys the 5-seat plan: the QR paid in the sandbox on desktop, the cashier page on mobile.
  const plans = page.getByTestId('team-plans');
  await plans.getByTestId('team-plan-team-5').click();
  if (isMobile) {
    await plans.getByTestId('team-buy-button').click();
    await expect(page).toHaveURL(/\/sandbox\/cashier\/SC\d{24}\?callback=/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/team\?orderNumber=SC\d{24}/);
    // Back on /team with the order number: the payment's success drawer, then the team.
    const success = page.getByTestId('pay-success');
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText('团队版 5 人');
    await success.getByTestId('pay-success-ok').click();
    await expect(page).not.toHaveURL(/orderNumber=/);
  } else {
    const qr = plans.getByTestId('team-pay-qr');
    await expect(qr.locator('svg')).toBeVisible();
    await expect(plans.getByTestId('team-pay-amount')).toContainText('999');
    const orderNumber = await qr.getAttribute('data-order-number');
    expect(orderNumber).toMatch(/^SC\d{24}$/);
    const paid = await request.post('/api/dev/pay/sandbox/pay', { data: { orderNumber } });
    expect(((await paid.json()) as { code: number }).code).toBe(200);
  }
  await expect(info.getByTestId('team-until')).toHaveText(/^至 \d{4}-\d{2}-\d{2}$/, {
    timeout: 20_000,
  });
  await expect(info.getByTestId('team-seats')).toHaveText('1/5');

  // ... and creates an invitation link.
  await page.getByTestId('team-invitation-create').click();
  const link = await page.getByTestId('team-invitation-url').inputValue();
  expect(link).toMatch(/\/team\/join\?token=[A-Za-z0-9_-]{22}$/);
  const path = new URL(link).pathname + new URL(link).search;

  // A second user, in a browser of their own, opens the link, signs in and joins.
  const context = await browser.newContext({
    baseURL: new URL(link).origin,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.7` },
  });
  const member = await context.newPage();
  await signIn(member, request, path);
  const join = member.getByTestId('team-join');
  await expect(join.getByTestId('team-join-name')).toHaveText('设计组');
  await expect(join.getByTestId('team-join-state')).toHaveText('邀请有效');
  await join.getByTestId('team-join-submit').click();
  await expect(member).toHaveURL(/\/team$/);
  await expect(member.getByTestId('team-seats')).toHaveText('2/5');
  await expect(member.getByTestId('team-leave')).toBeVisible();
  await expectTier(member, /专业版/);

  // The owner removes them (after the confirm dialog); their tier goes away.
  await page.goto('/team');
  const row = page.getByTestId('team-member-member');
  await expect(row).toBeVisible();
  await row.getByTestId('team-member-remove').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toBeHidden();
  await expect(page.getByTestId('team-seats')).toHaveText('1/5');
  await expectTier(member, /基础版/);
  await context.close();
});
