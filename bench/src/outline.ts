/** The benchmark's ~30-slide Chinese outline, shaped to steer the layouts to different families. */
/** Section shapes that steer the layouts to different families. */
const SECTION_POINTS: readonly (readonly string[])[] = [
  ['数字化转型不是技术项目，而是经营方式的根本转变'],
  ['线上渠道：获客成本低，转化周期短', '线下门店：体验深，复购率高'],
  ['客户洞察：统一数据平台', '运营效率：流程自动化', '组织能力：数字人才梯队'],
  ['营收增长 35%', '成本下降 18%', '客户满意度 92%', '交付周期缩短 40%'],
  [
    '第一步：现状诊断与目标设定',
    '第二步：试点项目快速验证',
    '第三步：规模化推广',
    '第四步：持续运营与优化',
  ],
  ['项目周期：18 个月', '投入预算：2,400 万元', '覆盖门店：320 家', '预期回报：3.2 倍'],
  [
    '通过数据驱动的决策提升转化率',
    '建立以客户为中心的服务体系',
    '用 AI 赋能一线员工',
    '打造开放的合作生态',
    '完善数据安全与合规',
  ],
];

export function generatedOutline(): string {
  const lines = ['# 数字化转型年度报告', '> 2026 年度总结与展望', '@note 战略部; 2026-11-22'];
  for (let chapter = 1; chapter <= 4; chapter++) {
    lines.push(`## 第 ${chapter} 部分：业务增长与 Digital Strategy`);
    for (let section = 1; section <= 6; section++) {
      lines.push(`### 专题 ${chapter}.${section}：客户体验与运营效率`);
      const points = SECTION_POINTS[(chapter * 6 + section) % SECTION_POINTS.length] ?? [];
      for (const point of points) lines.push(`* ${point}`);
    }
  }
  return lines.join('\n');
}

/**
 * An outline with exactly `pages` slides: cover, agenda, dividers, sections, closing; headings
 * only (every section page left for the generation to fill) unless `points` are given to every
 * section.
 */
export function outlineWithPages(
  pages: number,
  chapters: number,
  points: readonly string[] = [],
): string {
  const sections = pages - 3 - chapters;
  const lines = ['# 城市更新行动方案', '> 基准测试'];
  for (let c = 0; c < chapters; c++) {
    lines.push(`## 第${c + 1}部分 重点任务`);
    const count = Math.floor(sections / chapters) + (c < sections % chapters ? 1 : 0);
    for (let s = 0; s < count; s++) {
      lines.push(`### 任务${c + 1}.${s + 1} 实施要点`, ...points.map((point) => `* ${point}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** An outline that lays out to about 30 slides (the basic tier's limit). */
export function thirtySlideOutline(): string {
  const lines = ['# 城市更新三年行动计划'];
  for (let chapter = 1; chapter <= 6; chapter++) {
    lines.push(`## 第${chapter}部分 重点任务`);
    for (let section = 1; section <= 3; section++) {
      lines.push(`### 任务 ${chapter}.${section}`);
      lines.push(`* 完成老旧小区改造 ${chapter * 10 + section} 个，惠及居民约 ${section} 万户`);
      lines.push('* 同步推进管网更新与停车设施建设');
    }
  }
  return `${lines.join('\n')}\n`;
}
