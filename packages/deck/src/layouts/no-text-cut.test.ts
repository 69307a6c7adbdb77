import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import type { DeckDocument, Slide, TextElement } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import { slideSource } from '../slide-source.js';
import { textOf } from '../testing/deck-text.js';
import { estimatingMeasurer } from '../text-fit.js';
import { leadingClauses, shortenedText } from './shorten.js';

/** Issue 16, item 3: no text of the outline is cut with '…' or lost. */

const LONG_ZH =
  '落实服务质量，让群众办事更加便捷，协同优化信息系统，营造良好的创新创业氛围，协同优化评价体系，切实减轻基层负担，项目团队加强数据平台，区县政府构建服务质量，试点学校优化考核机制';
const LONG_EN =
  'Building a resilient supply chain for regional manufacturers, with shared warehouses, open data standards, predictable financing and a training programme for small suppliers across the province';
const LONG_MIXED =
  '推进 AI 辅助教学试点：覆盖 120 所学校、3,000 名教师，建设 Open Data 平台，完善 GPT-4o 使用规范，形成可复制可推广的经验并在 2027 年前全面推广';

const OUTLINE = `# 关于系统推进数字化转型与供应链管理融合发展、完善客户满意度的实施意见和2028年工作安排
## ${LONG_ZH}
### ${LONG_ZH}
* 试点学校构建信息系统，系统优化协同机制
* 项目团队推进考核机制，加强产品结构
* 合作企业推进用户体验，落实评价体系
### ${LONG_EN}
* Shared warehouses cut storage costs for small suppliers
* Open data standards let buyers compare offers
* Predictable financing keeps production running
### ${LONG_MIXED}
* 覆盖 120 所学校
* 3,000 名教师参与培训
* 建设 Open Data 平台
* 完善使用规范
### 比较
#### ${LONG_ZH}
* 统一规划
* 集中采购
#### ${LONG_EN}
* Local choices
* Faster pilots
`;

const THEMES = ['clean-blue', 'gov-red', 'ink-wash', 'candy'];

const deckOf = (themeId: string): DeckDocument =>
  outlineToDeck(parseOutline(OUTLINE), {
    themeId,
    today: '2026-01-01',
    measurer: estimatingMeasurer,
  });

const texts = (slide: Slide) =>
  slide.elements.filter((e): e is TextElement => e.type === 'text').flatMap(textOf);

const squash = (text: string) => text.replace(/\s+/gu, ' ').trim();

describe('no text cut (issue 16, item 3)', () => {
  for (const themeId of THEMES) {
    it(`shows very long headings whole and nothing with '…' (${themeId})`, () => {
      const deck = deckOf(themeId);
      const all = deck.slides.flatMap(texts);
      expect(all.filter((text) => text.includes('…'))).toEqual([]);
      for (const heading of [LONG_ZH, LONG_EN, LONG_MIXED]) {
        const slides = deck.slides.filter((slide) => slide.notes.split('\n').includes(heading));
        expect(slides.length, heading).toBeGreaterThan(0);
        for (const slide of slides) {
          expect(texts(slide).map(squash), `${slide.id} ${heading}`).toContain(squash(heading));
        }
      }
    });
  }

  it('gives a too-long title its first clauses and the whole heading as a lead line', () => {
    const deck = deckOf('clean-blue');
    const slide = deck.slides.find((s) => s.notes.startsWith(LONG_ZH) && s.layout !== 'divider');
    expect(slide).toBeDefined();
    const title = slide!.elements.find((e) => e.id === `${slide!.id}.title`) as TextElement;
    const lead = slide!.elements.find((e) => e.id === `${slide!.id}.lead`) as TextElement;
    expect(textOf(lead)).toEqual([LONG_ZH]);
    const shown = textOf(title)[0] ?? '';
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(LONG_ZH.length);
    // A whole clause: the heading goes on with a comma right after it.
    expect(LONG_ZH.startsWith(shown)).toBe(true);
    expect(LONG_ZH[shown.length]).toBe('，');
    // The lead sits above the points, below the header.
    const body = slide!.elements.filter((e) => e.type === 'text' && /\.(list|body)/u.test(e.id));
    for (const element of body) expect(element.y).toBeGreaterThanOrEqual(lead.y + lead.h - 1);
  });

  it('reads a slide with a lead line back as its heading and points, no extra point', () => {
    for (const themeId of THEMES) {
      const deck = deckOf(themeId);
      for (const heading of [LONG_ZH, LONG_EN]) {
        const slide = deck.slides.find(
          (s) => s.notes.startsWith(heading) && s.layout !== 'divider' && s.layout !== 'agenda',
        );
        const source = slideSource(slide!);
        expect(source.title, themeId).toBe(heading);
        expect(source.points.join('\n')).not.toContain(heading);
      }
    }
  });

  it('keeps short titles as they were: no lead line', () => {
    const deck = outlineToDeck(parseOutline('# 标题\n## 第一章\n### 应用现状\n* 一\n* 二\n* 三'), {
      today: '2026-01-01',
      measurer: estimatingMeasurer,
    });
    expect(deck.slides.flatMap((s) => s.elements).filter((e) => e.id.endsWith('.lead'))).toEqual(
      [],
    );
  });
});

describe('shortening without an ellipsis', () => {
  const frame = { width: 300, height: 40, bold: false, lineHeight: 1.2, paragraphSpacing: 0 };

  it('keeps the first clauses that fit, Chinese or English, never a cut clause', () => {
    const zh = shortenedText(LONG_ZH, 16, frame, estimatingMeasurer);
    expect(LONG_ZH.startsWith(zh)).toBe(true);
    expect(LONG_ZH[zh.length]).toBe('，');
    const en = shortenedText(LONG_EN, 16, frame, estimatingMeasurer);
    expect(LONG_EN.startsWith(en)).toBe(true);
    expect(LONG_EN[en.length]).toBe(',');
    expect(en).not.toMatch(/…|,$/u);
  });

  it('does not take a decimal point or a figure for a clause end', () => {
    expect(leadingClauses('增长3.5倍的产能与效率提升', 16, frame, estimatingMeasurer)).toBe(
      undefined,
    );
  });

  it('returns a text that fits as it is', () => {
    expect(shortenedText('短标题', 16, frame, estimatingMeasurer)).toBe('短标题');
  });
});
