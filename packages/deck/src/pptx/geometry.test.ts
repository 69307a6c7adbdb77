import { parseOutline } from '@slidecraft/contract/outline';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DeckImages } from '../images.js';
import type { DeckDocument, IconElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { writePptx } from '../pptx.js';
import { galleryDeck } from '../testing/gallery-deck.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { listThemes } from '../themes.js';
import { iconPoints } from './icon.js';
import { withSmallPictures } from './v4-deck-fixtures.js';

const EMU_PER_POINT = 12700;

async function slideXml(deck: DeckDocument, images?: DeckImages): Promise<string[]> {
  const zip = await JSZip.loadAsync(await writePptx(deck, images ? { images } : {}));
  return Promise.all(
    deck.slides.map((_, i) => zip.file(`ppt/slides/slide${i + 1}.xml`)!.async('string')),
  );
}

/** The offset and extent in EMU of the shape or frame named `id`. */
function frameOf(xml: string, id: string) {
  const at = xml.indexOf(`name="${id}"`);
  if (at < 0) return undefined;
  const rest = xml.slice(at);
  const off = /<a:off x="(-?\d+)" y="(-?\d+)"\/>/.exec(rest);
  const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(rest);
  return off && ext ? [off[1], off[2], ext[1], ext[2]].map(Number) : undefined;
}

async function expectFramesMatch(deck: DeckDocument, images?: DeckImages) {
  const slides = await slideXml(deck, images);
  deck.slides.forEach((slide, index) => {
    for (const element of slide.elements) {
      const frame = frameOf(slides[index]!, element.id);
      expect(frame, `${element.id} on slide ${index + 1}`).toBeDefined();
      const expected = [element.x, element.y, element.w, element.h].map((v) => v * EMU_PER_POINT);
      frame!.forEach((emu, i) =>
        expect(Math.abs(emu - expected[i]!), element.id).toBeLessThanOrEqual(1),
      );
    }
  });
  return slides;
}

describe('PPTX geometry', () => {
  it('writes every element of the gallery at its model frame, natively', async () => {
    const slides = await expectFramesMatch(galleryDeck());
    expect(slides[0]).toContain(
      '<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 20000"/>',
    );
    expect(slides[0]).toContain('<a:prstGeom prst="triangle">');
    expect(slides[0]).toContain('<a:prstGeom prst="chevron">');
    expect(slides[0]).toContain('<a:custGeom>');
    expect(slides[0]).not.toContain('<p:pic>');
    expect(slides[1]).toContain('<a:tbl>');
    expect(slides[1]).toContain('<a:gridCol w="2286000"/>');
    expect(slides[1]).toContain('<a:tr h="635000">');
    expect(slides[1]!.match(/<c:chart /g)).toHaveLength(3);
  });

  it('names the East Asian face on every run, table cells included', async () => {
    const slides = await slideXml(galleryDeck());
    const runs = slides.flatMap((xml) => xml.match(/<a:rPr\b[^>]*>[\s\S]*?<\/a:rPr>/g) ?? []);
    expect(runs.length).toBeGreaterThan(12);
    for (const run of runs) expect(run).toContain('<a:ea typeface="Microsoft YaHei"');
    expect(slides.join('')).not.toContain('slidecraft-font-');
  });

  // The illustrations' frames with a small picture in them: drawing the decks' ~70 illustrations
  // would take a minute and tell nothing about frames (illustrations.test.ts draws them).
  it('writes the sample deck of every theme at its model frames', async () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    for (const theme of listThemes()) {
      const laidOut = outlineToDeck(outline, { themeId: theme.id });
      expect(JSON.stringify(laidOut)).toContain('illustration:');
      const { deck, images } = withSmallPictures(laidOut);
      await expectFramesMatch(deck, images);
    }
  }, 60_000);
});

describe('PPTX icon geometry', () => {
  it('shares the points of equal icons and keeps them relative to each frame', () => {
    const element: IconElement = {
      type: 'icon',
      id: 'a',
      name: 'check',
      x: 10,
      y: 20,
      w: 48,
      h: 48,
      color: '000000',
    };
    expect(iconPoints({ ...element, id: 'b', x: 500, y: 300 })).toBe(iconPoints(element));
    const start = iconPoints(element)[0] as { x: number; y: number };
    const larger = iconPoints({ ...element, id: 'c', w: 96, h: 96 });
    expect(larger).not.toBe(iconPoints(element));
    expect(larger[0]).toMatchObject({ x: start.x * 2, y: start.y * 2 });
  });
});
