import { describe, expect, it } from 'vitest';
import type { AppError } from '@slidecraft/contract';
import type { ChatModel, ChatRequest } from '../../providers/llm/chat-model.js';
import type { DocBlock } from './document.js';
import { buildOutline, structureDocument } from './outline-builder.js';
import { extractivePoints, pointsFromAnswer, writePoints } from './summarise.js';

const h = (level: number, text: string): DocBlock => ({ kind: 'heading', level, text });
const p = (text: string): DocBlock => ({ kind: 'paragraph', text });
const li = (text: string): DocBlock => ({ kind: 'item', text });

const signal = new AbortController().signal;
const build = (blocks: DocBlock[], title?: string, model: ChatModel | null = null) =>
  buildOutline({ blocks, ...(title ? { title } : {}) }, '文件名', model, { signal });

function codeOf(run: () => unknown): number {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as AppError).code;
  }
}

describe('document structure to outline levels', () => {
  it('ranks the levels a document uses: h1, h3 with no h2 anywhere is title and chapters', async () => {
    expect(await build([h(1, 'T'), h(3, 'A'), li('a'), h(3, 'B')])).toBe('# T\n## A\n* a\n## B\n');
  });

  it('takes the title from metadata, then the file name, when several headings share the top', async () => {
    expect(await build([h(2, 'A'), h(2, 'B')], '元数据')).toBe('# 元数据\n## A\n## B\n');
    expect(await build([h(2, 'A'), h(2, 'B')])).toBe('# 文件名\n## A\n## B\n');
  });

  it('makes the first sentence of the prose before the first chapter the subtitle', async () => {
    expect(await build([h(1, 'T'), p('第一句;含分号，逗号。第二句。'), p('更多'), h(2, 'A')])).toBe(
      '# T\n> 第一句；含分号，逗号。\n## A\n',
    );
  });

  it('answers 5406 past four levels, 5407 for a jump or no heading under the title, 5405 for nothing', () => {
    const levels = (blocks: DocBlock[]) => codeOf(() => structureDocument({ blocks }, 'f'));
    expect(levels([h(1, 'T'), h(2, 'A'), h(3, 'B'), h(4, 'C'), h(5, 'D')])).toBe(5406);
    expect(levels([h(1, 'T'), h(2, 'A'), h(4, 'C'), h(3, 'B')])).toBe(5407);
    expect(levels([h(1, 'T'), h(3, 'B'), h(2, 'A')])).toBe(5407);
    expect(levels([h(1, 'T'), p('只有正文')])).toBe(5407);
    expect(levels([p('没有标题的正文')])).toBe(5407);
    expect(levels([])).toBe(5405);
    // Four levels with the title counted: fine.
    expect(levels([h(1, 'T'), h(2, 'A'), h(3, 'B'), h(4, 'C')])).toBe(200);
  });

  it('caps headings and points, and keeps at most eight points per heading', async () => {
    const long = '长'.repeat(300);
    const outline = await build([
      h(1, long),
      h(2, 'A'),
      ...Array.from({ length: 12 }, (_, i) => li(`点${i}${long}`)),
    ]);
    const lines = outline.trim().split('\n');
    expect(Array.from(lines[0]!.slice(2)).length).toBe(200);
    expect(lines.filter((l) => l.startsWith('* '))).toHaveLength(8);
    expect(
      Math.max(...lines.filter((l) => l.startsWith('* ')).map((l) => Array.from(l).length)),
    ).toBe(122);
  });
});

describe('points from prose', () => {
  const prose = [
    '第一段的第一句话说明背景。第一段的第二句话补充细节，而且很长很长很长很长很长很长很长很长很长很长很长很长很长。',
    '第二段讲目标。目标包括三项。',
    '第三段讲方法。We iterate quickly. Then we ship.',
    '第四段总结，篇幅较长，足以让整个部分成为需要提炼的长文，' + '内容'.repeat(100) + '。',
  ].map((text) => ({ kind: 'paragraph' as const, text }));

  it('offline: the first sentence of each paragraph', () => {
    expect(extractivePoints({ heading: 'H', body: prose })).toEqual([
      '第一段的第一句话说明背景。',
      '第二段讲目标。',
      '第三段讲方法。',
      expect.stringMatching(/^第四段总结/),
    ]);
  });

  it('short paragraphs and items stay as they are', () => {
    expect(
      extractivePoints({
        heading: 'H',
        body: [
          { kind: 'paragraph', text: '短句一。短句二。' },
          { kind: 'item', text: '条目' },
        ],
      }),
    ).toEqual(['短句一。短句二。', '条目']);
  });

  it('with a model: prose is summarised by it, usage is reported, failures fall back', async () => {
    const requests: ChatRequest[] = [];
    let calls = 0;
    const model: ChatModel = {
      model: 'test-model',
      stream: () => {
        throw new Error('not used');
      },
      complete: async (request) => {
        requests.push(request);
        request.onUsage?.({ model: 'test-model', promptTokens: 10, completionTokens: 5 });
        if (++calls === 2) throw new Error('upstream 500');
        return '以下是要点：\n* 要点甲\n* **要点乙**\n- 要点丙';
      },
    };
    const usage: number[] = [];
    const errors: unknown[] = [];
    const sections = [
      { heading: '一', body: prose },
      { heading: '二', body: prose },
      { heading: '三', body: [{ kind: 'item' as const, text: '短条目' }] },
    ];
    const points = await writePoints(sections, model, {
      signal,
      onUsage: (u) => usage.push(u.promptTokens),
      onModelError: (e) => errors.push(e),
    });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.messages[1]!.content).toContain('标题：一');
    expect(points[0]).toEqual(['要点甲', '要点乙', '要点丙']);
    expect(points[1]).toEqual(extractivePoints(sections[1]!));
    expect(points[2]).toEqual(['短条目']);
    expect(usage).toEqual([10, 10]);
    expect(errors).toHaveLength(1);
  });

  it('reads bullet lines of an answer, or every line when there are none', () => {
    expect(pointsFromAnswer('1. 甲\n2、乙\n• 丙')).toEqual(['甲', '乙', '丙']);
    expect(pointsFromAnswer('甲\n\n乙')).toEqual(['甲', '乙']);
  });
});
