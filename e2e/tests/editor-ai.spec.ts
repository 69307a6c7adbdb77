import { expect, test } from './fixtures.js';
import { apiUser, expectSaved, generatedRecord, openEditor, savedDeck } from './editor-support.js';

interface SavedElement {
  id: string;
  type: string;
  paragraphs?: { runs: { text: string }[] }[];
}

/** Long points, so that the offline composer's Shorten (first clause of a line) shows. */
const OUTLINE = `# 智慧园区建设方案
## 建设背景
### 现状
* 园区设备分散在十几个系统里各自管理，运维人员每天要登录多个平台
* 能耗数据依靠人工抄表汇总，无法做到实时采集与分析
## 实施计划
* 完成物联网平台部署
`;

/**
 * AI on a slide, against the offline composer (no model configured): shorten keeps the first
 * clause of each line, and a slide becomes a table of 'key：value' lines.
 */
test('shorten a text box and make a slide a table from the AI menu, each undone in one step', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'the desktop editor; the phone sheet is the same panel',
  );
  test.setTimeout(120_000);
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token, OUTLINE);
  const { deck } = await savedDeck(request, token, recordId);
  const slides = deck.slides as unknown as { id: string; elements: SavedElement[] }[];
  const textOf = (e: SavedElement) =>
    (e.paragraphs ?? []).map((p) => p.runs.map((r) => r.text).join('')).join('\n');
  const index = slides.findIndex((s) =>
    s.elements.some((e) => e.type === 'text' && textOf(e).includes('运维人员每天')),
  );
  const box = slides[index]!.elements.find((e) => textOf(e).includes('运维人员每天'))!;

  await openEditor(page, token, recordId);
  await page.getByTestId(`slide-thumb-${index + 1}`).click();
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('运维人员每天');

  // One text box: Shorten streams into the panel; nothing changes before Apply.
  await page.getByTestId(`element-${box.id}`).click();
  await page.getByTestId('ai-menu').click();
  await page.getByTestId('ai-text-shorten').click();
  const preview = page.getByTestId('ai-preview');
  await expect(preview.getByTestId('ai-offline-tag')).toBeVisible();
  await expect(preview.getByTestId('ai-preview-text')).toContainText(
    '园区设备分散在十几个系统里各自管理',
  );
  await expect(preview.getByTestId('ai-preview-text')).not.toContainText('运维人员每天');
  await expect(canvas).toContainText('运维人员每天');
  await preview.getByTestId('ai-apply').click();
  await expect(preview).toBeHidden();
  await expect(canvas).toContainText('园区设备分散在十几个系统里各自管理');
  await expect(canvas).not.toContainText('运维人员每天');
  await page.getByTestId('editor-undo').click();
  await expect(canvas).toContainText('运维人员每天');
  await page.getByTestId('editor-redo').click();
  await expect(canvas).not.toContainText('运维人员每天');

  // Nothing selected: the slide itself becomes a table, saved first and saved after.
  await page.keyboard.press('Escape');
  await page.getByTestId('ai-menu').click();
  await page.getByTestId('ai-slide-table').click();
  await expect(preview.getByTestId('ai-preview-slides')).toBeVisible();
  await preview.getByTestId('ai-apply').click();
  await expect(canvas.locator('[data-element-type="table"]')).toBeVisible();
  await expectSaved(page);
  const saved = (await savedDeck(request, token, recordId)).deck.slides as unknown as {
    id: string;
    elements: SavedElement[];
  }[];
  expect(saved[index]!.id).toBe(slides[index]!.id);
  expect(saved[index]!.elements.some((e) => e.type === 'table')).toBe(true);
  await page.getByTestId('editor-undo').click();
  await expect(canvas.locator('[data-element-type="table"]')).toHaveCount(0);

  // Regenerate is a Professional feature: the basic tier is offered the plans in the panel.
  await page.getByTestId('ai-menu').click();
  await expect(page.getByTestId('ai-slide-regenerate')).toContainText('专业版');
  await page.getByTestId('ai-slide-regenerate').click();
  await expect(preview.getByTestId('ai-preview-error')).toContainText('请升级专业版后使用');
  await preview.getByTestId('ai-upgrade').click();
  await expect(page).toHaveURL(/[?&]mm=/);
});

test('on a phone: make a slide a timeline from the bottom sheet and apply it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token, OUTLINE);
  const { deck } = await savedDeck(request, token, recordId);
  const slides = deck.slides as unknown as { id: string; elements: SavedElement[] }[];
  const index = slides.findIndex((s) =>
    s.elements.some((e) =>
      (e.paragraphs ?? []).some((p) => p.runs.some((r) => r.text.includes('运维人员每天'))),
    ),
  );
  await openEditor(page, token, recordId);
  // Nothing is wider than the screen (a wider page zooms out and hides the sheet's buttons).
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
    true,
  );
  await page.getByTestId(`slide-thumb-${index + 1}`).click();
  await page.getByTestId('ai-menu').click();
  await page.getByTestId('ai-slide-timeline').click();
  const preview = page.getByTestId('ai-preview');
  await expect(preview.getByTestId('ai-preview-text')).toContainText('第一步');
  await preview.getByTestId('ai-apply').click();
  await expect(page.getByTestId('editor-canvas')).toContainText('第二步');
  // Autosaved as any edit.
  await expect
    .poll(async () => {
      const saved = await savedDeck(request, token, recordId);
      return (saved.deck.slides as unknown as { layout: string }[])[index]!.layout;
    })
    .toBe('timeline');
});
