import { describe, expect, it } from 'vitest';
import { parseForEditor } from './outline-view';

const text = `# 新能源汽车市场分析
> 2025 年度报告
> 市场部
## 市场概况
### 销量
* 同比增长 30%
## 竞争格局
* 头部品牌
`;

describe('parseForEditor', () => {
  it('gives the editor the items of the outline', () => {
    const result = parseForEditor(text, 'zh-CN');
    if (!result.ok) throw new Error(result.message);
    expect(result.outline.items[0]).toMatchObject({
      kind: 'title',
      title: '新能源汽车市场分析',
      subTitle: '2025 年度报告;市场部',
    });
    expect(result.outline.items.filter((i) => i.kind === 'chapter').map((i) => i.title)).toEqual([
      '市场概况',
      '竞争格局',
    ]);
  });

  it('explains a malformed outline in the UI language', () => {
    expect(parseForEditor('# 只有标题', 'zh-CN')).toEqual({ ok: false, message: '大纲内容为空' });
    expect(parseForEditor('# T\n##### too deep', 'en-US')).toEqual({
      ok: false,
      message: 'The outline has too many levels (at most four)',
    });
  });
});
