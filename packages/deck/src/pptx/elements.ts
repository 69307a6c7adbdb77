import type { ShapeElement, TextElement } from '../model.js';
import { SLIDE_NUMBER_BOX, slideNumberStyle } from '../layouts/footer.js';
import { rotationDegrees } from '../rotation.js';
import type { DeckTheme } from '../themes.js';
import { customPoints } from './custom-path.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import { lineProps } from './lines.js';
import {
  CUSTOM_GEOMETRY,
  type Presentation,
  type PptxShapeProps,
  type PptxSlide,
  type PptxTextProps,
} from './pptxgen.js';
import { textBoxOptions, textRuns } from './text-body.js';

/** Deck geometry is in points; pptxgenjs positions are in inches. */
export const inches = (points: number) => points / 72;

/** pptxgenjs's text options, with the custom-geometry points it reads for a shape with text. */
type ShapeTextProps = PptxTextProps['options'] & Pick<PptxShapeProps, 'points'>;

const fillProps = (fill: NonNullable<ShapeElement['fill']>) => ({
  color: fill.color,
  transparency: fill.transparency ?? 0,
});

/** A text box; an imported one may have its own fill and outline. */
export function addTextElement(slide: PptxSlide, element: TextElement): void {
  const options: PptxTextProps['options'] = {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    ...textBoxOptions(element),
    isTextBox: true,
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  };
  if (element.fill) options.fill = fillProps(element.fill);
  if (element.line) options.line = lineProps(element.line);
  slide.addText(textRuns(element), options);
}

/**
 * Every preset geometry is a PowerPoint preset of the same name (pptxgenjs's ShapeType names
 * are the `prst` values; chevron and the others at their default adjustments); `custom` is
 * custom geometry drawn from its path, or a rectangle when it has none.
 */
function shapeGeometry(pptx: Presentation, element: ShapeElement) {
  if (element.geometry !== 'custom') return { shape: pptx.ShapeType[element.geometry] };
  const points = customPoints(element);
  return points ? { shape: CUSTOM_GEOMETRY, points } : { shape: pptx.ShapeType.rect };
}

/** A native shape; one with text carries it in its own text body, as PowerPoint has it. */
export function addShapeElement(pptx: Presentation, slide: PptxSlide, element: ShapeElement): void {
  const { fill, line } = element;
  const radius = element.geometry === 'roundRect' ? (element.radius ?? 0) : 0;
  const { shape, points } = shapeGeometry(pptx, element);
  const props: PptxShapeProps = {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    fill: fill ? fillProps(fill) : { type: 'none' },
    line: line ? lineProps(line) : { type: 'none' },
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  };
  // pptxgenjs writes the corner as adj = radius / min(w, h), in inches.
  if (radius > 0) props.rectRadius = inches(radius);
  if (points) props.points = points;
  if (element.flipH) props.flipH = true;
  if (element.flipV) props.flipV = true;
  if (!element.text) {
    slide.addShape(shape, props);
    return;
  }
  const options: ShapeTextProps = { ...props, ...textBoxOptions(element.text), shape };
  slide.addText(textRuns(element.text), options);
}

/** PowerPoint's slide number field, in the box and style the scene draws the number with. */
export function slideNumberProps(theme: DeckTheme): PptxSlide['slideNumber'] {
  const { x, y, w, h, size } = SLIDE_NUMBER_BOX;
  const { color, bold } = slideNumberStyle(theme);
  return {
    x: inches(x),
    y: inches(y),
    w: inches(w),
    h: inches(h),
    margin: 0,
    valign: 'middle',
    fontFace: fontPlaceholder('body'),
    fontSize: size,
    color,
    bold,
    align: 'right',
  };
}
