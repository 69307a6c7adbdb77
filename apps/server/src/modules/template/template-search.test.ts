import { describe, expect, it } from 'vitest';
import { TemplateSearch } from './template-search.js';

function index() {
  const search = new TemplateSearch(['单页合集']);
  const titles = [
    '销售部年终总结', // 0
    '季度工作汇报', // 1
    '本科毕业论文答辩', // 2
    '双十一营销策划方案', // 3
    '党建工作汇报', // 4
    '新员工入职培训', // 5
    '数据图表单页合集', // 6
  ];
  for (const title of titles) search.add({ title });
  return search;
}
const found = (search: TemplateSearch, query: string) =>
  (search.search(query) ?? []).map((hit) => hit.doc);

describe('TemplateSearch', () => {
  it('cuts words by its own dictionary before ICU', () => {
    const search = new TemplateSearch();
    expect(search.words('述职报告')).toEqual(expect.arrayContaining(['述职', '报告']));
    expect(search.words('营销策划方案')).toEqual(expect.arrayContaining(['营销', '策划', '方案']));
    expect(search.words('党建 PPT 模板')).toEqual(['党建']);
  });

  it('finds 年终总结 from 年度总结 and from 述职, first', () => {
    const search = index();
    expect(found(search, '年度总结')[0]).toBe(0);
    expect(found(search, '年度总结')).not.toContain(2);
    expect(found(search, '述职')).toContain(0);
    expect(found(search, '年底述职')[0]).toBe(0);
  });

  it('ranks a template titled with the word above one that only mentions it', () => {
    const search = new TemplateSearch();
    const mentions = search.add({ title: '产品团队年度复盘', body: '科技感的界面' });
    const titled = search.add({ title: '科技公司发布会', tags: '科技互联网' });
    expect(found(search, '科技')).toEqual([titled, mentions]);
  });

  it('finds words through synonyms, pairs and full-width letters', () => {
    const search = index();
    expect(found(search, '毕业设计')[0]).toBe(2);
    expect(found(search, '开题答辩')[0]).toBe(2);
    expect(found(search, '市场推广')[0]).toBe(3);
    expect(found(search, '双十一')[0]).toBe(3);
    expect(found(search, '图表')[0]).toBe(6);
    expect(found(search, 'ＰＰＴ 党课')[0]).toBe(4);
  });

  it('answers nothing for nothing searchable, and the best partial match otherwise', () => {
    const search = index();
    expect(search.search('PPT 模板')).toBeUndefined();
    expect(found(search, '   ')).toEqual([]);
    // No template is both about training and finance: the training one matches one word.
    expect(found(search, '入职培训 财务')[0]).toBe(5);
    expect(found(search, '党')).toContain(4);
    // One word of four is not enough to show a template.
    expect(found(search, '完全不存在的东西')).toEqual([]);
  });
});
