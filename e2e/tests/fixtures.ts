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

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
    await use(page);
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
