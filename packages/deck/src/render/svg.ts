import { cssFontFamily } from '../fonts/families.js';
import { illustrationHref } from '../illustrations/svg.js';
import type { DeckDocument } from '../model.js';
import { getTheme } from '../themes.js';
import type { PositionedSpan } from '../text/layout.js';
import { placeholderPrimitive } from './image.js';
import {
  mirrorMatrix,
  type ImagePrimitive,
  type Paint,
  type Primitive,
  type SlideScene,
  type Stroke,
} from './primitives.js';
import { sceneAt, type SceneOptions } from './scene.js';

/**
 * Self-contained SVG of a slide on a viewBox of the page size in points (960 x 540). Text is
 * drawn line by line at the positions of the shared text layout, so no viewer re-wraps it.
 * Needs no font file, so it runs in a browser; drawing text as glyph outlines instead (for
 * rasterising, see png.ts) takes the node-only outliner of glyphs.ts.
 */
const n = (value: number) => Number(value.toFixed(2));

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function fillAttributes(fill: Paint | undefined): string {
  if (!fill) return ' fill="none"';
  const opacity = fill.opacity < 1 ? ` fill-opacity="${n(fill.opacity)}"` : '';
  return ` fill="#${fill.color}"${opacity}`;
}

function strokeAttributes(stroke: Stroke | undefined): string {
  if (!stroke) return '';
  const joins = stroke.round ? ' stroke-linecap="round" stroke-linejoin="round"' : '';
  const dash = stroke.dash ? ` stroke-dasharray="${stroke.dash.map(n).join(' ')}"` : '';
  return ` stroke="#${stroke.color}" stroke-width="${n(stroke.width)}"${joins}${dash}`;
}

/**
 * The picture over its place, clipped to its frame. The clip's id is made of the frame, so
 * equal ids always hold equal clips: an editor may put many slides' SVG in one page.
 */
function imageSvg(primitive: ImagePrimitive, options: SvgOptions): string {
  const href = options.imageHref?.(primitive.src);
  if (!href)
    return primitive.backdrop ? '' : primitiveSvg(placeholderPrimitive(primitive), options);
  const { x, y, w, h, place } = primitive;
  const clip = `image-clip_${[x, y, w, h].map(n).join('_')}`;
  return (
    `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>` +
    `<image href="${escapeXml(href)}" x="${n(place.x)}" y="${n(place.y)}" width="${n(place.w)}" ` +
    `height="${n(place.h)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`
  );
}

/** Whitespace a viewer would drop or collapse in a `<text>`: at its ends, or two in a row. */
const EDGE_OR_DOUBLE_SPACE = /^\s|\s$|\s\s/;
function primitiveSvg(primitive: Primitive, options: SvgOptions): string {
  switch (primitive.kind) {
    case 'rect': {
      const { x, y, w, h, radius } = primitive;
      const corner = radius > 0 ? ` rx="${n(radius)}"` : '';
      const paint = fillAttributes(primitive.fill) + strokeAttributes(primitive.stroke);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${corner}${paint}/>`;
    }
    case 'ellipse': {
      const { cx, cy, rx, ry } = primitive;
      const paint = fillAttributes(primitive.fill) + strokeAttributes(primitive.stroke);
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${paint}/>`;
    }
    case 'path': {
      const { transform, stroke } = primitive;
      if (transform) {
        // Icons: the stroke width is in page points, so undo the scale for it.
        const scaled = stroke ? { ...stroke, width: stroke.width / transform.scale } : undefined;
        const paint = fillAttributes(primitive.fill) + strokeAttributes(scaled);
        const matrix = `translate(${n(transform.x)} ${n(transform.y)}) scale(${n(transform.scale)})`;
        return `<path transform="${matrix}" d="${primitive.d}"${paint}/>`;
      }
      const paint = fillAttributes(primitive.fill) + strokeAttributes(stroke);
      return `<path d="${primitive.d}"${paint}/>`;
    }
    case 'text': {
      const { span } = primitive;
      if (options.glyphs) return options.glyphs.span(span);
      const weight = span.bold ? ' font-weight="700"' : '';
      // The viewer slants the face itself when it has no italic (the shipped fonts have none).
      const style = span.italic ? ' font-style="italic"' : '';
      // The engine's advance width: a viewer drawing with another installed face (no bundled
      // font in the browser) still fills exactly the line the engine laid out.
      const length =
        span.width > 0 && [...span.text].length > 1
          ? ` textLength="${n(span.width)}" lengthAdjust="spacingAndGlyphs"`
          : '';
      // A run's own spaces (" and " between a bold and an italic word) are kept: by default a
      // viewer strips them and stretches the rest over textLength, running the words together.
      const spaces = EDGE_OR_DOUBLE_SPACE.test(span.text) ? ' xml:space="preserve"' : '';
      return (
        `<text x="${n(span.x)}" y="${n(span.baseline)}" font-family="${escapeXml(cssFontFamily(span.font))}" ` +
        `font-size="${n(span.size)}"${weight}${style}${length}${spaces} fill="#${span.color}">${escapeXml(span.text)}</text>`
      );
    }
    case 'image':
      return imageSvg(primitive, options);
    case 'rotate': {
      const { angle, cx, cy, primitives } = primitive;
      const children = primitives.map((child) => primitiveSvg(child, options)).join('');
      return `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${children}</g>`;
    }
    case 'mirror': {
      const children = primitive.primitives.map((child) => primitiveSvg(child, options)).join('');
      return `<g transform="matrix(${mirrorMatrix(primitive).map(n).join(' ')})">${children}</g>`;
    }
  }
}

/**
 * Draws text spans as glyph outlines instead of `<text>` (for rasterising: exact, and
 * independent of the viewer's fonts). The preview keeps `<text>`, selectable.
 */
export interface GlyphOutliner {
  /** A group of `<use>` glyphs drawing the span ('' when it has no visible glyph). */
  span(span: PositionedSpan): string;
  /** The `<path>` definitions of every glyph used so far, for `<defs>`. */
  defs(): string;
}

export interface SvgOptions {
  /** Text as glyph outlines (rasterising) instead of `<text>`. */
  glyphs?: GlyphOutliner;
  /**
   * The address of each picture by src: a data: URI to rasterise (png.ts), the attachment's
   * signed link in a browser. A picture without one is drawn as a placeholder.
   */
  imageHref?: (src: string) => string | undefined;
}

export function sceneToSvg(scene: SlideScene, options: SvgOptions = {}): string {
  const { width, height } = scene;
  const body = scene.primitives.map((primitive) => primitiveSvg(primitive, options)).join('');
  const { glyphs } = options;
  const defs = glyphs ? `<defs>${glyphs.defs()}</defs>` : '';
  const links = glyphs ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${links} viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `${defs}<rect width="${width}" height="${height}" fill="#${scene.background}"/>` +
    `<g xml:space="preserve">${body}</g></svg>`
  );
}

/** SVG of slide `index` (0-based); illustrations the caller has no address for are inline. */
export function renderSlideSvg(
  deck: DeckDocument,
  index: number,
  options: SceneOptions & SvgOptions = {},
): string {
  const imageHref = (src: string) =>
    options.imageHref?.(src) ?? illustrationHref(src, getTheme(deck.themeId));
  return sceneToSvg(sceneAt(deck, index, options), { ...options, imageHref });
}

export function renderDeckSvg(
  deck: DeckDocument,
  options: SceneOptions & SvgOptions = {},
): string[] {
  return deck.slides.map((_, index) => renderSlideSvg(deck, index, options));
}
