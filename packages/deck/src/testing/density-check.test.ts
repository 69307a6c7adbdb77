import { describe, expect, it } from 'vitest';
import type { Slide, TextElement } from '../model.js';
import { getTheme, listThemes } from '../themes.js';
import { corpusOutlineText, generateCorpus } from './corpus.js';
import { DensityChecker, MIN_SIZES, sweepCorpus } from './density-check.js';

/**
 * Corpus outlines the suite sweeps in every theme (the bench sweeps 1,000, `npm run bench:sweep`):
 * 10 take about 10 s alone (20 took 44 s of a CI run, its slowest unit file), so the test allows
 * three minutes on a loaded CI machine.
 */
const SUITE_OUTLINES = 10;
/**
 * Today's counts of the suite's sweep (set on 20 outlines x every theme, kept as the ceiling).
 * Overflow, small text, outside and texts cut with '…' must stay 0 (issue 16, item 3); sparse slides and tight texts
 * (see density-check.ts) are not yet 0 (issue 16, item 4): they may only go down. Lower them
 * when a change improves them.
 */
const TODAY_KNOWN_COUNTS = {
  overflow: 0,
  smallText: 0,
  outside: 0,
  sparse: 6,
  truncated: 0,
  tight: 0,
};

const theme = getTheme('clean-blue');
const page = { width: 960, height: 540 };

function text(id: string, body: string, box: Partial<TextElement> = {}, size = 24): TextElement {
  return {
    type: 'text',
    id,
    x: 64,
    y: 140,
    w: 400,
    h: 200,
    font: 'body',
    paragraphs: [{ runs: [{ text: body, size, color: '1E293B' }] }],
    align: 'left',
    valign: 'top',
    lineHeight: 1.3,
    paragraphSpacing: 0,
    inset: 4,
    ...box,
  };
}

const slideOf = (...elements: Slide['elements']): Slide => ({
  id: 's1',
  layout: 'bullets',
  elements,
  notes: '',
});

function check(slide: Slide) {
  const checker = new DensityChecker();
  checker.checkSlide(slide, 0, theme, page);
  return checker.report;
}

describe('corpus', () => {
  it('is deterministic and covers the content kinds of the sweep', () => {
    expect(corpusOutlineText(7)).toBe(corpusOutlineText(7));
    expect(corpusOutlineText(7)).not.toBe(corpusOutlineText(8));
    expect(corpusOutlineText(7, 1)).not.toBe(corpusOutlineText(7, 2));
    const all = generateCorpus(200)
      .map((entry) => entry.text)
      .join('\n');
    for (const sign of ['万元', '%', '年', '：', '“', '第一步', 'Step 1', 'https://', '#### ']) {
      expect(all, sign).toContain(sign);
    }
    expect(all).toMatch(/\* [A-Z][a-z]+ [a-z]+/u);
  });
});

describe('density check', () => {
  it('passes a slide whose text fits, at a size above the minimum, on the page', () => {
    const report = check(
      slideOf(text('s1.body', '推进数字化转型'), text('s1.footer', '页脚', {}, 10.5)),
    );
    expect(report.issues).toEqual([]);
    expect(report.totals.textElements).toBe(2);
  });

  it('finds text that does not fit its box, even when the box is wide enough for one line', () => {
    const long = '各部门持续优化服务质量，确保各项任务按期完成，形成可复制可推广的经验。'.repeat(4);
    const report = check(slideOf(text('s1.body', long, { h: 60 })));
    expect(report.totals.overflow).toBe(1);
    const [issue] = report.issues;
    expect(issue?.element).toBe('s1.body');
    expect(issue?.measured).toMatchObject({ w: expect.any(Number), h: expect.any(Number) });
    if (issue && 'h' in issue.measured) expect(issue.measured.h).toBeGreaterThan(60);
  });

  it('finds a glyph wider than its column and a table cell that overflows', () => {
    const narrow = text('s1.body', '宽', { w: 16, h: 200 });
    const table = {
      type: 'table' as const,
      id: 's1.table',
      x: 64,
      y: 140,
      w: 200,
      h: 68,
      rows: [
        ['项目', '说明'],
        ['预算', '资金使用规范，确保各项任务按期完成并形成长效机制'],
      ],
      header: true,
      columnWidths: [60, 140],
      rowHeights: [34, 34],
      font: 'body' as const,
      size: 16,
      color: '1E293B',
      headerColor: 'FFFFFF',
      headerFill: '1D4ED8',
      borderColor: 'CBD5E1',
    };
    const report = check(slideOf(narrow, table));
    expect(report.issues.map((issue) => issue.element)).toEqual(['s1.body', 's1.table-r1c1']);
  });

  it('finds text below the minimum of its role and boxes off the page, turned or not', () => {
    const report = check(
      slideOf(
        text('s1.body', '正文', {}, MIN_SIZES.content - 1),
        text('s1.footer', '页脚', {}, MIN_SIZES.footer),
        text('s1.caption', '说明', { x: 900, w: 100 }),
        // 400 x 20 turned 90 degrees about its centre (y + 10) reaches 190 above it.
        {
          type: 'shape',
          id: 's1.bar',
          x: 280,
          y: 100,
          w: 400,
          h: 20,
          geometry: 'rect',
          rotate: 90,
        },
      ),
    );
    expect(report.issues.map((issue) => `${issue.kind} ${issue.element}`)).toEqual([
      'small-text s1.body',
      'outside s1.caption',
      'outside s1.bar',
    ]);
  });

  it('counts a content slide with little on it as sparse', () => {
    const report = check(slideOf(text('s1.body', '落实', { w: 100, h: 40 })));
    expect(report.totals.sparse).toBe(1);
    expect(report.sparse[0]?.coverage).toBeLessThan(0.05);
  });

  it(`sweeps ${SUITE_OUTLINES} corpus outlines in every theme no worse than today`, () => {
    const report = sweepCorpus(generateCorpus(SUITE_OUTLINES));
    expect(report.totals.decks).toBe(SUITE_OUTLINES * listThemes().length);
    const { overflow, smallText, outside, sparse, truncated, tight } = report.totals;
    const counts = { overflow, smallText, outside, sparse, truncated, tight };
    for (const [key, known] of Object.entries(TODAY_KNOWN_COUNTS)) {
      expect(counts[key as keyof typeof counts], key).toBeLessThanOrEqual(known);
    }
    expect(report.issues.slice(0, 5)).toEqual([]);
  }, 180_000);
});
