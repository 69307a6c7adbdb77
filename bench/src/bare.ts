import { Resvg } from '@resvg/resvg-js';
import type { DeckDocument } from '@slidecraft/deck';
import { allFontFiles, sceneAt, type PositionedSpan } from '@slidecraft/deck/render';
import PDFDocument from 'pdfkit';
import pptxgenModule from 'pptxgenjs';

/**
 * The baselines: each library alone writing what the engine writes, from inputs prepared
 * before timing (no layout, no font rewriting, one font).
 */
type PresentationClass = typeof pptxgenModule.default;
const Presentation: PresentationClass =
  (pptxgenModule as unknown as { default?: PresentationClass }).default ??
  (pptxgenModule as unknown as PresentationClass);
const inches = (points: number) => points / 72;
const box = (e: { x: number; y: number; w: number; h: number }) => ({
  x: inches(e.x),
  y: inches(e.y),
  w: inches(e.w),
  h: inches(e.h),
});
const FACE = 'Microsoft YaHei';

/** pptxgenjs writing the same text boxes, shapes, tables and charts, compressed. */
export async function writeBarePptx(deck: DeckDocument): Promise<number> {
  const pptx = new Presentation();
  pptx.layout = 'LAYOUT_WIDE';
  for (const slide of deck.slides) {
    const target = pptx.addSlide();
    if (slide.background) target.background = { color: slide.background.color };
    for (const element of slide.elements) {
      if (element.type === 'text') {
        // The same run and paragraph options the engine passes, with a real font name.
        const runs = element.paragraphs.flatMap((paragraph, index) =>
          paragraph.runs.map((run, runIndex) => ({
            text: run.text,
            options: {
              fontSize: run.size,
              color: run.color,
              bold: run.bold ?? false,
              fontFace: FACE,
              align: element.align,
              lineSpacing: run.size * element.lineHeight,
              paraSpaceBefore: element.paragraphSpacing,
              bullet: element.bullet ? { indent: element.bullet.indent } : false,
              breakLine:
                runIndex === paragraph.runs.length - 1 && index < element.paragraphs.length - 1,
            },
          })),
        );
        target.addText(runs, {
          ...box(element),
          margin: element.inset,
          valign: element.valign,
          isTextBox: true,
          objectName: element.id,
        });
      } else if (element.type === 'shape' || element.type === 'icon') {
        const shape = element.type === 'shape' ? element.geometry : 'ellipse';
        const fill = element.type === 'shape' && element.fill ? element.fill : { color: '1D4ED8' };
        target.addShape(pptx.ShapeType[shape], { ...box(element), fill, objectName: element.id });
      } else if (element.type === 'table') {
        const rows = element.rows.map((row) =>
          row.map((text) => ({ text, options: { fontFace: FACE, fontSize: element.size } })),
        );
        target.addTable(rows, { ...box(element), colW: element.columnWidths.map(inches) });
      } else {
        const data = [{ name: element.id, labels: element.categories, values: element.values }];
        target.addChart(pptx.ChartType.bar, data, box(element));
      }
    }
    if (slide.notes) target.addNotes(slide.notes);
  }
  const written = await pptx.write({ outputType: 'nodebuffer', compression: true });
  return written instanceof Uint8Array ? written.byteLength : 0;
}

/** Every text span of the deck, positioned, for the bare PDF writer. */
export function deckSpans(deck: DeckDocument): PositionedSpan[][] {
  return deck.slides.map((_, index) =>
    sceneAt(deck, index).primitives.flatMap((p) => (p.kind === 'text' ? [p.span] : [])),
  );
}

/** pdfkit writing the same text at the same places in one embedded (subset) CJK font. */
export function writeBarePdf(pages: PositionedSpan[][], fontBytes: Buffer): Promise<number> {
  const pdf = new PDFDocument({ autoFirstPage: false });
  pdf.registerFont('cjk', fontBytes);
  let bytes = 0;
  const done = new Promise<number>((resolve) => {
    pdf.on('data', (chunk: Buffer) => (bytes += chunk.length));
    pdf.on('end', () => resolve(bytes));
  });
  for (const spans of pages) {
    pdf.addPage({ size: [960, 540], margin: 0 });
    pdf.font('cjk');
    for (const span of spans) {
      pdf.fontSize(span.size).fillColor(`#${span.color}`);
      pdf.text(span.text, span.x, span.baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
  }
  pdf.end();
  return done;
}

/** resvg alone rasterising SVGs; `withFonts` loads the bundled fonts for `<text>`. */
export function renderBarePngs(svgs: readonly string[], width: number, withFonts: boolean): number {
  let bytes = 0;
  const fontFiles = withFonts ? allFontFiles() : [];
  for (const svg of svgs) {
    const font = { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans SC' };
    bytes += new Resvg(svg, { fitTo: { mode: 'width', value: width }, font })
      .render()
      .asPng().length;
  }
  return bytes;
}
