import { parseOutline } from '@slidecraft/contract/outline';
import type { DeckErrorReason } from './errors.js';
import { describe, expect, it } from 'vitest';
import { BODY_SIZE } from './layouts/content-layout.js';
import {
  DECK_VERSION,
  deckSchema,
  type DeckDocument,
  type Slide,
  type TextElement,
} from './model.js';
import { outlineToDeck, relayoutDeck } from './outline-to-deck.js';
import { SAMPLE_LAYOUTS, SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';
import { textOf, visibleText } from './testing/deck-text.js';
import { listThemes } from './themes.js';

const TODAY = '2026-03-01';
const deckFrom = (text: string, options?: Parameters<typeof outlineToDeck>[1]) =>
  outlineToDeck(parseOutline(text), { today: TODAY, ...options });

const textElement = (slide: Slide, suffix: string) =>
  slide.elements.find((e): e is TextElement => e.type === 'text' && e.id.endsWith(suffix));
const titleOf = (slide: Slide) => textOf(textElement(slide, '.title')!).join('');
const bodyOf = (slide: Slide) => {
  const body = textElement(slide, '.body');
  return body ? textOf(body) : [];
};
const FRAME_LAYOUTS = new Set(['cover', 'agenda', 'divider', 'closing']);

function expectDeckError(action: () => unknown, reason: DeckErrorReason) {
  expect(action).toThrow(expect.objectContaining({ name: 'DeckError', reason }));
}

function outlineWithPoints(count: number, point: (i: number) => string): string {
  const points = Array.from({ length: count }, (_, i) => `* ${point(i)}`).join('\n');
  return `# 测试演示\n## 第一章\n### 长列表\n${points}\n`;
}

/** The longest run of one content layout on consecutive content slides. */
function longestRun(deck: DeckDocument): number {
  const layouts = deck.slides.map((s) => s.layout).filter((l) => !FRAME_LAYOUTS.has(l));
  let longest = 0;
  let run = 0;
  layouts.forEach((layout, index) => {
    run = index > 0 && layouts[index - 1] === layout ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

describe('outlineToDeck', () => {
  const deck = deckFrom(SAMPLE_OUTLINE_TEXT);

  it('opens with cover and agenda, a divider per chapter, and ends with a closing slide', () => {
    const layouts = deck.slides.map((s) => s.layout);
    expect(layouts.slice(0, 3)).toEqual(['cover', 'agenda', 'divider']);
    expect(layouts.at(-1)).toBe('closing');
    expect(layouts.filter((l) => l === 'divider')).toHaveLength(4);
    expect(deck.slides.at(-2)?.layout).toBe('divider'); // a chapter with nothing under it
  });

  it('picks the layout family from the shape of each section', () => {
    const firstPages = new Map<string, string>();
    for (const slide of deck.slides) {
      const title = textElement(slide, '.title');
      if (FRAME_LAYOUTS.has(slide.layout) || !title) continue;
      const heading = slide.notes.split('\n')[0] ?? '';
      if (!firstPages.has(heading)) firstPages.set(heading, slide.layout);
    }
    expect(Object.fromEntries(firstPages)).toEqual(SAMPLE_LAYOUTS);
  });

  it('uses at least twelve layout families in the sample deck', () => {
    expect(new Set(deck.slides.map((s) => s.layout)).size).toBeGreaterThanOrEqual(16);
  });

  it('puts subtitle, author and date on the cover and every chapter in the agenda', () => {
    const cover = deck.slides[0]!;
    expect(textOf(textElement(cover, '.subtitle')!)).toEqual(['面向中小学教师的实践指南']);
    expect(textOf(textElement(cover, '.note')!).join('')).toMatch(/张老师.*2026-11-22/);
    const agenda = deck.slides[1]!;
    const entries = agenda.elements.filter(
      (e) => e.type === 'text' && /entry-.*\.title$/.test(e.id),
    );
    expect(entries.map((e) => textOf(e as TextElement)[0])).toEqual([
      '人工智能概述',
      '教育场景中的应用',
      '挑战与对策',
      '总结与展望',
    ]);
  });

  it('falls back to the brand and the given date when the outline has no note', () => {
    const cover = deckFrom('# 季度汇报\n## 业绩\n* 收入增长').slides[0]!;
    expect(textOf(textElement(cover, '.note')!).join('')).toBe(`SlideCraft · AI 生成  |  ${TODAY}`);
    const english = deckFrom('# Review\n## Results\n* Revenue grew').slides[0]!;
    expect(textOf(textElement(english, '.note')!).join('')).toBe(`SlideCraft  |  ${TODAY}`);
  });

  it('is a valid, deterministic deck document', () => {
    expect(deckSchema.safeParse(deck).success).toBe(true);
    expect(deckFrom(SAMPLE_OUTLINE_TEXT)).toEqual(deck);
    expect(deck).toMatchObject({
      version: DECK_VERSION,
      themeId: 'clean-blue',
      page: { width: 960 },
    });
  });

  it('splits a long list over several slides instead of shrinking below 16 pt', () => {
    const text = outlineWithPoints(
      20,
      (i) => `第 ${i + 1} 条意见，教师可以借助智能工具快速生成分层练习与讲评材料`,
    );
    const pages = deckFrom(text).slides.filter((s) => !FRAME_LAYOUTS.has(s.layout));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.slice(1).every((page) => titleOf(page) === '长列表（续）')).toBe(true);
    for (const page of pages) {
      const sizes = page.elements.flatMap((e) =>
        e.type === 'text' && !/title|number|kicker|footer/.test(e.id)
          ? e.paragraphs.flatMap((p) => p.runs.map((r) => r.size))
          : [],
      );
      expect(Math.min(...sizes), page.id).toBeGreaterThanOrEqual(BODY_SIZE.min);
    }
    const shown = pages.map((page) => visibleText(page)).join('');
    for (let i = 0; i < 20; i++) expect(shown).toContain(`第 ${i + 1} 条意见`);
  });

  it('continues a single overlong point on the next slide without losing text', () => {
    const sentence = '这是一个非常长的要点，用来检查排版引擎会不会把文字挤出文本框。';
    const point = sentence.repeat(30);
    const pages = deckFrom(outlineWithPoints(1, () => point)).slides.filter(
      (s) => s.layout === 'bullets',
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap(bodyOf).join('')).toBe(point);
  });

  it('never runs one content layout more than three slides in a row over a long deck', () => {
    const sections = (chapter: number) =>
      Array.from(
        { length: 4 },
        (_, s) =>
          `### 第 ${chapter}-${s + 1} 节\n` +
          Array.from({ length: 5 }, (_, p) => `* 本节的第 ${p + 1} 个要点，说明一项具体做法`).join(
            '\n',
          ),
      ).join('\n');
    const chapters = Array.from({ length: 7 }, (_, c) => `## 第 ${c + 1} 章\n${sections(c + 1)}`);
    const long = deckFrom(`# 长篇演示\n${chapters.join('\n')}\n## 附录\n${sections(9)}`);
    expect(long.slides.length).toBeGreaterThanOrEqual(30);
    expect(longestRun(long)).toBeLessThanOrEqual(3);
    expect(longestRun(deckFrom(outlineWithPoints(60, (i) => `要点 ${i}`)))).toBeLessThanOrEqual(3);
  });

  it('uses English labels for an English outline', () => {
    const english = deckFrom('# Quarterly Review\n## Results\n* Revenue grew\n');
    expect(english.slides.map((s) => s.layout)).toEqual([
      'cover',
      'agenda',
      'divider',
      'statement',
      'closing',
    ]);
    expect(titleOf(english.slides[1]!)).toBe('Contents');
    expect(titleOf(english.slides.at(-1)!)).toBe('Thank you');
  });

  it('keeps every point when the deck is laid out again in another theme', () => {
    const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
    const points = outline.items.filter((item) => item.kind === 'point').map((item) => item.title);
    const strip = (text: string) => text.replace(/[\s「」『』“”"—]/gu, '');
    for (const theme of listThemes()) {
      const relaid = relayoutDeck(outline, theme.id, { today: TODAY });
      expect(relaid.themeId).toBe(theme.id);
      const shown = strip(relaid.slides.map((slide) => visibleText(slide)).join(''));
      for (const point of points) {
        for (const part of point.split(/[：:]/u)) expect(shown, theme.id).toContain(strip(part));
      }
    }
  });

  it('rejects more slides than the page limit', () => {
    const sections = Array.from({ length: 130 }, (_, i) => `### 小节 ${i + 1}\n* 要点`).join('\n');
    expectDeckError(() => deckFrom(`# 大型演示\n## 唯一章节\n${sections}`), 'page-count-limit');
    const count = deck.slides.length;
    expectDeckError(
      () => deckFrom(SAMPLE_OUTLINE_TEXT, { maxPages: count - 1 }),
      'page-count-limit',
    );
    expect(deckFrom(SAMPLE_OUTLINE_TEXT, { maxPages: count }).slides).toHaveLength(count);
  });

  it('rejects an outline without chapters and an unknown theme', () => {
    expectDeckError(
      () => outlineToDeck({ items: [{ id: 'n1', parentId: null, kind: 'title', title: '空' }] }),
      'outline-empty',
    );
    expectDeckError(() => deckFrom(SAMPLE_OUTLINE_TEXT, { themeId: 'nope' }), 'unknown-theme');
    expectDeckError(() => relayoutDeck(parseOutline(SAMPLE_OUTLINE_TEXT), 'nope'), 'unknown-theme');
  });
  it("follows a template's layout plan where the layout can show the points", () => {
    const text = `# 计划
## 第一章
### 三项举措
* 调研现状，找准问题
* 小范围试点，验证方案
* 全面推广，形成制度
### 十二条要求
${Array.from({ length: 12 }, (_, i) => `* 第${i + 1}条要求写得比较长，需要更多的位置才能放下`).join('\n')}
`;
    const layoutOf = (deck: DeckDocument, title: string) =>
      deck.slides.find((slide) => slide.layout !== 'divider' && titleOf(slide).startsWith(title))
        ?.layout;
    const plain = deckFrom(text);
    const planned = deckFrom(text, { layoutPlan: { 三项举措: 'timeline', 十二条要求: 'stats' } });
    expect(layoutOf(plain, '三项举措')).not.toBe('timeline');
    expect(layoutOf(planned, '三项举措')).toBe('timeline');
    // Twelve long sentences are not stats: the plan gives way to a layout that holds them.
    expect(layoutOf(planned, '十二条要求')).toBe(layoutOf(plain, '十二条要求'));
  });
});
