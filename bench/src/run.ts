import { cpus, totalmem } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseOutline, type Outline } from '@slidecraft/contract';
import { outlineToDeck, writePptx, type DeckDocument } from '@slidecraft/deck';
import pptxgenModule from 'pptxgenjs';

/**
 * Deck engine benchmark: lays out a ~30-slide Chinese deck and writes it as PPTX, against bare
 * pptxgenjs writing the same text boxes, compressed (no layout, shapes or font rewriting). Median of 7 runs
 * after warm-up; results go to bench/results/deck.json.
 */
const RUNS = 7;
const WARM_UP_RUNS = 2;

type PresentationClass = typeof pptxgenModule.default;
const Presentation: PresentationClass =
  (pptxgenModule as unknown as { default?: PresentationClass }).default ??
  (pptxgenModule as unknown as PresentationClass);

function generatedOutline(): Outline {
  const lines = ['# 数字化转型年度报告', '> 2026 年度总结与展望', '@note 战略部; 2026-11-22'];
  for (let chapter = 1; chapter <= 4; chapter++) {
    lines.push(`## 第 ${chapter} 部分：业务增长与 Digital Strategy`);
    for (let section = 1; section <= 6; section++) {
      lines.push(`### 专题 ${chapter}.${section}：客户体验与运营效率`);
      for (let point = 1; point <= 4; point++) {
        lines.push(
          `* 要点 ${point}：通过数据驱动的决策提升 ${point * 7}% 的转化率，并降低运营成本`,
        );
      }
    }
  }
  return parseOutline(lines.join('\n'));
}

async function writeBarePptx(deck: DeckDocument): Promise<number> {
  const pptx = new Presentation();
  pptx.layout = 'LAYOUT_WIDE';
  for (const slide of deck.slides) {
    const target = pptx.addSlide();
    for (const element of slide.elements) {
      if (element.type !== 'text') continue;
      const runs = element.paragraphs.flatMap((paragraph) =>
        paragraph.runs.map((run, index) => ({
          text: run.text,
          options: {
            fontSize: run.size,
            color: run.color,
            bold: run.bold ?? false,
            fontFace: 'Microsoft YaHei',
            breakLine: index === paragraph.runs.length - 1,
          },
        })),
      );
      const inches = (points: number) => points / 72;
      target.addText(runs, {
        x: inches(element.x),
        y: inches(element.y),
        w: inches(element.w),
        h: inches(element.h),
      });
    }
    if (slide.notes) target.addNotes(slide.notes);
  }
  // Compressed like writePptx's output, so the ratio compares like with like.
  const written = await pptx.write({ outputType: 'nodebuffer', compression: true });
  return written instanceof Uint8Array ? written.byteLength : 0;
}

async function medianMs(task: () => unknown): Promise<{ medianMs: number; runsMs: number[] }> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await task();
  const runsMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await task();
    runsMs.push(Number((performance.now() - start).toFixed(2)));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, runsMs };
}

const outline = generatedOutline();
const deck = outlineToDeck(outline);
const pptxBytes = (await writePptx(deck)).byteLength;

const layout = await medianMs(() => outlineToDeck(outline));
const pptx = await medianMs(() => writePptx(deck));
const bare = await medianMs(() => writeBarePptx(deck));

const report = {
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    memGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  },
  date: new Date().toISOString(),
  deck: { slides: deck.slides.length, pptxBytes },
  results: {
    outlineToDeck: layout,
    writePptx: pptx,
    barePptxgenjsSameTextBoxes: bare,
  },
  ratios: {
    writePptxOverBarePptxgenjs: Number((pptx.medianMs / bare.medianMs).toFixed(2)),
    outlineToDeckOverWritePptx: Number((layout.medianMs / pptx.medianMs).toFixed(3)),
  },
};

const resultsDir = new URL('../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(new URL('deck.json', resultsDir), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
