import { statSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  compareFacts,
  CORPUS_DIR,
  corpusFiles,
  corpusManifest,
  expectedFacts,
  pptxFacts,
  readCorpusDeck as corpusFile,
} from './support/pptx-fidelity.js';

/**
 * The fidelity harness's reader against the corpus: what the corpus script put into each
 * pptxgenjs deck (its manifest, corpus.json) is what pptxFacts finds in the file; groups,
 * placeholders and masters as PowerPoint places them.
 */
const manifest = corpusManifest();

/** The package with one part's XML edited. */
async function edited(bytes: Buffer, part: string, edit: (xml: string) => string) {
  const zip = await JSZip.loadAsync(bytes);
  zip.file(part, edit(await zip.file(part)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('the corpus', () => {
  it('ships every file its manifest lists, under 3 MB together', () => {
    const files = corpusFiles();
    expect(files).toEqual(Object.keys(manifest).sort());
    const total = files.reduce((sum, name) => sum + statSync(new URL(name, CORPUS_DIR)).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  const written = Object.keys(manifest).filter((name) => manifest[name]!.expected);
  it.each(written)('%s holds what the corpus script put in it', async (name) => {
    const facts = await pptxFacts(corpusFile(name));
    // A tenth of the 1 % the import is allowed: the harness itself must read frames exactly.
    expect(compareFacts(expectedFacts(manifest[name]!)!, facts, { tolerance: 0.001 })).toEqual([]);
  });
});

describe('pptxFacts', () => {
  it('finds the six charts with their titles, series names and categories', async () => {
    const facts = await pptxFacts(corpusFile('pptxgenjs-charts.pptx'));
    expect(facts.slides.map((slide) => slide.charts)).toEqual([1, 1, 1, 1, 1, 1]);
    const line = facts.slides[2]!.frames.find((frame) => frame.kind === 'chart')!;
    expect(line.texts).toEqual([
      'Lines with an axis title',
      'People per day',
      'Visitors',
      'Sign-ups',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);
  });

  it("counts a master's logo and background picture, and skips slide number fields", async () => {
    const facts = await pptxFacts(corpusFile('pptxgenjs-master.pptx'));
    expect(facts.slides.map((slide) => slide.pictures)).toEqual([1, 1, 1]);
    expect(facts.slides[1]!.background).toEqual({ picture: true });
    expect(facts.slides[0]!.texts).toContain('Corpus deck, master footer');
    expect(facts.slides[0]!.texts).not.toContain('1');
  });

  it('reads merged table cells once and frames in points on a 4:3 page', async () => {
    const facts = await pptxFacts(corpusFile('pptxgenjs-tables.pptx'));
    expect(facts.page).toEqual({ width: 720, height: 540 });
    const table = facts.slides[0]!.frames.find((frame) => frame.kind === 'table')!;
    expect(table).toMatchObject({ x: 36, y: 93.6, w: 648, h: 180 });
    expect(table.texts.filter((text) => text === 'First half')).toHaveLength(1);
    expect(table.texts.slice(0, 7)).toEqual([
      'Region',
      'First half',
      'Second half',
      'Q1',
      'Q2',
      'Q3',
      'Q4',
    ]);
  });

  it('places the shapes of nested groups on the page through chOff and chExt', async () => {
    const original = corpusFile('pptxgenjs-shapes.pptx');
    // The first two shapes (rect at 0.6 in, roundRect at 3.7 in) in a group at half size at
    // (1 in, 2 in), inside a group that moves everything 1 in to the right.
    const group = (off: string, ext: string, chOff: string, chExt: string, body: string) =>
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="90" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
      `<p:grpSpPr><a:xfrm><a:off ${off}/><a:ext ${ext}/><a:chOff ${chOff}/><a:chExt ${chExt}/></a:xfrm></p:grpSpPr>${body}</p:grpSp>`;
    const bytes = await edited(original, 'ppt/slides/slide1.xml', (xml) => {
      const [first, second] = xml.match(/<p:sp>.*?<\/p:sp>/gs)!;
      const inner = group(
        'x="914400" y="1828800"',
        'cx="2606040" cy="777240"',
        'x="548640" y="457200"',
        'cx="5212080" cy="1554480"',
        first! + second!,
      );
      const outer = group(
        'x="914400" y="0"',
        'cx="12192000" cy="6858000"',
        'x="0" y="0"',
        'cx="12192000" cy="6858000"',
        inner,
      );
      return xml.replace(second!, '').replace(first!, outer);
    });
    const [rect, roundRect] = (await pptxFacts(bytes)).slides[0]!.frames;
    expect(rect).toMatchObject({ texts: ['rect'], x: 144, y: 144, w: 93.6, h: 61.2 });
    expect(roundRect).toMatchObject({ texts: ['roundRect'], x: 255.6, y: 144, w: 93.6, h: 61.2 });
  });

  it("gives a placeholder without a frame its layout's, and hides the master's shapes when asked", async () => {
    const original = corpusFile('pptxgenjs-master.pptx');
    const withoutFrame = await edited(original, 'ppt/slides/slide1.xml', (xml) =>
      xml.replace(/(<p:sp>(?:(?!<\/p:sp>).)*?type="title".*?)<a:xfrm>.*?<\/a:xfrm>/s, '$1'),
    );
    const title = (await pptxFacts(withoutFrame)).slides[0]!.frames.find((frame) =>
      frame.texts.includes('A title in the title placeholder'),
    );
    expect(title).toMatchObject({ x: 43.2, y: 43.2, w: 828, h: 72 });
    const hidden = await edited(original, 'ppt/slides/slide1.xml', (xml) =>
      xml.replace('<p:sld ', '<p:sld showMasterSp="0" '),
    );
    const slide = (await pptxFacts(hidden)).slides[0]!;
    expect(slide.frames.map((frame) => frame.from)).toEqual(['slide', 'slide']);
    expect(slide.pictures).toBe(0);
  });

  it("reads LibreOffice's templates: empty placeholders draw nothing, master pictures count", async () => {
    const nature = await pptxFacts(corpusFile('libreoffice-template-nature-illustration.pptx'));
    expect(nature.slides.map((slide) => [slide.frames.length, slide.pictures])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    const piano = await pptxFacts(corpusFile('libreoffice-template-piano.pptx'));
    expect(piano.slides.map((slide) => slide.pictures)).toEqual([1, 1]);
    expect(
      piano.slides.every((slide) => slide.frames.every((frame) => frame.from === 'master')),
    ).toBe(true);
  });

  it("finds every text, table and chart of a deck after LibreOffice's round trip", async () => {
    const source = await pptxFacts(corpusFile('pptxgenjs-mixed.pptx'));
    const roundTrip = await pptxFacts(corpusFile('libreoffice-roundtrip.pptx'));
    expect(compareFacts(source, roundTrip)).toEqual([]);
  });
});
