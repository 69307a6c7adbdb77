import type { Paragraph, ShapeText, TextRun } from '../model.js';
import { paragraphBullet, type ParagraphPatch } from './bullets.js';
import { fontPlaceholder } from './east-asian-fonts.js';
import type { PptxTextProps } from './pptxgen.js';
import { escapeXml } from './xml.js';

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const DEFAULT_RUN_SIZE = 18;

/** The language tag steers font fallback in LibreOffice and spell-checking everywhere. */
const runLanguage = (text: string) => (HAN_OR_KANA.test(text) ? 'zh-CN' : 'en-US');

type RunOptions = NonNullable<PptxTextProps['options']>;
type ParagraphOptions = Pick<
  RunOptions,
  'align' | 'lineSpacing' | 'paraSpaceBefore' | 'paraSpaceAfter' | 'indentLevel' | 'bullet'
>;

function paragraphOptions(body: ShapeText, paragraph: Paragraph, index: number, largest: number) {
  const options: ParagraphOptions = {
    align: paragraph.align ?? body.align,
    lineSpacing: largest * (paragraph.lineHeight ?? body.lineHeight),
    paraSpaceBefore: paragraph.spaceBefore ?? body.paragraphSpacing,
    bullet: paragraphBullet(body, paragraph, index).bullet,
  };
  if (paragraph.spaceAfter !== undefined) options.paraSpaceAfter = paragraph.spaceAfter;
  if (paragraph.level) options.indentLevel = paragraph.level;
  return options;
}

/** A run's own styles; only those set are added, so runs without them are written as before. */
function styleRun(options: RunOptions, run: TextRun): void {
  if (run.italic) options.italic = true;
  if (run.underline) options.underline = { style: 'sng' };
  if (run.strike) options.strike = 'sngStrike';
}

/**
 * A line break inside a run (`\n`) is a line break inside its paragraph (`a:br`), not a new
 * paragraph as pptxgenjs would make it: the pieces after the first break before them.
 */
const runPieces = (text: string) => (text.includes('\n') ? text.split(/\r?\n/) : [text]);

/**
 * pptxgenjs text runs; paragraph settings repeat on every run, a paragraph ends at breakLine.
 * Each run gets its own options object, written out flat: pptxgenjs mutates run options while
 * it writes, and a flat literal is much cheaper than spreading shared parts into each run.
 */
export function textRuns(body: ShapeText): PptxTextProps[] {
  const props: PptxTextProps[] = [];
  const { paragraphs } = body;
  const placeholder = fontPlaceholder(body.font);
  const last = paragraphs.length - 1;
  for (let index = 0; index <= last; index++) {
    const paragraph = paragraphs[index]!;
    let largest = 0;
    for (const run of paragraph.runs) if (run.size > largest) largest = run.size;
    if (!largest) largest = DEFAULT_RUN_SIZE;
    const runs: readonly TextRun[] =
      paragraph.runs.length > 0 ? paragraph.runs : [{ text: '', size: largest, color: '000000' }];
    const shared = paragraphOptions(body, paragraph, index, largest);
    for (let runIndex = 0; runIndex < runs.length; runIndex++) {
      const run = runs[runIndex]!;
      const pieces = runPieces(run.text);
      for (let piece = 0; piece < pieces.length; piece++) {
        const text = pieces[piece]!;
        const options: RunOptions = {
          align: shared.align,
          lineSpacing: shared.lineSpacing,
          paraSpaceBefore: shared.paraSpaceBefore,
          bullet: shared.bullet,
          fontSize: run.size,
          color: run.color,
          bold: run.bold ?? false,
          fontFace: run.fontFace ? escapeXml(run.fontFace) : placeholder,
          lang: runLanguage(text),
          breakLine: runIndex === runs.length - 1 && piece === pieces.length - 1 && index < last,
        };
        if (shared.paraSpaceAfter !== undefined) options.paraSpaceAfter = shared.paraSpaceAfter;
        if (shared.indentLevel) options.indentLevel = shared.indentLevel;
        if (piece > 0) options.softBreakBefore = true;
        styleRun(options, run);
        props.push({ text, options });
      }
    }
  }
  return props;
}

/** The text body's box settings: padding (per side when set), anchoring and wrapping. */
export function textBoxOptions(body: ShapeText): RunOptions {
  const { insets } = body;
  return {
    // pptxgenjs reads a text margin array as [left, right, bottom, top], in points.
    margin: insets ? [insets.left, insets.right, insets.bottom, insets.top] : body.inset,
    align: body.align,
    valign: body.valign,
    wrap: body.wrap ?? true,
    fit: 'none',
  };
}

export interface TextBodyFix {
  /** Paragraphs in the body, to check the written XML against. */
  paragraphs: number;
  patches: ParagraphPatch[];
  /** A paragraph has more than one run: pptxgenjs repeats `a:pPr` before each, which goes. */
  multiRun: boolean;
}

/** What the slide XML needs after pptxgenjs for this body; undefined when nothing. */
export function textBodyFix(body: ShapeText): TextBodyFix | undefined {
  const patches: ParagraphPatch[] = [];
  let multiRun = false;
  body.paragraphs.forEach((paragraph, index) => {
    const { patch } = paragraphBullet(body, paragraph, index);
    if (patch) patches.push(patch);
    if (paragraph.runs.length > 1 || paragraph.runs.some((run) => run.text.includes('\n')))
      multiRun = true;
  });
  if (!patches.length && !multiRun) return undefined;
  return { paragraphs: body.paragraphs.length, patches, multiRun };
}
