import { describe, expect, it } from 'vitest';
import { breakLines, breakUnits, NO_LINE_END, NO_LINE_START } from './line-break.js';
import { fontMeasurer } from './measure.js';

const lines = (text: string, width: number, size = 20) =>
  breakLines(text, size, false, 'sans', width);

const SAMPLES = [
  '人工智能（AI）正在改变教育：个性化学习、智能批改与课堂互动。',
  '“数据驱动”的决策提升了 35% 的转化率，并降低运营成本！《报告》指出：效率提高。',
  '1956 年达特茅斯会议提出 Artificial Intelligence 概念，开启了「人工智能」研究。',
  '根据学生的答题记录诊断知识薄弱点，推荐难度合适的练习题；教师角色转变？',
];

describe('Chinese line breaking', () => {
  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    for (const text of SAMPLES) {
      for (let width = 60; width <= 400; width += 7) {
        const broken = lines(text, width);
        expect(broken.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
        broken.forEach((line, index) => {
          if (index > 0) expect(line[0], `${text} @${width}: ${line}`).not.toMatch(NO_LINE_START);
          if (index < broken.length - 1) expect(line.at(-1)).not.toMatch(NO_LINE_END);
        });
      }
    }
  });

  it('keeps Latin words and numbers whole', () => {
    const text = '1956 年达特茅斯会议提出 Artificial Intelligence 概念 2026';
    for (let width = 120; width <= 400; width += 5) {
      const words = lines(text, width).flatMap((line) => line.match(/[A-Za-z0-9]+/g) ?? []);
      expect(words).toEqual(['1956', 'Artificial', 'Intelligence', '2026']);
    }
  });

  it('breaks a word longer than the line between characters', () => {
    const broken = lines('Supercalifragilisticexpialidocious', 80);
    expect(broken.length).toBeGreaterThan(2);
    expect(broken.join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('fits every line in the width', () => {
    for (const text of SAMPLES) {
      for (const line of lines(text, 150)) {
        expect(fontMeasurer.measure(line, 20, false)).toBeLessThanOrEqual(150 + 1e-6);
      }
    }
  });

  it('joins closing punctuation to the unit before and opening to the unit after', () => {
    expect(breakUnits('好，（对）')).toEqual(['好，', '（对）']);
    expect(breakUnits('hello world 你好')).toEqual(['hello ', 'world ', '你', '好']);
    expect(breakUnits('f(x) 和“AI”')).toEqual(['f(x) ', '和', '“AI”']);
  });

  it('gives an empty text one empty line', () => {
    expect(lines('', 100)).toEqual(['']);
  });
});

describe('numbers with units', () => {
  it('never breaks a range, a year, a percentage or a name from its unit', () => {
    const keep = ['10-20万元', '2025年', '60%', 'L2级', '3.5倍', 'GPT-4o', '10～20%', '1.2万元'];
    const text = `价格在10-20万元的车型，2025年将超过60%，L2级辅助驾驶带来3.5倍效率，GPT-4o 与10～20%的1.2万元预算。`;
    const units = breakUnits(text);
    for (const word of keep)
      expect(
        units.some((unit) => unit.includes(word)),
        word,
      ).toBe(true);
    // From the width of the longest kept word: a word wider than the line breaks anyway.
    for (let width = 110; width <= 400; width += 5) {
      const broken = lines(text, width);
      expect(broken.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      for (const word of keep) {
        const at = text.indexOf(word);
        let offset = 0;
        for (const line of broken) {
          const start = text.indexOf(line, offset);
          const end = start + line.length;
          const split = at >= start && at < end && at + word.length > end;
          expect(split, `${word} split @${width}: ${broken.join(' | ')}`).toBe(false);
          offset = end;
        }
      }
    }
  });
});
