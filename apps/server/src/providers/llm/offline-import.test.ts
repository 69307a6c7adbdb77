import { outlineTree, parseOutline, type OutlineNode } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { IMPORT_RULES, outlineFromText, sentences, summarizeText } from './offline-import.js';

/** The outline as indented lines (headings by level, points with *), after parsing it. */
function shape(text: string): string[] {
  const lines: string[] = [];
  const walk = (node: OutlineNode, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${node.kind === 'point' ? '* ' : ''}${node.title}`);
    node.children.forEach((child) => walk(child, depth + 1));
  };
  outlineTree(parseOutline(text)).forEach((root) => walk(root, 0));
  return lines;
}

describe('offline import rules', () => {
  it('keeps markdown headings as levels, list items as points, first sentences of prose', () => {
    const text = [
      '# 年度工作总结',
      '',
      '今年团队完成了三个大项目。具体情况如下。',
      '',
      '## 项目进展',
      '### 客服系统',
      '客服系统于三月上线，日均处理 2 万次对话。此外还接入了工单系统。',
      '- 响应时间缩短 40%',
      '- 满意度提升到 92%',
      '##### 太深的标题',
      '## 明年计划',
      '1. 扩大团队',
      '2. 拓展海外市场',
    ].join('\n');
    expect(shape(outlineFromText(text, 'zh-CN'))).toEqual([
      '年度工作总结',
      '  概述',
      '    * 今年团队完成了三个大项目',
      '  项目进展',
      '    客服系统',
      '      * 客服系统于三月上线，日均处理 2 万次对话',
      '      * 响应时间缩短 40%',
      '      * 满意度提升到 92%',
      '      太深的标题',
      '  明年计划',
      '    * 扩大团队',
      '    * 拓展海外市场',
    ]);
  });

  it('reads Chinese numbered headings (一、 / （一） / 第一章)', () => {
    const text =
      '关于数字化转型的报告\n\n一、背景\n企业面临成本压力。\n（一）行业现状\n竞争加剧。\n二、建议\n第三章 总结\n';
    expect(shape(outlineFromText(text, 'zh-CN'))).toEqual([
      '关于数字化转型的报告',
      '  背景',
      '    * 企业面临成本压力',
      '    行业现状',
      '      * 竞争加剧',
      '  建议',
      '  总结',
    ]);
  });

  it('turns plain prose into chapters headed by each paragraph’s opening clause', () => {
    const text =
      '人工智能正在改变教育，老师可以更快地备课。学生获得个性化的练习。\n\n' +
      '但是风险同样存在，数据隐私需要保护。算法偏见也要警惕。';
    expect(shape(outlineFromText(text, 'zh-CN'))).toEqual([
      '人工智能正在改变教育，老师可以更快地备课',
      '  人工智能正在改变教育',
      '    * 人工智能正在改变教育，老师可以更快地备课',
      '    * 学生获得个性化的练习',
      '  但是风险同样存在',
      '    * 但是风险同样存在，数据隐私需要保护',
      '    * 算法偏见也要警惕',
    ]);
  });

  it('joins lines wrapped mid-sentence (text taken from a PDF)', () => {
    const text =
      '项目背景\n\n本项目旨在通过数字化手段提升政务服务效率，减少群众跑腿次数，同时\n降低行政成本。第二句话。';
    expect(shape(outlineFromText(text, 'zh-CN'))).toContain(
      '    * 本项目旨在通过数字化手段提升政务服务效率，减少群众跑腿次数，同时降低行政成本',
    );
  });

  it('uses short standalone lines of plain text as headings', () => {
    const text = '产品发布会\n\n市场分析\n用户增长很快。\n\n产品亮点\n续航提升一倍。';
    expect(shape(outlineFromText(text, 'en-US'))).toEqual([
      '产品发布会',
      '  市场分析',
      '    * 用户增长很快',
      '  产品亮点',
      '    * 续航提升一倍',
    ]);
  });

  it('groups many paragraphs into at most the chapter cap and cuts long lines', () => {
    const long = '很长的句子'.repeat(40);
    const text = Array.from({ length: 40 }, (_, i) => `第${i + 1}段的内容，${long}。`).join('\n\n');
    const outline = parseOutline(outlineFromText(text, 'zh-CN'));
    const chapters = outline.items.filter((i) => i.kind === 'chapter');
    expect(chapters.length).toBeLessThanOrEqual(IMPORT_RULES.maxChapters);
    for (const item of outline.items) {
      const max = item.kind === 'point' ? IMPORT_RULES.pointLength : IMPORT_RULES.headingLength;
      expect(Array.from(item.title).length).toBeLessThanOrEqual(max);
    }
  });

  it('splits English sentences too and titles an untitled text by its first sentence', () => {
    expect(sentences('Solar is cheap. Wind is too! Storage? Yes')).toEqual([
      'Solar is cheap.',
      'Wind is too!',
      'Storage?',
      'Yes',
    ]);
    const text =
      'Solar power is now the cheapest source of electricity in many places. Costs fell.';
    expect(shape(outlineFromText(text, 'en-US'))[0]).toBe(
      'Solar power is now the cheapest source of electricity in many places.'.slice(0, 39) + '…',
    );
  });

  it('refuses text with nothing to keep (5405)', () => {
    expect(() => outlineFromText('\n```\n---\n', 'zh-CN')).toThrow(
      expect.objectContaining({ code: 5405 }),
    );
  });

  it('summarises free text as the first sentence of each paragraph', () => {
    expect(summarizeText('第一段。后面的话。\n\n第二段！\n- 一个要点')).toBe(
      '* 第一段\n* 第二段！\n* 一个要点\n',
    );
  });
});
