import { describe, expect, it } from 'vitest';
import { chinaDay } from './china-day.js';

describe('chinaDay', () => {
  it('turns the day at 16:00 UTC (midnight in China)', () => {
    expect(chinaDay(Date.UTC(2025, 0, 1, 15, 59))).toBe('2025-01-01');
    expect(chinaDay(Date.UTC(2025, 0, 1, 16, 0))).toBe('2025-01-02');
  });
});
