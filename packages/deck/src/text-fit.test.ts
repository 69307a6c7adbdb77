import { describe, expect, it } from 'vitest';
import {
  breakOpportunities,
  countLines,
  estimatingMeasurer,
  largestFittingSize,
  truncateToFit,
  type TextFrame,
} from './text-fit.js';

const measure = (text: string, size = 10) => estimatingMeasurer.measure(text, size, false);
const lines = (text: string, width: number, size = 10) =>
  countLines(text, size, width, false, estimatingMeasurer);

describe('estimatingMeasurer', () => {
  it('counts a Chinese character as one em and Latin letters as narrower', () => {
    expect(measure('中文字')).toBe(30);
    expect(measure('abc')).toBeLessThan(20);
    expect(estimatingMeasurer.measure('中', 10, true)).toBeGreaterThan(10);
  });
});

describe('line breaking', () => {
  it('breaks Chinese between characters and Latin only between words', () => {
    expect(lines('一二三四五六七八九十', 50)).toBe(2);
    expect(breakOpportunities('hello world 你好')).toEqual(['hello ', 'world ', '你', '好']);
  });

  it('keeps closing punctuation with the character before it and opening with the one after', () => {
    expect(breakOpportunities('好，（对）')).toEqual(['好，', '（对）']);
  });

  it('breaks a word longer than the line by characters', () => {
    expect(lines('a'.repeat(40), 60)).toBeGreaterThan(3);
  });
});

describe('fitting', () => {
  const frame: TextFrame = {
    width: 200,
    height: 60,
    bold: false,
    lineHeight: 1.3,
    paragraphSpacing: 0,
  };

  it('picks the largest size that fits and gives up below the minimum', () => {
    expect(largestFittingSize(['短标题'], { max: 28, min: 16 }, frame, estimatingMeasurer)).toBe(
      28,
    );
    const long = '很长的文字'.repeat(20);
    expect(
      largestFittingSize([long], { max: 28, min: 16 }, frame, estimatingMeasurer),
    ).toBeUndefined();
  });

  it('truncates with an ellipsis to what fits', () => {
    const cut = truncateToFit('很长的文字'.repeat(20), 20, frame, estimatingMeasurer);
    expect(cut.endsWith('…')).toBe(true);
    expect(countLines(cut, 20, frame.width * 0.95, false, estimatingMeasurer)).toBeLessThanOrEqual(
      2,
    );
  });
});
