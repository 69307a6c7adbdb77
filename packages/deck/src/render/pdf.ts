import PDFDocument from 'pdfkit';
import { loadFont, type RenderFontKey } from '../fonts/registry.js';
import { drawIllustrations } from '../illustrations/png.js';
import type { DeckImages } from '../images.js';
import type { DeckDocument } from '../model.js';
import { placeholderPrimitive } from './image.js';
import { documentFace } from './pdf-face.js';
import {
  ITALIC_SLANT,
  mirrorMatrix,
  type EllipsePrimitive,
  type ImagePrimitive,
  type PathPrimitive,
  type Primitive,
  type RectPrimitive,
  type SlideScene,
  type Stroke,
} from './primitives.js';
import { slideScene } from './scene.js';

/**
 * Vector PDF of a deck: one page per slide at the page size in points, the same primitives as
 * the SVG at the same positions, and text as real text in the bundled fonts, subset-embedded by
 * pdfkit, so Chinese stays selectable and searchable. Pictures are embedded once each and
 * clipped to their frames.
 */
type Pdf = InstanceType<typeof PDFDocument>;

/** pdfkit's oblique is an angle in degrees; the writers' slant is a ratio (primitives.ts). */
const OBLIQUE_DEGREES = (Math.atan(ITALIC_SLANT) * 180) / Math.PI;

function fontName(font: RenderFontKey, bold: boolean): string {
  return `${font}-${bold ? 'bold' : 'regular'}`;
}

/**
 * pdfkit 0.20 also takes an already parsed fontkit font (PDFFontFactory.open accepts any source
 * with a `layout` method), which its types omit. Handing it a view of the engine's cached faces
 * saves re-parsing a 10 MB CJK font for every document; the view's glyphs are the document's
 * own, so its text copies as it was written (documentFace).
 */
function parsedFont(font: RenderFontKey, bold: boolean): Buffer {
  return documentFace(loadFont(font, bold)) as unknown as Buffer;
}

/** What one document keeps across pages: fonts registered, pictures embedded. */
interface PdfState {
  fonts: Set<string>;
  images: DeckImages;
  /** pdfkit's opened pictures by src, each embedded once however often it is drawn. */
  opened: Map<string, PdfImage | null>;
}

/** pdfkit's opened image; `image()` takes one as its source, which its types omit. */
type PdfImage = { width: number; height: number };

function openImage(pdf: Pdf, state: PdfState, src: string): PdfImage | null {
  let opened = state.opened.get(src);
  if (opened === undefined) {
    const image = state.images.get(src);
    try {
      const bytes =
        image && Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
      opened = bytes
        ? (pdf as unknown as { openImage(src: Buffer): PdfImage }).openImage(bytes)
        : null;
    } catch {
      // Bytes pdfkit cannot read: drawn as a placeholder, like a missing picture.
      opened = null;
    }
    state.opened.set(src, opened);
  }
  return opened;
}

function useFont(pdf: Pdf, registered: Set<string>, font: RenderFontKey, bold: boolean): void {
  const name = fontName(font, bold);
  if (!registered.has(name)) {
    pdf.registerFont(name, parsedFont(font, bold));
    registered.add(name);
  }
  pdf.font(name);
}

/** pdfkit's dash also takes a pattern of dash and gap lengths, which its types omit. */
function setDash(pdf: Pdf, pattern: number[]): void {
  (pdf as unknown as { dash(pattern: number[], options: object): Pdf }).dash(pattern, {});
}

function applyStroke(pdf: Pdf, stroke: Stroke, width = stroke.width): void {
  pdf.lineWidth(width).strokeColor(`#${stroke.color}`);
  pdf.lineCap(stroke.round ? 'round' : 'butt').lineJoin(stroke.round ? 'round' : 'miter');
  if (stroke.dash)
    setDash(
      pdf,
      stroke.dash.map((length) => (length * width) / stroke.width),
    );
}

/** Fills and/or strokes the current path. */
function paint(
  pdf: Pdf,
  primitive: RectPrimitive | EllipsePrimitive | PathPrimitive,
  strokeWidth?: number,
) {
  const { fill, stroke } = primitive;
  if (stroke) applyStroke(pdf, stroke, strokeWidth);
  if (fill) pdf.fillColor(`#${fill.color}`).fillOpacity(fill.opacity);
  if (fill && stroke) pdf.fillAndStroke();
  else if (fill) pdf.fill();
  else if (stroke) pdf.stroke();
  // The dash is graphics state: the next outline starts solid.
  if (stroke?.dash) pdf.undash();
}

/** The picture over its place, clipped to its frame. */
function drawImage(pdf: Pdf, primitive: ImagePrimitive, state: PdfState): void {
  const image = openImage(pdf, state, primitive.src);
  if (!image) {
    if (!primitive.backdrop) drawPrimitive(pdf, placeholderPrimitive(primitive), state);
    return;
  }
  const { x, y, w, h, place } = primitive;
  pdf.save().rect(x, y, w, h).clip();
  pdf.image(image as unknown as Buffer, place.x, place.y, { width: place.w, height: place.h });
  pdf.restore();
}

function drawPrimitive(pdf: Pdf, primitive: Primitive, state: PdfState): void {
  switch (primitive.kind) {
    case 'rect':
      if (primitive.radius > 0) {
        pdf.roundedRect(primitive.x, primitive.y, primitive.w, primitive.h, primitive.radius);
      } else pdf.rect(primitive.x, primitive.y, primitive.w, primitive.h);
      paint(pdf, primitive);
      return;
    case 'ellipse':
      pdf.ellipse(primitive.cx, primitive.cy, primitive.rx, primitive.ry);
      paint(pdf, primitive);
      return;
    case 'path': {
      const { transform } = primitive;
      if (!transform) {
        pdf.path(primitive.d);
        paint(pdf, primitive);
        return;
      }
      pdf.save().translate(transform.x, transform.y).scale(transform.scale);
      pdf.path(primitive.d);
      paint(pdf, primitive, (primitive.stroke?.width ?? 0) / transform.scale);
      pdf.restore();
      return;
    }
    case 'text': {
      const { span } = primitive;
      useFont(pdf, state.fonts, span.font, span.bold);
      pdf.fontSize(span.size).fillColor(`#${span.color}`).fillOpacity(1);
      const slant = span.italic ? { oblique: OBLIQUE_DEGREES } : {};
      pdf.text(span.text, span.x, span.baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...slant,
      });
      return;
    }
    case 'image':
      drawImage(pdf, primitive, state);
      return;
    case 'rotate': {
      // pdfkit's y axis points down like the page's, so a positive angle turns clockwise.
      pdf.save().rotate(primitive.angle, { origin: [primitive.cx, primitive.cy] });
      for (const child of primitive.primitives) drawPrimitive(pdf, child, state);
      pdf.restore();
      return;
    }
    case 'mirror': {
      const [a, b, c, d, e, f] = mirrorMatrix(primitive) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      pdf.save().transform(a, b, c, d, e, f);
      for (const child of primitive.primitives) drawPrimitive(pdf, child, state);
      pdf.restore();
      return;
    }
  }
}

function drawScene(pdf: Pdf, scene: SlideScene, state: PdfState): void {
  pdf.addPage({ size: [scene.width, scene.height], margin: 0 });
  pdf.rect(0, 0, scene.width, scene.height).fillColor(`#${scene.background}`).fillOpacity(1).fill();
  for (const primitive of scene.primitives) drawPrimitive(pdf, primitive, state);
}

export interface PdfOptions {
  /** The deck's pictures (loadDeckImages); one missing is drawn as a placeholder. */
  images?: DeckImages;
}

export async function writePdf(deck: DeckDocument, options: PdfOptions = {}): Promise<Buffer> {
  const images = await drawIllustrations(deck, options.images ?? new Map());
  const pdf = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: deck.title, Author: 'SlideCraft', Creator: 'SlideCraft' },
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const state: PdfState = { fonts: new Set(), images, opened: new Map() };
  deck.slides.forEach((slide, index) =>
    drawScene(pdf, slideScene(deck, slide, index, { images }), state),
  );
  pdf.end();
  return done;
}
