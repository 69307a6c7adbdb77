import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

/**
 * Test helper: a PDF page as pixels (poppler's pdftoppm at 72 dpi, one pixel per point), and
 * PDF words with their boxes (pdftotext -bbox), so tests can check that the PNG, the PDF and
 * LibreOffice's rendering of the PPTX draw a slide at the same places.
 */
const run = promisify(execFile);

/** True when pdftoppm and pdftotext are on the PATH. */
export async function hasPoppler(): Promise<boolean> {
  try {
    await Promise.all([run('pdftoppm', ['-v']), run('pdftotext', ['-v'])]);
    return true;
  } catch {
    return false;
  }
}

async function withPdfFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'deck-raster-'));
  try {
    await writeFile(join(dir, 'deck.pdf'), pdf);
    return await use(join(dir, 'deck.pdf'), dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Page `page` (1-based) at one pixel per point. */
export function rasterisePdf(pdf: Uint8Array, page = 1): Promise<PNG> {
  return withPdfFile(pdf, async (file, dir) => {
    const out = join(dir, 'page');
    const pageArgs = ['-f', String(page), '-l', String(page)];
    await run('pdftoppm', ['-r', '72', '-png', '-singlefile', ...pageArgs, file, out]);
    return PNG.sync.read(await readFile(`${out}.png`));
  });
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of the first page with their boxes (points, top-left origin). */
export function pdfWords(pdf: Uint8Array): Promise<PdfWord[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
    const word =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    return [...stdout.matchAll(word)].map((m) => ({
      text: m[5] ?? '',
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    }));
  });
}

/** The red, green and blue of a pixel. */
export function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const at = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
}
