import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { deckImageSources, type ImageData } from '../images.js';
import { loadDeckImages } from '../load-images.js';
import { DECK_VERSION, type DeckDocument, type ImageElement } from '../model.js';
import { writePptx } from '../pptx.js';
import { convertPptxToPdf, hasLibreOffice } from '../testing/libreoffice.js';
import { hasPoppler, pixel, rasterisePdf } from '../testing/raster.js';
import { fitImage } from './image.js';
import { writePdf } from './pdf.js';
import { renderSlidePng, renderSlidePngAsync } from './png.js';
import { sceneAt } from './scene.js';
import { renderSlideSvg } from './svg.js';

/**
 * Pictures in every writer: cropped to their frames and never stretched, turned with their
 * element, a placeholder where one is missing. The same pixel checks hold for the PNG, the PDF
 * and LibreOffice's rendering of the PPTX (one pixel per point).
 */
const STRIPES = ['16A34A', 'DC2626', '2563EB', 'EAB308'] as const;

/** 200 x 100 pixels in four upright stripes: green, red, blue, yellow. */
function stripes(): ImageData {
  const png = new PNG({ width: 200, height: 100 });
  for (let y = 0; y < 100; y++)
    for (let x = 0; x < 200; x++) {
      const hex = STRIPES[Math.floor(x / 50)]!;
      const at = (y * 200 + x) * 4;
      for (let c = 0; c < 3; c++) png.data[at + c] = parseInt(hex.slice(c * 2, c * 2 + 2), 16);
      png.data[at + 3] = 255;
    }
  return {
    bytes: PNG.sync.write(png, { colorType: 2 }),
    mime: 'image/png',
    width: 200,
    height: 100,
  };
}

/** 32 x 18 pixels of 7C3AED, made with sharp (quality 90). */
const PURPLE_JPEG: ImageData = {
  bytes: Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYU' +
      'GBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU' +
      'FBQUFBQUFBT/wAARCAASACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAA' +
      'AAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAYI/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8A' +
      'l4DaCwAAAAAAf//Z',
    'base64',
  ),
  mime: 'image/jpeg',
  width: 32,
  height: 18,
};

const src = (n: number) => `attachment:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STRIPES_SRC = src(1);
const JPEG_SRC = src(2);

function picture(id: string, frame: number[], extra: Partial<ImageElement> = {}): ImageElement {
  const [x, y, w, h] = frame as [number, number, number, number];
  return { type: 'image', id, x, y, w, h, src: STRIPES_SRC, ...extra };
}

/** The middle half of the stripes (red, blue) covers the square. */
const cover = picture('cover', [100, 100, 100, 100]);
/** The left half (green, red), as cropped, fills the square exactly. */
const cropped = picture('cropped', [300, 100, 100, 100], {
  crop: { left: 0, top: 0, right: 0.5, bottom: 0 },
});
/** Like `cover`, turned clockwise: red on top, blue below. */
const turned = picture('turned', [500, 100, 100, 100], { rotate: 90 });
const jpeg = picture('jpeg', [700, 100, 160, 90], { src: JPEG_SRC });
const missing = picture('missing', [700, 300, 160, 90], { src: src(3) });

const deck: DeckDocument = {
  version: DECK_VERSION,
  title: 'pictures',
  themeId: 'clean-blue',
  page: { width: 960, height: 540 },
  slides: [
    {
      id: 's1',
      layout: 'content',
      background: { color: 'FFFFFF' },
      elements: [cover, cropped, turned, jpeg, missing],
      notes: '',
    },
  ],
};

const images = new Map([
  [STRIPES_SRC, stripes()],
  [JPEG_SRC, PURPLE_JPEG],
]);

function near(png: PNG, x: number, y: number, hex: string, tolerance: number): boolean {
  const rgb = pixel(png, x, y);
  return rgb.every((c, i) => Math.abs(c - parseInt(hex.slice(i * 2, i * 2 + 2), 16)) <= tolerance);
}

/** The checks every rasterisation of the slide passes. */
function expectPictures(png: PNG, writer: string) {
  const [green, red, blue] = STRIPES;
  const expectAt = (x: number, y: number, hex: string, what: string, tolerance = 24) =>
    expect(near(png, x, y, hex, tolerance), `${writer}: ${what} at ${x}, ${y}`).toBe(true);
  expectAt(115, 150, red, 'cover, left');
  expectAt(185, 150, blue, 'cover, right');
  expectAt(75, 150, 'FFFFFF', 'nothing left of the frame');
  expectAt(225, 150, 'FFFFFF', 'nothing right of the frame');
  expectAt(315, 150, green, 'crop, left');
  expectAt(385, 150, red, 'crop, right');
  expectAt(415, 150, 'FFFFFF', 'nothing right of the cropped frame');
  expectAt(550, 115, red, 'turned, top');
  expectAt(550, 185, blue, 'turned, bottom');
  expectAt(550, 75, 'FFFFFF', 'nothing above the turned frame');
  expectAt(550, 225, 'FFFFFF', 'nothing below the turned frame');
  expectAt(780, 145, '7C3AED', 'the JPEG');
  expectAt(780, 345, 'E5E7EB', 'the placeholder', 8);
}

describe('fitting a picture to its frame', () => {
  const size = { width: 200, height: 100 };
  it('covers the frame with the middle of a picture of other proportions', () => {
    expect(fitImage({ x: 100, y: 100, w: 100, h: 100 }, size)).toEqual({
      crop: { left: 0.25, top: 0, right: 0.25, bottom: 0 },
      place: { x: 50, y: 100, w: 200, h: 100 },
    });
    expect(fitImage({ x: 0, y: 0, w: 400, h: 100 }, size)).toEqual({
      crop: { left: 0, top: 0.25, right: 0, bottom: 0.25 },
      place: { x: 0, y: -50, w: 400, h: 200 },
    });
  });

  it('keeps a crop in the frame proportions, and cuts one that is not about its middle', () => {
    const half = { left: 0, top: 0, right: 0.5, bottom: 0 };
    expect(fitImage({ x: 0, y: 0, w: 100, h: 100, crop: half }, size).crop).toEqual(half);
    // The left half is 100 x 100 pixels; a 2:1 frame shows its middle 100 x 50.
    expect(fitImage({ x: 0, y: 0, w: 200, h: 100, crop: half }, size).crop).toEqual({
      left: 0,
      top: 0.25,
      right: 0.5,
      bottom: 0.25,
    });
  });
});

describe('loading the pictures of a deck', () => {
  it('lists each source once', () => {
    const twice = { ...deck, slides: [...deck.slides, { ...deck.slides[0]!, id: 's2' }] };
    expect(deckImageSources(twice)).toEqual([STRIPES_SRC, JPEG_SRC, src(3)]);
  });

  it('never throws: a picture the source lacks, fails on or mislabels is left out', async () => {
    const extra = [src(4), src(5), src(6)].map((s, i) =>
      picture(`x${i}`, [0, 0, 10, 10], { src: s }),
    );
    const many = { ...deck, slides: [{ ...deck.slides[0]!, elements: [cover, jpeg, ...extra] }] };
    const loaded = await loadDeckImages(many, async (s) => {
      if (s === src(4)) throw new Error('storage down');
      if (s === src(5)) return { ...PURPLE_JPEG, mime: 'image/png' };
      if (s === src(6)) return { ...PURPLE_JPEG, width: 0 };
      return images.get(s);
    });
    expect([...loaded.keys()]).toEqual([STRIPES_SRC, JPEG_SRC]);
  });
});

describe('pictures in the SVG', () => {
  it('are placeholders until the scene knows their sizes and the SVG their addresses', () => {
    const kinds = sceneAt(deck, 0).primitives.map((p) =>
      p.kind === 'rotate' ? p.primitives.map((child) => child.kind).join() : p.kind,
    );
    expect(kinds).toEqual(['rect', 'rect', 'rect', 'rect', 'rect']);
    const sizesOnly = renderSlideSvg(deck, 0, { images });
    expect(sizesOnly).not.toContain('<image');
    expect(sizesOnly.match(/fill="#E5E7EB"/g)).toHaveLength(5);
  });

  it('draw an <image> over its place, clipped to the frame, turned with its element', () => {
    const svg = renderSlideSvg(deck, 0, {
      images,
      imageHref: (s) =>
        images.has(s) ? `/api/workspace/ppt/attachment/${s.slice(11)}?a=1&b=2` : undefined,
    });
    expect(svg).toContain(
      '<clipPath id="image-clip_100_100_100_100"><rect x="100" y="100" width="100" height="100"/></clipPath>' +
        `<image href="/api/workspace/ppt/attachment/${STRIPES_SRC.slice(11)}?a=1&amp;b=2" x="50" y="100" ` +
        'width="200" height="100" preserveAspectRatio="xMidYMid slice" clip-path="url(#image-clip_100_100_100_100)"/>',
    );
    expect(svg).toMatch(
      /<g transform="rotate\(90 550 150\)"><clipPath id="image-clip_500_100_100_100">/,
    );
    expect(svg.match(/<image /g)).toHaveLength(4);
    expect(svg.match(/fill="#E5E7EB"/g)).toHaveLength(1);
  });
});

const poppler = await hasPoppler();
if (!poppler) console.warn('Skipping the PDF picture checks: pdftoppm or pdftotext is missing.');

describe('pictures land cropped in their frames', () => {
  it('in the PNG, rendered on the thread pool or not', async () => {
    const png = renderSlidePng(deck, 0, { width: 960, images });
    expectPictures(PNG.sync.read(png), 'PNG');
    expect((await renderSlidePngAsync(deck, 0, { width: 960, images })).equals(png)).toBe(true);
  });

  it.skipIf(!poppler)('in the PDF, each embedded once', async () => {
    const pdf = await writePdf(deck, { images });
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    expectPictures(await rasterisePdf(pdf), 'PDF');
  });

  it('in the PPTX, as real pictures with the crop in srcRect', async () => {
    const zip = await JSZip.loadAsync(await writePptx(deck, { images }));
    const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/'));
    expect(media.filter((name) => name.endsWith('.png'))).toHaveLength(3);
    expect(media.filter((name) => /\.jpe?g$/.test(name))).toHaveLength(1);
    const xml = (await zip.file('ppt/slides/slide1.xml')!.async('string')).replace(/>\s+</g, '><');
    const pictures = xml.match(/<p:pic>[\s\S]*?<\/p:pic>/g) ?? [];
    expect(pictures).toHaveLength(4);
    const pic = (id: string) => pictures.find((p) => p.includes(`name="${id}"`)) ?? '';
    const emu = (points: number) => Math.round(points * 12700);
    const xfrm = ({ x, y, w, h }: ImageElement, rot = '') =>
      `<a:xfrm${rot}><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm>`;
    expect(pic('cover')).toContain('<a:srcRect l="25000" r="25000" t="0" b="0"/>');
    expect(pic('cover')).toContain(xfrm(cover));
    expect(pic('cropped')).toContain('<a:srcRect l="0" r="50000" t="0" b="0"/>');
    expect(pic('cropped')).toContain(xfrm(cropped));
    expect(pic('turned')).toContain(xfrm(turned, ' rot="5400000"'));
    expect(pic('jpeg')).toContain('<a:srcRect l="0" r="0" t="0" b="0"/>');
    expect(xml).toMatch(/name="missing"[\s\S]*?<a:srgbClr val="E5E7EB"\/>/);
  });
});

const libreOffice = (await hasLibreOffice()) && poppler;
if (!libreOffice)
  console.warn('Skipping the pictures in LibreOffice: soffice or poppler is missing.');

describe.skipIf(!libreOffice)('the PPTX with pictures in LibreOffice', () => {
  let converted: Awaited<ReturnType<typeof convertPptxToPdf>>;
  beforeAll(async () => {
    converted = await convertPptxToPdf(await writePptx(deck, { images }));
  }, 120_000);

  it('opens and shows every picture as the other writers do', async () => {
    expect(converted.pages).toBe(1);
    expectPictures(await rasterisePdf(converted.bytes), 'LibreOffice');
  });
});
