import { getIcon, iconPlacement } from '../icons.js';
import { illustrationOf } from '../image-src.js';
import type { ImageSize } from '../images.js';
import { ILLUSTRATION_SIZE } from '../illustrations/svg.js';
import type {
  DeckDocument,
  DeckElement,
  ImageElement,
  ShapeElement,
  Slide,
  TextElement,
} from '../model.js';
import { rotationDegrees } from '../rotation.js';
import { getTheme, type DeckTheme } from '../themes.js';
import { layoutTextElement } from '../text/layout.js';
import { SLIDE_NUMBER_BOX, slideNumberStyle } from '../layouts/footer.js';
import { chartPrimitives } from './chart.js';
import { fitImage, placeholderPrimitive } from './image.js';
import { solid, type Primitive, type SlideScene } from './primitives.js';
import { tablePrimitives } from './table.js';

const n = (value: number) => Number(value.toFixed(2));

/** Chevron notch as a share of the shorter side (PowerPoint's default adjust value, 50%). */
const CHEVRON_NOTCH = 0.5;

export { SLIDE_NUMBER_BOX } from '../layouts/footer.js';

export interface SceneOptions {
  /**
   * The pixel size of each picture by src: what fits it into its frame. A picture not in it
   * is drawn as a placeholder (the server passes its loaded DeckImages; a browser, the sizes
   * of the record's attachments).
   */
  images?: ReadonlyMap<string, ImageSize>;
}

function outline(shape: ShapeElement): string {
  const { x, y, w, h } = shape;
  if (shape.geometry === 'triangle') {
    return `M${n(x + w / 2)} ${n(y)} L${n(x + w)} ${n(y + h)} L${n(x)} ${n(y + h)} Z`;
  }
  if (shape.geometry === 'chevron') {
    const notch = Math.min(w, h) * CHEVRON_NOTCH;
    return (
      `M${n(x)} ${n(y)} L${n(x + w - notch)} ${n(y)} L${n(x + w)} ${n(y + h / 2)} ` +
      `L${n(x + w - notch)} ${n(y + h)} L${n(x)} ${n(y + h)} L${n(x + notch)} ${n(y + h / 2)} Z`
    );
  }
  return `M${n(x)} ${n(y)} L${n(x + w)} ${n(y + h)}`;
}

function shapePrimitive(shape: ShapeElement): Primitive {
  const fill = shape.fill ? solid(shape.fill.color, shape.fill.transparency) : undefined;
  const stroke = shape.line ? { color: shape.line.color, width: shape.line.width } : undefined;
  const paint = { ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) };
  const { x, y, w, h } = shape;
  switch (shape.geometry) {
    case 'rect':
    case 'roundRect': {
      const radius = shape.geometry === 'roundRect' ? Math.min(shape.radius ?? 0, w / 2, h / 2) : 0;
      return { kind: 'rect', x, y, w, h, radius, ...paint };
    }
    case 'ellipse':
      return { kind: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2, ...paint };
    case 'line':
      return { kind: 'path', d: outline(shape), ...(stroke ? { stroke } : {}) };
    default:
      return { kind: 'path', d: outline(shape), ...paint };
  }
}

function textPrimitives(element: TextElement, theme: DeckTheme): Primitive[] {
  return layoutTextElement(element, theme).spans.map((span) => ({ kind: 'text', span }));
}

function imagePrimitive(element: ImageElement, options: SceneOptions): Primitive {
  const size =
    options.images?.get(element.src) ??
    (illustrationOf(element.src) ? ILLUSTRATION_SIZE : undefined);
  if (!size) return placeholderPrimitive(element);
  const { src, x, y, w, h } = element;
  return { kind: 'image', src, x, y, w, h, place: fitImage(element, size).place };
}

function drawElement(element: DeckElement, theme: DeckTheme, options: SceneOptions): Primitive[] {
  switch (element.type) {
    case 'text':
      return textPrimitives(element, theme);
    case 'shape':
      return [shapePrimitive(element)];
    case 'icon': {
      const { x, y, scale, strokeWidth } = iconPlacement(element);
      const stroke = { color: element.color, width: strokeWidth, round: true };
      return [{ kind: 'path', d: getIcon(element.name), stroke, transform: { x, y, scale } }];
    }
    case 'table':
      return tablePrimitives(element, theme);
    case 'chart':
      return chartPrimitives(element, theme);
    case 'image':
      return [imagePrimitive(element, options)];
  }
}

/** An element's primitives, in a rotate group about its frame's centre when it is turned. */
function elementPrimitives(
  element: DeckElement,
  theme: DeckTheme,
  options: SceneOptions,
): Primitive[] {
  const primitives = drawElement(element, theme, options);
  const angle = 'rotate' in element ? rotationDegrees(element.rotate) : 0;
  if (angle === 0) return primitives;
  const { x, y, w, h } = element;
  return [{ kind: 'rotate', angle, cx: x + w / 2, cy: y + h / 2, primitives }];
}

/** The slide number in the footer, in the box where pptx/elements.ts puts the slide number field. */
export function slideNumberElement(number: number, theme: DeckTheme): TextElement {
  const { x, y, w, h, size } = SLIDE_NUMBER_BOX;
  const { color, bold } = slideNumberStyle(theme);
  return {
    type: 'text',
    id: 'slide-number',
    x,
    y,
    w,
    h,
    font: 'body',
    paragraphs: [{ runs: [{ text: String(number), size, color, bold }] }],
    align: 'right',
    valign: 'middle',
    lineHeight: 1.2,
    paragraphSpacing: 0,
    inset: 0,
  };
}

export function slideScene(
  deck: DeckDocument,
  slide: Slide,
  index: number,
  options: SceneOptions = {},
): SlideScene {
  const theme = getTheme(deck.themeId);
  const primitives = slide.elements.flatMap((element) =>
    elementPrimitives(element, theme, options),
  );
  if (slide.showSlideNumber)
    primitives.push(...textPrimitives(slideNumberElement(index + 1, theme), theme));
  return {
    width: deck.page.width,
    height: deck.page.height,
    background: slide.background?.color ?? theme.palette.background,
    primitives,
  };
}

/** The scene of slide `index` (0-based); an index outside the deck is a RangeError. */
export function sceneAt(deck: DeckDocument, index: number, options: SceneOptions = {}): SlideScene {
  const slide = deck.slides[index];
  if (!slide) throw new RangeError(`no slide ${index} in a deck of ${deck.slides.length}`);
  return slideScene(deck, slide, index, options);
}
