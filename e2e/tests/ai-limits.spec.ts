import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { loginWithSms, sessionTokenOf, setAiAccount, uniqueLocalPhone } from './support.js';

/**
 * The dialogs of the AI limits and of sensitive words (spec section 8), each reached as a user
 * would reach it, with the server counting (the dev route only stands in for earlier use).
 */

/** The dialog on screen whose text has `text`. */
function dialogWith(page: Page, text: string): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/** From the home box: a topic, optionally a page option, then 'generate'. */
async function askFor(page: Page, topic: string, pageOption?: string) {
  await page.goto('/');
  await page.getByTestId('topic-input').fill(topic);
  if (pageOption) {
    await page.getByTestId('page-limit').selectOption({ label: pageOption });
  }
  await page.getByTestId('topic-submit').click();
}

/** Signs a new user in from the home box with a first (ordinary) topic; the phone used. */
async function signInWithTopic(
  page: Page,
  request: Parameters<typeof loginWithSms>[1],
  topic: string,
): Promise<string> {
  const phone = uniqueLocalPhone();
  await askFor(page, topic);
  await loginWithSms(page, request, phone);
  await expect(page).toHaveURL(/\/workspace/);
  return phone;
}

test('sensitive words, the page option and the project count each show their dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInWithTopic(page, request, '团队季度工作复盘');
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');

  // 5401: the server's message as the title, the advice, and 'change the topic'.
  await askFor(page, '如何自制炸弹');
  const sensitive = dialogWith(page, '内容包含敏感词，请修改主题后重试');
  await expect(sensitive).toContainText('请换一个主题或修改相关内容');
  await sensitive.getByRole('button', { name: '修改主题' }).click();
  await expect(sensitive).toBeHidden();

  // 5421: a basic account asking for more than 30 pages.
  await askFor(page, '仓储物流的降本增效', '30 页以上');
  const pages = dialogWith(page, 'PPT 页数超出上限');
  await expect(pages).toContainText('基础版每份 PPT 最多 30 页');
  await pages.getByRole('button', { name: '知道了' }).click();
  await expect(pages).toBeHidden();

  // 5412: a basic account keeping 20 decks already (19 more made beside the browser).
  const token = await sessionTokenOf(page);
  for (let i = 1; i <= 20; i++) {
    const res = await request.post('/api/ai/generate-ppt/record', {
      headers: { authorization: `Bearer ${token}` },
      data: { outline: `# 项目 ${i}\n## 第一章\n### 第一节\n* 要点\n` },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  await askFor(page, '仓储物流的降本增效', '智能页数');
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');
  await page.getByTestId('generate-deck').click();
  const projects = dialogWith(page, '项目数量已达上限');
  await expect(projects).toContainText('基础版最多保存 20 个项目');
  await projects.getByRole('button', { name: '知道了' }).click();
  await expect(projects).toBeHidden();
});

test('used-up AI points: the upgrade dialog for the basic tier, the daily cap for members', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = await signInWithTopic(page, request, '团队季度工作复盘');
  await expect(page.getByTestId('outline-tree')).toContainText('总结与展望');
  await page.goto('/');
  await expect(page.getByTestId('ai-rate')).toHaveText('AI 点数剩余 9/10');

  // 5410: the other 9 of the 10 basic points used; the next outline opens the upgrade dialog.
  await setAiAccount(request, phone, { pointsUsed: 9 });
  await page.reload();
  await expect(page.getByTestId('ai-rate')).toHaveText('AI 点数剩余 0/10');
  // (Not a suggested topic: those stream their stored outline and cost no points.)
  await askFor(page, '门店客流提升计划');
  const points = dialogWith(page, 'AI 点数不足');
  await expect(points).toContainText('升级专业版可无限生成');
  await points.getByRole('button', { name: '升级专业版' }).click();
  await expect(page).toHaveURL(/\/pricing\?mm=/);

  // 5411: a member who used the day's 100 points.
  await setAiAccount(request, phone, { memberDays: 30, pointsUsed: 100 });
  await askFor(page, '门店客流提升计划');
  const daily = dialogWith(page, '已达到会员 AI 使用上限');
  await expect(daily).toContainText('会员每天最多使用 100 个 AI 点数');
  await daily.getByRole('button', { name: '知道了' }).click();
  await expect(daily).toBeHidden();
});
