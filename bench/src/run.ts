import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { parseOutline } from '@slidecraft/contract';
import { outlineToDeck, writePptx } from '@slidecraft/deck';
import {
  fontMeasurer,
  renderDeckPng,
  renderDeckSvg,
  renderFont,
  renderSlideRasterSvg,
  writePdf,
} from '@slidecraft/deck/render';
import { deckSpans, renderBarePngs, writeBarePdf, writeBarePptx } from './bare.js';
import { medianMs, ratio } from './timing.js';

/**
 * Deck engine benchmark: a ~30-slide Chinese deck with mixed layouts, laid out and written as
 * SVG, PNG (1280 px), PPTX and PDF, against each library alone writing the same content.
 * Medians after warm-up; results go to bench/results/deck.json.
 */
const PNG_WIDTH = 1280;

/** Section shapes that steer the layouts to different families. */
const SECTION_POINTS: readonly (readonly string[])[] = [
  ['数字化转型不是技术项目，而是经营方式的根本转变'],
  ['线上渠道：获客成本低，转化周期短', '线下门店：体验深，复购率高'],
  ['客户洞察：统一数据平台', '运营效率：流程自动化', '组织能力：数字人才梯队'],
  ['营收增长 35%', '成本下降 18%', '客户满意度 92%', '交付周期缩短 40%'],
  [
    '第一步：现状诊断与目标设定',
    '第二步：试点项目快速验证',
    '第三步：规模化推广',
    '第四步：持续运营与优化',
  ],
  ['项目周期：18 个月', '投入预算：2,400 万元', '覆盖门店：320 家', '预期回报：3.2 倍'],
  [
    '通过数据驱动的决策提升转化率',
    '建立以客户为中心的服务体系',
    '用 AI 赋能一线员工',
    '打造开放的合作生态',
    '完善数据安全与合规',
  ],
];

function generatedOutline(): string {
  const lines = ['# 数字化转型年度报告', '> 2026 年度总结与展望', '@note 战略部; 2026-11-22'];
  for (let chapter = 1; chapter <= 4; chapter++) {
    lines.push(`## 第 ${chapter} 部分：业务增长与 Digital Strategy`);
    for (let section = 1; section <= 6; section++) {
      lines.push(`### 专题 ${chapter}.${section}：客户体验与运营效率`);
      const points = SECTION_POINTS[(chapter * 6 + section) % SECTION_POINTS.length] ?? [];
      for (const point of points) lines.push(`* ${point}`);
    }
  }
  return lines.join('\n');
}

const outlineText = generatedOutline();
const outline = parseOutline(outlineText);
const layoutDeck = () => outlineToDeck(outline, { measurer: fontMeasurer });
const deck = layoutDeck();
const rasterSvgs = deck.slides.map((_, index) => renderSlideRasterSvg(deck, index));
const previewSvgs = renderDeckSvg(deck);
const spans = deckSpans(deck);
const cjkFont = readFileSync(renderFont('sans').regular);

/** Peak RSS in MB so far, recorded after each stage to see which one holds memory. */
const peakRss: Record<string, number> = {};
const mark = (stage: string) =>
  (peakRss[stage] = Math.round(process.resourceUsage().maxRSS / 1024));
mark('prepared');
const layout = await medianMs(layoutDeck);
const svg = await medianMs(() => renderDeckSvg(deck));
mark('svg');
const pptx = await medianMs(() => writePptx(deck));
mark('pptx');
const barePptx = await medianMs(() => writeBarePptx(deck));
mark('barePptx');
const pdf = await medianMs(() => writePdf(deck));
mark('pdf');
const barePdf = await medianMs(() => writeBarePdf(spans, cjkFont));
mark('barePdf');
const png = await medianMs(() => renderDeckPng(deck, { width: PNG_WIDTH }), 3, 1);
mark('png');
const barePng = await medianMs(() => renderBarePngs(rasterSvgs, PNG_WIDTH, false), 3, 1);
mark('barePng');
// Peak memory of one export in every format, in a fresh process: in this process resvg's native
// pixmaps from all the timed runs wait for a garbage collection that V8 sees no reason to run.
const peakRssMb = Number(
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/peak-rss.ts'], {
    cwd: new URL('..', import.meta.url),
    input: outlineText,
  }).toString(),
);
// resvg drawing `<text>` itself with the bundled fonts: one run, for information.
const bareTextPng = await medianMs(() => renderBarePngs(previewSvgs, PNG_WIDTH, true), 1, 0);
const peakRssInProcessMb = Math.round(process.resourceUsage().maxRSS / 1024);

const layoutPlusPptx = { medianMs: layout.medianMs + pptx.medianMs, runsMs: [] };
const ratios = {
  pptxOverBarePptxgenjs: { value: ratio(pptx, barePptx), target: 1.5 },
  layoutPlusPptxOverBarePptxgenjs: { value: ratio(layoutPlusPptx, barePptx), target: 3 },
  pdfOverBarePdfkit: { value: ratio(pdf, barePdf), target: 3 },
  pngOverBareResvg: { value: ratio(png, barePng), target: 1.5 },
  peakRssMb: { value: peakRssMb, target: 400 },
};
const informational = {
  pngOverBareResvgDrawingText: ratio(png, bareTextPng),
  peakRssMbOfThisWholeBenchProcess: peakRssInProcessMb,
};

const report = {
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    memGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  },
  date: new Date().toISOString(),
  deck: {
    slides: deck.slides.length,
    layouts: [...new Set(deck.slides.map((slide) => slide.layout))],
    pptxBytes: (await writePptx(deck)).byteLength,
    pdfBytes: (await writePdf(deck)).byteLength,
  },
  notes: [
    'bare pptxgenjs writes the same text boxes, shapes, tables and charts with one font and no font rewriting',
    'bare pdfkit writes the same text spans at the same positions in one embedded CJK subset font',
    'bare resvg rasterises the same SVGs the PNG writer hands it (text as glyph outlines)',
    'informational: resvg laying out <text> itself with the bundled TTFs (one run); peak RSS of this process after all timed runs',
    'peakRssMb: one deck exported as SVG, PNG, PPTX and PDF in a fresh process (bench/src/peak-rss.ts)',
  ],
  peakRssMbAfterStage: peakRss,
  results: { layout, svg, png, pptx, pdf, barePptx, barePdf, barePng, bareTextPng },
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
