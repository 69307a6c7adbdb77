import { Resvg } from '@resvg/resvg-js';
import {
  allFontFiles,
  getIcon,
  getTheme,
  loadDeckImages,
  sceneAt,
  type DeckDocument,
  type DeckImages,
  type IconElement,
  type PositionedSpan,
} from '@slidecraft/deck';
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
/** The engine's table cell inset and border width, in points (render/table.ts). */
const CELL_INSET = 6;
const CELL_BORDER = 0.75;
const ICON_GRID = 24;
const ICON_STROKE = 1.8;

type IconPoint =
  | { close: true }
  | { x: number; y: number; moveTo?: boolean }
  | {
      x: number;
      y: number;
      curve: { type: 'cubic'; x1: number; y1: number; x2: number; y2: number };
    };

/** What the baseline is handed, prepared before timing: the deck and every icon's path points. */
export interface BarePptxInput {
  deck: DeckDocument;
  /** The deck's pictures (its illustrations as the engine's PNGs), by src. */
  images: DeckImages;
  /** Custom geometry points (inches, inside the icon's frame) by element id. */
  iconPoints: ReadonlyMap<string, { points: IconPoint[]; strokeWidth: number }>;
}

/** An icon's SVG path as custom geometry points, placed like the engine places it. */
function iconGeometry(element: IconElement) {
  const scale = Math.min(element.w, element.h) / ICON_GRID;
  const left = (element.w - ICON_GRID * scale) / 2;
  const top = (element.h - ICON_GRID * scale) / 2;
  const at = (x: number, y: number) => ({ x: (left + x * scale) / 72, y: (top + y * scale) / 72 });
  const points: IconPoint[] = [];
  for (const match of getIcon(element.name).matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const n = (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const v = (i: number) => n[i] ?? 0;
    if (match[1] === 'Z') points.push({ close: true });
    else if (match[1] === 'C') {
      const c1 = at(v(0), v(1));
      const c2 = at(v(2), v(3));
      const curve = { type: 'cubic' as const, x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y };
      points.push({ ...at(v(4), v(5)), curve });
    } else points.push({ ...at(v(0), v(1)), ...(match[1] === 'M' ? { moveTo: true } : {}) });
  }
  return { points, strokeWidth: ICON_STROKE * scale };
}

/** The deck's pictures as the engine's writers draw them (its illustrations: no attachments). */
const deckPictures = (deck: DeckDocument) => loadDeckImages(deck, async () => undefined);

export async function prepareBarePptx(deck: DeckDocument): Promise<BarePptxInput> {
  const iconPoints = new Map<string, { points: IconPoint[]; strokeWidth: number }>();
  for (const slide of deck.slides)
    for (const element of slide.elements)
      if (element.type === 'icon') iconPoints.set(element.id, iconGeometry(element));
  return { deck, iconPoints, images: await deckPictures(deck) };
}

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const HAN = /\p{Script=Han}/u;

/**
 * pptxgenjs alone writing the same package: a slide master with the background, the slide
 * number field, text boxes with the same runs and paragraph options, the same preset shapes,
 * icons as the same custom geometry, tables with the same cell styles and borders, charts with
 * the same label options, and the notes; one font face for everything and no font rewriting.
 * Options are built inside the timed call (pptxgenjs mutates them), as any caller would.
 */
export async function writeBarePptx({ deck, iconPoints, images }: BarePptxInput): Promise<number> {
  const theme = getTheme(deck.themeId);
  const pptx = new Presentation();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;
  pptx.theme = { headFontFace: FACE, bodyFontFace: FACE };
  pptx.defineSlideMaster({ title: 'MASTER', background: { color: theme.palette.background } });
  for (const slide of deck.slides) {
    const target = pptx.addSlide({ masterName: 'MASTER' });
    if (slide.background) target.background = { color: slide.background.color };
    if (slide.showSlideNumber) {
      target.slideNumber = {
        ...box({ x: 856, y: 504, w: 72, h: 22 }),
        fontFace: FACE,
        fontSize: 10,
        color: theme.palette.textMuted,
        align: 'right',
      };
    }
    for (const element of slide.elements) {
      if (element.type === 'image') {
        const image = images.get(element.src);
        if (!image) continue;
        target.addImage({
          data: `${image.mime};base64,${base64(image.bytes)}`,
          ...box(element),
          sizing: { type: 'cover', w: inches(element.w), h: inches(element.h) },
        });
        continue;
      }
      if (element.type === 'text') {
        const runs: { text: string; options: Record<string, unknown> }[] = [];
        const last = element.paragraphs.length - 1;
        element.paragraphs.forEach((paragraph, index) => {
          let largest = 0;
          for (const run of paragraph.runs) if (run.size > largest) largest = run.size;
          largest ||= 18;
          const items =
            paragraph.runs.length > 0
              ? paragraph.runs
              : [{ text: '', size: largest, color: '000000', bold: false }];
          for (let runIndex = 0; runIndex < items.length; runIndex++) {
            const run = items[runIndex]!;
            runs.push({
              text: run.text,
              options: {
                align: element.align,
                lineSpacing: largest * element.lineHeight,
                paraSpaceBefore: element.paragraphSpacing,
                bullet: element.bullet ? { indent: element.bullet.indent } : false,
                fontSize: run.size,
                color: run.color,
                bold: run.bold ?? false,
                fontFace: FACE,
                lang: HAN.test(run.text) ? 'zh-CN' : 'en-US',
                breakLine: runIndex === items.length - 1 && index < last,
              },
            });
          }
        });
        target.addText(runs, {
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
          objectName: element.id,
        });
      } else if (element.type === 'shape') {
        const radius = element.geometry === 'roundRect' ? (element.radius ?? 0) : 0;
        target.addShape(pptx.ShapeType[element.geometry === 'custom' ? 'rect' : element.geometry], {
          x: inches(element.x),
          y: inches(element.y),
          w: inches(element.w),
          h: inches(element.h),
          fill: element.fill
            ? { color: element.fill.color, transparency: element.fill.transparency ?? 0 }
            : { type: 'none' },
          line: element.line
            ? { color: element.line.color, width: element.line.width }
            : { type: 'none' },
          rectRadius: radius > 0 ? inches(radius) : undefined,
          objectName: element.id,
        });
      } else if (element.type === 'icon') {
        const icon = iconPoints.get(element.id);
        target.addShape('custGeom' as unknown as Parameters<typeof target.addShape>[0], {
          x: inches(element.x),
          y: inches(element.y),
          w: inches(element.w),
          h: inches(element.h),
          points: icon?.points ?? [],
          line: { color: element.color, width: icon?.strokeWidth ?? 1 },
          fill: { type: 'none' },
          objectName: element.id,
        });
      } else if (element.type === 'table') {
        const border = { type: 'solid' as const, pt: CELL_BORDER, color: element.borderColor };
        const rows = element.rows.map((row, rowIndex) => {
          const header = element.header && rowIndex === 0;
          const band = (element.header ? rowIndex - 1 : rowIndex) % 2 === 1;
          const fill = header ? element.headerFill : band ? element.bandFill : undefined;
          return element.columnWidths.map((_, column) => ({
            text: row[column] ?? '',
            options: {
              fontFace: FACE,
              fontSize: element.size,
              color: header ? element.headerColor : element.color,
              bold: header,
              align: 'left' as const,
              valign: 'middle' as const,
              margin: [CELL_INSET, CELL_INSET, CELL_INSET, CELL_INSET] as [
                number,
                number,
                number,
                number,
              ],
              border: [border, border, border, border] as [
                typeof border,
                typeof border,
                typeof border,
                typeof border,
              ],
              ...(fill ? { fill: { color: fill } } : {}),
            },
          }));
        });
        target.addTable(rows, {
          x: inches(element.x),
          y: inches(element.y),
          w: inches(element.w),
          h: inches(element.h),
          colW: element.columnWidths.map(inches),
          rowH: element.rowHeights.map(inches),
          autoPage: false,
          objectName: element.id,
        });
      } else if (element.type === 'chart') {
        const pie = element.kind === 'pie';
        const size = Math.max(8, Math.min(14, Math.round(Math.min(element.w, element.h) / 18)));
        const data = [{ name: element.id, labels: element.categories, values: element.values }];
        target.addChart(pie ? pptx.ChartType.pie : pptx.ChartType.bar, data, {
          x: inches(element.x),
          y: inches(element.y),
          w: inches(element.w),
          h: inches(element.h),
          objectName: element.id,
          chartColors: pie ? element.colors : element.colors.slice(0, 1),
          showValue: !pie,
          showPercent: pie,
          showLegend: pie,
          legendPos: 'r',
          legendFontFace: FACE,
          legendFontSize: size,
          dataLabelFontFace: FACE,
          dataLabelFontSize: size,
          dataLabelColor: pie ? 'FFFFFF' : element.labelColor,
          catAxisLabelFontFace: FACE,
          catAxisLabelFontSize: size,
          catAxisLabelColor: element.labelColor,
          valAxisHidden: true,
          valGridLine: { style: 'none' },
          ...(pie ? {} : { barDir: element.kind === 'bar' ? 'bar' : 'col', barGapWidthPct: 66 }),
        });
      }
    }
    if (slide.notes) target.addNotes(slide.notes);
  }
  // Compressed, as the engine's package is (pptxgenjs deflates only for its STREAM output).
  const written = await pptx.write({ outputType: 'STREAM', compression: true });
  return written instanceof Uint8Array ? written.byteLength : 0;
}

/** A picture of a slide, for the bare PDF writer: its PNG and its frame. */
export interface BarePicture {
  src: string;
  bytes: Buffer;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the bare PDF writer draws on each page: text spans and pictures. */
export interface BarePdfPage {
  spans: PositionedSpan[];
  pictures: BarePicture[];
}

/** Every text span and picture of the deck, positioned, for the bare PDF writer. */
export async function barePdfPages(deck: DeckDocument): Promise<BarePdfPage[]> {
  const images = await deckPictures(deck);
  return deck.slides.map((slide, index) => ({
    spans: sceneAt(deck, index).primitives.flatMap((p) => (p.kind === 'text' ? [p.span] : [])),
    pictures: slide.elements.flatMap((element) => {
      const image = element.type === 'image' ? images.get(element.src) : undefined;
      if (element.type !== 'image' || !image) return [];
      const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
      return [{ src: element.src, bytes, x: element.x, y: element.y, w: element.w, h: element.h }];
    }),
  }));
}

/**
 * pdfkit writing the same text at the same places in one embedded (subset) CJK font, and the
 * same pictures covering their frames (each opened once per document, as the engine does).
 */
export function writeBarePdf(pages: BarePdfPage[], fontBytes: Buffer): Promise<number> {
  const pdf = new PDFDocument({ autoFirstPage: false });
  const opened = new Map<string, unknown>();
  pdf.registerFont('cjk', fontBytes);
  let bytes = 0;
  const done = new Promise<number>((resolve) => {
    pdf.on('data', (chunk: Buffer) => (bytes += chunk.length));
    pdf.on('end', () => resolve(bytes));
  });
  for (const { spans, pictures } of pages) {
    pdf.addPage({ size: [960, 540], margin: 0 });
    for (const picture of pictures) {
      let image = opened.get(picture.src);
      if (!image) {
        // pdfkit's types omit openImage; image() takes what it returns.
        image = (pdf as unknown as { openImage(src: Buffer): unknown }).openImage(picture.bytes);
        opened.set(picture.src, image);
      }
      pdf.save().rect(picture.x, picture.y, picture.w, picture.h).clip();
      pdf.image(image as Buffer, picture.x, picture.y, { cover: [picture.w, picture.h] });
      pdf.restore();
    }
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
