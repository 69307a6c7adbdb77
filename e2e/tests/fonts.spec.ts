import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiUser, expectSaved, generatedRecord, openEditor, savedDeck } from './editor-support.js';
import { pptxWords } from './support.js';

/** The font-family of the canvas text that shows `text`. */
const fontOfText = (page: Page, text: string) =>
  page
    .getByTestId('editor-canvas')
    .locator('svg text', { hasText: text })
    .first()
    .getAttribute('font-family');

test('pick fonts in the editor: the slide shows them, favourites and recent ones stay, the PPTX names them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const desktop = testInfo.project.name !== 'mobile';
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toContainText('智慧园区建设方案');

  // The cover's title, selected, into the brush face, found by searching its name.
  await canvas.locator('[data-element-type="text"]').first().click();
  const picker = page.getByTestId('font-picker');
  await expect(picker).toContainText('主题字体');
  await picker.click();
  const panel = page.getByTestId('font-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('font-search').fill('马善政');
  await panel.getByTestId('font-all-ma-shan-zheng').click();
  await expect(panel).toBeHidden();
  await expect(picker).toContainText('马善政毛笔楷书');
  await expect.poll(() => fontOfText(page, '智慧园区')).toContain('Ma Shan Zheng');
  // The browser drew it with the served face (its unicode-range slices), not a fallback.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === 'Ma Shan Zheng' && face.status === 'loaded',
        );
      }),
    )
    .toBe(true);

  // Every body text of the deck into the serif face; one favourite on the account.
  await picker.click();
  await panel.getByText('全部正文').click();
  await panel.getByTestId('font-star-all-zcool-kuaile').click();
  await expect(panel.getByTestId('font-favourites-zcool-kuaile')).toBeVisible();
  await panel.getByTestId('font-all-noto-serif-sc').click();
  await expectSaved(page);

  // Recent and favourite fonts lead the list the next time, after a reload too.
  await page.reload();
  await expect(canvas).toContainText('智慧园区建设方案');
  await expect.poll(() => fontOfText(page, '智慧园区')).toContain('Ma Shan Zheng');
  await page.getByTestId('font-picker').click();
  await expect(panel.getByTestId('font-recent-noto-serif-sc')).toBeVisible();
  await expect(panel.getByTestId('font-recent-ma-shan-zheng')).toBeVisible();
  await expect(panel.getByTestId('font-favourites-zcool-kuaile')).toBeVisible();
  await page.keyboard.press('Escape');

  const saved = JSON.stringify((await savedDeck(request, token, recordId)).deck);
  expect(saved).toContain('"fontFace":"Ma Shan Zheng"');
  expect(saved).toContain('"fontFace":"Noto Serif SC"');
  const fonts = await request.get('/api/font/getSavePPT', {
    headers: { authorization: `Bearer ${token}` },
    params: { recordId },
  });
  expect((await fonts.json()).data.body.id).toBe('noto-serif-sc');

  if (!desktop) return;
  // The PPTX names the picked fonts on the runs they were picked for.
  const event = page.waitForEvent('download');
  await page.getByTestId('download-pptx').click();
  const { zip } = await pptxWords(await event);
  const cover = await zip.file('ppt/slides/slide1.xml')!.async('string');
  expect(cover).toContain('<a:ea typeface="Ma Shan Zheng"');
  const slides = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .map((name) => zip.file(name)!.async('string')),
  );
  expect(slides.some((xml) => xml.includes('<a:ea typeface="Noto Serif SC"'))).toBe(true);
});
