/**
 * A Chinese outline exercising every page kind: deck subtitle and note, a chapter with
 * sections, sub-sections, a section long enough to continue on a second slide, a chapter with
 * only its own points, and a chapter with nothing under it.
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
* 专家系统时代
* 深度学习与大模型时代
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
## 挑战与对策
* 数据隐私与安全
* 算法偏见
* 教师角色转变
## 总结与展望
`;
