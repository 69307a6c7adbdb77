import { parseOutline } from '@slidecraft/contract/outline';
import {
  brandDeckTheme,
  outlineToDeck,
  registerTheme,
  unregisterTheme,
  writePptx,
  type BrandThemeSpec,
  type DeckDocument,
} from '@slidecraft/deck';
import { convertPptxToPdf, hasLibreOffice } from '@slidecraft/deck/testing';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { readBrandTemplate } from '../src/modules/brand-themes/reader/read-template.js';
import { brandTemplate, vividTemplate } from './brand-themes-fixtures.js';

const OUTLINE = parseOutline(`# 品牌汇报
> 在公司的模板里
## 市场回顾
### 三大亮点
* 客户满意度持续提升
* 数字化转型全面落地
* 团队协作更加高效
## 下一步
* 拓展市场
* 提升效率
`);

const office = await hasLibreOffice();
const registered: string[] = [];
afterAll(() => registered.forEach(unregisterTheme));

/** A deck laid out in the template's brand theme, and the PPTX written on its master. */
async function written(bytes: Buffer, id: string) {
  const template = await readBrandTemplate(bytes);
  const spec: BrandThemeSpec = { ...template.spec, pictures: [] };
  registerTheme(brandDeckTheme(spec, { id, name: 'brand' }));
  registered.push(id);
  const deck = outlineToDeck(OUTLINE, { themeId: id, today: '2026-01-01' });
  const pptx = await writePptx(deck, { brand: { spec, templateBytes: bytes } });
  return { spec, deck, pptx, zip: await JSZip.loadAsync(pptx) };
}

async function layoutOfSlide(zip: JSZip, n: number) {
  const rels = await zip.file(`ppt/slides/_rels/slide${n}.xml.rels`)!.async('string');
  return /Target="\.\.\/slideLayouts\/([^"]+)"/.exec(rels)?.[1];
}

const titlesOf = (deck: DeckDocument) =>
  deck.slides.map((slide) => {
    const title = slide.elements.find((e) => e.id === `${slide.id}.title`);
    return title?.type === 'text' ? title.paragraphs.map((p) => p.runs[0]?.text).join('') : '';
  });

describe('a deck written on its brand template', () => {
  it("puts each slide on the template's layout of its kind, on the template's page", async () => {
    const { spec, deck, zip } = await written(
      await vividTemplate(),
      'brand-00000000-0000-4000-8000-0000000000b1',
    );
    const layouts = await Promise.all(deck.slides.map((_, i) => layoutOfSlide(zip, i + 1)));
    const part = (kind: 'title' | 'obj') => spec.layouts[kind]!.part.split('/').pop();
    expect(layouts[0]).toBe(part('title'));
    expect(layouts.at(-1)).toBe(part('title'));
    expect(layouts[1]).toBe(part('obj'));
    const template = await JSZip.loadAsync(await vividTemplate());
    const master = spec.master.part;
    expect(await zip.file(master)!.async('string')).toBe(
      await template.file(master)!.async('string'),
    );
    const masters = Object.keys(zip.files).filter((name) => /slideMasters\/[^/]+\.xml$/.test(name));
    expect(masters).toEqual([master]);
    const presentation = await zip.file('ppt/presentation.xml')!.async('string');
    expect(presentation).toContain(`cx="${Math.round(spec.page.width * 12700)}"`);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    for (const name of Object.keys(zip.files).filter((n) =>
      /^ppt\/slideLayouts\/[^/]+\.xml$/.test(n),
    ))
      expect(types).toContain(`PartName="/${name}"`);
  });

  it("writes each slide's title as its layout's title placeholder, text unchanged", async () => {
    const { deck, zip } = await written(
      await vividTemplate(),
      'brand-00000000-0000-4000-8000-0000000000b4',
    );
    const titles = titlesOf(deck);
    for (let n = 1; n <= deck.slides.length; n++) {
      const xml = await zip.file(`ppt/slides/slide${n}.xml`)!.async('string');
      const placeholders = xml.split('<p:ph type="title"/>');
      expect(placeholders, `slide ${n}`).toHaveLength(2);
      const shape = placeholders[1]!.slice(0, placeholders[1]!.indexOf('</p:sp>'));
      expect(shape).toContain(`>${titles[n - 1]!.split(' ')[0]}`);
    }
  });

  it('writes no background and no master picture on the slides: the master draws them once', async () => {
    const bytes = await brandTemplate();
    const { zip } = await written(bytes, 'brand-00000000-0000-4000-8000-0000000000b2');
    const template = await JSZip.loadAsync(bytes);
    const media = (pkg: JSZip) => Object.keys(pkg.files).filter((n) => n.startsWith('ppt/media/'));
    const masterMedia = media(template);
    expect(masterMedia.length).toBeGreaterThan(0);
    expect(media(zip)).toHaveLength(masterMedia.length);
    const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
    for (const name of slides) {
      const xml = await zip.file(name)!.async('string');
      expect(xml, name).not.toContain('<p:bg>');
      expect(xml, name).not.toContain('<p:pic>');
    }
  });

  it.skipIf(!office)(
    'opens in LibreOffice with every slide and its title',
    async () => {
      const { deck, pptx } = await written(
        await vividTemplate(),
        'brand-00000000-0000-4000-8000-0000000000b3',
      );
      const pdf = await convertPptxToPdf(pptx);
      expect(pdf.pages).toBe(deck.slides.length);
      const text = pdf.text.replace(/\s+/g, '');
      for (const title of titlesOf(deck)) expect(text).toContain(title.replace(/\s+/g, ''));
    },
    120_000,
  );
});
