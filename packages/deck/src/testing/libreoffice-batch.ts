import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ConvertedPdf } from './libreoffice.js';

const run = promisify(execFile);
const BATCH_TIMEOUT_MS = 110_000;

/**
 * Test helper: converts several PPTX files to PDF in one LibreOffice start (a start costs
 * seconds), with a profile of its own, and reads each PDF back with pdfinfo and pdftotext.
 */
export async function convertManyPptxToPdf(
  files: ReadonlyMap<string, Uint8Array>,
): Promise<Map<string, ConvertedPdf>> {
  const workDir = await mkdtemp(join(tmpdir(), 'slidecraft-batch-'));
  const profileDir = join(tmpdir(), `lo-${randomUUID()}`);
  try {
    const inputs: string[] = [];
    for (const [name, bytes] of files) {
      const input = join(workDir, `${name}.pptx`);
      await writeFile(input, bytes);
      inputs.push(input);
    }
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
        ...inputs,
      ],
      { timeout: BATCH_TIMEOUT_MS },
    );
    const results = new Map<string, ConvertedPdf>();
    for (const name of files.keys()) {
      const pdf = join(workDir, `${name}.pdf`);
      const info = await run('pdfinfo', [pdf]);
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? Number.NaN);
      const text = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-']);
      results.set(name, { pages, text: text.stdout });
    }
    return results;
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}
