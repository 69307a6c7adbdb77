import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { deckImageSources, type ImageData } from '../images.js';
import { DECK_VERSION, type DeckDocument, type ImageElement, type Slide } from '../model.js';
import { hasPoppler, pixel, rasterisePdf } from '../testing/raster.js';
import { writePdf } from './pdf.js';
import { renderSlidePng } from './png.js';
import { sceneAt } from './scene.js';
import { renderSlideSvg } from './svg.js';

/**
 * Flipped pictures and slide background pictures (deck model v4), the same in the PNG and the
 * PDF: a flip mirrors the picture in its frame; a background picture covers the page over its
 * colour, and where it is missing the colour shows alone (never a placeholder).
 */
const STRIPES = ['16A34A', 'DC2626', '2563EB', 'EAB308'] as const;
const [GREEN, , , YELLOW] = STRIPES;
const SRC = 'attachment:00000000-0000-4000-8000-000000000001';
const MISSING = 'attachment:00000000-0000-4000-8000-000000000002';

/** 200 x 100 pixels in four upright stripes: green, red, blue, yellow. */
function stripes(): ImageData {
  const png = new PNG({ width: 200, height: 100 });
  for (let i = 0; i < 200 * 100; i++) {
    const hex = STRIPES[Math.floor((i % 200) / 50)]!;
    for (let c = 0; c < 3; c++) png.data[i * 4 + c] = parseInt(hex.slice(c * 2, c * 2 + 2), 16);
    png.data[i * 4 + 3] = 255;
  }
  return {
    bytes: PNG.sync.write(png, { colorType: 2 }),
    mime: 'image/png',
    width: 200,
    height: 100,
  };
}

const images = new Map([[SRC, stripes()]]);

const picture = (extra: Partial<ImageElement>): ImageElement => ({
  type: 'image',
  id: 'picture',
  x: 100,
  y: 100,
  w: 200,
  h: 100,
  src: SRC,
  ...extra,
});

function deckOf(slides: Partial<Slide>[]): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'pictures',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: slides.map((slide, i) => ({
      id: `s${i}`,
      layout: 'content',
      background: { color: 'FFFFFF' },
      elements: [],
      notes: '',
      ...slide,
    })),
  };
}

const deck = deckOf([
  { elements: [picture({ flipH: true })] },
  { background: { color: '111827', image: SRC } },
  { background: { color: '111827', image: MISSING } },
]);

function near(png: PNG, x: number, y: number, hex: string): boolean {
  const rgb = pixel(png, x, y);
  return rgb.every((c, i) => Math.abs(c - parseInt(hex.slice(i * 2, i * 2 + 2), 16)) <= 24);
}

/** The checks every rasterisation of the three slides passes. */
function expectPixels([flipped, background, missing]: PNG[], writer: string) {
  const expectAt = (png: PNG, x: number, y: number, hex: string, what: string) =>
    expect(near(png, x, y, hex), `${writer}: ${what} at ${x}, ${y}`).toBe(true);
  expectAt(flipped!, 110, 150, YELLOW!, 'the flipped picture, left');
  expectAt(flipped!, 290, 150, GREEN!, 'the flipped picture, right');
  expectAt(background!, 10, 270, GREEN!, 'the background picture, left');
  expectAt(background!, 950, 270, YELLOW!, 'the background picture, right');
  expectAt(background!, 540, 5, '2563EB', 'the background picture, top');
  expectAt(missing!, 480, 270, '111827', 'the background colour without its picture');
}

const poppler = await hasPoppler();
if (!poppler) console.warn('Skipping the PDF picture checks: pdftoppm is missing.');

describe('flipped and background pictures', () => {
  it('mirrors a flipped picture about its frame centre in the SVG', () => {
    const svg = renderSlideSvg(deck, 0, { images, imageHref: () => 'data:image/png;base64,' });
    expect(svg).toContain('<g transform="matrix(-1 0 0 1 400 0)"><clipPath');
    const flipV = deckOf([{ elements: [picture({ flipV: true })] }]);
    expect(renderSlideSvg(flipV, 0, { images, imageHref: () => 'x' })).toContain(
      'matrix(1 0 0 -1 0 300)',
    );
  });

  it('puts the background picture first, covering the page, only when its size is known', () => {
    const [first] = sceneAt(deck, 1, { images }).primitives;
    expect(first).toMatchObject({ kind: 'image', src: SRC, x: 0, y: 0, w: 960, h: 540 });
    expect(sceneAt(deck, 2, { images }).primitives).toEqual([]);
    // Known size but no address for it (a browser without the attachment): nothing drawn.
    expect(renderSlideSvg(deck, 1, { images, imageHref: () => undefined })).not.toContain('E5E7EB');
  });

  it('counts background pictures among the pictures a deck uses', () => {
    expect(deckImageSources(deck)).toEqual([SRC, MISSING]);
  });

  it('in the PNG', () => {
    const pngs = [0, 1, 2].map((i) =>
      PNG.sync.read(renderSlidePng(deck, i, { width: 960, images })),
    );
    expectPixels(pngs, 'PNG');
  });

  it.skipIf(!poppler)('in the PDF', async () => {
    const pdf = await writePdf(deck, { images });
    expectPixels(await Promise.all([1, 2, 3].map((page) => rasterisePdf(pdf, page))), 'PDF');
  });
});
