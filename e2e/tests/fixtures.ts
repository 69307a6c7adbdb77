import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * Each test acts as its own client address (X-Forwarded-For, trusted from loopback by the e2e
 * server), as separate users would: the server's per-IP limits (captchas, SMS, QR codes) then
 * apply per test instead of to the whole suite.
 */
function clientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

export const test = base.extend<{ firstVisitTour: boolean }>({
  /**
   * Whether a new user meets the first-visit tour on the home page. Off everywhere but in the
   * tour's own spec: its mask covers the home page, and the other specs sign users up there to
   * go on at once. Off means the guide call answers 'seen', as for someone who saw it before.
   */
  firstVisitTour: [false, { option: true }],
  page: async ({ page, firstVisitTour }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
    if (!firstVisitTour) {
      await page.route('**/api/user-guide/template*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: { status?: { seen: boolean } | null } };
        if (body.data?.status) body.data.status.seen = true;
        await route.fulfill({ response, json: body });
      });
    }
    await use(page);
    // A guide call still in flight when the test ends would fail it with 'Response has been
    // disposed' as the context closes: let such a call go.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
    });
    await use(context);
    await context.dispose();
  },
});
export { expect } from '@playwright/test';

/**
 * For a spec that changes what other tests on its app see: the scripted model upstream (one
 * script at a time) on the model app, or the operator's products, coupons and plans (every
 * membership list shows them) on the shop app. Its tests hold that app's lock, on either
 * viewport: never two such specs at once on one app, while every other spec goes on beside them
 * (Playwright's test locks; a project that waited for another ran last, on one worker).
 */
export function holdsAppLock(app: 'model' | 'shop'): void {
  test.describe.configure({ lock: `${app}-app` });
}
