import type { ImageSize } from '../images.js';
import type { ImageCrop } from '../model.js';
import type { RectPrimitive } from './primitives.js';

type Frame = { x: number; y: number; w: number; h: number };

/** The light grey box drawn where a picture is not available: never an error. */
export const IMAGE_PLACEHOLDER = { fill: 'E5E7EB', line: 'C4C9D0', lineWidth: 0.75 } as const;

export function placeholderPrimitive({ x, y, w, h }: Frame): RectPrimitive {
  const { fill, line, lineWidth } = IMAGE_PLACEHOLDER;
  return {
    kind: 'rect',
    x,
    y,
    w,
    h,
    radius: 0,
    fill: { color: fill, opacity: 1 },
    stroke: { color: line, width: lineWidth },
  };
}

export interface ImageFit {
  /** Fractions of the source hidden on each side (PowerPoint's srcRect). */
  crop: ImageCrop;
  /** Where the whole source lies, in points, so that its shown part covers the frame exactly. */
  place: Frame;
}

const NO_CROP: ImageCrop = { left: 0, top: 0, right: 0, bottom: 0 };

/**
 * How every writer shows a picture in its frame, never stretched: the part the element's crop
 * leaves (the whole picture without one) is cut further, evenly on the two sides that are too
 * long, to the frame's proportions; that part then covers the frame ("cover" fit). An editor
 * that keeps its crop in the frame's proportions gets exactly its crop.
 */
export function fitImage(element: Frame & { crop?: ImageCrop }, size: ImageSize): ImageFit {
  const { x, y, w, h } = element;
  let { left, top, right, bottom } = element.crop ?? NO_CROP;
  const shownWidth = size.width * (1 - left - right);
  const shownHeight = size.height * (1 - top - bottom);
  if (w > 0 && h > 0 && shownWidth > 0 && shownHeight > 0) {
    const frameRatio = w / h;
    const shownRatio = shownWidth / shownHeight;
    if (shownRatio > frameRatio) {
      const cut = ((1 - left - right) * (1 - frameRatio / shownRatio)) / 2;
      left += cut;
      right += cut;
    } else if (shownRatio < frameRatio) {
      const cut = ((1 - top - bottom) * (1 - shownRatio / frameRatio)) / 2;
      top += cut;
      bottom += cut;
    }
  }
  const placeW = w / (1 - left - right);
  const placeH = h / (1 - top - bottom);
  return {
    crop: { left, top, right, bottom },
    place: { x: x - left * placeW, y: y - top * placeH, w: placeW, h: placeH },
  };
}
