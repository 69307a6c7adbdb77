import type { ShapeElement, TextElement, TextRun } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import type { Presentation, PptxSlide, PptxTextProps } from './pptxgen.js';

/** Deck geometry is in points; pptxgenjs positions are in inches. */
export const inches = (points: number) => points / 72;

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DEFAULT_RUN_SIZE = 18;

function frameInInches(element: { x: number; y: number; w: number; h: number }) {
  return {
    x: inches(element.x),
    y: inches(element.y),
    w: inches(element.w),
    h: inches(element.h),
  };
}

function runProps(run: TextRun, element: TextElement): PptxTextProps['options'] {
  return {
    fontSize: run.size,
    color: run.color,
    bold: run.bold ?? false,
    fontFace: run.fontFace ?? fontPlaceholder(element.font),
    // The language tag steers font fallback in LibreOffice and spell-checking everywhere.
    lang: HAN_OR_KANA.test(run.text) ? 'zh-CN' : 'en-US',
  };
}

/** pptxgenjs text runs; paragraph settings repeat on every run, a paragraph ends at breakLine. */
export function textRuns(element: TextElement): PptxTextProps[] {
  const props: PptxTextProps[] = [];
  element.paragraphs.forEach((paragraph, index) => {
    const largest = Math.max(0, ...paragraph.runs.map((run) => run.size)) || DEFAULT_RUN_SIZE;
    const paragraphOptions = {
      align: element.align,
      lineSpacing: largest * element.lineHeight,
      paraSpaceBefore: element.paragraphSpacing,
      bullet: element.bullet ? { indent: element.bullet.indent } : false,
    };
    const runs: TextRun[] =
      paragraph.runs.length > 0 ? paragraph.runs : [{ text: '', size: largest, color: '000000' }];
    runs.forEach((run, runIndex) => {
      const endsParagraph = runIndex === runs.length - 1 && index < element.paragraphs.length - 1;
      props.push({
        text: run.text,
        options: { ...paragraphOptions, ...runProps(run, element), breakLine: endsParagraph },
      });
    });
  });
  return props;
}

export function addTextElement(slide: PptxSlide, element: TextElement): void {
  slide.addText(textRuns(element), {
    ...frameInInches(element),
    margin: element.inset,
    align: element.align,
    valign: element.valign,
    wrap: true,
    fit: 'none',
    isTextBox: true,
    objectName: element.id,
  });
}

/** Every model geometry is a PowerPoint preset of the same name (chevron at its default notch). */
export function addShapeElement(pptx: Presentation, slide: PptxSlide, element: ShapeElement): void {
  const { fill, line } = element;
  const radius = element.geometry === 'roundRect' ? (element.radius ?? 0) : 0;
  slide.addShape(pptx.ShapeType[element.geometry], {
    ...frameInInches(element),
    fill: fill ? { color: fill.color, transparency: fill.transparency ?? 0 } : { type: 'none' },
    line: line ? { color: line.color, width: line.width } : { type: 'none' },
    // pptxgenjs writes the corner as adj = radius / min(w, h), in inches.
    ...(radius > 0 ? { rectRadius: inches(radius) } : {}),
    objectName: element.id,
  });
}

export function slideNumberProps(theme: DeckTheme): PptxSlide['slideNumber'] {
  return {
    x: inches(856),
    y: inches(504),
    w: inches(72),
    h: inches(22),
    fontFace: fontPlaceholder('body'),
    fontSize: 10,
    color: theme.palette.textMuted,
    align: 'right',
  };
}
