import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { layoutTextElement } from '../../text/layout.js';
import { textOf } from '../../testing/deck-text.js';
import {
  familyKindReport,
  isChrome,
  kindSlides,
  KIND_SAMPLES,
  sampleWords,
  type KindSample,
} from '../../testing/family-slides.js';
import { getTheme } from '../../themes.js';
import { pointFigure } from '../point-shape.js';

const list = (title: string, points: readonly string[]): KindSample => ({ title, points });

/**
 * The stats samples, and more: a chart, shares of a whole (a pie), six, two ranges, long labels,
 * figures that end their points (shares charted by brand, and figure cards).
 */
const SAMPLES: Readonly<Record<string, KindSample>> = {
  ...KIND_SAMPLES.stats,
  chart: list('增长情况', ['35% 营收增长', '28% 利润增长', '42% 用户增长', '15% 成本下降']),
  pie: list('渠道构成', ['45% 电商平台', '35% 实体门店', '20% 合作伙伴']),
  six: list('各区投入', [
    '1200万元：东城区',
    '980万元：西城区',
    '1500万元：海淀区',
    '760万元：朝阳区',
    '640万元：丰台区',
    '530万元：石景山区',
  ]),
  ranges: list('价格区间', ['10-20万元：家庭主力车型', '30万元以上：高端车型']),
  labels: list('服务成效', [
    '1.2万+ 服务企业，覆盖制造、零售、金融等重点行业',
    '约30% 平均降本幅度，部分试点单位超过40%',
    '300个 城市落地运营中心',
    '2,345家 合作伙伴',
  ]),
  shares: list('市场份额', ['比亚迪 32%', '特斯拉 8%', '吉利 7%', '理想 5%']),
  portrait: list('用户画像', [
    '25-35岁用户占比58%',
    '一线和新一线城市用户占比45%',
    '女性用户占比提升至38%',
  ]),
};

/** A point's words, its figure and its label apart ('25-35岁用户占比58%': the figure is '58%'). */
const words = (text: string) => {
  const figure = pointFigure(text);
  return figure ? [figure.display, ...sampleWords(figure.label)] : sampleWords(text);
};

const paragraphs = (slides: readonly Slide[]) =>
  slides.flatMap((slide) =>
    slide.elements.flatMap((element) => (element.type === 'text' ? textOf(element) : [])),
  );

describe('figures group: each family draws stats its own way', () => {
  it.each(Object.keys(SAMPLES))('stats (%s content)', (name) => {
    const sample = SAMPLES[name]!;
    const charted = kindSlides('stats', sample, 'clean-blue').some((slide) =>
      slide.elements.some((element) => element.type === 'chart'),
    );
    const report = familyKindReport('stats', sample, { words });
    expect(report.problems).toEqual([]);
    if (!report.baseKeepsKind) return;
    expect(report.base).toEqual(['stats']);
    for (const { where, slides } of report.themes) {
      // A chart exactly where the base draws one (comparable quantities).
      const chart = slides.some((slide) => slide.elements.some((e) => e.type === 'chart'));
      expect(chart, where).toBe(charted);
      // Every figure whole, as one paragraph ('10-20万元', '约30%', '1.2万+').
      const shown = paragraphs(slides);
      for (const point of sample.points) {
        expect(shown, where).toContain(pointFigure(point)!.display);
      }
      // Nothing invented: body text is the points' (seals and indices are '.number' marks).
      const body = slides.flatMap((slide) =>
        slide.elements.flatMap((element) =>
          element.type === 'text' && !isChrome(element) && !element.id.endsWith('.number')
            ? textOf(element)
            : [],
        ),
      );
      for (const paragraph of body) {
        expect(
          sample.points.some((point) => point.includes(paragraph.trim())),
          `${where}: ${paragraph}`,
        ).toBe(true);
      }
    }
  });
});

describe('figures group: labels', () => {
  it('wrap into even lines in every family, never one character alone on the last', () => {
    const sample = SAMPLES.portrait!;
    for (const { theme, where, slides } of familyKindReport('stats', sample, { words }).themes) {
      const labels = slides
        .flatMap((slide) => slide.elements)
        .filter((e) => e.type === 'text' && /\.stat-\d+\.label$/.test(e.id));
      expect(labels, where).toHaveLength(3);
      for (const element of labels) {
        if (element.type !== 'text') continue;
        // The text of each line, by baseline.
        const lines = new Map<number, string>();
        for (const span of layoutTextElement(element, getTheme(theme.id)).spans) {
          lines.set(span.baseline, (lines.get(span.baseline) ?? '') + span.text);
        }
        const last = [...lines.entries()].sort(([a], [b]) => a - b).at(-1)![1];
        expect([...last.trim()].length, `${where} ${element.id}`).toBeGreaterThan(1);
      }
    }
  });
});
