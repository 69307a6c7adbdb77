import { parseOutline } from '@slidecraft/contract/outline';
import type { DeckDocument } from '../model.js';
import { outlineToDeck } from '../outline-to-deck.js';
import type { TextMeasurer } from '../text-fit.js';
import { getTheme } from './index.js';

/** A short outline whose cover and two content slides show off a theme. */
const SAMPLE = `# 年度工作总结与规划
> 聚焦增长 · 稳步前行
@note SlideCraft; 2026-01-01
## 年度回顾
### 三大亮点
* 客户满意度持续提升
* 数字化转型全面落地
* 团队协作更加高效
### 关键数据
* 92% 的客户续约
* 68% 的业务线上化
* 45% 的流程自动化
`;

/**
 * The deck behind a theme's 16:9 thumbnail: the cover and two content slides (cards and a
 * chart) of a fixed outline, so thumbnails differ only by theme.
 */
export function themeSampleDeck(themeId: string, measurer?: TextMeasurer): DeckDocument {
  const theme = getTheme(themeId);
  const deck = outlineToDeck(parseOutline(SAMPLE), {
    themeId: theme.id,
    today: '2026-01-01',
    ...(measurer ? { measurer } : {}),
  });
  const content = deck.slides.filter((slide) => slide.id.startsWith('content-'));
  return { ...deck, slides: [...deck.slides.slice(0, 1), ...content.slice(0, 2)] };
}
