import { describe, expect, it } from 'vitest';
import { viewOutline } from './outline-view';

const text = `# 新能源汽车市场分析
> 2025 年度报告
> 市场部
## 市场概况
### 销量
* 同比增长 30%
## 竞争格局
* 头部品牌
`;

describe('viewOutline', () => {
  it('puts the title and subtitle on top and chapters in the tree', () => {
    const result = viewOutline(text, 'zh-CN');
    if (!result.ok) throw new Error(result.message);
    expect(result.view.title).toBe('新能源汽车市场分析');
    expect(result.view.subtitle).toEqual(['2025 年度报告', '市场部']);
    expect(result.view.tree.map((n) => n.title)).toEqual(['市场概况', '竞争格局']);
    expect(result.view.tree[0]?.children[0]?.title).toBe('销量');
    expect(result.view.tree[0]?.children[0]?.children[0]).toMatchObject({
      title: '同比增长 30%',
      kind: 'point',
    });
  });

  it('explains a malformed outline in the UI language', () => {
    expect(viewOutline('# 只有标题', 'zh-CN')).toEqual({ ok: false, message: '大纲内容为空' });
    expect(viewOutline('# T\n##### too deep', 'en-US')).toEqual({
      ok: false,
      message: 'The outline has too many levels (at most four)',
    });
  });
});
