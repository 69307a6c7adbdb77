import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DECK_VERSION, type DeckDocument, type ImageElement } from '../model.js';
import { writePptx } from '../pptx.js';
import { writePdf } from './pdf.js';
import { renderSlideSvg } from './svg.js';

const PICTURE: ImageElement = {
  type: 'image',
  id: 'picture',
  x: 100,
  y: 80,
  w: 320,
  h: 180,
  src: 'attachment:0f8fad5b-d9cb-469f-a165-70867728950e',
};

function deckOf(...elements: ImageElement[]): DeckDocument {
  return {
    version: DECK_VERSION,
    title: 'pictures',
    themeId: 'clean-blue',
    page: { width: 960, height: 540 },
    slides: [{ id: 's1', layout: 'content', elements, notes: '' }],
  };
}

describe('a picture that is not available', () => {
  it('draws a light grey box in its frame in every writer, never throws', async () => {
    const deck = deckOf(PICTURE);
    expect(renderSlideSvg(deck, 0)).toContain(
      '<rect x="100" y="80" width="320" height="180" fill="#E5E7EB" stroke="#C4C9D0"',
    );
    const zip = await JSZip.loadAsync(await writePptx(deck));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide).not.toContain('<p:pic>');
    expect(slide).toMatch(/name="picture"[\s\S]*<a:srgbClr val="E5E7EB"\/>/);
    expect((await writePdf(deck)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
