/**
 * A Chinese outline whose sections exercise every layout family: deck subtitle and note,
 * chapters with sections and sub-sections, a chapter with its own points, and one with nothing
 * under it. The comment after each section names the layout it should get.
 */
export const SAMPLE_OUTLINE_TEXT = `# 人工智能在教育中的应用
> 面向中小学教师的实践指南
@note 张老师; 2026-11-22
## 人工智能概述
### 什么是人工智能
* 人工智能是研究、开发用于模拟、延伸和扩展人的智能的理论与技术
* 机器学习是实现人工智能的核心方法
### 发展历程
* 1956 年达特茅斯会议提出 Artificial Intelligence 概念
* 1980 年代专家系统兴起
* 2012 年深度学习取得突破
* 2022 年大模型走进课堂
### 核心数据
* 85% 的教师认为 AI 能减轻备课负担
* 3 倍作业批改效率提升
### 应用现状
* 62% 的学校已试点智能教学平台
* 48% 的教师每周使用 AI 备课
* 35% 的学生使用自适应练习
* 20% 的家长了解 AI 辅导
## 教育场景中的应用
> 从课堂到课后
### 智能辅导
#### 个性化学习路径
* 根据学生的答题记录诊断知识薄弱点
* 推荐难度合适的练习题
#### 作业批改
* 客观题自动批改
* 作文智能点评
### 课堂互动
${Array.from({ length: 9 }, (_, i) => `* 互动方式 ${i + 1}：课堂实时问答、投票与小组讨论`).join('\n')}
### 三大价值
* 精准诊断学习问题
* 自动批改节省时间
* 实时反馈课堂互动
### 四项素养
* 数据分析能力
* 沟通协作能力
* 创新思维能力
* 安全防护意识
### 教师培训
* 每学期开展两次人工智能教学工作坊
* 建立校内教研共同体，分享优秀课例
## 挑战与对策
* 数据隐私与安全
* 算法偏见
* 教师角色转变
### 传统课堂 vs 智能课堂
* 统一的教学进度
* 以教师讲授为主
* 因材施教的学习节奏
* 师生互动与探究并重
### 优势与劣势
* 优势：效率高，反馈及时
* 优势：覆盖面广
* 劣势：前期投入成本高
* 劣势：依赖网络环境
### 核心观点
* 技术是手段，育人才是目的
### 名言
* “教育不是注满一桶水，而是点燃一把火。”——叶芝
### 实施步骤
* 第一步：组建项目团队
* 第二步：选择试点班级
* 第三步：开展教师培训
* 第四步：评估并推广
### 推进流程
* 调研学校现有的信息化基础设施、教师数字素养与学生终端情况，形成基线报告并向全体教师公开说明
* 结合学校发展规划制定分阶段实施方案，明确目标、责任分工与时间节点以及每一阶段的验收标准
* 在试点班级中开展常态化应用，定期收集师生反馈并持续优化教学流程与使用规范
* 总结试点经验形成校本案例，在全校范围内分学科逐步推广并建立长效的评估与激励机制
### 常见问题
* 需要什么设备
* 费用如何承担
* 数据存在哪里
* 学生会不会依赖
* 教师如何入门
* 家长如何参与
* 效果如何评估
* 如何保护隐私
## 总结与展望
`;

/** The layout each content section of SAMPLE_OUTLINE_TEXT should get, by heading title. */
export const SAMPLE_LAYOUTS: Readonly<Record<string, string>> = {
  什么是人工智能: 'bullets',
  发展历程: 'timeline',
  核心数据: 'stats',
  应用现状: 'stats',
  智能辅导: 'comparison',
  课堂互动: 'table',
  三大价值: 'cards-3',
  四项素养: 'cards-4',
  教师培训: 'image-text',
  挑战与对策: 'cards-3',
  '传统课堂 vs 智能课堂': 'comparison',
  优势与劣势: 'comparison',
  核心观点: 'statement',
  名言: 'quote',
  实施步骤: 'timeline',
  推进流程: 'numbered',
  常见问题: 'two-columns',
};
