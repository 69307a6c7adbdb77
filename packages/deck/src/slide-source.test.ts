import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import { outlineToDeck } from './outline-to-deck.js';
import { layoutSlide, outlineSlideSource, slideSource } from './slide-source.js';
import { SAMPLE_OUTLINE_TEXT } from './testing/sample-outline.js';
import type { Slide } from './model.js';
import { familyThemes } from './testing/family-slides.js';

const outline = parseOutline(SAMPLE_OUTLINE_TEXT);
const deck = outlineToDeck(outline, { themeId: 'clean-blue', today: '2026-11-25' });
const slideTitled = (title: string): Slide => {
  const slide = deck.slides.find((s) =>
    s.elements.some(
      (e) => e.type === 'text' && e.paragraphs.some((p) => p.runs.some((r) => r.text === title)),
    ),
  );
  if (!slide) throw new Error(`no slide titled ${title}`);
  return slide;
};

describe('slide sources', () => {
  it('finds the outline item of a generated content slide, with its kicker and chapter', () => {
    const slide = slideTitled('发展历程');
    expect(outlineSlideSource(outline, slide.id)).toEqual({
      title: '发展历程',
      kicker: '人工智能概述',
      number: '01',
      points: [
        '1956 年达特茅斯会议提出 Artificial Intelligence 概念',
        '1980 年代专家系统兴起',
        '2012 年深度学习取得突破',
        '2022 年大模型走进课堂',
      ],
    });
    expect(outlineSlideSource(outline, deck.slides[0]!.id)).toBeUndefined();
    expect(outlineSlideSource(outline, 'content-missing-1')).toBeUndefined();
  });

  it('reads what a slide shows as its heading and points, whatever the layout drew', () => {
    // A timeline draws each step as a marker and a text box; a stats slide a figure and a label.
    const timeline = slideSource(slideTitled('发展历程'));
    expect(timeline.title).toBe('发展历程');
    expect(timeline.points).toHaveLength(4);
    expect(timeline.points.join('\n')).toContain('1956');
    expect(timeline.points.join('\n')).toContain('大模型走进课堂');
    const stats = slideSource(slideTitled('核心数据'));
    expect(stats.points).toHaveLength(2);
    expect(stats.points[0]).toMatch(/85%.*减轻备课负担/);
    // The frame (kicker, footer with the deck title) is not part of what the slide says.
    expect(stats.points.join('\n')).not.toContain('人工智能概述');
    expect(stats.points.join('\n')).not.toContain('人工智能在教育中的应用');
    // Two blocks: each point once, without the generated '01' and '02'.
    expect(slideSource(slideTitled('什么是人工智能')).points).toEqual([
      '人工智能是研究、开发用于模拟、延伸和扩展人的智能的理论与技术',
      '机器学习是实现人工智能的核心方法',
    ]);
  });

  it.each([...familyThemes().values()].map((theme) => theme.id))(
    'reads a stat back in the order of its point, the figure first or last, in %s',
    (themeId) => {
      const stats = (title: string, points: string[]) => {
        const [slide] = layoutSlide(
          { title, number: '01', points },
          { themeId, deckTitle: '市场分析', slideId: 's1' },
        );
        expect(slide!.layout).toBe('stats');
        return slide!;
      };
      // Shares by brand, charted: the rows say the points; the chart says them again. The
      // points come back in their order where the family staggers its figures (campus).
      const shares = stats('市场份额', ['比亚迪 32%', '特斯拉 8%', '吉利 7%', '理想 5%']);
      expect(shares.elements.some((e) => e.type === 'chart')).toBe(true);
      const read = slideSource(shares);
      expect(read.points).toEqual(['比亚迪 32%', '特斯拉 8%', '吉利 7%', '理想 5%']);
      // Read back and laid out again, the slide is the same.
      const again = layoutSlide(read, { themeId, deckTitle: '市场分析', slideId: 's1' });
      expect(again).toEqual([shares]);
      // A colon between label and figure is read back as a space, the order kept.
      expect(slideSource(stats('份额', ['比亚迪：32%', '特斯拉：8%'])).points).toEqual([
        '比亚迪 32%',
        '特斯拉 8%',
      ]);
      const portrait = [
        '25-35岁用户占比58%',
        '一线和新一线城市用户占比45%',
        '女性用户占比提升至38%',
      ];
      expect(slideSource(stats('用户画像', portrait)).points).toEqual([
        '25-35岁用户占比 58%',
        '一线和新一线城市用户占比 45%',
        '女性用户占比提升至 38%',
      ]);
      // A leading figure stays first, wherever the family draws its label (tech: above it).
      expect(
        slideSource(stats('核心数据', ['85% 减轻备课负担', '30% 线上渠道增长'])).points,
      ).toEqual(['85% 减轻备课负担', '30% 线上渠道增长']);
    },
  );

  it('lays one slide out again in the theme, keeping its id, and prefers a table when asked', () => {
    const slide = slideTitled('三大价值');
    const [table, ...more] = layoutSlide(
      {
        title: '三大价值',
        kicker: '教育场景中的应用',
        number: '02',
        points: ['诊断：精准诊断学习问题', '批改：自动批改节省时间', '反馈：实时反馈课堂互动'],
      },
      { themeId: deck.themeId, deckTitle: deck.title, slideId: slide.id, prefer: 'table' },
    );
    expect(more).toEqual([]);
    expect(table!.id).toBe(slide.id);
    expect(table!.layout).toBe('table');
    const element = table!.elements.find((e) => e.type === 'table');
    expect(element?.type === 'table' && element.rows.slice(1)).toEqual([
      ['诊断', '精准诊断学习问题'],
      ['批改', '自动批改节省时间'],
      ['反馈', '实时反馈课堂互动'],
    ]);
    const ids = table!.elements.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith(`${slide.id}.`))).toBe(true);
  });

  it('lays out a timeline when the points are steps, and many points on more slides', () => {
    const steps = ['第一步：诊断学情', '第二步：推送练习', '第三步：即时反馈'];
    const [timeline] = layoutSlide(
      { title: '实施路径', number: '01', points: steps },
      { themeId: 'clean-blue', deckTitle: '标题', slideId: 's1', prefer: 'timeline' },
    );
    expect(timeline!.layout).toBe('timeline');
    const long = Array.from(
      { length: 24 },
      (_, i) => `第 ${i + 1} 条较长的要点，说明课堂互动的一种方式与效果`,
    );
    const slides = layoutSlide(
      { title: '要点', number: '01', points: long },
      { themeId: 'clean-blue', deckTitle: '标题', slideId: 's2' },
    );
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.map((s) => s.id)).toEqual(slides.map((_, i) => (i === 0 ? 's2' : `s2-${i + 1}`)));
  });
});
