import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AppError, IMPORT_MAX_PAGES } from '@slidecraft/contract';
import { cleanLine, pushBlock, type DocBlock, type ImportedDocument } from '../document.js';
import { IMPORT_LIMITS, refuse, unsupported, type ExtractionBudget } from '../limits.js';
import { headingsFromNumbering } from './plain-text.js';

interface Line {
  text: string;
  size: number;
  y: number;
  page: number;
}

/** A text item of pdf.js's getTextContent (marked-content items have no `str`). */
interface PdfTextItem {
  str?: string;
  transform?: number[];
  hasEOL?: boolean;
}

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A heading is this much larger than the body text. */
const HEADING_RATIO = 1.15;
/** Longest line that may be a heading. */
const HEADING_CHARS = 60;
/** Page numbers and "第 3 页" / "3 / 10" footers. */
const PAGE_NUMBER = /^[-–—\s]*(?:第\s*)?\d+\s*(?:页|\/\s*\d+)?[-–—\s]*$/;

/** Groups pdf.js text items into lines by baseline; the line's size is its largest glyph. */
function pageLines(items: PdfTextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    const t = item.transform;
    if (item.str === undefined || !t) continue;
    const size = Math.round(Math.hypot(t[2] ?? 0, t[3] ?? 0) * 2) / 2;
    const y = t[5] ?? 0;
    if (item.str.trim()) {
      if (current && Math.abs(current.y - y) > Math.max(current.size, size) * 0.5) current = null;
      if (!current) lines.push((current = { text: '', size, y, page }));
      current.text += item.str;
      current.size = Math.max(current.size, size);
    }
    if (item.hasEOL) current = null;
  }
  return lines.map((line) => ({ ...line, text: cleanLine(line.text) })).filter((line) => line.text);
}

/** Lines that repeat on many pages (running headers and footers) and page numbers. */
function isChrome(lines: Line[], pages: number): (line: Line) => boolean {
  const key = (text: string) => text.replace(/\d+/g, '#');
  const pagesOf = new Map<string, Set<number>>();
  for (const line of lines) {
    const set = pagesOf.get(key(line.text)) ?? new Set<number>();
    set.add(line.page);
    pagesOf.set(key(line.text), set);
  }
  return (line) => {
    if (PAGE_NUMBER.test(line.text)) return true;
    const count = pagesOf.get(key(line.text))?.size ?? 0;
    return count >= 3 && count >= pages / 2;
  };
}

const joinText = (a: string, b: string) => (/[\u3000-\u9fff]$/.test(a) ? `${a}${b}` : `${a} ${b}`);

/**
 * Blocks from lines by font size: the size with the most characters is the body; larger sizes
 * (by 15% or more, on short lines) are headings, the largest being level 1; body lines close
 * together are one paragraph; a heading wrapped over two lines is joined.
 */
function linesToBlocks(lines: Line[]): DocBlock[] {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(line.size, (weight.get(line.size) ?? 0) + line.text.length);
  const body = [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const isHeading = (line: Line) =>
    line.size >= body * HEADING_RATIO &&
    Array.from(line.text).length <= HEADING_CHARS &&
    !/[。；;，,]$/.test(line.text);
  const headingSizes = [...new Set(lines.filter(isHeading).map((l) => l.size))].sort(
    (a, b) => b - a,
  );

  const blocks: DocBlock[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const last = blocks.at(-1);
    const near =
      previous !== null &&
      previous.page === line.page &&
      previous.size === line.size &&
      Math.abs(previous.y - line.y) <= line.size * 1.8;
    if (isHeading(line)) {
      const level = headingSizes.indexOf(line.size) + 1;
      if (near && last?.kind === 'heading' && last.level === level)
        last.text = joinText(last.text, line.text);
      else pushBlock(blocks, { kind: 'heading', level, text: line.text });
    } else if (near && last?.kind === 'paragraph') {
      last.text = joinText(last.text, line.text);
    } else {
      pushBlock(blocks, { kind: 'paragraph', text: line.text });
    }
    previous = line;
  }
  return blocks;
}

/** Metadata titles that are file names ("Microsoft Word - report.docx") say nothing. */
function usefulTitle(title: unknown): string | undefined {
  if (typeof title !== 'string') return undefined;
  const clean = cleanLine(title);
  if (!clean || /^Microsoft \w+ - /.test(clean) || /\.\w{2,5}$/.test(clean)) return undefined;
  return clean;
}

/**
 * PDF through pdf.js (legacy build for Node): eval off, no font loading, at most 200 pages,
 * the 20 s budget checked between pages; CMaps from the package so CJK text extracts.
 */
export async function parsePdf(bytes: Buffer, budget: ExtractionBudget): Promise<ImportedDocument> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    cMapUrl: join(pdfjsDir, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsDir, 'standard_fonts/'),
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const pdf = await Promise.race([
      task.promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(refuse('tooSlow')), IMPORT_LIMITS.parseMs);
      }),
    ]);
    if (pdf.numPages > IMPORT_MAX_PAGES) throw refuse('tooManyPages');
    const lines: Line[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      budget.tick();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const line of pageLines(content.items as PdfTextItem[], number)) {
        budget.text(line.text);
        lines.push(line);
      }
      page.cleanup();
    }
    const chrome = isChrome(lines, pdf.numPages);
    let blocks = linesToBlocks(lines.filter((line) => !chrome(line)));
    if (!blocks.some((block) => block.kind === 'heading'))
      blocks = headingsFromNumbering(blocks) ?? blocks;
    const info = (await pdf.getMetadata().catch(() => null))?.info as
      { Title?: unknown } | undefined;
    const title = usefulTitle(info?.Title);
    return { ...(title ? { title } : {}), blocks };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Encrypted (PasswordException), damaged (InvalidPDFException) or otherwise unreadable.
    throw unsupported(`unreadable PDF: ${(error as Error).name}`);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
