import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest } from './chat-model.js';
import { LlmOutlineWriter } from './llm-outline-writer.js';
import { offlineEdit } from './offline-edit.js';
import { PromptLibrary } from './prompts.js';

const zh = { locale: 'zh-CN' as const };

describe('offline editing actions', () => {
  it('makes table rows: pairs kept, a leading clause as the key, else a numbered item', async () => {
    const rows = await offlineEdit(
      'table',
      '预算：120 万元\n提升效率，减少重复劳动\n一句没有停顿也没有冒号的很长很长的话',
      zh,
    );
    expect(rows).toEqual([
      '预算：120 万元',
      '提升效率：减少重复劳动',
      '要点三：一句没有停顿也没有冒号的很长很长的话',
    ]);
    // One sentence is split at its clauses, so a table has at least two rows.
    expect(await offlineEdit('table', '调研需求，设计方案，试点上线', zh)).toEqual([
      '要点一：调研需求',
      '要点二：设计方案',
      '要点三：试点上线',
    ]);
  });

  it('makes timeline steps: years kept, ordinals added, at most six', async () => {
    expect(await offlineEdit('timeline', '2019 年立项\n2021 年试点\n2024 年推广', zh)).toEqual([
      '2019 年立项',
      '2021 年试点',
      '2024 年推广',
    ]);
    const steps = await offlineEdit(
      'timeline',
      Array.from({ length: 8 }, (_, i) => `任务${i + 1}`).join('\n'),
      { locale: 'en-US' },
    );
    expect(steps).toHaveLength(6);
    expect(steps[0]).toBe('第一步：任务1');
    expect(await offlineEdit('timeline', 'Plan the pilot\nRun it', { locale: 'en-US' })).toEqual([
      'Step 1: Plan the pilot',
      'Step 2: Run it',
    ]);
  });

  it('shortens and expands in the language of the text, and tidies list markers and fillers', async () => {
    expect(
      await offlineEdit(
        'shorten',
        'Teachers save time on grading, which leaves room for one-to-one help',
        zh,
      ),
    ).toEqual(['Teachers save time on grading']);
    const [expanded] = await offlineEdit('expand', 'Grading takes less time.', zh);
    expect(expanded).toMatch(/^Grading takes less time, .+/);
    expect(await offlineEdit('rewrite', '* 其实这个方案非常可行。\n\n- 成本可控', zh)).toEqual([
      '这个方案可行',
      '成本可控',
    ]);
  });

  it('converts between simplified and traditional Chinese, and leaves English to a model (5402)', async () => {
    expect(await offlineEdit('translate', '軟體與網路資訊', { ...zh, to: 'zh-CN' })).toEqual([
      '软件与网络信息',
    ]);
    await expect(offlineEdit('translate', '软件', { ...zh, to: 'en-US' })).rejects.toMatchObject({
      code: 5402,
    });
    await expect(
      offlineEdit('translate', 'software', { ...zh, to: 'zh-TW' }),
    ).rejects.toMatchObject({ code: 5402 });
  });
});

describe('editing actions with a model', () => {
  const asked: ChatRequest[] = [];
  const model: ChatModel = {
    model: 'fake',
    async *stream(request) {
      asked.push(request);
      yield '好的，以下是结果：\n* 第一点\n* 第二点\n';
    },
    complete: () => Promise.resolve(''),
  };
  const writer = new LlmOutlineWriter(model, PromptLibrary.load());
  const read = async (chunks: AsyncIterable<string>) => {
    let text = '';
    for await (const chunk of chunks) text += chunk;
    return text;
  };

  it('asks for `* point` lines for a slide and drops a preamble; the slide is context, the text material', async () => {
    const signal = new AbortController().signal;
    const text = await read(
      writer.streamEdit({
        action: 'timeline',
        text: '调研\n试点',
        locale: 'zh-CN',
        signal,
        slide: { title: '实施路径', topic: '智慧校园' },
      }),
    );
    expect(text).toBe('* 第一点\n* 第二点\n');
    const [system, user] = asked.at(-1)!.messages;
    expect(system!.content).toContain('整理成时间线或步骤');
    expect(system!.content).toContain('以星号加空格开头');
    expect(user!.content).toContain('本页标题：实施路径');
    expect(user!.content).toContain('调研\n试点');
  });
});
