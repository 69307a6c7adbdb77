import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import type { DeckDocument, Slide, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { textOf } from '../testing/deck-text.js';
import { SAMPLE_OUTLINE_TEXT } from '../testing/sample-outline.js';
import { estimatingMeasurer } from '../text-fit.js';
import { keyValue } from './point-shape.js';
import { listThemes } from '../themes.js';

const FRAME_LAYOUTS = new Set(['cover', 'agenda', 'divider', 'closing']);
/** Text the layouts add around the points: headers, footers, generated numbers. */
const CHROME = /\.(title|kicker|subtitle|footer|number|badge-number|vs)$/u;
/** Separators a layout may drop between a figure or marker and its label. */
const SEPARATORS = /[\s：:，,、；;。.—–\-“”"「」『』]/gu;
const plain = (text: string) => text.replace(SEPARATORS, '');

const deckOf = (text: string, themeId?: string) =>
  outlineToDeck(parseOutline(text), {
    today: '2026-01-01',
    measurer: estimatingMeasurer,
    ...(themeId ? { themeId } : {}),
  });

const contentSlides = (deck: DeckDocument) =>
  deck.slides.filter((slide) => !FRAME_LAYOUTS.has(slide.layout));

/** The point text a slide shows, in reading order of its elements. */
function pointText(slide: Slide): string[] {
  return slide.elements.flatMap((element) => {
    if (element.type === 'text') return CHROME.test(element.id) ? [] : textOf(element);
    if (element.type === 'table') {
      return (element.header ? element.rows.slice(1) : element.rows).flat();
    }
    return [];
  });
}

const pointsOf = (text: string) =>
  parseOutline(text)
    .items.filter((item) => item.kind === 'point')
    .map((item) => item.title);

function expectFaithful(text: string, themeId?: string) {
  const deck = deckOf(text, themeId);
  const shown = contentSlides(deck).flatMap(pointText);
  expect(shown.join('\n')).not.toMatch(/…/u);
  const points = pointsOf(text).map(plain);
  // Every point in order; a comparison shows the shared key of labelled points ('优势：…')
  // once, as its side's title, so a point may appear without its key.
  const all = plain(shown.join(''));
  let cursor = 0;
  for (const point of pointsOf(text)) {
    const value = plain(keyValue(point)?.value ?? point);
    const whole = plain(point);
    const next = all.startsWith(whole, cursor) ? whole : value;
    expect(all.slice(cursor, cursor + next.length), point).toBe(next);
    cursor += next.length;
  }
  expect(all.slice(cursor)).toBe('');
  // No paragraph on a slide joins the text of two points.
  for (const paragraph of shown.map(plain)) {
    expect(
      points.some((point) => point.includes(paragraph)),
      paragraph,
    ).toBe(true);
  }
  return deck;
}

const LONG_POINT =
  '在试点阶段，学校需要同时关注教师的数字素养、学生终端的覆盖情况、网络带宽与数据安全策略，' +
  '并且按照 10-20万元 的预算区间分批采购 GPT-4o 等模型服务，2025年 底前完成 60% 的班级覆盖，' +
  '每个学期结束时由教研组形成评估报告，向家长委员会公开说明 L2级 数据分级管理的要求与进展，' +
  '再根据反馈调整下一阶段的课程设计、教师培训安排以及面向学生的使用规范和奖惩办法。';

const MIXED = `# 新能源汽车市场 EV Market
## 市场与价格
### 价格区间
* 10-20万元：家庭主力车型
* 20-30万元：中高端智能车型
* 30万元以上：豪华品牌
### 关键指标
* 约30%：市场渗透率
* 3.5倍：充电桩增长
* 超过1000家：产业链企业
### 用户结构
* 45%：家庭用户
* 30%：网约车
* 25%：企业车队
### 两个判断
* L2级辅助驾驶成为标配
* 2025年渗透率将超过60%
### 一句话
* Software-defined vehicles change everything
### 长段落
* ${LONG_POINT}
* ${LONG_POINT.slice(0, 60)}
* Battery costs fell by about 14% per year, making GPT-4o-class assistants affordable in cars
## 展望
### 路线图
* 2020-2025年：规划期
* 2026年：规模化
* 2030年：全面普及
`;

/** Figures that end their points: shares by brand (a chart), and shares with long labels. */
const TRAILING = `# 新能源汽车市场
## 竞争格局
### 市场份额
* 比亚迪 32%
* 特斯拉 8%
* 吉利 7%
* 理想 5%
## 用户洞察
### 用户画像
* 25-35岁用户占比58%
* 一线和新一线城市用户占比45%
* 女性用户占比提升至38%
`;

describe('faithful content', () => {
  it('shows every point whole, in order, with nothing cut, merged or invented', () => {
    for (const themeId of [undefined, 'ink-wash', 'tech-dark']) expectFaithful(MIXED, themeId);
  });

  it.each(listThemes().map((theme) => theme.id))('keeps the sample outline whole in %s', (id) => {
    expectFaithful(SAMPLE_OUTLINE_TEXT, id);
  });

  it('continues a long point on the next slide instead of cutting it', () => {
    const points = Array.from({ length: 6 }, () => `* ${LONG_POINT}`).join('\n');
    const deck = expectFaithful(`# 长文本\n## 第一章\n### 实施细则\n${points}\n`);
    expect(contentSlides(deck).length).toBeGreaterThan(1);
  });

  it('shows a range whole as the big figure, label after the separator (end to end)', () => {
    const slide = contentSlides(deckOf(MIXED))[0]!;
    expect(slide.layout).toBe('stats');
    const value = slide.elements.find((e) => e.id.endsWith('.stat-1.value')) as TextElement;
    const label = slide.elements.find((e) => e.id.endsWith('.stat-1.label')) as TextElement;
    expect(textOf(value)).toEqual(['10-20万元']);
    expect(textOf(label)).toEqual(['家庭主力车型']);
  });

  it('charts comparable quantities only: one unit, single figures, three or more', () => {
    const slides = contentSlides(deckOf(MIXED));
    const charted = (title: string) => {
      const slide = slides.find((s) => s.notes.startsWith(title))!;
      return [slide.layout, slide.elements.some((element) => element.type === 'chart')];
    };
    expect(charted('价格区间')).toEqual(['stats', false]); // ranges
    expect(charted('关键指标')).toEqual(['stats', false]); // mixed units
    expect(charted('用户结构')).toEqual(['stats', true]); // all percentages
    expect(charted('路线图')).toEqual(['timeline', false]); // years are markers, not figures
  });

  it.each(listThemes().map((theme) => theme.id))(
    'charts shares that end their points and sets figures after long labels large in %s',
    (id) => {
      const slides = contentSlides(expectFaithful(TRAILING, id));
      const slide = (title: string) => slides.find((s) => s.notes.startsWith(title))!;
      const shares = slide('市场份额');
      expect(shares.layout).toBe('stats');
      const chart = shares.elements.find((e) => e.type === 'chart');
      expect(chart?.type === 'chart' && [chart.categories, chart.values, chart.unit]).toEqual([
        ['比亚迪', '特斯拉', '吉利', '理想'],
        [32, 8, 7, 5],
        '%',
      ]);
      const portrait = slide('用户画像');
      expect(portrait.layout).toBe('stats');
      expect(portrait.elements.some((e) => e.type === 'chart')).toBe(false);
      // The big figure is the one ending the point; its label the words before it.
      const text = (suffix: string) =>
        textOf(portrait.elements.find((e) => e.id.endsWith(suffix)) as TextElement);
      expect(text('.stat-1.value-end')).toEqual(['58%']);
      expect(text('.stat-1.label').join('')).toBe('25-35岁用户占比');
      expect(text('.stat-3.value-end')).toEqual(['38%']);
      expect(text('.stat-3.label').join('')).toBe('女性用户占比提升至');
    },
  );

  it('gives one or two short points a layout made for them', () => {
    const slides = contentSlides(deckOf(MIXED));
    const layoutOf = (title: string) => slides.find((s) => s.notes.startsWith(title))?.layout;
    expect(layoutOf('两个判断')).toBe('two-blocks');
    expect(layoutOf('一句话')).toBe('statement');
    const english = deckOf('# Review\n## Results\n### Two facts\n* Revenue grew\n* Churn fell\n');
    expect(contentSlides(english).map((slide) => slide.layout)).toEqual(['two-blocks']);
  });
});
