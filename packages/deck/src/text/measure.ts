import { loadFont, type RenderFontKey } from '../fonts/registry.js';

/**
 * Measures text for layout. Layouts and the shared text layout only talk to this interface, so
 * the estimate (text-fit.ts) and the font-metric measurer below are interchangeable.
 */
export interface TextMeasurer {
  /**
   * Advance width in points of `text` on one line at font size `size` (points), in the render
   * font `font` ('sans' when omitted).
   */
  measure(text: string, size: number, bold: boolean, font?: RenderFontKey): number;
}

/** Advance widths in em of every character seen so far, per font file. */
const advanceCache = new Map<string, Map<number, number>>();

function advancesOf(font: RenderFontKey, bold: boolean): Map<number, number> {
  const key = `${font}:${bold ? 'b' : 'r'}`;
  let advances = advanceCache.get(key);
  if (!advances) {
    advances = new Map();
    advanceCache.set(key, advances);
  }
  return advances;
}

/** Advance of one code point in em, from the font file (cached). */
export function advanceEm(codePoint: number, font: RenderFontKey, bold: boolean): number {
  const advances = advancesOf(font, bold);
  let em = advances.get(codePoint);
  if (em === undefined) {
    const face = loadFont(font, bold);
    em = face.glyphForCodePoint(codePoint).advanceWidth / face.unitsPerEm;
    advances.set(codePoint, em);
  }
  return em;
}

/**
 * Real advance widths from the TTFs the renderers embed (no kerning, which CJK text does not
 * use and which only narrows Latin text). The default measurer of the engine.
 */
export const fontMeasurer: TextMeasurer = {
  measure(text, size, bold, font = 'sans') {
    let ems = 0;
    for (let index = 0; index < text.length; index++) {
      const codePoint = text.codePointAt(index) ?? 0;
      if (codePoint > 0xffff) index++;
      ems += advanceEm(codePoint, font, bold);
    }
    return ems * size;
  },
};
