import type { ShapeElement, TextElement, TextRun } from '../model.js';
import { SLIDE_NUMBER_BOX, slideNumberStyle } from '../layouts/footer.js';
import { rotationDegrees } from '../rotation.js';
import type { DeckTheme } from '../themes.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import type { Presentation, PptxShapeProps, PptxSlide, PptxTextProps } from './pptxgen.js';

/** Deck geometry is in points; pptxgenjs positions are in inches. */
export const inches = (points: number) => points / 72;

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DEFAULT_RUN_SIZE = 18;

/** The language tag steers font fallback in LibreOffice and spell-checking everywhere. */
const runLanguage = (text: string) => (HAN_OR_KANA.test(text) ? 'zh-CN' : 'en-US');

/**
 * pptxgenjs text runs; paragraph settings repeat on every run, a paragraph ends at breakLine.
 * Each run gets its own options object, written out flat: pptxgenjs mutates run options while
 * it writes, and a flat literal is much cheaper than spreading shared parts into each run.
 */
export function textRuns(element: TextElement): PptxTextProps[] {
  const props: PptxTextProps[] = [];
  const { paragraphs, align, lineHeight, paragraphSpacing, bullet } = element;
  const placeholder = fontPlaceholder(element.font);
  const last = paragraphs.length - 1;
  for (let index = 0; index <= last; index++) {
    const paragraph = paragraphs[index]!;
    let largest = 0;
    for (const run of paragraph.runs) if (run.size > largest) largest = run.size;
    if (!largest) largest = DEFAULT_RUN_SIZE;
    const runs: readonly TextRun[] =
      paragraph.runs.length > 0 ? paragraph.runs : [{ text: '', size: largest, color: '000000' }];
    const lineSpacing = largest * lineHeight;
    for (let runIndex = 0; runIndex < runs.length; runIndex++) {
      const run = runs[runIndex]!;
      props.push({
        text: run.text,
        options: {
          align,
          lineSpacing,
          paraSpaceBefore: paragraphSpacing,
          bullet: bullet ? { indent: bullet.indent } : false,
          fontSize: run.size,
          color: run.color,
          bold: run.bold ?? false,
          fontFace: run.fontFace ?? placeholder,
          lang: runLanguage(run.text),
          breakLine: runIndex === runs.length - 1 && index < last,
        },
      });
    }
  }
  return props;
}

export function addTextElement(slide: PptxSlide, element: TextElement): void {
  slide.addText(textRuns(element), {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    margin: element.inset,
    align: element.align,
    valign: element.valign,
    wrap: true,
    fit: 'none',
    isTextBox: true,
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  });
}

/** Every model geometry is a PowerPoint preset of the same name (chevron at its default notch). */
export function addShapeElement(pptx: Presentation, slide: PptxSlide, element: ShapeElement): void {
  const { fill, line } = element;
  const radius = element.geometry === 'roundRect' ? (element.radius ?? 0) : 0;
  const props: PptxShapeProps = {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
    fill: fill ? { color: fill.color, transparency: fill.transparency ?? 0 } : { type: 'none' },
    line: line ? { color: line.color, width: line.width } : { type: 'none' },
    rotate: rotationDegrees(element.rotate),
    objectName: element.id,
  };
  // pptxgenjs writes the corner as adj = radius / min(w, h), in inches.
  if (radius > 0) props.rectRadius = inches(radius);
  slide.addShape(pptx.ShapeType[element.geometry === 'custom' ? 'rect' : element.geometry], props);
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
