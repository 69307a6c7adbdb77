import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { DeckDocument, DeckElement, ShapeElement, ShapeText } from '../model.js';
import { DECK_VERSION } from '../model.js';
import { hasPoppler, pixel, rasterisePdf } from '../testing/raster.js';
import { writePdf } from './pdf.js';
import { renderSlidePng } from './png.js';
import type { Primitive } from './primitives.js';
import { sceneAt } from './scene.js';
import { renderSlideSvg } from './svg.js';

/**
 * Shapes of deck model v4 in the scene: preset and custom outlines, flips, dashes, arrow heads
 * and the text a shape carries, the same in the SVG, the PNG and the PDF.
 */
const RED = 'DC2626';

function deckOf(elements: DeckElement[]): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'shapes',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: [{ id: 's1', layout: 'content', background: { color: 'FFFFFF' }, elements, notes: '' }],
  };
}

function shape(extra: Partial<ShapeElement>): ShapeElement {
  return { type: 'shape', id: 'shape', x: 100, y: 100, w: 200, h: 100, geometry: 'rect', ...extra };
}

const primitives = (...elements: DeckElement[]) => sceneAt(deckOf(elements), 0).primitives;
const svgOf = (...elements: DeckElement[]) => renderSlideSvg(deckOf(elements), 0);

const label = (text: string): ShapeText => ({
  font: 'body',
  paragraphs: [{ runs: [{ text, size: 24, color: '000000' }] }],
  align: 'left',
  valign: 'top',
  lineHeight: 1.2,
  paragraphSpacing: 0,
  inset: 0,
});

describe('outlines', () => {
  it('draws a preset at its frame on the page', () => {
    const [arrow] = primitives(shape({ geometry: 'rightArrow', fill: { color: RED } }));
    expect(arrow).toEqual({
      kind: 'path',
      d: 'M100 125 L250 125 L250 100 L300 150 L250 200 L250 175 L100 175 Z',
      fill: { color: RED, opacity: 1 },
    });
  });

  it('stretches a custom path from its box over the frame, written from numbers', () => {
    const path = { d: 'M0,0 L10,0 Q10,10 0,10 Z', w: 10, h: 10 };
    const [outline] = primitives(shape({ geometry: 'custom', path }));
    expect(outline).toMatchObject({
      kind: 'path',
      d: 'M100 100 L300 100 C300 166.67 233.33 200 100 200 Z',
    });
  });

  it('draws a custom path it cannot read as its plain frame, never as text', () => {
    const path = { d: 'M0 0 L10 10"/><script>alert(1)</script><path d="', w: 10, h: 10 };
    const element = shape({ geometry: 'custom', path, fill: { color: RED } });
    expect(primitives(element)).toEqual([
      { kind: 'rect', x: 100, y: 100, w: 200, h: 100, radius: 0, fill: { color: RED, opacity: 1 } },
    ]);
    expect(svgOf(element)).not.toContain('script');
  });

  it('dashes and dots the outline in line widths, as PowerPoint', () => {
    const line = (dash: 'solid' | 'dash' | 'dot') =>
      svgOf(shape({ geometry: 'ellipse', line: { color: RED, width: 2, dash } }));
    expect(line('dash')).toContain('stroke-width="2" stroke-dasharray="8 6"');
    expect(line('dot')).toContain('stroke-dasharray="2 6"');
    expect(line('solid')).not.toContain('stroke-dasharray');
  });
});

describe('lines and arrow heads', () => {
  const arrowed = shape({
    geometry: 'line',
    w: 200,
    h: 0,
    line: { color: RED, width: 2, headArrow: true, tailArrow: true },
  });

  it('puts a filled triangle three line widths long at each end that asks for one', () => {
    const [line, head, tail] = primitives(arrowed);
    // The line stops under the heads, so its square ends never poke out of the tips.
    expect(line).toEqual({
      kind: 'path',
      d: 'M103 100 L297 100',
      stroke: { color: RED, width: 2 },
    });
    expect(head).toEqual({
      kind: 'path',
      d: 'M100 100 L106 97 L106 103 Z',
      fill: { color: RED, opacity: 1 },
    });
    expect(tail).toMatchObject({ d: 'M300 100 L294 103 L294 97 Z' });
    expect(primitives({ ...arrowed, line: { color: RED, width: 2 } })).toHaveLength(1);
  });

  it('runs a flipped line the other way, its heads with it', () => {
    const flipped = {
      ...arrowed,
      h: 100,
      flipH: true,
      line: { color: RED, width: 2, tailArrow: true },
    };
    const [mirror] = primitives(flipped);
    expect(mirror).toMatchObject({ kind: 'mirror', h: true, v: false, cx: 200, cy: 150 });
    expect(svgOf(flipped)).toContain('<g transform="matrix(-1 0 0 1 400 0)"><path d="M100 100 L');
  });
});

describe('flips and text in shapes', () => {
  it('mirrors the outline about the frame centre, inside the rotation', () => {
    const turned = shape({ geometry: 'rtTriangle', flipV: true, rotate: 90 });
    const [rotate] = primitives(turned);
    expect(rotate).toMatchObject({ kind: 'rotate', angle: 90 });
    const inner = (rotate as Extract<Primitive, { kind: 'rotate' }>).primitives;
    expect(inner).toMatchObject([{ kind: 'mirror', h: false, v: true, cx: 200, cy: 150 }]);
    expect(svgOf(turned)).toContain(
      '<g transform="rotate(90 200 150)"><g transform="matrix(1 0 0 -1 0 300)"><path',
    );
  });

  it('lays its text out in the frame, never mirrored; upside down when flipped vertically', () => {
    const plain = primitives(shape({ text: label('Inside') }));
    const [, text] = plain;
    expect(text).toMatchObject({ kind: 'text', span: { text: 'Inside', x: 100 } });
    const flippedH = primitives(shape({ flipH: true, text: label('Inside') }));
    expect(flippedH.map((p) => p.kind)).toEqual(['mirror', 'text']);
    expect(flippedH[1]).toEqual(text);
    const flippedV = primitives(shape({ flipV: true, text: label('Inside') }));
    expect(flippedV[1]).toEqual({
      kind: 'rotate',
      angle: 180,
      cx: 200,
      cy: 150,
      primitives: [text],
    });
  });
});

/** The same word twice, italic at y 100 and upright at y 200. */
const word = (y: number, italic: boolean): DeckElement => ({
  type: 'text',
  id: `word-${y}`,
  x: 100,
  y,
  w: 400,
  h: 60,
  ...label('Slanted'),
  paragraphs: [{ runs: [{ text: 'Slanted', size: 24, color: '000000', italic }] }],
});
const slanted = word(100, true);
const words = deckOf([slanted, word(200, false)]);

/** How much further right the italic word's ink starts than the upright one's, `dy` down. */
function slantAt(png: PNG, dy: number): number {
  const inkLeft = (y: number) => {
    for (let x = 95; x < 200; x++) if (pixel(png, x, y)[0] < 128) return x;
    return Infinity;
  };
  return inkLeft(100 + dy) - inkLeft(200 + dy);
}

/** Near the top of the capitals the slant shows; at the baseline (123.5) it does not. */
function expectSlant(png: PNG, writer: string) {
  expect(slantAt(png, 10), `${writer}: top`).toBeGreaterThanOrEqual(2);
  expect(Math.abs(slantAt(png, 22)), `${writer}: baseline`).toBeLessThanOrEqual(1);
}

describe('text boxes of v4', () => {
  it('draws their fill and outline under the text, and the underline over it', () => {
    const box: DeckElement = {
      type: 'text',
      id: 'box',
      x: 500,
      y: 100,
      w: 300,
      h: 100,
      ...label('Underlined'),
      paragraphs: [{ runs: [{ text: 'Underlined', size: 24, color: RED, underline: true }] }],
      fill: { color: 'FEF3C7' },
      line: { color: '000000', width: 1, dash: 'dot' },
    };
    const scene = primitives(box);
    expect(scene.map((p) => p.kind)).toEqual(['rect', 'text', 'rect']);
    expect(scene[0]).toMatchObject({ x: 500, y: 100, w: 300, h: 100, fill: { color: 'FEF3C7' } });
    expect(scene[0]).toMatchObject({ stroke: { dash: [1, 3] } });
    expect(scene[2]).toMatchObject({ kind: 'rect', h: 24 / 18, fill: { color: RED } });
  });

  it('sets italic spans oblique in the SVG', () => {
    expect(svgOf(slanted)).toMatch(/<text [^>]*font-style="italic"[^>]*>Slanted<\/text>/);
  });
});

const poppler = await hasPoppler();
if (!poppler) console.warn('Skipping the PDF shape checks: pdftoppm is missing.');

/** A flipped right triangle (right angle bottom right), a dashed line and a filled text box. */
const pixels = deckOf([
  shape({
    geometry: 'rtTriangle',
    x: 100,
    y: 100,
    w: 200,
    h: 200,
    flipH: true,
    fill: { color: RED },
  }),
  shape({
    geometry: 'line',
    x: 400,
    y: 150,
    w: 400,
    h: 0,
    line: { color: RED, width: 4, dash: 'dash' },
  }),
  {
    type: 'text',
    id: 'box',
    x: 400,
    y: 300,
    w: 200,
    h: 100,
    ...label(''),
    fill: { color: '2563EB' },
  },
]);

const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 90 && b! < 90;
const isBlue = ([r, g, b]: number[]) => r! < 80 && g! < 140 && b! > 200;

function expectShapePixels(png: PNG, writer: string) {
  expect(isRed(pixel(png, 290, 290)), `${writer}: mirrored right angle`).toBe(true);
  expect(isRed(pixel(png, 150, 200)), `${writer}: nothing left of the hypotenuse`).toBe(false);
  expect(isRed(pixel(png, 295, 130)), `${writer}: apex on the right`).toBe(true);
  const along = Array.from({ length: 48 }, (_, i) => isRed(pixel(png, 402 + i, 150)));
  expect(along.filter(Boolean).length, `${writer}: dashes`).toBeGreaterThan(20);
  expect(along.filter((red) => !red).length, `${writer}: gaps`).toBeGreaterThan(15);
  expect(isBlue(pixel(png, 500, 350)), `${writer}: text box fill`).toBe(true);
}

describe('flipped, dashed and filled shapes land where they should', () => {
  it('in the PNG', () => {
    expectShapePixels(PNG.sync.read(renderSlidePng(pixels, 0, { width: 960 })), 'PNG');
  });

  it.skipIf(!poppler)('in the PDF', async () => {
    expectShapePixels(await rasterisePdf(await writePdf(pixels)), 'PDF');
  });
});

describe('italic text leans the same way', () => {
  it('in the PNG (glyph outlines)', () => {
    expectSlant(PNG.sync.read(renderSlidePng(words, 0, { width: 960 })), 'PNG');
  });

  it.skipIf(!poppler)('in the PDF', async () => {
    expectSlant(await rasterisePdf(await writePdf(words)), 'PDF');
  });
});

describe('groups', () => {
  it('draws the elements of an imported group as they are, in page coordinates', () => {
    const members: DeckElement[] = [
      shape({ id: 'a', geometry: 'star5', fill: { color: RED }, rotate: 30 }),
      { ...word(300, true), id: 'b' },
    ];
    const grouped = members.map((element) => ({ ...element, group: 'g1' }));
    expect(primitives(...grouped)).toEqual(primitives(...members));
  });
});
