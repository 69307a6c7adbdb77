import { faceAdvances } from '../fonts/advances.js';
import type { RenderFontKey } from '../fonts/families.js';
import type { FontRole } from '../model.js';

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
  /**
   * The render font a theme sets a font role in, for a measurer bound to a theme (the layouts'
   * measurer): text fitted for a role is measured in the font the writers draw it with.
   */
  fontOf?(role: FontRole): RenderFontKey;
}

/**
 * Advance of one code point in em, from the advance table generated from the font files (see
 * fonts/advances.ts): the same value fontkit reads from the file, without the file.
 */
export function advanceEm(codePoint: number, font: RenderFontKey, bold: boolean): number {
  const face = faceAdvances(font, bold);
  return face.advance(codePoint) / face.unitsPerEm;
}

/**
 * Real advance widths from the TTFs the renderers embed (no kerning, which CJK text does not
 * use and which only narrows Latin text). The default measurer of the engine.
 */
export const fontMeasurer: TextMeasurer = {
  measure(text, size, bold, font = 'sans') {
    const face = faceAdvances(font, bold);
    let ems = 0;
    for (let index = 0; index < text.length; index++) {
      const codePoint = text.codePointAt(index) ?? 0;
      if (codePoint > 0xffff) index++;
      ems += face.advance(codePoint) / face.unitsPerEm;
    }
    return ems * size;
  },
};
