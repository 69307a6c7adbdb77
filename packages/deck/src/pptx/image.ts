import type { DeckImages, ImageData } from '../images.js';
import type { ImageElement } from '../model.js';
import { IMAGE_PLACEHOLDER, fitImage } from '../render/image.js';
import { rotationDegrees } from '../rotation.js';
import type { Presentation, PptxSlide } from './pptxgen.js';

const inches = (points: number) => points / 72;
/**
 * pptxgenjs reads a number under 100 as inches and a larger one as EMU: a picture cropped to a
 * small part of itself is drawn over a place that may be wider than 100 inches, so such a
 * length goes as EMU.
 */
const length = (points: number) => (inches(points) < 100 ? inches(points) : points * 12700);

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** The placeholder the scene draws for a picture that is not available, as a native box. */
function addPlaceholder(pptx: Presentation, slide: PptxSlide, element: ImageElement): void {
  const { fill, line, lineWidth } = IMAGE_PLACEHOLDER;
  slide.addShape(pptx.ShapeType.rect, {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    fill: { color: fill },
    line: { color: line, width: lineWidth },
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  });
}

/**
 * A real picture (`p:pic`) in the element's frame, cropped like every other writer shows it
 * (fitImage): pptxgenjs's 'crop' sizing takes the whole picture's size and the frame's box
 * inside it, and writes the hidden fractions as `a:srcRect`, so PowerPoint shows exactly the
 * frame's part, unstretched, and the user can still uncrop it.
 */
function addPicture(slide: PptxSlide, element: ImageElement, image: ImageData): void {
  const { crop, place } = fitImage(element, image);
  slide.addImage({
    data: `${image.mime};base64,${base64(image.bytes)}`,
    x: inches(element.x),
    y: inches(element.y),
    w: length(place.w),
    h: length(place.h),
    sizing: {
      type: 'crop',
      x: length(crop.left * place.w),
      y: length(crop.top * place.h),
      w: length(element.w),
      h: length(element.h),
    },
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
    // Mirrored after the crop, as the scene mirrors the part the frame shows.
    ...(element.flipH ? { flipH: true } : {}),
    ...(element.flipV ? { flipV: true } : {}),
  });
}

export function addImageElement(
  pptx: Presentation,
  slide: PptxSlide,
  element: ImageElement,
  images: DeckImages,
): void {
  const image = images.get(element.src);
  if (image) addPicture(slide, element, image);
  else addPlaceholder(pptx, slide, element);
}
