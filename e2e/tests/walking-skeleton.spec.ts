import fs from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, test } from './fixtures.js';
import { convertPptxToPdf, hasLibreOffice } from '@slidecraft/deck/testing';
import { loginWithSms, uniqueLocalPhone } from './support.js';

const TOPIC = '人工智能赋能中小学教育';

test.describe.serial('walking skeleton', () => {
  let deckPath = '';
  let slideCount = 0;

  test('home -> SMS login -> streamed outline -> downloaded .pptx', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    await page.getByTestId('topic-input').fill(TOPIC);
    await page.getByTestId('topic-submit').click();

    // Signed out: the login modal comes first, then the submission continues.
    const phone = uniqueLocalPhone();
    await loginWithSms(page, request, phone);
    await expect(page).toHaveURL(/\/workspace/);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // The outline streams in from the offline composer and shows as a tree.
    await expect(page.getByTestId('offline-tag')).toBeVisible();
    await expect(page.getByTestId('outline-title')).toHaveText(TOPIC);
    const tree = page.getByTestId('outline-tree');
    await expect(tree).toBeVisible();
    await expect(tree).toContainText('总结与展望');

    await page.getByTestId('generate-deck').click();
    await expect(page.getByTestId('download-pptx')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-pptx').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${TOPIC}.pptx`);

    deckPath = testInfo.outputPath('deck.pptx');
    await download.saveAs(deckPath);
    const zip = await JSZip.loadAsync(await fs.readFile(deckPath));
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    slideCount = slides.length;
    expect(slideCount).toBeGreaterThanOrEqual(8);
    const xml = (await Promise.all(slides.map((name) => zip.file(name)!.async('string')))).join('');
    // Real, editable Chinese text boxes, never pictures of slides: the only pictures are the
    // illustrations of picture + text slides, each well under the slide's width.
    expect(xml).toContain(`<a:t>${TOPIC}</a:t>`);
    expect(xml).toContain('<a:ea typeface=');
    const pictureWidths = [...xml.matchAll(/<p:pic>[\s\S]*?<a:ext cx="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(pictureWidths.length).toBeLessThan(slides.length);
    for (const width of pictureWidths) expect(width).toBeLessThan(12_192_000 * 0.6);
    await fs.copyFile(
      deckPath,
      path.join(testInfo.project.outputDir, `deck-${testInfo.project.name}.pptx`),
    );
  });

  test('LibreOffice opens the downloaded deck with one PDF page per slide', async () => {
    test.skip(
      !(await hasLibreOffice()),
      'LibreOffice (soffice) is not installed; install libreoffice-impress to run this check',
    );
    test.setTimeout(180_000);
    expect(deckPath).not.toBe('');
    const pdf = await convertPptxToPdf(await fs.readFile(deckPath));
    expect(pdf.pages).toBe(slideCount);
    expect(pdf.text.replace(/\s+/g, '')).toContain(TOPIC);
  });
});
