import { ErrorCode, parseOutline } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { BODY_SIZE } from './layouts/content.js';
import { deckSchema, type DeckDocument, type Slide, type TextElement } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { estimatingMeasurer, textHeight } from './text-fit.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';

const deckFrom = (text: string, options?: Parameters<typeof outlineToDeck>[1]) =>
  outlineToDeck(parseOutline(text), options);

const textOf = (element: TextElement) =>
  element.paragraphs.map((p) => p.runs.map((r) => r.text).join(''));
const textElement = (slide: Slide, suffix: string) =>
  slide.elements.find((e): e is TextElement => e.type === 'text' && e.id.endsWith(suffix));
const titleOf = (slide: Slide) => textOf(textElement(slide, '.title')!).join('');
const bodyOf = (slide: Slide) => {
  const body = textElement(slide, '.body');
  return body ? textOf(body) : [];
};

function expectAppError(action: () => unknown, code: number) {
  expect(action).toThrow(expect.objectContaining({ name: 'AppError', code }));
}

function outlineWithPoints(count: number, point: (i: number) => string): string {
  const points = Array.from({ length: count }, (_, i) => `* ${point(i)}`).join('\n');
  return `# 测试演示\n## 第一章\n### 长列表\n${points}\n`;
}

describe('outlineToDeck', () => {
  const deck = deckFrom(SAMPLE_OUTLINE_TEXT);

  it('orders cover, contents, a divider per chapter with its pages, and a closing slide', () => {
    expect(deck.slides.map((s) => `${s.layout}:${titleOf(s)}`)).toEqual([
      'cover:人工智能在教育中的应用',
      'toc:目录',
      'divider:人工智能概述',
      'content:什么是人工智能',
      'content:发展历程',
      'divider:教育场景中的应用',
      'content:个性化学习路径',
      'content:作业批改',
      'content:课堂互动',
      'content:课堂互动（续）',
      'divider:挑战与对策',
      'content:挑战与对策',
      'divider:总结与展望',
      'closing:谢谢观看',
    ]);
  });

  it('puts subtitle and author/date on the cover and every chapter in the contents', () => {
    const cover = deck.slides[0]!;
    expect(textOf(textElement(cover, '.subtitle')!)).toEqual(['面向中小学教师的实践指南']);
    expect(textOf(textElement(cover, '.note')!).join('')).toMatch(/张老师.*2026-11-22/);
    const toc = deck.slides[1]!;
    const entries = toc.elements.filter((e) => e.type === 'text' && /entry-.*\.title$/.test(e.id));
    expect(entries.map((e) => textOf(e as TextElement)[0])).toEqual([
      '人工智能概述',
      '教育场景中的应用',
      '挑战与对策',
      '总结与展望',
    ]);
  });

  it('shows points as bullets, names the parent heading and keeps them in the notes', () => {
    const slide = deck.slides.find((s) => titleOf(s) === '个性化学习路径')!;
    expect(bodyOf(slide)).toEqual(['根据学生的答题记录诊断知识薄弱点', '推荐难度合适的练习题']);
    expect(textElement(slide, '.body')!.bullet).toBeDefined();
    expect(textOf(textElement(slide, '.kicker')!)).toEqual(['智能辅导']);
    expect(slide.notes).toContain('推荐难度合适的练习题');
  });

  it('is a valid, deterministic deck document', () => {
    expect(deckSchema.safeParse(deck).success).toBe(true);
    expect(deckFrom(SAMPLE_OUTLINE_TEXT)).toEqual(deck);
    expect(deck).toMatchObject({
      version: 1,
      themeId: 'clean-blue',
      page: { width: 960, height: 540 },
    });
  });

  it('splits a long list over several slides instead of shrinking below 16 pt', () => {
    const text = outlineWithPoints(
      20,
      (i) => `第 ${i + 1} 条：教师可以借助智能工具快速生成分层练习与讲评材料`,
    );
    const pages = deckFrom(text).slides.filter((s) => s.layout === 'content');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(
      pages
        .map(titleOf)
        .slice(1)
        .every((title) => title === '长列表（续）'),
    ).toBe(true);
    expect(pages.flatMap(bodyOf)).toHaveLength(20);
    for (const page of pages) {
      expect(bodyOf(page).length).toBeLessThanOrEqual(6);
      const sizes = textElement(page, '.body')!.paragraphs.flatMap((p) =>
        p.runs.map((r) => r.size),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(BODY_SIZE.min);
    }
  });

  it('continues a single overlong point on the next slide without losing text', () => {
    const sentence = '这是一个非常长的要点，用来检查排版引擎会不会把文字挤出文本框。';
    const point = sentence.repeat(30); // just under the 1000-character point limit
    const pages = deckFrom(outlineWithPoints(1, () => point)).slides.filter(
      (s) => s.layout === 'content',
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap(bodyOf).join('')).toBe(point);
  });

  it('never lets estimated text overflow its box', () => {
    const long = outlineWithPoints(13, (i) => `要点 ${i} `.repeat(i * 7 + 1));
    for (const doc of [deck, deckFrom(long)] as DeckDocument[]) {
      for (const element of doc.slides.flatMap((s) => s.elements)) {
        if (element.type !== 'text') continue;
        const size = element.paragraphs[0]?.runs[0]?.size ?? 0;
        const frame = {
          width: element.w - 2 * element.inset - (element.bullet?.indent ?? 0),
          height: element.h - 2 * element.inset,
          bold: element.paragraphs[0]?.runs[0]?.bold ?? false,
          lineHeight: element.lineHeight,
          paragraphSpacing: element.paragraphSpacing / size,
        };
        const height = textHeight(textOf(element), size, frame, estimatingMeasurer);
        expect(height, element.id).toBeLessThanOrEqual(frame.height);
      }
    }
  });

  it('uses English labels for an English outline', () => {
    const english = deckFrom('# Quarterly Review\n## Results\n* Revenue grew\n');
    expect(english.slides.map(titleOf)).toEqual([
      'Quarterly Review',
      'Contents',
      'Results',
      'Results',
      'Thank you',
    ]);
  });

  it('rejects more slides than the page limit with 5421', () => {
    const sections = Array.from({ length: 130 }, (_, i) => `### 小节 ${i + 1}\n* 要点`).join('\n');
    expectAppError(
      () => deckFrom(`# 大型演示\n## 唯一章节\n${sections}`),
      ErrorCode.PAGE_COUNT_LIMIT,
    );
    expectAppError(
      () => deckFrom(SAMPLE_OUTLINE_TEXT, { maxPages: 13 }),
      ErrorCode.PAGE_COUNT_LIMIT,
    );
    expect(deckFrom(SAMPLE_OUTLINE_TEXT, { maxPages: 14 }).slides).toHaveLength(14);
  });

  it('rejects an outline without chapters (5405) and an unknown theme (5000)', () => {
    expectAppError(
      () => outlineToDeck({ items: [{ id: 'n1', parentId: null, kind: 'title', title: '空' }] }),
      ErrorCode.OUTLINE_EMPTY,
    );
    expectAppError(
      () => deckFrom(SAMPLE_OUTLINE_TEXT, { themeId: 'nope' }),
      ErrorCode.PARAMS_ERROR,
    );
  });
});
