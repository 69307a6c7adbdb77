import { describe, expect, it } from 'vitest';
import { AI_LIMITS, PAGE_LIMIT_OPTIONS } from '../constants.js';
import { OutlineTopicQuerySchema, pageLimitFloor, remainingAiTimes } from './ai.js';

describe('AI helpers of the contract', () => {
  it('gives the fewest slides of each page-count option', () => {
    expect(PAGE_LIMIT_OPTIONS.map(pageLimitFloor)).toEqual([0, 1, 10, 20, 31]);
    // Only '30+' is beyond the basic tier's cap.
    expect(PAGE_LIMIT_OPTIONS.filter((o) => pageLimitFloor(o) > AI_LIMITS.basicPages)).toEqual([
      '30+',
    ]);
  });

  it('counts the remaining AI points, never below 0', () => {
    expect(remainingAiTimes({ aiTimes: { total: 10, used: 3 } })).toBe(7);
    expect(remainingAiTimes({ aiTimes: { total: 10, used: 12 } })).toBe(0);
  });

  it('defaults the topic list to 12 and caps it at 50', () => {
    expect(OutlineTopicQuerySchema.parse({})).toEqual({ size: 12 });
    expect(OutlineTopicQuerySchema.safeParse({ size: '50' }).success).toBe(true);
    expect(OutlineTopicQuerySchema.safeParse({ size: '51' }).success).toBe(false);
  });
});
