import { mkdir, writeFile } from 'node:fs/promises';
import type { Outline } from '@slidecraft/contract';
import { listThemes } from '@slidecraft/deck';
import {
  DEFAULT_CORPUS_SEED,
  generateCorpus,
  type CorpusOutline,
} from '../../../packages/deck/src/testing/corpus.js';
import {
  MIN_SIZES,
  SPARSE_COVERAGE,
  sweepCorpus,
  type Counts,
  type DensityIssue,
  type TextNote,
} from '../../../packages/deck/src/testing/density-check.js';
import { machineInfo } from '../machine.js';

/**
 * Density and overflow sweep (issue 16, item 4): a generated corpus of 1,000 outlines (short,
 * long, Chinese, English and mixed, long words and URLs, deep nesting, numbers, key：value
 * tables, quotes, sequences, one- and two-point and long slides, empty sections) laid out in
 * every theme and checked element by element (packages/deck/src/testing/density-check.ts).
 * Goals: 0 overflowing text boxes, 0 text below its minimum size, 0 elements off the page.
 * Sparse slides and texts cut with '…' are counted for information. Results go to
 * bench/results/deck-sweep.json. BENCH_SWEEP_OUTLINES changes the corpus size.
 */
const OUTLINES = Number(process.env.BENCH_SWEEP_OUTLINES ?? 1000);
const EXAMPLES = 20;

const themes = listThemes().map((theme) => theme.id);
const corpus = generateCorpus(OUTLINES);
const byIndex = new Map(corpus.map((entry) => [entry.index, entry]));

/** The outline heading a content slide came from ('content-n19-2' -> n19), with its points. */
function sourceOf(entry: CorpusOutline | undefined, slideId: string) {
  const id = /^content-(n\d+)-/u.exec(slideId)?.[1];
  const items: Outline['items'] = entry?.outline.items ?? [];
  const heading = items.find((item) => item.id === id);
  if (!heading) return undefined;
  const points = items.filter((item) => item.parentId === id && item.kind === 'point');
  const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);
  return {
    heading: clip(heading.title),
    points: points.slice(0, 8).map((point) => clip(point.title)),
    ...(points.length > 8 ? { morePoints: points.length - 8 } : {}),
  };
}

/** At most `count` items, the first of each distinct key. */
function distinct<T>(items: readonly T[], key: (item: T) => string, count: number): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    kept.push(item);
    if (kept.length === count) break;
  }
  return kept;
}

/** How many corpus outlines carry each kind of content, and headings by their number of points. */
function corpusFeatures(entries: readonly CorpusOutline[]) {
  const patterns: Record<string, RegExp> = {
    deepNesting: /^#### /mu,
    keyValue: /^\* [^\s：]{1,8}：/mu,
    ranges: /\d+-\d+\D/u,
    percentages: /\d+%/u,
    years: /\d{4}年/u,
    quotes: /“/u,
    sequences: /第.+步|Step \d/u,
    urls: /https?:\/\/|www\./u,
    longWords: /[A-Za-z-]{25,}/u,
    englishPoints: /^\* [A-Z][a-z]+ [a-z]+/mu,
  };
  const outlines = Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => [
      name,
      entries.filter((entry) => pattern.test(entry.text)).length,
    ]),
  );
  const headingsByPoints: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3-6': 0, '7+': 0 };
  for (const { outline } of entries) {
    const points = new Map<string, number>();
    for (const item of outline.items) {
      if (item.kind === 'point' && item.parentId)
        points.set(item.parentId, (points.get(item.parentId) ?? 0) + 1);
    }
    for (const item of outline.items) {
      if (item.kind === 'title' || item.kind === 'point') continue;
      const count = points.get(item.id) ?? 0;
      const bucket = count <= 2 ? String(count) : count <= 6 ? '3-6' : '7+';
      headingsByPoints[bucket] = (headingsByPoints[bucket] ?? 0) + 1;
    }
  }
  return { outlinesWith: outlines, headingsByPoints };
}

const share = (counts: Counts) => ({
  ...counts,
  sparseShare: counts.slides ? Number((counts.sparse / counts.slides).toFixed(3)) : 0,
});
const mapValues = (record: Record<string, Counts>) =>
  Object.fromEntries(Object.entries(record).map(([key, counts]) => [key, share(counts)]));

const started = performance.now();
const report = sweepCorpus(corpus, themes);
const durationMs = Math.round(performance.now() - started);

const role = (element: string) => element.slice(element.lastIndexOf('.') + 1);
const example = (issue: DensityIssue) => ({
  ...issue,
  source: sourceOf(byIndex.get(issue.outline ?? -1), issue.slide),
});
const examples = distinct(
  report.issues,
  (issue) => `${issue.kind} ${issue.layout} ${role(issue.element)}`,
  EXAMPLES,
).map(example);
const sparsest = distinct(
  [...report.sparse].sort((a, b) => a.coverage - b.coverage),
  (slide) => `${slide.layout} ${slide.outline}`,
  EXAMPLES,
).map((slide) => ({ ...slide, source: sourceOf(byIndex.get(slide.outline ?? -1), slide.slide) }));
const notes = (texts: readonly TextNote[]) =>
  distinct(texts, (text) => `${text.layout} ${role(text.element)}`, EXAMPLES).map((text) => ({
    ...text,
    source: sourceOf(byIndex.get(text.outline ?? -1), text.slide),
  }));

const { overflow, smallText, outside } = report.totals;
const result = {
  machine: machineInfo(),
  date: new Date().toISOString(),
  corpus: {
    outlines: OUTLINES,
    seed: DEFAULT_CORPUS_SEED,
    themes: themes.length,
    ...corpusFeatures(corpus),
    generator:
      'packages/deck/src/testing/corpus.ts (corpusOutlineText(index, seed) gives any outline back)',
  },
  notes: [
    'overflow: every text box and table cell laid out as the SVG, PNG and PDF writers lay it out (layoutTextElement, metrics of the embedded fonts, the element render font, full column); a dropped line or a line wider than its column counts',
    `small text: themes define no minimum size; the minimums are the engine's text-fit floors: ${MIN_SIZES.content} pt (SMALL_MIN) for content text, ${MIN_SIZES.label} pt for kicker, numbers, 'vs', cover note and closing deck title, ${MIN_SIZES.footer} pt for the footer`,
    'outside: the element box, turned by its rotation about its centre, must lie on the 960 x 540 page',
    `sparse (information): a content slide whose text ink, tables, charts, pictures, icons and the panels text sits on cover less than ${SPARSE_COVERAGE * 100}% of the body area (64..896 x 118..492, 4 pt grid)`,
    "truncated (information): a paragraph the layouts shortened with '…' (text lost)",
    'tight (information): text that fits but would not with glyphs 5% wider (the margin the layouts keep for PowerPoint and LibreOffice, which break lines with their own fonts)',
    'PPTX hands the same paragraphs to PowerPoint or LibreOffice, which use their own fonts; the per-theme LibreOffice round trip is themes.libreoffice.test.ts',
    'the decks are laid out with maxPages 1000 so that long corpus outlines are checked instead of refused',
  ],
  durationMs,
  goals: { overflow: 0, smallText: 0, outside: 0 },
  goalsMet: overflow === 0 && smallText === 0 && outside === 0,
  totals: share(report.totals),
  smallestSize: report.smallestSize,
  byTheme: mapValues(report.byTheme),
  byLayout: mapValues(report.byLayout),
  examples,
  sparsest,
  truncated: notes(report.truncated),
  tight: notes(report.tight),
};

console.log(
  `${OUTLINES} outlines x ${themes.length} themes: ${report.totals.decks} decks, ${report.totals.slides} slides, ${report.totals.textElements} texts in ${durationMs} ms; overflow ${overflow}, small text ${smallText}, outside ${outside}; sparse ${report.totals.sparse}, truncated ${report.totals.truncated}, tight ${report.totals.tight}`,
);
const resultsDir = new URL('../../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(new URL('deck-sweep.json', resultsDir), `${JSON.stringify(result, null, 2)}\n`);
