import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseOutline } from '@slidecraft/contract';
import {
  fontMeasurer,
  outlineToDeck,
  renderDeckPng,
  renderDeckSvg,
  renderFont,
  renderSlideRasterSvg,
  writePdf,
  writePptx,
} from '@slidecraft/deck';
import {
  barePdfPages,
  prepareBarePptx,
  renderBarePngs,
  writeBarePdf,
  writeBarePptx,
} from './bare.js';
import { machineInfo } from './machine.js';
import { generatedOutline } from './outline.js';
import { interleavedMedians, medianMs, ratio, type Timing } from './timing.js';

/**
 * Deck engine benchmark: a ~30-slide Chinese deck with mixed layouts, laid out and written as
 * SVG, PNG (1280 px), PPTX and PDF, against each library alone writing the same content.
 * Medians after warm-up; results go to bench/results/deck.json.
 */
const PNG_WIDTH = 1280;

const outlineText = generatedOutline();
const outline = parseOutline(outlineText);
const layoutDeck = () => outlineToDeck(outline, { measurer: fontMeasurer });
const deck = layoutDeck();
const rasterSvgs = deck.slides.map((_, index) => renderSlideRasterSvg(deck, index));
const previewSvgs = renderDeckSvg(deck);
const barePages = await barePdfPages(deck);
const cjkFont = readFileSync(renderFont('sans').regular);
const barePptxInput = await prepareBarePptx(deck);

/** Peak RSS in MB so far, recorded after each stage to see which one holds memory. */
const peakRss: Record<string, number> = {};
const mark = (stage: string) =>
  (peakRss[stage] = Math.round(process.resourceUsage().maxRSS / 1024));
mark('prepared');
const layout = await medianMs(layoutDeck);
const svg = await medianMs(() => renderDeckSvg(deck));
mark('svg');
// The writer, layout plus writer, and bare pptxgenjs in alternating rounds, so that machine noise
// falls on all three alike; the ratios below are medians of this one run.
const PPTX_RUNS = 21;
const pptxTimings = await interleavedMedians(
  {
    pptx: () => writePptx(deck),
    layoutPlusPptx: () => writePptx(layoutDeck()),
    barePptx: () => writeBarePptx(barePptxInput),
  },
  PPTX_RUNS,
  5,
);
const { pptx, layoutPlusPptx, barePptx } = pptxTimings;
mark('pptx');
const pdf = await medianMs(() => writePdf(deck));
mark('pdf');
const barePdf = await medianMs(() => writeBarePdf(barePages, cjkFont));
mark('barePdf');
const png = await medianMs(() => renderDeckPng(deck, { width: PNG_WIDTH }), 3, 1);
mark('png');
const barePng = await medianMs(() => renderBarePngs(rasterSvgs, PNG_WIDTH, false), 3, 1);
mark('barePng');
// Peak memory of one export in every format, in a fresh process: in this process resvg's native
// pixmaps from all the timed runs wait for a garbage collection that V8 sees no reason to run.
const peakRssMb = Number(
  execFileSync(
    process.execPath,
    ['--conditions=slidecraft-source', '--import', 'tsx', 'src/peak-rss.ts'],
    {
      cwd: new URL('..', import.meta.url),
      input: outlineText,
    },
  ).toString(),
);
// resvg drawing `<text>` itself with the bundled fonts: one run, for information.
const bareTextPng = await medianMs(() => renderBarePngs(previewSvgs, PNG_WIDTH, true), 1, 0);
const peakRssInProcessMb = Math.round(process.resourceUsage().maxRSS / 1024);

/** The spread of one ratio over the rounds (each round's pair of runs), for information. */
function roundRatios(a: Timing, b: Timing) {
  const sorted = a.runsMs.map((ms, i) => ms / (b.runsMs[i] ?? ms)).sort((x, y) => x - y);
  const at = (q: number) => Number((sorted[Math.round(q * (sorted.length - 1))] ?? 0).toFixed(2));
  return { min: at(0), median: at(0.5), max: at(1) };
}
const ratios = {
  pptxOverBarePptxgenjs: { value: ratio(pptx, barePptx), target: 1.5 },
  layoutPlusPptxOverBarePptxgenjs: { value: ratio(layoutPlusPptx, barePptx), target: 2 },
  pdfOverBarePdfkit: { value: ratio(pdf, barePdf), target: 3 },
  pngOverBareResvg: { value: ratio(png, barePng), target: 1.5 },
  peakRssMb: { value: peakRssMb, target: 400 },
};
const informational = {
  pptxOverBarePptxgenjsPerRound: roundRatios(pptx, barePptx),
  layoutPlusPptxOverBarePptxgenjsPerRound: roundRatios(layoutPlusPptx, barePptx),
  pngOverBareResvgDrawingText: ratio(png, bareTextPng),
  peakRssMbOfThisWholeBenchProcess: peakRssInProcessMb,
};

const report = {
  machine: machineInfo(),
  date: new Date().toISOString(),
  deck: {
    slides: deck.slides.length,
    layouts: [...new Set(deck.slides.map((slide) => slide.layout))],
    pptxBytes: (await writePptx(deck)).byteLength,
    barePptxBytes: await writeBarePptx(barePptxInput),
    pdfBytes: (await writePdf(deck)).byteLength,
  },
  notes: [
    'bare pptxgenjs writes the same package as the engine: slide master with the theme background, slide numbers, text boxes with the same runs and paragraph options, the same pictures (base64 inside the timed call, as the engine does), the same preset shapes, icons as the same custom geometry (paths parsed before timing), tables with the same cell styles and borders, charts with the same label options, and the notes; one font face, no East Asian font rewriting, no layout; its option objects are flat literals built inside the timed call (pptxgenjs mutates them), which is also how the engine builds them',
    'pptx, layout+pptx and bare pptxgenjs are timed in alternating rounds (21 rounds after 5 warm-up rounds, a full GC before every timed run); layoutPlusPptx is measured as one task (outline to deck, then the writer), not a sum of medians',
    'both PPTX writers write a compressed package: the engine deflates its XML with fflate and stores its (palette PNG) pictures; bare pptxgenjs writes with `compression: true` (its STREAM output: JSZip deflates every part, pictures too)',
    'bare pdfkit writes the same text spans at the same positions in one embedded CJK subset font, and the same pictures (the illustrations as the engine renders them, before timing) covering their frames, each opened once per document',
    'bare resvg rasterises the same SVGs the PNG writer hands it (text as glyph outlines)',
    'informational: resvg laying out <text> itself with the bundled TTFs (one run); peak RSS of this process after all timed runs',
    'peakRssMb: one deck exported as SVG, PNG, PPTX and PDF in a fresh process (bench/src/peak-rss.ts)',
  ],
  peakRssMbAfterStage: peakRss,
  results: {
    layout,
    svg,
    png,
    pptx,
    layoutPlusPptx,
    pdf,
    barePptx,
    barePdf,
    barePng,
    bareTextPng,
  },
  ratios,
  informational,
  targetsMet: Object.values(ratios).every((entry) => entry.value <= entry.target),
};

const resultsDir = new URL('../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(new URL('deck.json', resultsDir), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  JSON.stringify(
    { deck: report.deck, ratios, informational, targetsMet: report.targetsMet },
    null,
    2,
  ),
);
