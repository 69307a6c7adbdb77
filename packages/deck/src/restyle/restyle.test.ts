import { describe, expect, it } from 'vitest';
import { attachmentIdOf } from '../image-src.js';
import {
  DECK_VERSION,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  migrateDeck,
  type ChartElement,
  type DeckDocument,
  type Slide,
  type TableElement,
} from '../model.js';
import { DensityChecker } from '../testing/density-check.js';
import { getTheme, listThemes } from '../themes.js';
import { paragraphText, shownStrings } from './content.js';
import { IMPORTED_FIXTURES, importedFixture, type ImportedFixture } from './imported-fixtures.js';
import { missingTexts } from './kept.js';
import { restyleDeck } from './restyle.js';

/** Texts of the fixtures' masters: the decorations left out. */
const DECORATION_TEXTS = new Set(['ACME 内部资料']);
/** Pictures of each fixture that are content (the others are its masters' logos). */
const CONTENT_PICTURES: Record<ImportedFixture, number> = {
  report: 1,
  roadmap: 3,
  sample: 2,
  piano: 2,
};

/** Every text an imported deck shows, read straight from its elements. */
function importedTexts(deck: DeckDocument): string[] {
  return deck.slides
    .flatMap((slide) => slide.elements)
    .flatMap((element) => {
      if (element.type === 'text') return element.paragraphs.map(paragraphText);
      if (element.type === 'shape') return (element.text?.paragraphs ?? []).map(paragraphText);
      if (element.type === 'table') return element.rows.flat();
      return [];
    })
    .filter((text) => text && !DECORATION_TEXTS.has(text));
}

const elementsOf = <T extends Slide['elements'][number]['type']>(deck: DeckDocument, type: T) =>
  deck.slides
    .flatMap((slide) => slide.elements)
    .filter((e): e is Extract<Slide['elements'][number], { type: T }> => e.type === type);

/** The attachments a deck shows: its pictures and its slides' background pictures. */
const attachments = (deck: DeckDocument) =>
  new Set(
    [
      ...elementsOf(deck, 'image').map((image) => image.src),
      ...deck.slides.flatMap((slide) => slide.background?.image ?? []),
    ].flatMap((src) => attachmentIdOf(src) ?? []),
  );

/** The rows of tables in order, a header row repeated on a continuation slide once. */
const bodyRows = (tables: readonly TableElement[]) =>
  tables.flatMap((table, index) => {
    const before = tables[index - 1];
    const repeated =
      table.header && before?.header && before.rows[0]?.join() === table.rows[0]?.join();
    return repeated ? table.rows.slice(1) : table.rows;
  });

const chartData = (charts: readonly ChartElement[]) =>
  charts.map(({ kind, categories, values, seriesName, extraSeries, title }) => ({
    kind,
    categories,
    values,
    seriesName,
    series: extraSeries?.map(({ name, values: v }) => ({ name, v })),
    title,
  }));

const THEMES = listThemes().map((theme) => theme.id);

describe('restyleDeck', () => {
  for (const name of IMPORTED_FIXTURES) {
    const imported = importedFixture(name);
    for (const themeId of THEMES) {
      it(`lays ${name} out in ${themeId} keeping every text, picture, table and chart`, () => {
        const deck = restyleDeck(imported, themeId);
        expect(migrateDeck(deck)).toEqual(deck);
        expect(deck.version).toBe(DECK_VERSION);
        expect(deck.page).toEqual({ width: PAGE_WIDTH, height: PAGE_HEIGHT });
        expect(deck.themeId).toBe(themeId);
        expect(deck.imported).toBeUndefined();

        const shown = deck.slides.flatMap(shownStrings);
        expect(missingTexts(importedTexts(imported), shown)).toEqual([]);
        expect(shown).not.toContain('ACME 内部资料');
        expect(attachments(deck).size).toBe(CONTENT_PICTURES[name]);
        for (const id of attachments(deck)) expect(attachments(imported)).toContain(id);

        const rows = bodyRows(elementsOf(deck, 'table')).map((row) => JSON.stringify(row));
        let at = 0;
        for (const row of bodyRows(elementsOf(imported, 'table'))) {
          at = rows.indexOf(JSON.stringify(row), at) + 1;
          expect(at, row.join(' | ')).toBeGreaterThan(0);
        }
        const charts = elementsOf(deck, 'chart');
        expect(chartData(charts)).toEqual(chartData(elementsOf(imported, 'chart')));
        const palette = getTheme(themeId).chart;
        for (const chart of charts) {
          for (const colour of chart.colors) expect(palette).toContain(colour);
        }

        const ids = deck.slides.map((slide) => slide.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const slide of imported.slides) {
          expect(deck.slides.find((s) => s.id === slide.id)?.notes).toBe(slide.notes);
        }

        const checker = new DensityChecker();
        checker.checkDeck(deck);
        expect(checker.report.issues).toEqual([]);
        expect(checker.report.truncated).toEqual([]);
      });
    }
  }
});

const textElement = (slide: Slide | undefined, part: string) => {
  const element = slide?.elements.find((e) => e.id === `${slide.id}.${part}`);
  return element?.type === 'text' ? element.paragraphs.map(paragraphText) : undefined;
};

describe('restyleDeck on a report', () => {
  const imported = importedFixture('report');
  const deck = restyleDeck(imported, 'clean-blue');
  const slide = (id: string) => deck.slides.find((s) => s.id === id);

  it('makes the title slide the cover, the title-only slide a divider, 谢谢 the closing', () => {
    expect(deck.slides.map((s) => s.layout)).toEqual([
      'cover',
      'divider',
      'bullets',
      'table',
      'chart',
      'image-text',
      'comparison',
      'table',
      'table',
      'closing',
    ]);
    expect(textElement(slide('slide-1'), 'title')).toEqual(['2024年第三季度经营报告']);
    expect(textElement(slide('slide-1'), 'subtitle')).toEqual(['财务部 · 2024年10月']);
    expect(textElement(slide('slide-2'), 'title')).toEqual(['第一部分 经营概况']);
    expect(textElement(slide('slide-9'), 'title')).toEqual(['谢谢！']);
    expect(textElement(slide('slide-9'), 'subtitle')).toEqual(['欢迎提问 Q&A']);
  });

  it('shows the section above the titles of the slides in it', () => {
    expect(textElement(slide('slide-3'), 'kicker')).toEqual(['第一部分 经营概况']);
    expect(textElement(slide('slide-3'), 'title')).toEqual(['本季度重点工作']);
  });

  it('keeps sub-points under their point, one level in', () => {
    const body = slide('slide-3')?.elements.find((e) => e.id === 'slide-3.body');
    expect(body?.type).toBe('text');
    const levels = body?.type === 'text' ? body.paragraphs.map((p) => p.level ?? 0) : [];
    expect(levels).toEqual([0, 1, 1, 0, 1, 0]);
  });

  it('keeps the merged cells of a table and gives it the theme header over the styled first row', () => {
    const table = elementsOf(deck, 'table')[0]!;
    const theme = getTheme('clean-blue');
    expect(table.header).toBe(true);
    expect(table.headerFill).toBe(theme.palette.primary);
    expect(table.cells?.[1]?.[0]?.rowSpan).toBe(2);
    expect(table.cells?.[4]?.[1]?.colSpan).toBe(3);
    expect(table.cells?.flat().some((cell) => cell.fill !== undefined)).toBe(false);
    expect(table.columnWidths.reduce((a, b) => a + b, 0)).toBeCloseTo(table.w);
    expect(table.rowHeights.reduce((a, b) => a + b, 0)).toBeCloseTo(table.h);
  });

  it('puts a one-line text above its chart and the picture beside its points', () => {
    expect(textElement(slide('slide-5'), 'caption')).toEqual([
      '收入连续三个月增长，成本基本持平。',
    ]);
    const picture = slide('slide-6')?.elements.find((e) => e.type === 'image');
    const source = elementsOf(imported, 'image').find((image) => image.w > 200);
    expect(picture?.type === 'image' && picture.src).toBe(source?.src);
  });

  it('compares two columns under their own heads', () => {
    expect(textElement(slide('slide-7'), 'side-1.title')).toEqual(['方案A：自建仓库']);
    expect(textElement(slide('slide-7'), 'side-2.title')).toEqual(['方案B：租用仓库']);
  });

  it('continues a list too long for one slide, the title marked as continued', () => {
    expect(textElement(slide('slide-8-2'), 'title')).toEqual(['风险与应对措施（续）']);
    expect(slide('slide-8-2')?.notes).toBe('');
  });
});

/** Texts of an engine deck, without its frame (footer, kicker, numbers). */
const FRAME = /\.(footer|kicker|badge-number|number|deck-title|vs|year)$/u;
/**
 * The header the engine gives a table of key：value points: its own words, which a theme whose
 * tables have no header row (the classic ledger) leaves out.
 */
const KEY_VALUE_HEADERS = new Set(['项目|说明', 'Item|Details']);
const contentTexts = (deck: DeckDocument) =>
  deck.slides
    .flatMap((slide) =>
      slide.elements
        .filter((element) => !FRAME.test(element.id))
        .flatMap((element) => shownStrings({ ...slide, elements: [element] })),
    )
    .filter((text) => !['项目', '说明', 'Item', 'Details'].includes(text));
const contentRows = (deck: DeckDocument) =>
  bodyRows(elementsOf(deck, 'table')).filter((row) => !KEY_VALUE_HEADERS.has(row.join('|')));

describe('restyleDeck, again', () => {
  it('gives the same deck for the same deck and theme', () => {
    const imported = importedFixture('report');
    expect(restyleDeck(imported, 'candy')).toEqual(restyleDeck(imported, 'candy'));
  });

  for (const name of IMPORTED_FIXTURES) {
    it(`restyles its own result of ${name} into another theme with everything kept`, () => {
      const first = restyleDeck(importedFixture(name), 'clean-blue');
      const second = restyleDeck(first, 'ink-wash');
      expect(migrateDeck(second)).toEqual(second);
      expect(missingTexts(contentTexts(first), second.slides.flatMap(shownStrings))).toEqual([]);
      expect(attachments(second)).toEqual(attachments(first));
      expect(chartData(elementsOf(second, 'chart'))).toEqual(chartData(elementsOf(first, 'chart')));
      expect(contentRows(second)).toEqual(contentRows(first));
      expect(second.slides.map((s) => s.id)).toEqual(first.slides.map((s) => s.id));
      const checker = new DensityChecker();
      checker.checkDeck(second);
      expect(checker.report.issues).toEqual([]);
    });
  }
});

describe('restyleDeck speed', () => {
  it('restyles a 50-slide imported deck', () => {
    const report = importedFixture('report');
    // Each copy's words differ, so that no measurement is answered from an earlier copy's.
    const slides = Array.from({ length: 50 }, (_, i) => {
      const slide = report.slides[i % report.slides.length]!;
      const json = JSON.stringify(slide).replace(/"text":"([^"]+)"/gu, `"text":"$1 ${i}"`);
      return { ...(JSON.parse(json) as Slide), id: `slide-${i + 1}` };
    });
    const imported = { ...report, slides };
    const started = performance.now();
    const deck = restyleDeck(imported, 'clean-blue');
    const ms = performance.now() - started;
    console.info(`restyleDeck: 50 imported slides -> ${deck.slides.length} in ${ms.toFixed(0)} ms`);
    expect(deck.slides.length).toBeGreaterThanOrEqual(50);
  });
});
