import type { Page } from '@playwright/test';
import { apiUser } from './editor-support.js';
import { expect, test } from './fixtures.js';

/** Opens `path` signed in as the user of `token`. */
async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('slidecraft.token', value);
  }, token);
  await page.goto(path);
}

// The tour itself: new users meet it (the other specs answer it 'seen').
test.use({ firstVisitTour: true });

const tourTitle = (page: Page) => page.locator('.sc-user-guide .ant-tour-title');

test('the first-visit tour shows once per user, across browsers', async ({
  page,
  request,
  browser,
  isMobile,
}) => {
  const token = await apiUser(request);
  await openAs(page, token, '/');
  await expect(tourTitle(page)).toHaveText('输入主题');
  // It points at the AI box.
  await expect(page.getByTestId('topic-input')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(tourTitle(page)).toHaveText('深度思考');
  if (isMobile) {
    // Skipped on the phone.
    await page.getByTestId('tour-skip').click();
  } else {
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(tourTitle(page)).toHaveText('选择页数');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(tourTitle(page)).toHaveText('开始生成');
    await page.getByRole('button', { name: '开始使用' }).click();
  }
  await expect(tourTitle(page)).toBeHidden();
  await expect
    .poll(async () => {
      const res = await request.get('/api/user-guide/template', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: { status: { seen: boolean } } }).data.status.seen;
    })
    .toBe(true);

  // Not again in this browser...
  await page.reload();
  await expect(page.getByTestId('topic-input')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(tourTitle(page)).toHaveCount(0);

  // ...nor in another one (the server remembers), while a new user gets it.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const answered = second.waitForResponse((r) => r.url().includes('/api/user-guide/template'));
    await openAs(second, token, '/');
    await expect(second.getByTestId('topic-input')).toBeVisible();
    await answered;
    await second.waitForTimeout(500);
    await expect(tourTitle(second)).toHaveCount(0);
    const newcomer = await other.newPage();
    await newcomer.addInitScript(
      (value) => {
        window.localStorage.setItem('slidecraft.token', value);
      },
      await apiUser(request),
    );
    await newcomer.goto('/');
    await expect(tourTitle(newcomer)).toHaveText('输入主题');
  } finally {
    await other.close();
  }
});

/** Whether two boxes on the screen share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type Box = { x: number; y: number; width: number; height: number };

test('on a phone the tour leaves the AI box free: a first topic is written and sent while it shows', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone’s tour; the desktop one dims the page around each control');
  const token = await apiUser(request);
  await openAs(page, token, '/');
  await expect(tourTitle(page)).toHaveText('输入主题');
  const card = page.locator('.ant-tour.sc-user-guide');
  const input = page.getByTestId('topic-input');
  const send = page.getByTestId('topic-submit');
  // The card points at the topic without hiding it or the send button.
  await expect
    .poll(async () => {
      const [cardBox, inputBox, sendBox] = await Promise.all(
        [card, input, send].map((l) => l.boundingBox()),
      );
      return overlap(cardBox!, inputBox!) || overlap(cardBox!, sendBox!);
    })
    .toBe(false);

  await input.fill('城市夜间经济发展');
  await expect(tourTitle(page)).toHaveText('输入主题');
  await send.click();
  await expect(page).toHaveURL(/\/workspace/);
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');
  await expect(page.getByTestId('outline-title')).toHaveText('城市夜间经济发展');
});

test('a signed-out visitor gets no tour', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user-guide')) asked.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('topic-input')).toBeVisible();
  await expect(tourTitle(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('right-click on template previews is blocked unless mode=test made the day’s consent', async ({
  page,
}) => {
  // Whether the page let the browser's menu open: recorded after React's handlers ran.
  await page.addInitScript(() => {
    document.addEventListener('contextmenu', (event) => {
      (window as unknown as { menuBlocked: boolean }).menuBlocked = event.defaultPrevented;
    });
  });
  const menuBlocked = () =>
    page.evaluate(() => (window as unknown as { menuBlocked?: boolean }).menuBlocked);
  const thumbnail = page.locator('[data-protected]').first();

  await page.goto('/templates');
  await expect(thumbnail).toBeVisible();
  await thumbnail.click({ button: 'right' });
  expect(await menuBlocked()).toBe(true);
  await expect(page.getByText('预览图受版权保护，已禁用右键菜单')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('slidecraft.consent'))).toBeNull();

  // mode=test: the consent record is made for the day, and the menu opens.
  await page.goto('/templates?mode=test');
  await expect(thumbnail).toBeVisible();
  await thumbnail.click({ button: 'right' });
  expect(await menuBlocked()).toBe(false);
  const record = await page.evaluate(() => {
    const raw = window.localStorage.getItem('slidecraft.consent');
    const end = new Date();
    end.setHours(23, 59, 59, 999);
    return { record: raw && (JSON.parse(raw) as { expiresAt: number }), endOfDay: end.getTime() };
  });
  expect(record.record).toEqual({ expiresAt: record.endOfDay });

  // The record holds for the rest of the day without mode=test, on a template's own page too.
  await page.goto('/templates');
  await thumbnail.click({ button: 'right' });
  expect(await menuBlocked()).toBe(false);
  await thumbnail.click();
  const slide = page.getByTestId('template-slide-main').first();
  await expect(slide).toBeVisible();
  await slide.click({ button: 'right' });
  expect(await menuBlocked()).toBe(false);

  // An expired record (yesterday's) blocks again.
  await page.evaluate(() =>
    window.localStorage.setItem(
      'slidecraft.consent',
      JSON.stringify({ expiresAt: Date.now() - 1 }),
    ),
  );
  await page.goto('/templates');
  await thumbnail.click({ button: 'right' });
  expect(await menuBlocked()).toBe(true);
});
