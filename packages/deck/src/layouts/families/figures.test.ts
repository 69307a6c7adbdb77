import { describe, expect, it } from 'vitest';
import type { Slide } from '../../model.js';
import { textOf, visibleText } from '../../testing/deck-text.js';
import {
  bodyGeometry,
  checkSlides,
  familyThemes,
  isChrome,
  kindSlides,
  KIND_SAMPLES,
  type KindSample,
} from '../../testing/family-slides.js';
import { listThemes } from '../../themes.js';
import { leadingNumber } from '../point-shape.js';

const list = (title: string, points: readonly string[]): KindSample => ({ title, points });

/** The stats samples, and more: a chart, shares of a whole (a pie), six, two ranges, long labels. */
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
};

/** The words of a text: runs of CJK characters, Latin words and numbers. */
const words = (text: string) => text.match(/[\p{L}\p{N}.%×+,-]+/gu) ?? [];
const text = (slides: readonly Slide[]) => slides.map(visibleText).join('');
const paragraphs = (slides: readonly Slide[]) =>
  slides.flatMap((slide) =>
    slide.elements.flatMap((element) => (element.type === 'text' ? textOf(element) : [])),
  );

describe('figures group: each family draws stats its own way', () => {
  it.each(Object.keys(SAMPLES))('stats (%s content)', (name) => {
    const sample = SAMPLES[name]!;
    const baseKind = kindSlides('stats', sample, 'clean-blue')[0]?.layout;
    const charted = kindSlides('stats', sample, 'clean-blue').some((slide) =>
      slide.elements.some((element) => element.type === 'chart'),
    );
    const geometries = new Map<string, string>();
    for (const [family, theme] of familyThemes()) {
      const slides = kindSlides('stats', sample, theme.id);
      if (slides[0]?.layout !== 'stats') continue;
      const geometry = slides.map(bodyGeometry).join(' | ');
      expect(geometries.get(geometry), `${family} draws stats like another family`).toBe(undefined);
      geometries.set(geometry, family);
    }
    if (baseKind === 'stats') expect(geometries.size).toBe(7);
    for (const theme of listThemes()) {
      const slides = kindSlides('stats', sample, theme.id);
      const where = `stats ${name} in ${theme.id}`;
      if (baseKind === 'stats') {
        expect(
          slides.map((slide) => slide.layout),
          where,
        ).toEqual(['stats']);
        // A chart exactly where the base draws one (comparable quantities).
        const chart = slides.some((slide) => slide.elements.some((e) => e.type === 'chart'));
        expect(chart, where).toBe(charted);
        // Every figure whole, as one paragraph ('10-20万元', '约30%', '1.2万+').
        const shown = paragraphs(slides);
        for (const point of sample.points) {
          expect(shown, where).toContain(leadingNumber(point)!.display);
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
      const { totals } = checkSlides(slides, theme.id);
      expect(
        {
          overflow: totals.overflow,
          smallText: totals.smallText,
          outside: totals.outside,
          truncated: totals.truncated,
          tight: totals.tight,
        },
        where,
      ).toEqual({ overflow: 0, smallText: 0, outside: 0, truncated: 0, tight: 0 });
      const all = text(slides);
      const missing = sample.points.flatMap(words).filter((word) => !all.includes(word));
      expect(missing, where).toEqual([]);
    }
  });
});
