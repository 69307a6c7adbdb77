import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckDocument, DeckElement, ShapeElement, TextElement } from '../model.js';
import { DECK_VERSION } from '../model.js';
import { writePptx } from '../pptx.js';
import { convertPptxToPdf, hasLibreOffice } from '../testing/libreoffice.js';
import { hasPoppler, pdfWords, pixel, rasterisePdf, type PdfWord } from '../testing/raster.js';
import { writePdf } from './pdf.js';
import { renderSlidePng } from './png.js';
import { sceneAt } from './scene.js';
import { renderSlideSvg } from './svg.js';

/**
 * Rotated elements land at the same place in every writer: the same pixel checks hold for the
 * PNG, the PDF and LibreOffice's rendering of the PPTX (one pixel per point), and the PPTX
 * keeps the model frame with PowerPoint's rotation about its centre.
 */
const RED = 'DC2626';

function shape(id: string, geometry: ShapeElement['geometry'], frame: number[]): ShapeElement {
  const [x, y, w, h] = frame as [number, number, number, number];
  return { type: 'shape', id, x, y, w, h, geometry, fill: { color: RED }, rotate: 90 };
}

/** A bar 240 x 40 turned upright: it covers x 200..240, y 150..390. */
const bar = shape('bar', 'rect', [100, 250, 240, 40]);
/** A triangle pointing up, turned clockwise to point right (apex at 560, 270). */
const triangle = shape('triangle', 'triangle', [420, 200, 140, 140]);
/** A text box 240 x 60 turned upright: it covers x 710..770, y 150..390. */
const label: TextElement = {
  type: 'text',
  id: 'label',
  x: 620,
  y: 240,
  w: 240,
  h: 60,
  rotate: 90,
  font: 'body',
  paragraphs: [{ runs: [{ text: 'ROTATED', size: 28, color: '000000', bold: true }] }],
  align: 'center',
  valign: 'middle',
  lineHeight: 1.2,
  paragraphSpacing: 0,
  inset: 4,
};

function deckOf(elements: DeckElement[]): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'rotation',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: [{ id: 's1', layout: 'content', background: { color: 'FFFFFF' }, elements, notes: '' }],
  };
}

const deck = deckOf([bar, triangle, label]);

const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 90 && b! < 90;
const isWhite = ([r, g, b]: number[]) => r! > 235 && g! > 235 && b! > 235;
const isDark = ([r, g, b]: number[]) => r! + g! + b! < 200;

function darkPixels(png: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (isDark(pixel(png, x, y))) count++;
  return count;
}

/** The checks every rasterisation of the slide passes. */
function expectRotatedPixels(png: PNG, writer: string) {
  // PowerPoint's widescreen page is 13.33 in, a point short of 960: pdftoppm may round up.
  expect(Math.abs(png.width - 960) + Math.abs(png.height - 540), writer).toBeLessThanOrEqual(1);
  // The bar stands upright about its centre (220, 270)...
  for (const [x, y] of [
    [220, 160],
    [220, 270],
    [220, 380],
  ])
    expect(isRed(pixel(png, x!, y!)), `${writer}: bar at ${x}, ${y}`).toBe(true);
  // ...and is no longer where its unrotated frame was.
  for (const [x, y] of [
    [120, 270],
    [320, 270],
  ])
    expect(isWhite(pixel(png, x!, y!)), `${writer}: no bar at ${x}, ${y}`).toBe(true);
  // Clockwise: the triangle's base is on the left, its apex on the right.
  expect(isRed(pixel(png, 430, 212)), `${writer}: triangle base`).toBe(true);
  expect(isRed(pixel(png, 545, 270)), `${writer}: triangle apex`).toBe(true);
  expect(isWhite(pixel(png, 490, 205)), `${writer}: no apex on top`).toBe(true);
  expect(isWhite(pixel(png, 550, 212)), `${writer}: no base on the right`).toBe(true);
  // The text runs down the upright box, and none is left in the unrotated frame.
  expect(darkPixels(png, 710, 150, 770, 390), `${writer}: text`).toBeGreaterThan(100);
  expect(darkPixels(png, 620, 240, 705, 300), `${writer}: left of the box`).toBe(0);
  expect(darkPixels(png, 775, 240, 860, 300), `${writer}: right of the box`).toBe(0);
}

/** The word lies in the upright box and runs down it. */
function expectUprightWord(words: PdfWord[], writer: string) {
  const word = words.find((w) => w.text === 'ROTATED');
  expect(word, writer).toBeDefined();
  const { xMin, xMax, yMin, yMax } = word!;
  expect(xMin, writer).toBeGreaterThanOrEqual(705);
  expect(xMax, writer).toBeLessThanOrEqual(775);
  expect(yMin, writer).toBeGreaterThanOrEqual(150);
  expect(yMax, writer).toBeLessThanOrEqual(390);
  expect(yMax - yMin, writer).toBeGreaterThan(2 * (xMax - xMin));
}

describe('rotation in the scene', () => {
  it('turns each rotated element as one group about its frame centre, clockwise', () => {
    const turned = (rotate: number) =>
      sceneAt(deckOf([{ ...bar, rotate }]), 0).primitives.map((p) =>
        p.kind === 'rotate'
          ? { angle: p.angle, cx: p.cx, cy: p.cy, n: p.primitives.length }
          : p.kind,
      );
    expect(turned(90)).toEqual([{ angle: 90, cx: 220, cy: 270, n: 1 }]);
    expect(turned(-90)).toEqual([{ angle: 270, cx: 220, cy: 270, n: 1 }]);
    expect(turned(360)).toEqual(['rect']);
    expect(turned(0)).toEqual(['rect']);
    const text = sceneAt(deckOf([label]), 0).primitives;
    expect(text).toHaveLength(1);
    expect(text[0]).toMatchObject({ kind: 'rotate', angle: 90, cx: 740, cy: 270 });
  });

  it('writes a rotate transform about the centre in the SVG', () => {
    const svg = renderSlideSvg(deck, 0);
    expect(svg).toContain('<g transform="rotate(90 220 270)"><rect x="100" y="250"');
    expect(svg).toMatch(/<g transform="rotate\(90 740 270\)"><text [^>]*>ROTATED<\/text><\/g>/);
  });
});

const poppler = await hasPoppler();
if (!poppler) console.warn('Skipping the rotated PDF checks: pdftoppm or pdftotext is missing.');

describe('rotated elements land at the same place', () => {
  it('in the PNG', () => {
    expectRotatedPixels(PNG.sync.read(renderSlidePng(deck, 0, { width: 960 })), 'PNG');
  });

  it.skipIf(!poppler)('in the PDF', async () => {
    const pdf = await writePdf(deck);
    expectRotatedPixels(await rasterisePdf(pdf), 'PDF');
    expectUprightWord(await pdfWords(pdf), 'PDF');
  });

  it('in the PPTX: the model frame, turned by PowerPoint about its centre', async () => {
    const zip = await JSZip.loadAsync(await writePptx(deck));
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    for (const { id, x, y, w, h } of [bar, triangle, label]) {
      const emu = (points: number) => Math.round(points * 12700);
      const xfrm =
        `<a:xfrm rot="5400000"><a:off x="${emu(x)}" y="${emu(y)}"/>` +
        `<a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm>`;
      const element = xml.slice(xml.indexOf(`name="${id}"`));
      expect(element.replace(/>\s+</g, '><'), id).toContain(xfrm);
    }
  });
});

const libreOffice = (await hasLibreOffice()) && poppler;
if (!libreOffice)
  console.warn('Skipping the rotated PPTX in LibreOffice: soffice or poppler is missing.');

describe.skipIf(!libreOffice)('the rotated PPTX in LibreOffice', () => {
  let converted: Awaited<ReturnType<typeof convertPptxToPdf>>;
  beforeAll(async () => {
    converted = await convertPptxToPdf(await writePptx(deck));
  }, 120_000);

  it('opens and draws every element where the other writers do', async () => {
    expect(converted.pages).toBe(1);
    expectRotatedPixels(await rasterisePdf(converted.bytes), 'LibreOffice');
    expectUprightWord(await pdfWords(converted.bytes), 'LibreOffice');
  });
});
