import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateDeck, SHAPE_GEOMETRIES, type DeckDocument } from '../model.js';
import { writePptx } from '../pptx.js';
import { objectNamed, packageParts, v4Deck, v4Images } from './v4-deck-fixtures.js';

/**
 * A deck with every version-4 field written to PPTX and read back: text runs and paragraphs,
 * text boxes, shapes. Tables, charts, pictures and groups: v4-objects.test.ts.
 */
let deck: DeckDocument;
let parts: Map<string, string>;
const slide = (n: number) => parts.get(`ppt/slides/slide${n}.xml`) ?? '';
const paragraphsOf = (object: string) => object.match(/<a:p>[\s\S]*?<\/a:p>/g) ?? [];

beforeAll(async () => {
  deck = migrateDeck(v4Deck());
  parts = await packageParts(await writePptx(deck, { images: v4Images() }));
});

describe('PPTX of imported text', () => {
  it('writes every part as well-formed XML', () => {
    for (const [name, xml] of parts) expect(XMLValidator.validate(xml), name).toBe(true);
  });

  it('styles each run: italic, underline, strike and its own face', () => {
    const first = paragraphsOf(objectNamed(slide(1), 'rich'))[0]!;
    const runs = first.match(/<a:r>[\s\S]*?<\/a:r>/g)!;
    expect(runs[0]).toMatch(/<a:rPr [^>]*i="1"[^>]*>[\s\S]*<a:t>Italic <\/a:t>/);
    expect(runs[1]).toMatch(/<a:rPr [^>]*u="sng"/);
    expect(runs[2]).toMatch(/<a:rPr [^>]*strike="sngStrike"/);
    expect(runs[3]).toContain('<a:latin typeface="Georgia"');
    expect(runs[3]).toContain('<a:ea typeface="Georgia"');
    expect(runs[0]).not.toMatch(/ (u|strike)="/);
  });

  it('gives each paragraph one a:pPr with its own alignment, level, bullet and spacing', () => {
    const paragraphs = paragraphsOf(objectNamed(slide(1), 'rich'));
    expect(paragraphs).toHaveLength(9);
    for (const p of paragraphs) expect(p.match(/<a:pPr\b/g)).toHaveLength(1);
    const pPr = paragraphs.map((p) => /<a:pPr\b[\s\S]*?<\/a:pPr>/.exec(p)![0]);
    expect(pPr[0]).toMatch(/^<a:pPr algn="just"[\s\S]*<a:buNone\/>/);
    // A bullet indent of 24 pt, in its colour before its size and character.
    expect(pPr[1]).toMatch(/marL="304800" indent="-304800"/);
    expect(pPr[1]).toContain(
      '<a:buClr><a:srgbClr val="DC2626"/></a:buClr><a:buSzPct val="100000"/><a:buChar char="&#x27A2;"/>',
    );
    for (const numbered of [pPr[2], pPr[3]]) {
      expect(numbered).toMatch(/lvl="1" marL="457200" indent="-228600"/);
      expect(numbered).toContain('<a:buAutoNum type="arabicPeriod" startAt="3"/>');
    }
    // The element's bullet at level 2: moved in by three indents of 18 pt.
    expect(pPr[4]).toMatch(/lvl="2" marL="685800"/);
    expect(pPr[4]).toContain('<a:spcBef><a:spcPts val="1200"/></a:spcBef>');
    expect(pPr[4]).toContain('<a:spcAft><a:spcPts val="600"/></a:spcAft>');
    expect(pPr[4]).toContain('<a:buChar char="&#x2022;"/>');
    expect(pPr[5]).toContain('<a:buChar char="🔹"/>');
    // No bullet at level 2 with an indent of 20 pt: 40 pt in.
    expect(pPr[6]).toMatch(/lvl="2" indent="0" marL="508000"/);
    expect(pPr[6]).toContain('<a:buNone/>');
    // 20 pt runs at 1.8 lines: a 36 pt pitch.
    expect(pPr[7]).toMatch(/^<a:pPr algn="ctr"/);
    expect(pPr[7]).toContain('<a:lnSpc><a:spcPts val="3600"/></a:lnSpc>');
    expect(paragraphs[8]).toMatch(/<a:t>First line<\/a:t><\/a:r><a:br\/><a:r>/);
  });

  it('pads a text box per side, fills and outlines it, and can leave it unwrapped', () => {
    const rich = objectNamed(slide(1), 'rich');
    expect(rich).toContain('txBox="1"');
    expect(rich).toMatch(
      /<a:bodyPr wrap="square" lIns="127000" tIns="76200" rIns="177800" bIns="101600"/,
    );
    expect(rich).toContain('<a:solidFill><a:srgbClr val="FEF3C7"><a:alpha val="90000"/>');
    expect(rich).toMatch(
      /<a:ln w="19050"><a:solidFill><a:srgbClr val="B45309"\/><\/a:solidFill><a:prstDash val="dash"\/>/,
    );
    expect(objectNamed(slide(1), 'no-wrap')).toContain('<a:bodyPr wrap="none"');
  });

  it('escapes a face and a name with markup characters', async () => {
    const tricky = migrateDeck(v4Deck());
    const text = tricky.slides[0]!.elements[0]!;
    if (text.type !== 'text') throw new Error('the first element is the rich text');
    text.id = 'R&D "box"';
    text.paragraphs[0]!.runs[0]!.fontFace = 'Sans & <Serif>';
    const xml = (await packageParts(await writePptx(tricky))).get('ppt/slides/slide1.xml')!;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('name="R&amp;D &quot;box&quot;"');
    expect(xml).toContain('<a:latin typeface="Sans &amp; &lt;Serif&gt;"');
  });
});

describe('PPTX of imported shapes', () => {
  it('writes each preset geometry as its own prstGeom', () => {
    for (const geometry of SHAPE_GEOMETRIES.filter((g) => g !== 'custom')) {
      const shape = objectNamed(slide(2), `shape-${geometry}`);
      expect(shape, geometry).toContain(`<a:prstGeom prst="${geometry}">`);
    }
  });

  it('draws a custom outline as custGeom, its box stretched over the frame', () => {
    const custom = objectNamed(slide(2), 'shape-custom').replace(/>\s+</g, '><');
    // The 100 x 50 box over a 95 x 70 pt frame: x by 0.95 pt, y by 1.4 pt (12700 EMU a point).
    const at = (x: number, y: number) =>
      `<a:pt x="${Math.round(x * 0.95 * 12700)}" y="${Math.round(y * 1.4 * 12700)}" />`;
    expect(custom).toContain('<a:path w="1206500" h="889000">');
    expect(custom).toContain(`<a:moveTo>${at(0, 0)}</a:moveTo><a:lnTo>${at(100, 0)}</a:lnTo>`);
    expect(custom).toContain(
      `<a:cubicBezTo>${at(100, 30)}${at(80, 50)}${at(50, 50)}</a:cubicBezTo>`,
    );
    expect(custom).toContain(`<a:quadBezTo>${at(20, 50)}${at(0, 25)}</a:quadBezTo><a:close />`);
    expect(custom.match(/<a:moveTo>/g)).toHaveLength(2);
    expect(custom.match(/<a:close \/>/g)).toHaveLength(2);
  });

  it('flips shapes, dashes their outlines and puts arrow heads on lines', () => {
    const line = objectNamed(slide(2), 'arrow-line');
    expect(line).toContain('<a:xfrm flipH="1">');
    expect(line).toContain(
      '<a:prstDash val="sysDot"/><a:headEnd type="triangle"/><a:tailEnd type="triangle"/>',
    );
    expect(objectNamed(slide(2), 'flipped-arrow')).toContain('<a:xfrm flipH="1" flipV="1">');
    expect(objectNamed(slide(2), 'shape-rect')).not.toMatch(/flip|headEnd|tailEnd/);
  });

  it('carries a shape\u2019s text in its own text body, preset or custom', () => {
    const hexagon = objectNamed(slide(2), 'shape-with-text');
    expect(hexagon).toContain('<a:prstGeom prst="hexagon">');
    expect(hexagon).not.toContain('txBox="1"');
    expect(hexagon).toContain('<a:prstDash val="dash"/>');
    expect(hexagon).toMatch(/<p:txBody><a:bodyPr [^>]*anchor="ctr"/);
    expect(hexagon).toMatch(/<a:rPr [^>]*i="1"[\s\S]*<a:t>Text in a hexagon<\/a:t>/);
    const custom = objectNamed(slide(2), 'custom-with-text');
    expect(custom).toContain('<a:custGeom>');
    expect(custom).toContain('<a:t>Custom with text</a:t>');
  });
});
