import { describe, expect, it } from 'vitest';
import {
  LineGate,
  OUTLINE_START,
  POINTS_START,
  gateLines,
  withoutThinking,
} from './model-output.js';

async function* from(chunks: string[]): AsyncIterable<string> {
  yield* chunks;
}
async function collect(source: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of source) out.push(chunk);
  return out;
}
/** Every way of cutting `text` in two, then one character at a time. */
function splits(text: string): string[][] {
  const cuts = Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
  return [...cuts, Array.from(text)];
}

describe('withoutThinking', () => {
  const answer = '# 标题\n## 章\n';

  it('drops a leading think block however the text is cut', async () => {
    for (const chunks of splits(`<think>先想一想 </think>\n\n${answer}`)) {
      expect((await collect(withoutThinking(from(chunks)))).join('')).toBe(answer);
    }
  });

  it('passes an answer without thinking through at once, chunk for chunk', async () => {
    expect(await collect(withoutThinking(from(['# 标', '题\n', '## 章\n'])))).toEqual([
      '# 标',
      '题\n',
      '## 章\n',
    ]);
  });

  it('keeps a think tag that is not at the start, and a lone prefix of it', async () => {
    expect((await collect(withoutThinking(from(['答：<think>x</think>'])))).join('')).toBe(
      '答：<think>x</think>',
    );
    expect((await collect(withoutThinking(from(['<th'])))).join('')).toBe('<th');
  });
});

describe('LineGate', () => {
  const outline = '# 标题\n> 副标题\n## 章\n* 点\n';

  it('drops the preamble and the code fences however the text is cut', async () => {
    const text = `好的，以下是大纲：\n\n\`\`\`markdown\n${outline}\`\`\`\n希望对你有帮助。`;
    for (const chunks of splits(text)) {
      const out = (await collect(gateLines(from(chunks), OUTLINE_START))).join('');
      expect(out).toBe(`${outline}希望对你有帮助。`);
    }
  });

  it('emits ordinary lines as they come, without waiting for their end', () => {
    const gate = new LineGate(OUTLINE_START);
    expect(gate.push('# 标')).toBe('# 标');
    expect(gate.push('题\n## 第')).toBe('题\n## 第');
    expect(gate.push('一章')).toBe('一章');
    // A backtick at the start of a line is held until the line can be told from a fence.
    expect(gate.push('\n`')).toBe('\n');
    expect(gate.push('x` 代码')).toBe('`x` 代码');
    expect(gate.end()).toBe('');
  });

  it('gives back the whole answer when no line ever matches the start', async () => {
    const text = '抱歉，我无法回答。\n请换个主题';
    expect((await collect(gateLines(from([text]), OUTLINE_START))).join('')).toBe(text);
  });

  it('starts a page fill at its first point', async () => {
    const chunks = ['以下是要点：\n', '* 一\n- 二\n', '```'];
    expect((await collect(gateLines(from(chunks), POINTS_START))).join('')).toBe('* 一\n- 二\n');
  });
});
