import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { machineInfo } from './machine.js';
import { readBenchDeck } from './pptx-import-deck.js';
import { importPptxDeck } from './pptx-import-reader.js';
import { quantile } from './stats.js';
import { medianMs } from './timing.js';

/**
 * PPTX import: the 50-slide deck of the PPTX corpus (pptxgenjs, every element kind: text on a
 * master's placeholders, tables with merged cells, native charts, pictures, preset shapes,
 * notes) read into an editable deck by importPptxDeck, round after round in this process (a
 * full GC before each timed run), and once more in a fresh process for its peak memory.
 * Goals: p95 under 2 s and peak RSS under 400 MB. Results go to bench/results/pptx-import.json;
 * exits 1 when a goal is missed. BENCH_PPTX_IMPORT_RUNS changes the number of timed runs.
 */
const RUNS = Number(process.env.BENCH_PPTX_IMPORT_RUNS ?? 20);
const WARM_UP = 3;
const GOALS = { p95Ms: 2000, peakRssMb: 400 };

const ms = (value: number) => Number(value.toFixed(2));
const bytes = await readBenchDeck();
const loadBefore = loadavg();
const first = await importPptxDeck(bytes);
const timing = await medianMs(() => importPptxDeck(bytes), RUNS, WARM_UP);
// A fresh process: in this one the timed runs' garbage and the warm module graph would count.
const memory = JSON.parse(
  execFileSync(
    process.execPath,
    ['--conditions=slidecraft-source', '--import', 'tsx', 'src/pptx-import-peak-rss.ts'],
    { cwd: new URL('..', import.meta.url) },
  ).toString(),
) as { peakRssMb: number; loadedRssMb: number };

const results = {
  runs: timing.runsMs.length,
  medianMs: timing.medianMs,
  p95Ms: ms(quantile(timing.runsMs, 0.95)),
  minMs: ms(Math.min(...timing.runsMs)),
  maxMs: ms(Math.max(...timing.runsMs)),
  peakRssMb: memory.peakRssMb,
  rssBeforeImportMb: memory.loadedRssMb,
};
const meetsGoal = results.p95Ms < GOALS.p95Ms && results.peakRssMb < GOALS.peakRssMb;
const report = {
  machine: machineInfo(),
  measuredAt: new Date().toISOString(),
  // The 1, 5 and 15 minute load averages when the run began and ended (the machine may be shared).
  loadAverage: { before: loadBefore.map(ms), after: loadavg().map(ms) },
  notes: [
    `apps/server/test/fixtures/pptx-corpus/pptxgenjs-50-slides.pptx (${bytes.length} bytes), imported with importPptxDeck from the server's source (tsx), in this process: ${WARM_UP} warm-up runs, then ${RUNS} timed runs with a full GC before each (bench/src/timing.ts); p95 by the nearest rank`,
    'peakRssMb: VmHWM of a fresh process that loads the server code, reads the deck and imports it once (bench/src/pptx-import-peak-rss.ts); rssBeforeImportMb: the same process before the import',
  ],
  goals: GOALS,
  deck: {
    bytes: bytes.length,
    slides: first.report.slides,
    elements: first.report.elements,
    pictures: first.pictures.length,
    pictured: first.report.notes.filter((note) => note.outcome === 'picture').length,
  },
  results,
  meetsGoal,
};

const resultsDir = new URL('../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(new URL('pptx-import.json', resultsDir), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify({ deck: report.deck, results, goals: GOALS, meetsGoal }, null, 2));
if (!meetsGoal) {
  console.error(`goal missed: p95 ${results.p95Ms} ms, peak RSS ${results.peakRssMb} MB`);
  process.exitCode = 1;
}
