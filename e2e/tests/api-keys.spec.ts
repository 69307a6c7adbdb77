import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';

/**
 * The API keys of the account settings (the open API, issue 32): a key made there is shown
 * once, copied, listed by its prefix only, works as the bearer of the v1 calls, and is refused
 * (HTTP 401) as soon as it is revoked there.
 */

async function openAccountSettings(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('account-settings').click();
  await expect(page.getByTestId('account-panel')).toBeVisible();
  return page.getByTestId('account-panel');
}

/** GET /api/open/v1/themes with `key` as the bearer. */
function themesWith(request: APIRequestContext, key: string) {
  return request.get('/api/open/v1/themes', { headers: { authorization: `Bearer ${key}` } });
}

test('a key made in the account settings is shown once, works as a bearer, and is refused once revoked', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Not on the home page, where a new user's first-visit tour covers the header.
  await page.goto('/templates?lm=v');
  await loginWithSms(page, request, uniqueLocalPhone());
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const panel = await openAccountSettings(page);
  const section = panel.getByTestId('api-keys-section');
  await expect(section.getByText('还没有 API 密钥')).toBeVisible();
  await section.getByTestId('api-key-create').click();
  const name = `e2e ${randomBytes(3).toString('hex')}`;
  await section.getByTestId('api-key-name').fill(name);
  await section.getByTestId('api-key-submit').click();

  // The whole key, this once.
  const created = section.getByTestId('api-key-created');
  await expect(created).toBeVisible();
  await expect(created).toContainText('关闭后将无法再次查看完整密钥');
  const key = (await created.getByTestId('api-key-value').textContent())?.trim() ?? '';
  expect(key).toMatch(/^sc_live_\S{20,}$/);
  await created.getByTestId('api-key-copy').click();
  await expect(created.getByTestId('api-key-copy')).toContainText('已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // Its row: the name and the prefix, never the key.
  const row = section.getByTestId('api-key-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('从未使用');
  const id = await row.getAttribute('data-key-id');
  expect(id).toBeTruthy();
  const shown = (await row.getByTestId('api-key-prefix').textContent()) ?? '';
  expect(shown.endsWith('…')).toBe(true);
  const prefix = shown.slice(0, -1);
  expect(prefix.length).toBeGreaterThan('sc_live_'.length);
  expect(key.startsWith(prefix)).toBe(true);
  await expect(row).not.toContainText(key);

  await created.getByTestId('api-key-done').click();
  await expect(created).toBeHidden();
  await expect(section).not.toContainText(key);

  // The key at work: the themes a deck may take.
  const themes = await themesWith(request, key);
  expect(themes.status()).toBe(200);
  const body = (await themes.json()) as { code: number; message: string; data: unknown[] };
  expect(body.code, body.message).toBe(200);
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);

  // A deck made with it is the account's own: it opens ready in the workspace.
  const made = await request.post('/api/open/v1/decks', {
    headers: { authorization: `Bearer ${key}` },
    data: { outline: '# 开放接口演示\n## 第一章\n### 要点\n* 由程序生成\n* 在工作台打开' },
  });
  const deckId = ((await made.json()) as { data: { deckId: string } }).data.deckId;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/open/v1/decks/${deckId}`, {
          headers: { authorization: `Bearer ${key}` },
        });
        return ((await res.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  await page.keyboard.press('Escape');
  await page.goto(`/workspace?recordId=${deckId}`);
  await expect(page.getByTestId('deck-editor')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('preview-failed')).toHaveCount(0);
  await openAccountSettings(page);

  // Revoked in the settings (after the confirmation), it is refused from the next call on.
  await row.getByTestId('api-key-revoke').click();
  await page.getByRole('button', { name: '确认撤销' }).click();
  await expect(page.getByText('密钥已撤销')).toBeVisible();
  await expect(section.locator(`[data-key-id="${id}"]`)).toHaveCount(0);
  await expect(section.getByText('还没有 API 密钥')).toBeVisible();
  expect((await themesWith(request, key)).status()).toBe(401);
});
