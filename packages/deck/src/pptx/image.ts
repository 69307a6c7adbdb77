import type { ImageElement } from '../model.js';
import { IMAGE_PLACEHOLDER } from '../render/image.js';
import { rotationDegrees } from '../rotation.js';
import type { Presentation, PptxSlide } from './pptxgen.js';

const inches = (points: number) => points / 72;

/** The placeholder the scene draws for a picture that is not available, as a native box. */
export function addImageElement(pptx: Presentation, slide: PptxSlide, element: ImageElement) {
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
