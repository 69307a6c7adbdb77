import fs from 'node:fs/promises';
import JSZip from 'jszip';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUser } from './editor-support.js';
import { expect, test } from './fixtures.js';
import { loginWithSms, uniqueLocalPhone } from './support.js';

interface Item {
  id: string;
  tags: string[];
  themeId: string;
  pages: number;
}

async function listed(
  request: APIRequestContext,
  query: string,
): Promise<{ items: Item[]; total: number }> {
  const res = await request.get(`/api/template-center/contents?${query}`);
  const body = (await res.json()) as { data: { items: Item[]; total: number } };
  return body.data;
}

/** Signs the page in as a new user through the API (the login screens have their own specs). */
async function signedIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiUser(request);
  await page.addInitScript((value) => {
    window.localStorage.setItem('slidecraft.token', value);
  }, token);
  return token;
}

const cards = (page: Page) => page.getByTestId('template-card');

test('browse, filter, search and page through the template centre', async ({
  page,
  request,
  isMobile,
}) => {
  const { total } = await listed(request, 'size=1');
  expect(total).toBeGreaterThanOrEqual(60);

  await page.goto('/');
  // On a phone the links sit in the menu drawer.
  if (isMobile) await page.getByRole('button', { name: '菜单' }).click();
  await page.getByTestId('nav-templates').last().click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByTestId('template-total')).toContainText(String(total));
  await expect(cards(page)).toHaveCount(30);
  await page.getByTestId('template-more').click();
  // The next page at least: the grid also loads on by itself while its end is in view (on a
  // phone, page 3 may follow at once).
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(Math.min(60, total));
  const ids = await cards(page).evaluateAll((all) => all.map((card) => card.dataset.id));
  expect(new Set(ids).size, 'no template twice').toBe(ids.length);

  // A category: only its templates, kept in the address.
  const yearEnd = await listed(request, 'size=100&tags=category.year-end');
  await page.getByTestId('tag-category.year-end').click();
  await expect(page).toHaveURL(/tags=category\.year-end/);
  await expect(cards(page)).toHaveCount(yearEnd.total);
  await page.getByTestId('tag-category.all').click();
  await expect(cards(page)).toHaveCount(30);

  // '述职' finds the year-end summaries first.
  await page.getByTestId('template-search').locator('input').fill('述职');
  await page.getByTestId('template-search').locator('input').press('Enter');
  await expect(page).toHaveURL(/q=/);
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const firstId = await first.getAttribute('data-id');
  expect(yearEnd.items.map((item) => item.id)).toContain(firstId);

  // Nothing found: the empty state clears the search.
  await page.getByTestId('template-search').locator('input').fill('完全不存在的东西xyz');
  await page.getByTestId('template-search').locator('input').press('Enter');
  await expect(cards(page)).toHaveCount(0);
  await page.getByTestId('template-clear').click();
  await expect(cards(page)).toHaveCount(30);
});

test('a template: every slide, 12 recommendations, download within the quota', async ({
  page,
  request,
  isMobile,
}) => {
  const template = (await listed(request, 'tags=category.thesis')).items[0]!;
  await page.goto(`/templates/${template.id}`);
  await expect(page.getByTestId('template-slide-thumb')).toHaveCount(isMobile ? 0 : template.pages);
  const main = page.getByTestId('template-slide-main').first();
  await expect(main).toBeVisible();
  await expect
    .poll(() => main.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('template-recommend').getByTestId('template-card')).toHaveCount(12);

  // Signed out, download asks for a login first, then goes on.
  await page.getByTestId('template-download').click();
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await loginWithSms(page, request, uniqueLocalPhone());
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pptx$/);
  const zip = await JSZip.loadAsync(await fs.readFile(await download.path()));
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  expect(slides).toHaveLength(template.pages);
  await expect(page.getByTestId('template-quota')).toContainText('4');
});

test('the daily quota used up: the dialog offers support and the upgrade', async ({
  page,
  request,
}) => {
  const token = await signedIn(page, request);
  const ids = (await listed(request, 'size=6')).items;
  for (const item of ids.slice(0, 5)) {
    const res = await request.post('/api/template-center/download', {
      headers: { authorization: `Bearer ${token}` },
      data: { contentId: item.id },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  await page.goto(`/templates/${ids[5]!.id}`);
  await expect(page.getByTestId('template-quota')).toContainText('0');
  await page.getByTestId('template-download').click();
  const dialog = page.getByTestId('template-quota-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('模板下载次数已用完');
  await expect(dialog.getByRole('button', { name: '联系客服' })).toBeVisible();
});

test('use a template: its deck opens in the workspace', async ({ page, request }) => {
  await signedIn(page, request);
  const template = (await listed(request, 'tags=category.marketing')).items[0]!;
  await page.goto(`/templates/${template.id}`);
  await page.getByTestId('template-use').click();
  await expect(page).toHaveURL(/\/workspace\?recordId=/, { timeout: 30_000 });
  await expect(page.getByTestId('deck-editor')).toBeVisible({ timeout: 60_000 });
});

test('AI fills a template from a topic, in its theme', async ({ page, request }) => {
  await signedIn(page, request);
  const template = (await listed(request, 'tags=category.launch')).items[0]!;
  await page.goto(`/templates/${template.id}`);
  await page.getByTestId('template-ai').click();
  await page.getByTestId('template-ai-topic').fill('智能手表新品发布');
  await page.getByTestId('template-ai-start').click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByTestId('generate-deck')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId(`theme-${template.themeId}`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
