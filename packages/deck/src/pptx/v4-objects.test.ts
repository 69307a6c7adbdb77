import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeckImages } from '../load-images.js';
import { migrateDeck, type DeckDocument } from '../model.js';
import { writePptx } from '../pptx.js';
import { convertPptxToPdf, hasLibreOffice } from '../testing/libreoffice.js';
import {
  BACKGROUND_SRC,
  objectNamed,
  packageParts,
  PICTURE_SRC,
  squarePicture,
  v4Deck,
  v4Images,
} from './v4-deck-fixtures.js';

/** Tables, charts, pictures, backgrounds and groups of a version-4 deck, read back. */
let deck: DeckDocument;
let buffer: Buffer;
let parts: Map<string, string>;
const slide = (n: number) => parts.get(`ppt/slides/slide${n}.xml`) ?? '';

beforeAll(async () => {
  deck = migrateDeck(v4Deck());
  buffer = await writePptx(deck, { images: v4Images() });
  parts = await packageParts(buffer);
});

/** The cells of each row of the slide's table, as written. */
function tableRows(xml: string): string[][] {
  return (xml.match(/<a:tr [\s\S]*?<\/a:tr>/g) ?? []).map(
    (row) => row.match(/<a:tc\b[\s\S]*?<\/a:tc>/g) ?? [],
  );
}

describe('PPTX of imported tables', () => {
  it('merges cells with gridSpan and rowSpan, leaving hMerge and vMerge cells', () => {
    const rows = tableRows(slide(3));
    expect(rows.map((row) => row.length)).toEqual([4, 4, 4, 4]);
    expect(rows[0]![1]).toMatch(/^<a:tc gridSpan="2">[\s\S]*Spring and summer/);
    expect(rows[0]![2]).toBe('<a:tc hMerge="1"><a:tcPr/></a:tc>');
    expect(rows[1]![3]).toMatch(/^<a:tc rowSpan="2">[\s\S]*Tall cell/);
    expect(rows[2]![3]).toBe('<a:tc vMerge="1"><a:tcPr/></a:tc>');
  });

  it('styles each cell as the model says, over the table style', () => {
    const rows = tableRows(slide(3));
    expect(rows[0]![1]).toContain('algn="ctr"');
    expect(rows[1]![0]).toMatch(/<a:rPr [^>]*i="1"[\s\S]*North/);
    expect(rows[1]![3]).toContain('anchor="b"');
    expect(rows[1]![3]).toMatch(
      /<a:solidFill><a:srgbClr val="FDE68A"\/><\/a:solidFill>\s*<\/a:tcPr>/,
    );
    const total = rows[3]![0]!;
    expect(total).toMatch(/<a:rPr [^>]*sz="1600" b="1"/);
    expect(total).toContain('<a:srgbClr val="B91C1C"/>');
    expect(total).toContain('<a:latin typeface="Georgia"');
    // The header keeps the table's style: white bold text on the header fill.
    expect(rows[0]![0]).toMatch(/<a:rPr [^>]*b="1"[\s\S]*<a:srgbClr val="FFFFFF"\/>/);
  });

  it('draws each side of a cell with its own border, or none', () => {
    const [eighteen, twentyOne] = tableRows(slide(3))[3]!.slice(1);
    expect(eighteen).toMatch(/<a:lnT w="25400"[^>]*><a:solidFill><a:srgbClr val="DC2626"\/>/);
    expect(eighteen).toContain('<a:lnB w="0" cap="flat" cmpd="sng" algn="ctr"><a:noFill/></a:lnB>');
    expect(eighteen).toMatch(/<a:lnL w="9525"[^>]*><a:solidFill><a:srgbClr val="CBD5E1"\/>/);
    expect(twentyOne).toMatch(/<a:lnL w="0"[^>]*><a:noFill\/>/);
    expect(twentyOne).toMatch(/<a:lnR w="0"[^>]*><a:noFill\/>/);
  });
});

/** Each chart part of the package by the kind of plot it holds. */
function chartPart(plot: string): string {
  const name = [...parts.keys()].find(
    (part) => /^ppt\/charts\/chart\d+\.xml$/.test(part) && parts.get(part)!.includes(`<c:${plot}>`),
  );
  return name ? parts.get(name)! : '';
}

const seriesValues = (chart: string) =>
  (chart.match(/<c:val>[\s\S]*?<\/c:val>/g) ?? []).map((val) =>
    [...val.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => Number(m[1])),
  );
const seriesNames = (chart: string) =>
  [...chart.matchAll(/<c:tx>[\s\S]*?<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]);

describe('PPTX of imported charts', () => {
  it('writes line, area and doughnut charts natively, with every series', () => {
    const line = chartPart('lineChart');
    expect(seriesNames(line)).toEqual(['Visits', 'Signups', 'Churn']);
    expect(seriesValues(line)).toEqual([
      [1, 4, 2],
      [0.5, 1.5, 3],
      [-1, -2, -0.5],
    ]);
    for (const color of ['2563EB', '9333EA', '0891B2']) expect(line).toContain(`val="${color}"`);
    const area = chartPart('areaChart');
    expect(area).toContain('<c:grouping val="stacked"/>');
    expect(seriesValues(area)).toEqual([
      [3, 5, 4],
      [1, 1, 2],
    ]);
    const doughnut = chartPart('doughnutChart');
    expect(seriesNames(doughnut)).toEqual(['Share']);
    expect(seriesValues(doughnut)).toEqual([[50, 30, 20]]);
    expect(doughnut).toContain('<c:holeSize val="50"/>');
    expect(doughnut).toMatch(/<c:title>[\s\S]*<a:t>Share of sales<\/a:t>/);
  });

  it('stacks bars with negative values, titled, with a legend', () => {
    const chart =
      [...parts.entries()].find(([, xml]) => xml.includes('Plan and actual'))?.[1] ?? '';
    expect(chart).toContain('<c:barDir val="col"/>');
    expect(chart).toContain('<c:grouping val="stacked"/>');
    expect(chart).toContain('<c:overlap val="100"/>');
    expect(seriesNames(chart)).toEqual(['Plan', 'Actual']);
    expect(seriesValues(chart)).toEqual([
      [5, -3, 7],
      [4, 2, -1],
    ]);
    expect(chart).toContain('<c:legend>');
    expect(chart).toContain('<c:autoTitleDeleted val="0"/>');
  });

  it('reverses horizontal bars of every series, one point a category, no legend if asked', () => {
    const bars = [...parts.values()].find((xml) => xml.includes('<c:barDir val="bar"/>')) ?? '';
    expect(seriesValues(bars)).toEqual([
      [3, 6, 9],
      [2, 7, 8],
    ]);
    expect(bars).not.toContain('<c:legend>');
  });
});

describe('PPTX of imported pictures, backgrounds and groups', () => {
  it('mirrors a picture', () => {
    expect(objectNamed(slide(5), 'group-picture')).toMatch(/<p:pic>[\s\S]*<a:xfrm flipH="1">/);
  });

  it('puts the slide background picture in, cut to the page like the scene', async () => {
    const background = /<p:bg>[\s\S]*?<\/p:bg>/.exec(slide(5))?.[0] ?? '';
    // A square picture on a 16:9 page: (1 - 9/16) / 2 of it hidden above and below.
    expect(background).toContain('<a:srcRect l="0" t="21875" r="0" b="21875"/>');
    const id = /<a:blip r:embed="(rId\d+)"/.exec(background)?.[1];
    const rels = parts.get('ppt/slides/_rels/slide5.xml.rels') ?? '';
    const target = new RegExp(`Id="${id}"[^>]*Target="\\.\\./media/([^"]+\\.png)"`).exec(rels)?.[1];
    expect(target).toBeDefined();
    const zip = await JSZip.loadAsync(buffer);
    const bytes = await zip.file(`ppt/media/${target}`)!.async('uint8array');
    expect(Buffer.from(bytes).equals(Buffer.from(v4Images().get(BACKGROUND_SRC)!.bytes))).toBe(
      true,
    );
  });

  it('loads a background picture through the deck\u2019s image source', async () => {
    const asked: string[] = [];
    const images = await loadDeckImages(deck, async (src) => {
      asked.push(src);
      return squarePicture(src === PICTURE_SRC ? 40 : 60);
    });
    expect(asked.sort()).toEqual([PICTURE_SRC, BACKGROUND_SRC].sort());
    const xml = (await packageParts(await writePptx(deck, { images }))).get(
      'ppt/slides/slide5.xml',
    );
    expect(xml).toMatch(/<p:bg><p:bgPr><a:blipFill/);
  });

  it('keeps the background colour when the picture is not available', async () => {
    const xml = (await packageParts(await writePptx(deck))).get('ppt/slides/slide5.xml') ?? '';
    expect(xml).toMatch(/<p:bg><p:bgPr><a:solidFill><a:srgbClr val="0F172A"\/>/);
  });

  it('groups the consecutive elements of a group into one p:grpSp', () => {
    const xml = slide(5);
    const groups = xml.match(/<p:grpSp>[\s\S]*?<\/p:grpSp>/g) ?? [];
    expect(groups).toHaveLength(1);
    const group = groups[0]!;
    for (const name of ['group-a', 'group-b', 'group-picture'])
      expect(group).toContain(`name="${name}"`);
    for (const name of ['loose', 'group-c', 'lonely'])
      expect(group).not.toContain(`name="${name}"`);
    // From (100, 100) to (560, 220) pt: the shape's corner to the picture's and the text's edges.
    const emu = (points: number) => points * 12700;
    expect(group).toContain(
      `<a:off x="${emu(100)}" y="${emu(100)}"/><a:ext cx="${emu(460)}" cy="${emu(120)}"/>` +
        `<a:chOff x="${emu(100)}" y="${emu(100)}"/><a:chExt cx="${emu(460)}" cy="${emu(120)}"/>`,
    );
    const ids = [...xml.matchAll(/<p:cNvPr id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

const libreOffice = await hasLibreOffice();
if (!libreOffice)
  console.warn('Skipping the version-4 deck in LibreOffice: soffice or poppler is missing.');

describe.skipIf(!libreOffice)('the version-4 deck in LibreOffice', () => {
  it('opens every slide and shows every run of text', async () => {
    const pdf = await convertPptxToPdf(buffer);
    expect(pdf.pages).toBe(deck.slides.length);
    const shown = pdf.text.replace(/\s+/g, ' ');
    const runs = deck.slides.flatMap((s) =>
      s.elements.flatMap((element) => {
        const body =
          element.type === 'text' ? element : element.type === 'shape' ? element.text : undefined;
        return body?.paragraphs.flatMap((p) => p.runs.flatMap((run) => run.text.split('\n'))) ?? [];
      }),
    );
    expect(runs.length).toBeGreaterThan(15);
    for (const text of runs) expect(shown, text).toContain(text.trim());
    for (const cell of ['Spring and summer', 'Tall cell', 'Closing']) expect(shown).toContain(cell);
    for (const title of ['Plan and actual', 'Share of sales']) expect(shown).toContain(title);
  }, 120_000);
});
