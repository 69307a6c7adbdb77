import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertPptxToPdf, hasLibreOffice } from '@slidecraft/deck/testing';
import { assembleApp, loadConfig } from '@slidecraft/server';
import { unzipSync } from 'fflate';
import { machineInfo } from '../machine.js';
import { thirtySlideOutline } from '../outline.js';

/**
 * What a deck weighs as users download it (issue 34): a deck made through the record, preview
 * and download calls from a ~30-page outline in the default theme, illustrations included, on
 * the embedded defaults. Reports the PPTX's bytes (its pictures and its XML apart) and the PDF's,
 * and whether LibreOffice opens the PPTX page for page. Results go to bench/results/weight.json.
 */
const PPTX_TARGET_BYTES = 450 * 1024;

const dataDir = await mkdtemp(path.join(tmpdir(), 'sc-bench-weight-'));
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const { app, services } = await assembleApp(config);
await app.ready();
const { user } = await services.users.findOrRegisterByPhone('+86-13900009999');
const headers = { authorization: `Bearer ${await services.sessions.create(user.id)}` };

async function api<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = res.json<{ code: number; data: T; message: string }>();
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function download(recordId: string, format: 'pptx' | 'pdf'): Promise<Buffer> {
  const start =
    format === 'pdf' ? '/api/workspace/ppt/download/pdf' : '/api/ai/generate-ppt/download';
  await api('POST', start, { recordId });
  for (;;) {
    const result = await api<{ status: string; url?: string }>(
      'GET',
      `/api/ai/generate-ppt/download/result?recordId=${recordId}&format=${format}`,
    );
    if (result.status === 'finish') {
      return (await app.inject({ method: 'GET', url: result.url! })).rawPayload;
    }
    if (result.status === 'error') throw new Error(`${format} download failed`);
    await sleep(50);
  }
}

try {
  const { recordId } = await api<{ recordId: string }>('POST', '/api/ai/generate-ppt/record', {
    outline: thirtySlideOutline(),
  });
  await api('POST', '/api/ai/generate-ppt/preview/outline', { recordId });
  let slides = 0;
  for (;;) {
    const result = await api<{ status: string; totalPage: number }>(
      'GET',
      `/api/ai/generate-ppt/preview/result?recordId=${recordId}`,
    );
    if (result.status === 'completed') {
      slides = result.totalPage;
      break;
    }
    if (!['pending', 'running'].includes(result.status)) throw new Error(result.status);
    await sleep(100);
  }
  const pptx = await download(recordId, 'pptx');
  const pdf = await download(recordId, 'pdf');
  const parts = Object.entries(unzipSync(pptx));
  const media = parts.filter(([name]) => name.startsWith('ppt/media/'));
  const pictureBytes = media.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const libreOffice = (await hasLibreOffice())
    ? { pages: (await convertPptxToPdf(pptx)).pages }
    : { pages: null, note: 'LibreOffice is not installed: not checked' };

  const report = {
    machine: machineInfo(),
    date: new Date().toISOString(),
    deck: { slides, theme: 'default', pictures: media.length },
    pptx: {
      bytes: pptx.length,
      pictureBytes,
      otherBytesInPackage: pptx.length - pictureBytes,
      target: PPTX_TARGET_BYTES,
    },
    pdf: { bytes: pdf.length },
    libreOffice: { ...libreOffice, pageForPage: libreOffice.pages === slides },
    notes: [
      'made through POST record, preview/outline (polled to completed) and the PPTX and PDF downloads on the embedded defaults, offline, in the default theme; the outline is bench/src/outline.ts thirtySlideOutline',
      'pictures are the stored sizes of ppt/media (palette PNGs, stored); otherBytesInPackage is the deflated XML and the zip itself',
    ],
    targetsMet:
      pptx.length <= PPTX_TARGET_BYTES &&
      libreOffice.pages !== null &&
      libreOffice.pages === slides,
  };
  await mkdir(new URL('../../results/', import.meta.url), { recursive: true });
  await writeFile(
    new URL('../../results/weight.json', import.meta.url),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(
    JSON.stringify(
      {
        deck: report.deck,
        pptx: report.pptx,
        pdf: report.pdf,
        libreOffice: report.libreOffice,
        targetsMet: report.targetsMet,
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
