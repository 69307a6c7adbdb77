import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiUser, EDITOR_OUTLINE, generatedRecord } from './editor-support.js';

const TITLE = '智慧园区建设方案';
const RENAMED = '园区升级计划（终稿）';

/** Opens /space as the user of `token`. */
async function openSpace(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('slidecraft.token', value);
  }, token);
  await page.goto('/space');
}

/** The item of the open card menu (antd keeps closed menus in the page, hidden). */
const menuItem = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('my decks: rename, delete to the trash, recover, destroy for good', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop flow; mobile checks the layout');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openSpace(page, token);

  const card = page.locator(`[data-testid="space-card"][data-record-id="${recordId}"]`);
  await expect(card).toContainText(TITLE);
  await expect(card.getByTestId('space-when')).toContainText('编辑');
  await expect(card.locator('.sc-space-thumb img')).toBeVisible();
  await expect(page.getByTestId('space-total')).toHaveText('共 1 个');

  // Rename through the card's menu.
  await card.getByTestId('space-card-menu').click();
  await menuItem(page, 'space-rename').click();
  await page.getByTestId('rename-input').fill(RENAMED);
  await page.getByTestId('rename-save').click();
  await expect(card).toContainText(RENAMED);

  // Download it as a PPTX from the card.
  await card.getByTestId('space-card-menu').click();
  await menuItem(page, 'space-download').click();
  const dialog = page.getByTestId('space-download-dialog');
  const event = page.waitForEvent('download');
  await dialog.getByTestId('download-pptx').click();
  expect((await event).suggestedFilename()).toMatch(/\.pptx$/);
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  // Copy it: the copy leads the list; then remove the copy for good.
  await card.getByTestId('space-card-menu').click();
  await menuItem(page, 'space-copy').click();
  await expect(page.getByTestId('space-total')).toHaveText('共 2 个');
  const copy = page.getByTestId('space-card').first();
  await expect(copy).toContainText(`${RENAMED}（副本）`);
  // The copy is removed through the API: the rest of the flow is about the original.
  await request.delete('/api/personal-space/destroy', {
    headers: { authorization: `Bearer ${token}` },
    params: { recordId: (await copy.getAttribute('data-record-id'))! },
  });
  await page.reload();
  await expect(page.getByTestId('space-total')).toHaveText('共 1 个');

  // Delete: the deck leaves the list for the trash, and comes back from it.
  await card.getByTestId('space-card-menu').click();
  await menuItem(page, 'space-remove').click();
  await expect(page.getByTestId('space-empty')).toBeVisible();
  await page.getByTestId('space-tab-trash').click();
  await expect(card).toContainText(RENAMED);
  await expect(card).toContainText('30 天后彻底删除');
  await card.getByTestId('space-recover').click();
  await expect(page.getByTestId('space-empty')).toContainText('回收站是空的');
  await page.getByTestId('space-tab-kept').click();
  await expect(card).toContainText(RENAMED);

  // Destroy from the trash, after the confirm.
  await card.getByTestId('space-card-menu').click();
  await menuItem(page, 'space-remove').click();
  await page.getByTestId('space-tab-trash').click();
  await card.getByTestId('space-destroy').click();
  await expect(page.getByText('彻底删除后无法恢复。')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('space-empty')).toContainText('回收站是空的');
  const list = await request.get('/api/personal-space/list', {
    headers: { authorization: `Bearer ${token}` },
    params: { trash: '1' },
  });
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(0);
});

test('my decks on a phone: the list fits the screen', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  const token = await apiUser(request);
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 3; i++) {
    const created = await request.post('/api/ai/generate-ppt/record', {
      headers,
      data: { outline: EDITOR_OUTLINE },
    });
    expect(created.ok()).toBe(true);
  }
  await openSpace(page, token);
  await expect(page.getByTestId('space-card')).toHaveCount(3);
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
    true,
  );
});
