import { parseOutline } from '@slidecraft/contract/outline';
import { describe, expect, it } from 'vitest';
import { outlineToDeck } from '../outline-to-deck.js';
import { layoutTextElement } from '../text/layout.js';
import { getTheme } from '../themes.js';

const OUTLINE = `# 2027 年度工作计划
## 重点任务
### 组织建设
* 完善绩效考核机制
* 建立人才梯队
* 推进数字化办公
* 加强跨部门协作
`;

describe('card texts', () => {
  it('wrap into even lines, never one character alone on the last', () => {
    for (const themeId of ['tech-dark', 'clean-blue', 'gov-red']) {
      const deck = outlineToDeck(parseOutline(OUTLINE), { themeId });
      const texts = deck.slides
        .flatMap((slide) => slide.elements)
        .filter((e) => e.type === 'text' && /\.card-\d+\.text$/.test(e.id));
      expect(texts).toHaveLength(4);
      for (const element of texts) {
        if (element.type !== 'text') continue;
        // The text of each line, by baseline.
        const lines = new Map<number, string>();
        for (const span of layoutTextElement(element, getTheme(themeId)).spans) {
          lines.set(span.baseline, (lines.get(span.baseline) ?? '') + span.text);
        }
        const last = [...lines.entries()].sort(([a], [b]) => a - b).at(-1)![1];
        expect([...last.trim()].length, `${themeId} ${element.id}`).toBeGreaterThan(1);
      }
    }
  });
});
