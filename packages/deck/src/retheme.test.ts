import { describe, expect, it } from 'vitest';
import { deckSchema, type TextElement } from './model.js';
import { outlineToDeck } from './outline-to-deck.js';
import { rethemeDeck } from './retheme.js';
import { getTheme } from './themes.js';
import { parseOutline } from '@slidecraft/contract/outline';

const OUTLINE = `# 年度工作总结
## 业绩回顾
### 销售额
* 全年销售额 1.2 亿元，同比增长 18%
## 明年计划
* 开拓华南市场
`;

describe('rethemeDeck', () => {
  const deck = outlineToDeck(parseOutline(OUTLINE), { themeId: 'clean-blue' });
  const from = getTheme('clean-blue');
  const to = getTheme('tech-dark');

  it('keeps every slide, element, position and word, and names the new theme', () => {
    const edited = structuredClone(deck);
    const title = edited.slides[0]!.elements.find((e) => e.type === 'text') as TextElement;
    title.paragraphs[0]!.runs[0]!.text = '我改过的标题';
    title.x += 37;
    const moved = rethemeDeck(edited, 'tech-dark');
    expect(deckSchema.safeParse(moved).success).toBe(true);
    expect(moved.themeId).toBe('tech-dark');
    expect(moved.slides.map((s) => s.id)).toEqual(edited.slides.map((s) => s.id));
    const geometry = (d: typeof deck) =>
      d.slides.flatMap((s) => s.elements.map((e) => [e.id, e.type, e.x, e.y, e.w, e.h]));
    expect(geometry(moved)).toEqual(geometry(edited));
    const words = (d: typeof deck) =>
      JSON.stringify(
        d.slides
          .map((s) => s.elements.map((e) => (e.type === 'text' ? e.paragraphs : null)))
          .flat(),
      ).replace(/"color":"\w+"/g, '');
    expect(words(moved)).toEqual(words(edited));
  });

  it("turns the old theme's colours into the new theme's and leaves the user's own", () => {
    const edited = structuredClone(deck);
    const texts = edited.slides.flatMap((s) => s.elements).filter((e) => e.type === 'text');
    const mine = texts[1] as TextElement;
    mine.paragraphs[0]!.runs[0]!.color = 'C0FFEE';
    const moved = rethemeDeck(edited, 'tech-dark');
    const colours = JSON.stringify(moved).match(/"([0-9A-F]{6})"/gi) ?? [];
    const oldOnly = Object.values(from.palette).filter(
      (c) => !Object.values(to.palette).includes(c) && !to.chart.includes(c),
    );
    for (const c of oldOnly) expect(colours, c).not.toContain(`"${c}"`);
    const movedTexts = moved.slides.flatMap((s) => s.elements).filter((e) => e.type === 'text');
    expect((movedTexts[1] as TextElement).paragraphs[0]!.runs[0]!.color).toBe('C0FFEE');
    // The title colour of the old theme became the new theme's title colour.
    const titleRun = (movedTexts[0] as TextElement).paragraphs[0]!.runs[0]!;
    expect(Object.values(to.palette)).toContain(titleRun.color);
  });
});
