import { Resvg } from '@resvg/resvg-js';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { ILLUSTRATION_SCENES, illustrationOf, illustrationSrc } from '../image-src.js';
import { loadDeckImages } from '../load-images.js';
import { DECK_VERSION, deckSchema, type DeckDocument, type ImageElement } from '../model.js';
import { writePptx } from '../pptx.js';
import { writePdf } from '../render/pdf.js';
import { fitImage } from '../render/image.js';
import { renderSlidePng } from '../render/png.js';
import { sceneAt } from '../render/scene.js';
import { renderSlideSvg } from '../render/svg.js';
import { rethemeDeck } from '../retheme.js';
import { getTheme, listThemes } from '../themes.js';
import { illustrationFor } from './choose.js';
import { drawIllustrations, illustrationPngAsync, illustrationSide } from './png.js';
import { ILLUSTRATION_SIZE, illustrationHref, illustrationSvg } from './svg.js';

const BLUE = getTheme('clean-blue');
const RED = getTheme('gov-red');
const SRC = 'illustration:growth:42';
/** The side deckWith's 300 x 380 pt frame needs: 380 pt at 200 dpi, rounded up. */
const SIDE = 1100;

function deckWith(src: string, themeId = 'clean-blue'): DeckDocument {
  const image: ImageElement = { type: 'image', id: 'pic', x: 60, y: 100, w: 300, h: 380, src };
  return {
    version: DECK_VERSION,
    title: 'Illustrated',
    themeId,
    page: { width: 960, height: 540 },
    slides: [{ id: 's1', layout: 'content', notes: '', elements: [image] }],
  } as DeckDocument;
}

describe('illustration srcs', () => {
  it('name a known scene and a seed, nothing else', () => {
    expect(illustrationOf('illustration:team:0')).toEqual({ scene: 'team', seed: 0 });
    expect(illustrationOf('illustration:city:9999')).toEqual({ scene: 'city', seed: 9999 });
    for (const bad of [
      'illustration:team:10000',
      'illustration:team:01',
      'illustration:team:-1',
      'illustration:rocket:1',
      'illustration:team',
      'illustration:team:1/../../etc/passwd',
      'https://example.com/a.png',
      '/etc/passwd',
      'data:image/svg+xml,<svg/>',
    ])
      expect(illustrationOf(bad), bad).toBeNull();
    expect(illustrationSrc({ scene: 'ideas', seed: 123456 })).toBe('illustration:ideas:3456');
  });

  it('are image sources the deck schema takes, as attachments are', () => {
    expect(deckSchema.safeParse(deckWith(SRC)).success).toBe(true);
    expect(deckSchema.safeParse(deckWith('illustration:growth:x')).success).toBe(false);
    expect(deckSchema.safeParse(deckWith('https://example.com/a.png')).success).toBe(false);
  });
});

describe('illustrationSvg', () => {
  it('draws each scene in the theme, the same every time, with no text and no outside reference', () => {
    const drawings = ILLUSTRATION_SCENES.map((scene) => {
      const svg = illustrationSvg(`illustration:${scene}:7`, BLUE)!;
      expect(svg).toBe(illustrationSvg(`illustration:${scene}:7`, BLUE));
      expect(svg).toContain(`#${BLUE.palette.primary}`);
      expect(svg).toContain('<linearGradient');
      expect(svg).not.toMatch(/<text|<image|href=|xlink/);
      return svg;
    });
    expect(new Set(drawings).size).toBe(ILLUSTRATION_SCENES.length);
  });

  it('changes with the seed and the theme', () => {
    expect(illustrationSvg('illustration:city:1', BLUE)).not.toBe(
      illustrationSvg('illustration:city:2', BLUE),
    );
    const red = illustrationSvg(SRC, RED)!;
    expect(red).not.toBe(illustrationSvg(SRC, BLUE));
    expect(red).toContain(`#${RED.palette.primary}`);
  });

  it('is undefined for anything that is not an illustration', () => {
    expect(
      illustrationSvg('attachment:00000000-0000-4000-8000-000000000001', BLUE),
    ).toBeUndefined();
    expect(illustrationHref('https://example.com/x.svg', BLUE)).toBeUndefined();
    expect(illustrationHref(SRC, BLUE)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

describe('illustrationFor', () => {
  it('picks the scene from the heading first, then the points, else the abstract one', () => {
    const scene = (src: string) => illustrationOf(src)?.scene;
    expect(scene(illustrationFor('团队协作', ['数据安全'], 0))).toBe('team');
    expect(scene(illustrationFor('工作回顾', ['营收增长 30%'], 0))).toBe('growth');
    expect(scene(illustrationFor('预算与成本', [], 0))).toBe('finance');
    expect(scene(illustrationFor('Our campus library', ['reading and courses'], 0))).toBe(
      'education',
    );
    expect(scene(illustrationFor('第三部分', ['其他'], 0))).toBe('abstract');
  });

  it('is seeded by the text and the position', () => {
    expect(illustrationFor('团队协作', [], 0)).toBe(illustrationFor('团队协作', [], 0));
    expect(illustrationFor('团队协作', [], 0)).not.toBe(illustrationFor('团队协作', [], 1));
  });
});

describe('illustrations in the writers', () => {
  it('are square PNGs of the size asked for (ILLUSTRATION_SIZE by default), cached by src, theme and size', async () => {
    const png = (await illustrationPngAsync(SRC, BLUE))!;
    expect(png.mime).toBe('image/png');
    const decoded = PNG.sync.read(Buffer.from(png.bytes));
    expect([decoded.width, decoded.height]).toEqual([
      ILLUSTRATION_SIZE.width,
      ILLUSTRATION_SIZE.height,
    ]);
    expect(await illustrationPngAsync(SRC, BLUE)).toBe(png);
    expect(await illustrationPngAsync(SRC, RED)).not.toBe(png);
    const larger = (await illustrationPngAsync(SRC, BLUE, 1200))!;
    expect([larger.width, larger.height]).toEqual([1200, 1200]);
    expect(PNG.sync.read(Buffer.from(larger.bytes)).width).toBe(1200);
  });

  it('are drawn at 200 dpi or more across the part their frame shows', () => {
    // A square covering a frame shows its whole height (or width) along the frame's longer side.
    expect(illustrationSide({ w: 360, h: 540 })).toBe(1500); // beside a cover's title
    expect(illustrationSide({ w: 300, h: 358 })).toBe(1000); // a picture-and-text panel
    expect(illustrationSide({ w: 300, h: 380 })).toBe(SIDE);
    expect(illustrationSide({ w: 540, h: 360 })).toBe(1500);
    // A crop shows a part of the square: the whole square is larger than the frame.
    expect(
      illustrationSide({
        w: 300,
        h: 300,
        crop: { left: 0.25, top: 0.25, right: 0.25, bottom: 0.25 },
      }),
    ).toBe(1700);
    expect(illustrationSide({ w: 40, h: 40 })).toBe(400);
    expect(
      illustrationSide({ w: 960, h: 540, crop: { left: 0.45, top: 0, right: 0.45, bottom: 0 } }),
    ).toBe(2400);
    for (const frame of [
      { w: 360, h: 540 },
      { w: 300, h: 358 },
      { w: 123, h: 457 },
      { w: 640, h: 480 },
    ]) {
      const side = illustrationSide(frame);
      const { place } = fitImage({ x: 0, y: 0, ...frame }, { width: side, height: side });
      expect(side / (place.h / 72), JSON.stringify(frame)).toBeGreaterThanOrEqual(200);
    }
  });

  it('are drawn for each src at the size of its largest frame', async () => {
    const deck = deckWith(SRC);
    const small = { ...(deck.slides[0]!.elements[0] as ImageElement), id: 'small', w: 100, h: 100 };
    deck.slides[0]!.elements.push(small);
    const drawn = await drawIllustrations(deck, new Map());
    expect(drawn.get(SRC)).toBe(await illustrationPngAsync(SRC, BLUE, SIDE));
    // One slide's writer draws what that slide needs.
    expect((await drawIllustrations(deck, new Map(), 0)).get(SRC)).toBe(drawn.get(SRC));
  });

  it('are opaque palette PNGs that look like the drawing, at a fraction of its RGB bytes', async () => {
    const png = (await illustrationPngAsync(SRC, BLUE, SIDE))!;
    const bytes = Buffer.from(png.bytes);
    // IHDR: bit depth 8, colour type 3 (palette); no tRNS chunk, so nothing is transparent.
    expect([bytes[24], bytes[25]]).toEqual([8, 3]);
    expect(bytes.includes(Buffer.from('tRNS'))).toBe(false);
    const drawing = new Resvg(illustrationSvg(SRC, BLUE)!, {
      fitTo: { mode: 'width', value: SIDE },
      font: { loadSystemFonts: false, fontFiles: [] },
    }).render();
    const expected = drawing.pixels;
    const { data } = PNG.sync.read(bytes);
    let total = 0;
    let worst = 0;
    for (let i = 0; i < data.length; i += 4)
      for (let c = 0; c < 3; c++) {
        const diff = Math.abs(data[i + c]! - expected[i + c]!);
        total += diff;
        worst = Math.max(worst, diff);
      }
    // On average within one level per channel; no pixel far off (flat colours, soft gradients).
    expect(total / ((data.length / 4) * 3)).toBeLessThan(1.5);
    expect(worst).toBeLessThan(48);
    const rgb = PNG.sync.write(PNG.sync.read(bytes), { colorType: 2 });
    expect(bytes.length).toBeLessThan(rgb.length * 0.6);
  });

  it('are loaded by loadDeckImages without asking the source, which keeps attachments', async () => {
    const source = vi.fn(async () => undefined);
    const images = await loadDeckImages(deckWith(SRC), source);
    expect(source).not.toHaveBeenCalled();
    // The same picture the writers draw for this frame, from the cache.
    expect(images.get(SRC)).toBe(await illustrationPngAsync(SRC, BLUE, SIDE));
  });

  it('are drawn in the current theme after a re-theme, the src unchanged', async () => {
    const deck = deckWith(SRC);
    const loaded = await drawIllustrations(deck, new Map());
    const red = rethemeDeck(deck, 'gov-red');
    expect((red.slides[0]!.elements[0] as ImageElement).src).toBe(SRC);
    // Pictures loaded for the old theme are drawn again in the new one.
    expect((await drawIllustrations(red, loaded)).get(SRC)).toBe(
      await illustrationPngAsync(SRC, RED, SIDE),
    );
  });

  it('fill their frame in the scene with no pictures given (the browser draws the SVG)', () => {
    const [picture] = sceneAt(deckWith(SRC), 0).primitives;
    expect(picture).toMatchObject({ kind: 'image', src: SRC, x: 60, w: 300 });
    // The SVG writer inlines it when its caller has no address for it.
    expect(renderSlideSvg(deckWith(SRC), 0)).toContain(`href="${illustrationHref(SRC, BLUE)}"`);
  });

  it('are real pictures in the PPTX, cropped to the frame, the PNG in ppt/media', async () => {
    const zip = await JSZip.loadAsync(await writePptx(deckWith(SRC)));
    const media = Object.keys(zip.files).filter(
      (name) => name.startsWith('ppt/media/') && !zip.files[name]!.dir,
    );
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/\.png$/);
    const bytes = await zip.file(media[0]!)!.async('uint8array');
    const drawn = (await illustrationPngAsync(SRC, BLUE, SIDE))!;
    expect(Buffer.from(bytes).equals(Buffer.from(drawn.bytes))).toBe(true);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const pic = /<p:pic>[\s\S]*?<\/p:pic>/.exec(xml)?.[0] ?? '';
    expect(pic).toContain('name="pic"');
    // A square picture in a 300 x 380 frame: its sides are cut evenly, never stretched.
    expect(pic).toMatch(/<a:srcRect l="(\d+)" r="\1" t="0" b="0"\/>/);
  });

  it('are embedded in the PDF as opaque palette pictures (pdfkit takes them as they are)', async () => {
    const pdf = (await writePdf(deckWith(SRC))).toString('latin1');
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/ColorSpace \[\/Indexed \/DeviceRGB 255 /);
    expect(pdf).not.toMatch(/\/SMask/);
  });

  it('draw in the PNG writer', () => {
    const png = PNG.sync.read(renderSlidePng(deckWith(SRC), 0, { width: 960 }));
    const at = (x: number, y: number) => (y * png.width + x) * 4;
    // Inside the frame the illustration, not the grey placeholder (E5E7EB).
    const { data } = png;
    const inside = at(210, 300);
    expect([data[inside], data[inside + 1], data[inside + 2]]).not.toEqual([0xe5, 0xe7, 0xeb]);
  });

  it('look different in every theme', () => {
    const drawings = new Set(listThemes().map((theme) => illustrationSvg(SRC, theme)));
    expect(drawings.size).toBe(listThemes().length);
  });
});
