import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Test helper: converts a PPTX to PDF with a headless LibreOffice and reads the PDF back with
 * poppler's pdfinfo / pdftotext, to prove that a real office suite opens what we write.
 */
const run = promisify(execFile);
const CONVERT_TIMEOUT_MS = 90_000;

async function commandExists(command: string): Promise<boolean> {
  const directories = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const directory of directories) {
    try {
      await access(join(directory, command), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}

/** True when soffice, pdfinfo and pdftotext are all on the PATH. */
export async function hasLibreOffice(): Promise<boolean> {
  const found = await Promise.all(['soffice', 'pdfinfo', 'pdftotext'].map(commandExists));
  return found.every(Boolean);
}

export interface ConvertedPdf {
  pages: number;
  text: string;
}

/** The PDF's page count and text, and its bytes (to rasterise, see raster.ts). */
export async function convertPptxToPdf(
  pptx: Uint8Array,
): Promise<ConvertedPdf & { bytes: Buffer }> {
  const workDir = await mkdtemp(join(tmpdir(), 'slidecraft-pdf-'));
  // A profile of its own, so parallel conversions do not fight over one LibreOffice profile.
  const profileDir = join(tmpdir(), `lo-${randomUUID()}`);
  try {
    const input = join(workDir, 'deck.pptx');
    await writeFile(input, pptx);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profileDir}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        workDir,
        input,
      ],
      { timeout: CONVERT_TIMEOUT_MS },
    );
    const pdf = join(workDir, 'deck.pdf');
    await access(pdf).catch(() => {
      throw new Error('LibreOffice produced no PDF');
    });
    const info = await run('pdfinfo', [pdf]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? Number.NaN);
    const text = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-']);
    return { pages, text: text.stdout, bytes: await readFile(pdf) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}
