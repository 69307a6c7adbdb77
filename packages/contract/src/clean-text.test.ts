import { describe, expect, it } from 'vitest';
import { toCleanText } from './clean-text.js';
import { isCleanText } from './validators.js';

describe('toCleanText', () => {
  it('drops control characters and lone surrogates, keeps everything else', () => {
    const dirty = 'A\u0000B\u000bC\tD\nE\r\n😀\ud800F\udc00';
    const clean = toCleanText(dirty);
    expect(clean).toBe('ABC\tD\nE\r\n😀F');
    expect(isCleanText(clean)).toBe(true);
  });

  it('returns clean text unchanged', () => {
    expect(toCleanText('新能源汽车 2025')).toBe('新能源汽车 2025');
  });
});
