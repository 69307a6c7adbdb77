/** One listing request of the bench: its query parameters besides start and size. */
export interface SearchCase {
  search: string;
  tags?: string;
  filters?: string;
  type?: 'template';
  size?: number;
}

/** What people type into the template centre's search box. */
export const SEARCHES: readonly string[] = [
  // Year-end and reports, the busiest season.
  '年度总结',
  '述职',
  '年终总结PPT',
  '年终总结',
  '个人年终述职报告',
  '工作总结',
  '工作汇报',
  '季度汇报',
  '周报',
  '项目汇报',
  // Students and teachers.
  '毕业答辩',
  '论文答辩',
  '开题报告',
  '毕业设计',
  '教学课件',
  '说课',
  '公开课',
  // Marketing and launches.
  '营销策划方案',
  '活动策划',
  '品牌推广',
  '产品发布会',
  '新品发布',
  '商业计划书',
  // Government, finance, medicine, training, resumes.
  '党建',
  '党课',
  '政府工作报告',
  '财务分析',
  '财务报告',
  '预算',
  '医疗',
  '医院',
  '护理查房',
  '新员工培训',
  '入职培训',
  '个人简历',
  '竞聘',
  '自我介绍',
  // Technology.
  '数字化转型',
  '人工智能',
  '科技',
  '互联网',
  // Styles and the words of the operators' own titles.
  '简约',
  '中国风',
  '部门',
  '深圳',
  '2027',
  '销售',
  // One character.
  '年',
  '党',
  '医',
  // Traditional Chinese.
  '年終總結',
  '述職報告',
  '畢業答辯',
  // Latin letters.
  'AI',
  'ai 大模型',
  'PPT模板',
  // Nothing to find.
  '量子纠缠',
  'xyzzy',
];

/** Searches within a category, style or colour, in another order, or for the login wall. */
export const FILTERED: readonly SearchCase[] = [
  { search: '总结', tags: 'category.year-end' },
  { search: '汇报', tags: 'category.work-report,category.year-end' },
  { search: '方案', tags: 'category.marketing', filters: 'sort.new' },
  { search: '报告', filters: 'sort.hot' },
  { search: '培训', filters: 'pages.short,pages.medium' },
  { search: '答辩', tags: 'category.thesis', filters: 'pages.long' },
  { search: '科技', tags: 'style.tech' },
  { search: '总结', tags: 'style.business,color.blue' },
  { search: '简历', type: 'template', size: 50 },
  { search: '年终', filters: 'sort.new', size: 50 },
];

export const CASES: readonly SearchCase[] = [
  ...SEARCHES.map((search) => ({ search })),
  ...FILTERED,
];

/** The case as a query string. */
export function queryString(c: SearchCase): string {
  const params = new URLSearchParams({ search: c.search });
  if (c.tags) params.set('tags', c.tags);
  if (c.filters) params.set('filters', c.filters);
  if (c.type) params.set('type', c.type);
  if (c.size) params.set('size', String(c.size));
  return params.toString();
}
