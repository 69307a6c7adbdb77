import type { APIRequestContext, Page } from '@playwright/test';
import { apiUser } from './editor-support.js';
import { expect, test } from './fixtures.js';
import { sessionTokenOf } from './support.js';

/**
 * A `?token=` link never switches the account of a signed-in browser by itself (login CSRF: a
 * link someone else made would sign the user into the sender's account): it asks first.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The masked phone of the account of `token`, as the app names it. */
async function maskedPhone(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/user/user-info', { headers: auth(token) });
  const body = (await res.json()) as { data: { phone: string } };
  return body.data.phone;
}

/** The phone the user menu shows: whose account the page is signed in to. */
async function expectSignedInAs(page: Page, phone: string) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-phone')).toHaveText(phone);
  await page.keyboard.press('Escape');
}

test("a signed-in user keeps their account on another account's link until they agree", async ({
  page,
  request,
}) => {
  const mine = await apiUser(request);
  const theirs = await apiUser(request);
  const [myPhone, theirPhone] = await Promise.all([
    maskedPhone(request, mine),
    maskedPhone(request, theirs),
  ]);
  await page.goto('/templates');
  await page.evaluate((token) => window.localStorage.setItem('slidecraft.token', token), mine);

  // The link of someone else's account: a dialog names both, and the address loses the token.
  await page.goto(`/templates?token=${theirs}`);
  const dialog = page.getByTestId('account-switch');
  await expect(dialog).toContainText(theirPhone);
  await expect(dialog).toContainText(myPhone);
  await expect(page).not.toHaveURL(/token=/);
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  expect(await sessionTokenOf(page)).toBe(mine);
  await expectSignedInAs(page, myPhone);

  // The same link again, and this time the user agrees: the link's account, the old one ended.
  await page.goto(`/templates?token=${theirs}`);
  await expect(dialog).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect.poll(() => sessionTokenOf(page)).toBe(theirs);
  await expectSignedInAs(page, theirPhone);
  await expect(page).not.toHaveURL(/token=/);
  expect((await request.get('/api/user/user-info', { headers: auth(mine) })).status()).toBe(401);
});

test("the app shell's hand-off token signs a signed-out browser in, once", async ({
  page,
  request,
}) => {
  const shell = await apiUser(request);
  const minted = await request.post('/api/login/handoff', { headers: auth(shell) });
  const { handoff } = ((await minted.json()) as { data: { handoff: string } }).data;

  await page.goto(`/templates?token=${handoff}`);
  await expectSignedInAs(page, await maskedPhone(request, shell));
  const token = await sessionTokenOf(page);
  expect(token).not.toBe(shell);
  expect(token).not.toBe(handoff);
  await expect(page).not.toHaveURL(/token=/);

  // Spent: the same address in another browser signs nobody in.
  const again = await request.post('/api/login/handoff/exchange', { data: { handoff } });
  expect(((await again.json()) as { code: number }).code).toBe(5000);
});
