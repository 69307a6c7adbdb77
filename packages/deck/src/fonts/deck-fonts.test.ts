import { parseOutline } from '@slidecraft/contract/outline';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DeckDocument, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { writePptx } from '../pptx.js';
import { writePdf } from '../render/pdf.js';
import { galleryDeck } from '../testing/gallery-deck.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { layoutTextElement } from '../text/layout.js';
import { fontMeasurer } from '../text/measure.js';
import { getTheme } from '../themes.js';
import { applyDeckFonts, deckFonts } from './deck-fonts.js';
import { SHIPPED_FONTS, shippedFont, shippedFontOfFace } from './families.js';

const brush = shippedFont('ma-shan-zheng')!;
const serif = shippedFont('noto-serif-sc')!;

function box(text: string, fontFace?: string): TextElement {
  return {
    type: 'text',
    id: 'box',
    x: 40,
    y: 40,
    w: 600,
    h: 120,
    font: 'body',
    paragraphs: [
      { runs: [{ text, size: 24, color: '111111', ...(fontFace ? { fontFace } : {}) }] },
    ],
    align: 'left',
    valign: 'top',
    lineHeight: 1.3,
    paragraphSpacing: 0,
    inset: 4,
  };
}

function withBox(element: TextElement): DeckDocument {
  const deck = galleryDeck();
  return { ...deck, slides: [{ ...deck.slides[0]!, elements: [element] }] };
}

describe('shipped fonts', () => {
  it('offers at least 8 licensed Chinese faces in every category', () => {
    expect(SHIPPED_FONTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SHIPPED_FONTS.map((font) => font.category))).toEqual(
      new Set(['sans', 'serif', 'rounded', 'handwriting', 'display']),
    );
    expect(new Set(SHIPPED_FONTS.map((font) => font.id)).size).toBe(SHIPPED_FONTS.length);
    expect(shippedFontOfFace('ma shan zheng')).toBe(brush);
    expect(shippedFontOfFace('Microsoft YaHei')).toBeUndefined();
  });

  it('lays a run out in the font it names, and a character that font lacks in the theme font', () => {
    const theme = getTheme(galleryDeck().themeId);
    const plain = layoutTextElement(box('年度总结'), theme).spans;
    expect(plain.map((span) => span.font)).toEqual([theme.fonts.body.render]);
    // Traditional 總 is outside GB 2312, which the brush face covers; simplified 总 is in it.
    const spans = layoutTextElement(box('年度總总结', brush.family), theme).spans;
    expect(spans.map((span) => [span.text, span.font])).toEqual([
      ['年度', 'mashanzheng'],
      ['總', theme.fonts.body.render],
      ['总结', 'mashanzheng'],
    ]);
  });

  it('names the picked font in the PPTX and embeds it in the PDF', async () => {
    const deck = withBox(box('马善政毛笔楷书', brush.family));
    const zip = await JSZip.loadAsync(await writePptx(deck));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide).toContain('<a:ea typeface="Ma Shan Zheng"');
    const pdf = (await writePdf(deck)).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+MaShanZheng-Regular/);
  });
});

describe('deck fonts', () => {
  const deck = outlineToDeck(parseOutline(SAMPLE_OUTLINE_TEXT), { measurer: fontMeasurer });

  it('sets a role everywhere, reads it back, and returns to the theme font', () => {
    expect(deckFonts(deck)).toEqual({ heading: null, body: null });
    const picked = applyDeckFonts(deck, { body: brush, heading: serif });
    expect(deckFonts(picked)).toEqual({ heading: serif, body: brush });
    const bodyRuns = picked.slides
      .flatMap((slide) => slide.elements)
      .flatMap((e) => (e.type === 'text' && e.font === 'body' ? e.paragraphs : []))
      .flatMap((p) => p.runs);
    expect(bodyRuns.length).toBeGreaterThan(0);
    expect(bodyRuns.every((run) => run.fontFace === 'Ma Shan Zheng')).toBe(true);
    const back = applyDeckFonts(picked, { body: null });
    expect(deckFonts(back)).toEqual({ heading: serif, body: null });
  });

  it('leaves a role it is not given alone', () => {
    const picked = applyDeckFonts(deck, { body: brush });
    expect(applyDeckFonts(picked, {})).toEqual(picked);
  });
});
