import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { createPngPool, renderSlidePngAsync } from '@slidecraft/deck';
import { machineInfo } from '../machine.js';
import { interleavedMedians } from '../timing.js';
import { PREVIEWS, PREVIEW_WIDTH, previewDeck } from './deck.js';
import { createBenchDatabase } from '../postgres.js';
import { SERVER_RUNS, measureServer } from './server.js';

/**
 * Previews on every core (issue 34): the 30 previews of a generation (960 px) drawn on the
 * worker-thread pool, all at once, against one after the other on the main thread
 * (renderSlidePngAsync, the path before the pool), in alternating rounds of one run; and the
 * peak RSS of a fresh process drawing them three times each way (all its threads counted).
 * Results go to bench/results/previews.json.
 */
const loadAverageBefore = Number(loadavg()[0]!.toFixed(2));
const deck = previewDeck();
const pages = deck.slides.map((_, index) => index);
const options = { width: PREVIEW_WIDTH };
const pool = createPngPool();

const oneThread = async () => {
  const pngs: Buffer[] = [];
  for (const page of pages) pngs.push(await renderSlidePngAsync(deck, page, options));
  return pngs;
};
const onPool = () => Promise.all(pages.map((page) => pool.render(deck, page, options)));

// The first drawing on the pool starts its threads, which load the engine and the fonts.
const coldStart = performance.now();
const cold = await onPool();
const coldPoolMs = Number((performance.now() - coldStart).toFixed(1));
const reference = await oneThread();
const samePngs = cold.every((png, page) => png.equals(reference[page]!));
if (!samePngs) throw new Error('the pool drew other PNGs than one thread');

const RUNS = 9;
const timings = await interleavedMedians({ oneThread, pool: onPool }, RUNS, 2);
await pool.close();

const peakRssMb = (mode: 'pool' | 'thread') =>
  Number(
    execFileSync(
      process.execPath,
      ['--conditions=slidecraft-source', '--import', 'tsx', 'src/previews/peak-rss.ts', mode],
      { cwd: new URL('../..', import.meta.url) },
    ).toString(),
  );
const rss = { pool: peakRssMb('pool'), oneThread: peakRssMb('thread') };
const postgres = await createBenchDatabase();
// The built server (after `npm run build`) as production runs it (`npm run serve`: its malloc
// settings and flags, no TypeScript loader): threads from the built engine.
const built = existsSync(new URL('../../../apps/server/dist/index.js', import.meta.url));
const server = {
  pglite: await measureServer(),
  postgresql: await measureServer({ DATABASE_URL: postgres.url }),
  ...(built && {
    builtPglite: await measureServer({}, true),
    builtPostgresql: await measureServer({ DATABASE_URL: postgres.url }, true),
  }),
};
await postgres.drop();

const report = {
  machine: {
    ...machineInfo(),
    loadAverageBefore,
    loadAverageAfter: Number(loadavg()[0]!.toFixed(2)),
  },
  date: new Date().toISOString(),
  notes: [
    `the bench's outline laid out as the server does (offline measurer), its first ${PREVIEWS} slides, PNG at ${PREVIEW_WIDTH} px as the preview job draws them`,
    `pool: createPngPool() sized to the machine (${pool.threads} threads here), all ${PREVIEWS} slides asked at once; oneThread: renderSlidePngAsync slide after slide (scene, SVG and PNG encoding on the main thread, rasterising on libuv's pool), the path before the pool`,
    `medians of ${RUNS} alternating rounds after 2 warm-up rounds each, a full GC before each timed run; coldPoolMs: the pool's first ${PREVIEWS} previews, its threads starting (from the TypeScript sources through tsx here: a built server starts them faster)`,
    'the pool drew the same PNG bytes as one thread (checked on every slide)',
    'peakRssMb: VmHWM of a fresh process drawing the previews three times that way (worker threads included)',
    `server: an offline server process (bench/src/generation/server.mjs, from the sources through tsx; on PGlite, the embedded default, and on the local PostgreSQL) generating a 30-page headings-only outline (fill, layout, every preview) ${SERVER_RUNS} times after one warm-up (which starts the pool's threads); generationMs from preview/outline to 'completed', polled every 10 ms; builtPglite, builtPostgresql: the same server from its build (apps/server/dist and packages/deck/dist, when built), started as the root package's \`serve\` script starts production (its malloc settings and node flags, no TypeScript loader); peakRssMb: that process's VmHWM over the generations (reset just before the first: the start's PGlite and migrations peak higher), worker threads included; the target (500 MB) is production's: the built server on PostgreSQL (PGlite, the embedded default, keeps its WebAssembly database in the process)`,
  ],
  previews: PREVIEWS,
  width: PREVIEW_WIDTH,
  threads: pool.threads,
  oneThreadMs: timings.oneThread.medianMs,
  poolMs: { value: timings.pool.medianMs, target: 800 },
  speedup: Number((timings.oneThread.medianMs / timings.pool.medianMs).toFixed(2)),
  coldPoolMs,
  peakRssMb: { pool: rss.pool, oneThread: rss.oneThread },
  server: Object.fromEntries(
    Object.entries(server).map(([db, run]) => [
      db,
      db === 'builtPostgresql' ? { ...run, peakRssMb: { value: run.peakRssMb, target: 500 } } : run,
    ]),
  ),
  runsMs: { oneThread: timings.oneThread.runsMs, pool: timings.pool.runsMs },
};

const results = new URL('../../results/', import.meta.url);
await mkdir(results, { recursive: true });
await writeFile(new URL('previews.json', results), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
