import { describe, expect, it } from 'vitest';
import type { DeckElement, Slide } from '../model.js';
import { groupRuns } from './slide-groups.js';
import { planSlide, rewriteSlide } from './slide-rewrite.js';
import { fixTextBody } from './slide-text.js';

/** A shape as pptxgenjs writes one, at a frame in EMU. */
const sp = (id: number, name: string, [x, y, w, h]: number[], body = '') =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"></p:cNvPr><p:cNvSpPr/><p:nvPr></p:nvPr>` +
  `</p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/></a:xfrm>` +
  `</p:spPr>${body}</p:sp>`;

const slideXml = (...objects: string[]) =>
  '<p:sld><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/>' +
  '</p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/>' +
  `<a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>${objects.join('')}` +
  '</p:spTree></p:cSld></p:sld>';

function rect(id: string, group?: string): DeckElement {
  return {
    type: 'shape',
    id,
    x: 0,
    y: 0,
    w: 10,
    h: 10,
    geometry: 'rect',
    ...(group ? { group } : {}),
  };
}

const slideOf = (elements: DeckElement[]): Slide => ({ id: 's', layout: 'x', elements, notes: '' });

describe('groups in the slide XML', () => {
  it('groups only runs of consecutive elements, and never one alone', () => {
    const elements = [
      rect('a', 'g'),
      rect('b', 'g'),
      rect('c'),
      rect('d', 'g'),
      rect('e', 'g'),
      rect('f', 'h'),
    ];
    expect(groupRuns(elements)).toEqual([
      { id: 'g', first: 0, last: 1 },
      { id: 'g', first: 3, last: 4 },
    ]);
  });

  it('wraps the run in a p:grpSp framed by the union of its children', () => {
    const xml = slideXml(
      sp(2, 'a', [100, 200, 50, 50]),
      sp(3, 'b', [120, 150, 100, 20]),
      sp(9, 'c', [0, 0, 10, 10]),
    );
    const plan = planSlide(slideOf([rect('a', 'g & co'), rect('b', 'g & co'), rect('c')]))!;
    const fixed = rewriteSlide(xml, plan);
    const group = /<p:grpSp>[\s\S]*<\/p:grpSp>/.exec(fixed)?.[0] ?? '';
    expect(group).toContain('<p:cNvPr id="10" name="g &amp; co"/>');
    expect(group).toContain(
      '<a:xfrm><a:off x="100" y="150"/><a:ext cx="120" cy="100"/>' +
        '<a:chOff x="100" y="150"/><a:chExt cx="120" cy="100"/></a:xfrm>',
    );
    expect(group).toContain('name="a"');
    expect(group).toContain('name="b"');
    expect(group).not.toContain('name="c"');
    expect(fixed.indexOf('</p:grpSp>')).toBeLessThan(fixed.indexOf('name="c"'));
  });

  it('leaves a tree that does not hold the elements in order as it was', () => {
    const xml = slideXml(sp(2, 'b', [0, 0, 1, 1]), sp(3, 'a', [0, 0, 1, 1]));
    const plan = planSlide(slideOf([rect('a', 'g'), rect('b', 'g')]))!;
    expect(rewriteSlide(xml, plan)).toBe(xml);
  });
});

const paragraph = (properties: string, runs: string[]) =>
  `<a:p>${runs.map((run) => `${properties}<a:r><a:t>${run}</a:t></a:r>`).join('')}</a:p>`;

const bulleted =
  '<a:pPr algn="l" marL="228600" indent="-228600"><a:lnSpc><a:spcPts val="1920"/></a:lnSpc>' +
  '<a:buSzPct val="100000"/><a:buChar char="&#x2022;"/></a:pPr>';
const plain = '<a:pPr algn="l" lvl="2" indent="0" marL="0"><a:buNone/></a:pPr>';

describe('paragraph fixes in a text body', () => {
  const shape = (...paragraphs: string[]) =>
    sp(2, 't', [0, 0, 1, 1], `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs.join('')}</p:txBody>`);

  it('colours a bullet before its size, swaps its character and indents a level', () => {
    const fixed = fixTextBody(shape(paragraph(bulleted, ['one']), paragraph(plain, ['two'])), {
      paragraphs: 2,
      multiRun: false,
      patches: [
        { index: 0, bulletColor: 'DC2626', bulletChar: '🔹' },
        { index: 1, marginLeft: 40 },
      ],
    });
    expect(fixed).toContain(
      '<a:buClr><a:srgbClr val="DC2626"/></a:buClr><a:buSzPct val="100000"/><a:buChar char="🔹"/>',
    );
    expect(fixed).toContain('<a:pPr algn="l" lvl="2" indent="0" marL="508000">');
  });

  it('keeps one a:pPr per paragraph, before its first run', () => {
    const fixed = fixTextBody(shape(paragraph(plain, ['a', 'b', 'c'])), {
      paragraphs: 1,
      multiRun: true,
      patches: [],
    });
    expect(fixed.match(/<a:pPr\b/g)).toHaveLength(1);
    expect(fixed).toContain(`<a:p>${plain}<a:r><a:t>a</a:t></a:r><a:r><a:t>b</a:t></a:r>`);
  });

  it('touches nothing when the paragraphs are not the model paragraphs', () => {
    const xml = shape(paragraph(bulleted, ['one']));
    const fix = { paragraphs: 2, multiRun: true, patches: [{ index: 0, bulletColor: '000000' }] };
    expect(fixTextBody(xml, fix)).toBe(xml);
  });
});
