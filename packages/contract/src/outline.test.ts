import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { outlineTree, parseOutline, serializeOutline } from './outline.js';

const TEXT = `# 新能源汽车市场分析
> 2026 年度报告
> 内部资料
@note 市场部; 2026-11-22
## 行业概况
### 市场规模
* 销量同比增长 35%
* 渗透率突破 50%
#### 分地区
* 华东占比最高
## 竞争格局
* 头部集中度提升
`;

const codeOf = (fn: () => unknown): number | undefined => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : -1;
  }
  return undefined;
};

describe('outline text format', () => {
  it('round-trips exactly', () => {
    expect(serializeOutline(parseOutline(TEXT))).toBe(TEXT);
  });

  it('reads title, subtitle lines, note, levels and points', () => {
    const { items } = parseOutline(TEXT);
    expect(items[0]).toMatchObject({
      kind: 'title',
      title: '新能源汽车市场分析',
      subTitle: '2026 年度报告;内部资料',
      note: ['市场部', '2026-11-22'],
    });
    const tree = outlineTree({ items });
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children.map((c) => c.title)).toEqual(['行业概况', '竞争格局']);
    const section = tree[0]!.children[0]!.children[0]!;
    expect(section.kind).toBe('section');
    expect(section.children.map((c) => c.kind)).toEqual(['point', 'point', 'subsection']);
  });

  it('normalises dash bullets, plain lines and blank lines', () => {
    const text = '# T\n\n## C\n- a\nplain line\n';
    expect(serializeOutline(parseOutline(text))).toBe('# T\n## C\n* a\n* plain line\n');
  });

  it('refuses empty outlines with 5405', () => {
    expect(codeOf(() => parseOutline(''))).toBe(5405);
    expect(codeOf(() => parseOutline('# 只有标题\n> 副标题'))).toBe(5405);
  });

  it('refuses a fifth level with 5406', () => {
    expect(codeOf(() => parseOutline('# T\n## C\n### S\n#### SS\n##### X'))).toBe(5406);
  });

  it('refuses skipped levels, a second title and stray points with 5407', () => {
    expect(codeOf(() => parseOutline('# T\n### S'))).toBe(5407);
    expect(codeOf(() => parseOutline('## C\n* p'))).toBe(5407);
    expect(codeOf(() => parseOutline('# T\n## C\n# T2'))).toBe(5407);
    expect(codeOf(() => parseOutline('# T\n* p\n## C'))).toBe(5407);
  });
});

describe('outline line limits', () => {
  it('refuses a heading over 200 or a point over 1000 characters with 5404 naming the line', () => {
    expect(codeOf(() => parseOutline(`# ${'题'.repeat(201)}\n## C\n* p`))).toBe(5404);
    expect(codeOf(() => parseOutline(`# T\n## C\n* ${'字'.repeat(1001)}`))).toBe(5404);
    expect(() => parseOutline(`# T\n## C\n* ${'字'.repeat(1001)}`)).toThrow(/line 3/);
    expect(codeOf(() => parseOutline(`# T\n## C\n* ${'字'.repeat(1000)}`))).toBeUndefined();
  });
});
