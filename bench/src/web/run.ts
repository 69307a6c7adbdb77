import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { machineInfo } from '../machine.js';
import { startBuiltServer } from './built-server.js';
import { measureEditor } from './editor.js';
import { measureGeneration } from './generation.js';

/**
 * Home page weight: the JavaScript Chromium loads for `/` (signed out), on a desktop and a
 * mobile viewport, against the built app. Each script's gzip size is computed from its body so
 * the figure does not depend on what the server sent (it sends brotli). Results go to
 * bench/results/web.json, with the editor's open and typing (editor.ts) and topic to a ready
 * deck (generation.ts). Needs `npm run build` first. `--only=home,editor,generation` measures
 * those parts and keeps the others' figures of the last run (with the time they were taken);
 * `--home-only` is `--only=home`.
 */
const GOAL_BYTES = 200 * 1024;
const PARTS = ['home', 'editor', 'generation'] as const;
type Part = (typeof PARTS)[number];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const chosen: readonly string[] = process.argv.includes('--home-only')
  ? ['home']
  : (only?.split(',') ?? PARTS);
const measures = (part: Part) => chosen.includes(part);
const RESULT_FILE = new URL('../../results/web.json', import.meta.url);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

interface ScriptFile {
  url: string;
  encoding: string;
  encodedBytes: number;
  decodedBytes: number;
  gzipBytes: number;
}

async function measure(origin: string, viewport: 'desktop' | 'mobile') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext(
      viewport === 'desktop'
        ? { viewport: { width: 1366, height: 860 } }
        : { ...devices['Pixel 7'] },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const encoded = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') urls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) =>
      encoded.set(event.requestId, event.encodedDataLength),
    );
    const bodies = new Map<string, { body: Buffer; encoding: string }>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      bodies.set(response.url(), {
        body,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
      });
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files: ScriptFile[] = [];
    for (const [requestId, url] of urls) {
      const seen = bodies.get(url);
      if (!seen) continue;
      files.push({
        url: new URL(url).pathname,
        encoding: seen.encoding,
        encodedBytes: encoded.get(requestId) ?? 0,
        decodedBytes: seen.body.length,
        gzipBytes: gzipSync(seen.body, { level: 9 }).length,
      });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalGzipJsBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return {
      viewport,
      jsFiles: files,
      totalEncodedJsBytes: files.reduce((sum, f) => sum + f.encodedBytes, 0),
      totalDecodedJsBytes: files.reduce((sum, f) => sum + f.decodedBytes, 0),
      totalGzipJsBytes,
      meetsGoal: totalGzipJsBytes <= GOAL_BYTES,
    };
  } finally {
    await browser.close();
  }
}

type Previous = Record<string, unknown> & {
  measuredAt: string;
  runs?: unknown;
  editor?: Record<string, unknown>;
  generation?: Record<string, unknown>;
};

/** The last run's figures (each part with when it was measured), or none. */
async function previousRun(): Promise<Previous | undefined> {
  return readFile(RESULT_FILE, 'utf8').then(
    (text) => JSON.parse(text) as Previous,
    () => undefined,
  );
}

/** A part of the last run, with when it was measured (its own time, else the run's). */
function kept(previous: Previous | undefined, part: 'editor' | 'generation') {
  const figures = previous?.[part];
  return figures ? { measuredAt: previous.measuredAt, ...figures } : undefined;
}

function launch(extraArgs: string[] = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

async function editorRun(origin: string) {
  const browser = await launch();
  // Keys are timed in a Chromium drawing frames as soon as they are ready, not at the display's
  // 60 Hz: a key's latency is then the app's work and the drawing, not also up to 16.7 ms of
  // waiting for the next vsync (which alone put the 95th percentile at 16-17 ms whatever the app
  // did). Opening is timed in the usual one (unthrottled frames would slow the load).
  const typing = await launch(['--disable-gpu-vsync', '--disable-frame-rate-limit']);
  const editor = await measureEditor(origin, browser, typing).finally(() =>
    Promise.all([browser.close(), typing.close()]),
  );
  console.log(
    `editor: ${editor.deck.slides} slides open in ${editor.openToFirstSlideMs.median} ms (p95 ${editor.openToFirstSlideMs.p95}); key to frame p95 ${editor.keystrokeToNextFrameMs.p95} ms`,
  );
  return {
    what: 'the slide editor on the embedded default, desktop Chromium: a deck of about 30 slides opened in a new context (empty cache) until its first slide is drawn, from navigation start; then the time from each character typed in a text box (its input event) to the frame after it, in a Chromium drawing frames when ready (no vsync wait)',
    ...editor,
  };
}

async function generationRun(origin: string) {
  const browser = await launch();
  const generation = await measureGeneration(origin, browser).finally(() => browser.close());
  console.log(
    `generation: outline ${generation.outlineMs.median} ms, first preview ${generation.firstPreviewAfterGenerateMs.median} ms after generate, ready ${generation.readyMs.median} ms (p95 ${generation.readyMs.p95})`,
  );
  return generation;
}

const previous = await previousRun();
const server = await startBuiltServer();
try {
  const runs = measures('home')
    ? [await measure(server.origin, 'desktop'), await measure(server.origin, 'mobile')]
    : undefined;
  const editor = measures('editor') ? await editorRun(server.origin) : kept(previous, 'editor');
  const generation = measures('generation')
    ? { measuredAt: new Date().toISOString(), ...(await generationRun(server.origin)) }
    : kept(previous, 'generation');
  const result = {
    machine: machineInfo(),
    measuredAt: runs ? new Date().toISOString() : previous?.measuredAt,
    what: 'JavaScript loaded by the home page `/`, signed out, in Chromium; gzip -9 of each body',
    goalBytes: GOAL_BYTES,
    runs: runs ?? previous?.runs,
    meetsGoal: runs ? runs.every((r) => r.meetsGoal) : previous?.meetsGoal,
    editor:
      editor && measures('editor') ? { measuredAt: new Date().toISOString(), ...editor } : editor,
    generation,
  };
  await mkdir(new URL('../../results/', import.meta.url), { recursive: true });
  await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  for (const run of runs ?? []) {
    console.log(
      `${run.viewport}: ${run.jsFiles.length} scripts, gzip ${(run.totalGzipJsBytes / 1024).toFixed(1)} KB, on the wire ${(run.totalEncodedJsBytes / 1024).toFixed(1)} KB (goal ${GOAL_BYTES / 1024} KB)`,
    );
  }
} finally {
  await server.stop();
}
