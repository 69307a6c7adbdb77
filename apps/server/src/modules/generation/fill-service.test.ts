import { parseOutline } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { emptyPages, fillLocale, pointsOfAnswer } from './fill-service.js';

describe('page fill rules', () => {
  it('finds the headings that would be pages without content', () => {
    const outline = parseOutline(
      '# 标题\n## 空章\n## 有节的章\n### 空节\n### 有点的节\n* 点\n### 有小节的节\n#### 空小节\n',
    );
    expect(emptyPages(outline).map((item) => item.title)).toEqual(['空章', '空节', '空小节']);
  });

  it("reads a model's answer as clean points, whatever bullets it used", () => {
    const answer = [
      '# 本页标题',
      '> 引用',
      '* 第一点',
      '- **第二点**',
      '• 第三点',
      '1. 第四点',
      '2、第五点',
      '没有符号的一行',
      '* 第七点',
      '',
    ].join('\n');
    expect(pointsOfAnswer(answer)).toEqual([
      '第一点',
      '第二点',
      '第三点',
      '第四点',
      '第五点',
      '没有符号的一行',
    ]);
    expect(pointsOfAnswer('\n\n#\n')).toEqual([]);
    expect(pointsOfAnswer(`* ${'字'.repeat(1200)}`)[0]).toHaveLength(1000);
  });

  it("writes in the outline's language, in the user's Chinese script", () => {
    const chinese = parseOutline('# 标题\n## 章\n');
    const english = parseOutline('# Title\n## Chapter\n');
    expect(fillLocale(chinese, 'zh-TW')).toBe('zh-TW');
    expect(fillLocale(chinese, 'en-US')).toBe('zh-CN');
    expect(fillLocale(english, 'zh-CN')).toBe('en-US');
  });
});
