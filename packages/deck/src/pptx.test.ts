import { parseOutline } from '@slidecraft/contract/outline';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckDocument } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { writePptx } from './pptx.js';
import { convertPptxToPdf, hasLibreOffice } from './testing/libreoffice.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';

const SHAPE = /<p:sp>[\s\S]*?<\/p:sp>/g;
const RUN_PROPERTIES = /<a:rPr\b[^>]*>[\s\S]*?<\/a:rPr>/g;
const partNumber = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1]);

interface Package {
  slides: string[];
  notes: string[];
  part(name: string): string;
}

async function openPackage(buffer: Buffer): Promise<Package> {
  const zip = await JSZip.loadAsync(buffer);
  const parts = new Map<string, string>();
  for (const [name, file] of Object.entries(zip.files)) {
    if (!file.dir) parts.set(name, await file.async('string'));
  }
  const ordered = (pattern: RegExp) =>
    [...parts.keys()]
      .filter((name) => pattern.test(name))
      .sort((a, b) => partNumber(a) - partNumber(b))
      .map((name) => parts.get(name)!);
  return {
    slides: ordered(/^ppt\/slides\/slide\d+\.xml$/),
    notes: ordered(/^ppt\/notesSlides\/notesSlide\d+\.xml$/),
    part: (name) => parts.get(name) ?? '',
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('writePptx', () => {
  let deck: DeckDocument;
  let buffer: Buffer;
  let pptx: Package;

  beforeAll(async () => {
    deck = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT));
    buffer = await writePptx(deck);
    pptx = await openPackage(buffer);
  });

  it('writes one slide and one notes page per deck slide, in order', () => {
    expect(pptx.slides).toHaveLength(deck.slides.length);
    expect(pptx.notes).toHaveLength(deck.slides.length);
    const content = deck.slides.findIndex((s) => s.id.startsWith('content-'));
    expect(pptx.notes[content]).toContain('机器学习是实现人工智能的核心方法');
  });

  it('puts the Chinese text in editable text boxes, never in pictures', () => {
    deck.slides.forEach((slide, index) => {
      const xml = pptx.slides[index]!;
      // The only pictures are the slide's image elements (illustrations), none of them text.
      const images = slide.elements.filter((element) => element.type === 'image');
      expect(xml.match(/<p:pic>/g) ?? []).toHaveLength(images.length);
      for (const element of slide.elements) {
        if (element.type !== 'text') continue;
        const text = element.paragraphs[0]?.runs[0]?.text;
        if (!text) continue;
        const shape = xml.match(SHAPE)?.find((sp) => sp.includes(`<a:t>${escapeXml(text)}</a:t>`));
        expect(shape, `${element.id} on slide ${index + 1}`).toBeDefined();
        expect(shape).toContain('<p:txBody>');
        expect(shape).toContain('txBox="1"');
        expect(shape).toContain(`name="${element.id}"`);
      }
    });
    expect(pptx.slides[0]).toContain('<a:t>人工智能在教育中的应用</a:t>');
  });

  it('names the Latin and the East Asian font on every run', () => {
    const runs = pptx.slides.flatMap((xml) => xml.match(RUN_PROPERTIES) ?? []);
    expect(runs.length).toBeGreaterThan(deck.slides.length);
    for (const run of runs) {
      expect(run).toContain('<a:latin typeface="Arial"');
      expect(run).toContain('<a:ea typeface="Microsoft YaHei"');
    }
    expect(pptx.slides.join('')).not.toContain('slidecraft-font-');
    expect(pptx.part('ppt/theme/theme1.xml')).toMatch(
      /<a:minorFont><a:latin typeface="Arial"\/><a:ea typeface="Microsoft YaHei"\/>/,
    );
  });

  it('draws native shapes and fills the feature slides with the theme colour', () => {
    expect(pptx.slides.join('')).toContain('<a:prstGeom prst="ellipse">');
    // The cover's picture (an illustration beside the title) is a real picture.
    expect(pptx.slides[0]).toContain('<p:pic>');
    expect(pptx.slides[0]).toMatch(/<p:bg><p:bgPr><a:solidFill><a:srgbClr val="1D4ED8"\/>/);
  });

  it('records the title and SlideCraft as the author', () => {
    const core = pptx.part('docProps/core.xml');
    expect(core).toContain(`<dc:title>${deck.title}</dc:title>`);
    expect(core).toContain('<dc:creator>SlideCraft</dc:creator>');
  });

  it('escapes markup characters in text', async () => {
    const tricky = outlineToDeck(parseOutline('# R&D <计划> "2026"\n## 目标 & 范围\n* a < b\n'));
    const slides = (await openPackage(await writePptx(tricky))).slides;
    expect(slides[0]).toContain('<a:t>R&amp;D &lt;计划&gt; &quot;2026&quot;</a:t>');
    expect(slides[3]).toContain('<a:t>a &lt; b</a:t>');
  });
});

const libreOfficeReady = await hasLibreOffice();
if (!libreOfficeReady) {
  console.warn(
    'Skipping the LibreOffice round trip: soffice, pdfinfo or pdftotext is not on PATH.',
  );
}

describe('LibreOffice round trip', () => {
  it.skipIf(!libreOfficeReady)(
    'converts to a PDF with one page per slide that contains the deck title',
    async () => {
      const deck = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT));
      const pdf = await convertPptxToPdf(await writePptx(deck));
      expect(pdf.pages).toBe(deck.slides.length);
      const squeeze = (text: string) => text.replace(/\s+/g, '');
      expect(squeeze(pdf.text)).toContain(squeeze(deck.title));
      expect(squeeze(pdf.text)).toContain('谢谢观看');
    },
    120_000,
  );
});
