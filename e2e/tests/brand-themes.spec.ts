import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { apiUser, generatedRecord, openEditor } from './editor-support.js';
import { expect, test } from './fixtures.js';
import { downloadDeck } from './support.js';

/**
 * Brand themes (issue 33, item 3): a signed-in user uploads a company template from the theme
 * picker (here the editor's theme drawer), meets it there as the company's theme, makes the
 * deck in it, downloads it on the company's own master (its layouts and logo) as PPTX and PDF,
 * and removes the theme again.
 */
/** A company's template: grey page, navy band, red logo, red / navy palette (its script). */
const BRAND_TEMPLATE = fileURLToPath(
  new URL('../../apps/server/test/fixtures/brand-company.pptx', import.meta.url),
);

test('upload a company template -> make the deck in it -> PPTX on its master and logo -> remove it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiUser(request);
  const recordId = await generatedRecord(request, token);
  await openEditor(page, token, recordId);

  await page.getByTestId('editor-theme').click();
  const picker = page.getByTestId('theme-picker');
  await expect(picker.locator('.sc-theme-card').first()).toBeVisible();
  await picker.getByTestId('brand-upload-open').click();

  const form = page.locator('.sc-brand-upload');
  await form.locator('input[type=file]').setInputFiles(BRAND_TEMPLATE);
  await expect(page.getByTestId('brand-file-name')).toContainText('brand-company.pptx');
  await expect(page.getByTestId('brand-name')).toHaveValue('brand-company');
  await page.getByTestId('brand-name').fill('公司模板');
  await page.getByTestId('brand-submit').click();

  const brandCards = picker.locator('[data-testid^="theme-brand-"]');
  await expect(brandCards).toHaveCount(1, { timeout: 60_000 });
  await expect(brandCards).toContainText('企业');
  await expect(brandCards).toContainText('公司模板');
  // Its thumbnail, rendered by the server from the template, really loads.
  await expect
    .poll(() => brandCards.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The deck is made again in it: laid out in the template's frames, on its colours.
  await brandCards.click();
  const themeOfDeck = async () => {
    const deck = await request.get(`/api/workspace/ppt/json-file?recordId=${recordId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await deck.json()) as { data: { themeId: string } }).data.themeId;
  };
  await expect.poll(themeOfDeck, { timeout: 90_000 }).toMatch(/^brand-/);
  await expect(page.getByTestId('deck-editor')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('editor-canvas')).toContainText('智慧园区建设方案', {
    timeout: 60_000,
  });

  // Its PPTX is written on the company's master: the slides use the template's own layouts,
  // whose master draws the logo and carries the company's colours and fonts.
  const words = await downloadDeck(page, '智慧园区建设方案', async (zip) => {
    const template = await JSZip.loadAsync(await readFile(BRAND_TEMPLATE));
    const layout = await related(zip, 'ppt/slides/slide1.xml', 'slideLayout');
    const master = await related(zip, layout, 'slideMaster');
    const layoutName = async (pkg: JSZip, part: string) =>
      /<p:cSld name="([^"]+)"/.exec(await pkg.file(part)!.async('string'))?.[1];
    const templateLayouts = Object.keys(template.files).filter((name) =>
      /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(name),
    );
    const names = await Promise.all(templateLayouts.map((name) => layoutName(template, name)));
    expect(names).toContain(await layoutName(zip, layout));

    const logoPart = Object.keys(template.files).find((name) => /^ppt\/media\/.+/.test(name))!;
    const logo = await template.file(logoPart)!.async('base64');
    // pptxgenjs writes its master's shapes on a layout of their own: the logo is on either.
    const layoutPicture = await related(zip, layout, 'image', master);
    expect(await zip.file(layoutPicture)!.async('base64')).toBe(logo);
    const media = Object.values(zip.files).filter((f) => !f.dir && f.name.startsWith('ppt/media/'));
    const copies = (await Promise.all(media.map((f) => f.async('base64')))).filter(
      (bytes) => bytes === logo,
    );
    expect(copies).toHaveLength(1);

    const theme = await zip.file(await related(zip, master, 'theme'))!.async('string');
    expect(theme).toContain('<a:accent1><a:srgbClr val="C8102E"/></a:accent1>');
    expect(theme).toContain('<a:latin typeface="Georgia"/><a:ea typeface="黑体"/>');
  });
  expect(words).toContain('智慧园区建设方案');

  await page.getByTestId('editor-theme').click();
  await picker.locator('[data-testid^="theme-remove-brand-"]').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('删除企业主题「公司模板」？');
  await page.getByTestId('confirm-ok').click();
  await expect(brandCards).toHaveCount(0);
  await expect(picker.locator('.sc-theme-card').first()).toBeVisible();

  const listed = await request.get('/api/themes/brand', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await listed.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
});

/**
 * The part that `part`'s first relation of `type` points at (else `orElse`'s), as a path in
 * the package.
 */
async function related(zip: JSZip, part: string, type: string, orElse?: string): Promise<string> {
  const slash = part.lastIndexOf('/');
  const rels = `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
  const xml = await zip.file(rels)!.async('string');
  const relation = new RegExp(`<Relationship\\b[^>]*Type="[^"]*/${type}"[^>]*>`).exec(xml);
  if (!relation && orElse) return related(zip, orElse, type);
  expect(relation, `${part} has a ${type}`).not.toBeNull();
  const target = /Target="([^"]+)"/.exec(relation![0])![1]!;
  return path.posix.normalize(path.posix.join(part.slice(0, slash), target));
}
