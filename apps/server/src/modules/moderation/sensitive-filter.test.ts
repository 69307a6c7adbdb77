import { AppError, ErrorCode } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import {
  SensitiveStreamGuard,
  assertNoSensitiveWords,
  findSensitiveWord,
} from './sensitive-filter.js';
import { SENSITIVE_WORDS } from './sensitive-words.js';

describe('sensitive-word filter', () => {
  it('finds every listed phrase and names its category', () => {
    for (const [category, words] of Object.entries(SENSITIVE_WORDS)) {
      for (const word of words)
        expect(findSensitiveWord(`关于${word}的方案`)).toEqual({ word, category });
    }
  });

  it('finds full-width, spaced, punctuated and mixed-case variants', () => {
    expect(findSensitiveWord('如何 网 络 赌 场 推广')?.category).toBe('gambling');
    expect(findSensitiveWord('ｋ粉出售渠道')?.category).toBe('drugs');
    expect(findSensitiveWord('出·售·枪·支')?.category).toBe('illegalTrade');
    expect(findSensitiveWord('BUY\u3000COCAINE')?.category).toBe('drugs');
  });

  it('leaves ordinary topics, including prevention and law, alone', () => {
    for (const topic of [
      '禁毒宣传：远离毒品，珍爱生命',
      '网络赌博的危害与防范',
      '反恐怖主义法解读',
      '枪支管理法律知识',
      '年度工作总结',
    ]) {
      expect(findSensitiveWord(topic)).toBeNull();
    }
  });

  it('throws 5401 without putting the phrase in the error', () => {
    expect(() => assertNoSensitiveWords('年度工作总结')).not.toThrow();
    try {
      assertNoSensitiveWords('代开发票');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe(ErrorCode.SENSITIVE_WORDS);
      expect((err as AppError).message).not.toContain('发票');
    }
  });

  it('guards a stream across its pieces', () => {
    const guard = new SensitiveStreamGuard();
    guard.push('# 方案\n* 代开');
    expect(() => guard.push('发票服务')).toThrow(AppError);
  });
});
