import type * as fontkit from 'fontkit';

/** What fontkit keeps on a face beyond its typings: its glyph objects and its layout engine. */
interface FaceInternals {
  _glyphs: Record<number, unknown>;
  _layoutEngine: object;
}

/**
 * One PDF document's view of a face the engine caches: the parsed tables, shared, but glyph
 * objects of its own. fontkit keeps one glyph object per glyph id on the face, with the code
 * points of the text that first asked for it; pdfkit writes the PDF's ToUnicode map (what copy,
 * search and screen readers read) from those code points. A glyph two code points share, such
 * as 人 and the Kangxi radical ⼈ (U+2F08), or a space and a no-break space, then copied as
 * whatever any earlier text of the process said, not what this deck says. The view starts
 * empty, so the first use within the document names the glyph; its layout engine is its own
 * (fontkit makes glyphs through the engine's face).
 */
export function documentFace(face: fontkit.Font): fontkit.Font {
  const view = Object.create(face) as fontkit.Font & FaceInternals;
  view._glyphs = {};
  const Engine = (face as unknown as FaceInternals)._layoutEngine.constructor as new (
    font: fontkit.Font,
  ) => object;
  Object.defineProperty(view, '_layoutEngine', { value: new Engine(view) });
  return view;
}
