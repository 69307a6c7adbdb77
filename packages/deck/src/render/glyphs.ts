import { loadFont, type RenderFontKey } from '../fonts/registry.js';
import { advanceEm } from '../text/measure.js';
import { ITALIC_SLANT } from './primitives.js';
import type { GlyphOutliner } from './svg.js';

/**
 * Text as glyph outlines for the PNG path: resvg re-reads a font file for every glyph it
 * draws (about 2 ms per glyph with a 10 MB CJK face), so the PNG writer hands it outlines from
 * fontkit instead, cached per glyph, placed at exactly the advances the layout measured.
 */
interface Glyph {
  id: string;
  d: string;
}

const glyphCache = new Map<string, Glyph | null>();

function glyphOf(font: RenderFontKey, bold: boolean, codePoint: number): Glyph | null {
  const key = `${font}${bold ? 'b' : 'r'}${codePoint}`;
  let glyph = glyphCache.get(key);
  if (glyph === undefined) {
    const face = loadFont(font, bold);
    const d = face.glyphForCodePoint(codePoint).path.toSVG();
    glyph = d ? { id: `g${key}`, d } : null;
    glyphCache.set(key, glyph);
  }
  return glyph;
}

const n = (value: number) => Number(value.toFixed(2));

export function createGlyphOutliner(): GlyphOutliner {
  const used = new Map<string, string>();
  return {
    span(span) {
      const scale = span.size / loadFont(span.font, span.bold).unitsPerEm;
      const glyphs: string[] = [];
      let advance = 0;
      for (const char of span.text) {
        const codePoint = char.codePointAt(0) ?? 0;
        const glyph = glyphOf(span.font, span.bold, codePoint);
        if (glyph) {
          used.set(glyph.id, glyph.d);
          glyphs.push(`<use href="#${glyph.id}" x="${n(advance / scale)}"/>`);
        }
        advance += advanceEm(codePoint, span.font, span.bold) * span.size;
      }
      if (glyphs.length === 0) return '';
      const s = Number(scale.toFixed(6));
      // An italic span leans right: x moves by the slant per unit of height above the baseline.
      const skew = span.italic ? Number((scale * ITALIC_SLANT).toFixed(6)) : 0;
      const matrix = `matrix(${s} 0 ${skew} ${-s} ${n(span.x)} ${n(span.baseline)})`;
      return `<g transform="${matrix}" fill="#${span.color}">${glyphs.join('')}</g>`;
    },
    defs() {
      return [...used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('');
    },
  };
}
