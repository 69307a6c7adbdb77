import { describe, expect, it } from 'vitest';
import { WordMatcher, normalizeChar, normalizeText } from './word-matcher.js';

describe('normalisation', () => {
  it('folds full-width forms and case, and drops spaces, punctuation and zero-width characters', () => {
    expect(normalizeText('ＡＢｃ１２３')).toBe('abc123');
    expect(normalizeText('网 络\u3000赌\u200b场')).toBe('网络赌场');
    expect(normalizeText('网.络-赌*场！')).toBe('网络赌场');
    expect(normalizeText('Buy  COCAINE')).toBe('buycocaine');
  });

  it('keeps Chinese characters and digits as they are', () => {
    expect(normalizeChar('赌')).toBe('赌');
    expect(normalizeChar('7')).toBe('7');
    expect(normalizeChar('\ufe0f')).toBe('');
  });
});

describe('WordMatcher (Aho–Corasick)', () => {
  const matcher = new WordMatcher(['he', 'she', 'his', 'hers', '赌场', '网络赌场']);

  it('finds a word anywhere, including words inside other words', () => {
    expect(matcher.find('ushers')).toBe('she');
    expect(matcher.find('this')).toBe('his');
    // At one position the longest word ending there is reported.
    expect(matcher.find('a网络赌场b')).toBe('网络赌场');
    expect(matcher.find('地下赌场')).toBe('赌场');
    expect(matcher.find('a quick fox: "h-i" 字')).toBeNull();
  });

  it('follows failure links past a partial match', () => {
    const m = new WordMatcher(['abcd', 'bce']);
    expect(m.find('abce')).toBe('bce');
    expect(m.find('abcx')).toBeNull();
  });

  it('matches through the normalisation of the text and of the words', () => {
    const m = new WordMatcher(['Ｋ粉出售', 'buy meth']);
    expect(m.find('k 粉 出 售')).toBe('Ｋ粉出售');
    expect(m.find('BUY-METH now')).toBe('buy meth');
  });

  it('matches across the pieces of a stream and keeps reporting the first hit', () => {
    const scanner = matcher.scanner();
    expect(scanner.push('我们的网')).toBeNull();
    expect(scanner.push('络 赌')).toBeNull();
    expect(scanner.push('场')).toBe('网络赌场');
    expect(scanner.push('干净的文字')).toBe('网络赌场');
  });

  it('ignores empty words and handles an empty list', () => {
    expect(new WordMatcher(['', '  ']).find('anything')).toBeNull();
    expect(new WordMatcher([]).find('anything')).toBeNull();
  });

  it('scans a long text in linear time', () => {
    const big = new WordMatcher(Array.from({ length: 2000 }, (_, i) => `词${i}号`));
    const text = '正常的内容。'.repeat(20_000);
    const start = performance.now();
    expect(big.find(text)).toBeNull();
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
