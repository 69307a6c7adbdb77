import { brandKindOf } from '../brand/decor.js';
import { getIcon, iconPlacement } from '../icons.js';
import { illustrationOf } from '../image-src.js';
import type { ImageSize } from '../images.js';
import { ILLUSTRATION_SIZE } from '../illustrations/svg.js';
import type { DeckDocument, DeckElement, ImageElement, Slide, TextElement } from '../model.js';
import { rotationDegrees } from '../rotation.js';
import { getTheme, type DeckTheme } from '../themes.js';
import { SLIDE_NUMBER_BOX, slideNumberStyle } from '../layouts/footer.js';
import { chartPrimitives } from './chart.js';
import { fitImage, placeholderPrimitive } from './image.js';
import type { Primitive, SlideScene } from './primitives.js';
import { shapePrimitives } from './shape.js';
import { tablePrimitives } from './table.js';
import { textPrimitives } from './text.js';

export { SLIDE_NUMBER_BOX } from '../layouts/footer.js';

export interface SceneOptions {
  /**
   * The pixel size of each picture by src: what fits it into its frame. A picture not in it
   * is drawn as a placeholder (the server passes its loaded DeckImages; a browser, the sizes
   * of the record's attachments).
   */
  images?: ReadonlyMap<string, ImageSize>;
}

function imageSize(src: string, options: SceneOptions): ImageSize | undefined {
  return options.images?.get(src) ?? (illustrationOf(src) ? ILLUSTRATION_SIZE : undefined);
}

const imageFrame = ({ src, x, y, w, h }: ImageElement) => ({ src, x, y, w, h });

function imagePrimitive(element: ImageElement, options: SceneOptions): Primitive {
  const size = imageSize(element.src, options);
  const picture: Primitive = size
    ? { kind: 'image', ...imageFrame(element), place: fitImage(element, size).place }
    : placeholderPrimitive(element);
  if (!element.flipH && !element.flipV) return picture;
  const { x, y, w, h } = element;
  const [cx, cy] = [x + w / 2, y + h / 2];
  return { kind: 'mirror', h: !!element.flipH, v: !!element.flipV, cx, cy, primitives: [picture] };
}

/**
 * The background picture over the whole page, cut to the page's proportions like any picture;
 * none when its size is unknown (the background colour shows alone).
 */
function backgroundPrimitives(
  background: Slide['background'],
  page: DeckDocument['page'],
  options: SceneOptions,
): Primitive[] {
  const src = background?.image;
  const size = src === undefined ? undefined : imageSize(src, options);
  if (src === undefined || !size) return [];
  const frame = { x: 0, y: 0, w: page.width, h: page.height };
  const { place } = fitImage(frame, size);
  return [{ kind: 'image', src, ...frame, place, backdrop: true }];
}

function drawElement(element: DeckElement, theme: DeckTheme, options: SceneOptions): Primitive[] {
  switch (element.type) {
    case 'text':
      return textPrimitives(element, theme);
    case 'shape':
      return shapePrimitives(element, theme);
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
  // A brand theme's slide stands on its template layout: the layout's (or master's) background
  // unless the slide has its own, then the master's and layout's own shapes and pictures.
  const look = theme.brand?.looks[brandKindOf(slide)];
  const background = slide.background ?? look?.background;
  const primitives: Primitive[] = backgroundPrimitives(background, deck.page, options);
  for (const element of [...(look?.elements ?? []), ...slide.elements])
    primitives.push(...elementPrimitives(element, theme, options));
  if (slide.showSlideNumber)
    primitives.push(...textPrimitives(slideNumberElement(index + 1, theme), theme));
  return {
    width: deck.page.width,
    height: deck.page.height,
    background: background?.color ?? theme.palette.background,
    primitives,
  };
}

/** The scene of slide `index` (0-based); an index outside the deck is a RangeError. */
export function sceneAt(deck: DeckDocument, index: number, options: SceneOptions = {}): SlideScene {
  const slide = deck.slides[index];
  if (!slide) throw new RangeError(`no slide ${index} in a deck of ${deck.slides.length}`);
  return slideScene(deck, slide, index, options);
}
