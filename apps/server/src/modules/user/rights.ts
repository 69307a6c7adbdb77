/** What the professional tier gives (spec section 6), shown in user info and on every plan. */
export const PRO_RIGHTS = [
  { icon: 'unlimited', title: '无限次 AI 生成 PPT' },
  { icon: 'template', title: '全部模板免费下载' },
  { icon: 'export', title: '导出 PPTX 与 PDF' },
];
