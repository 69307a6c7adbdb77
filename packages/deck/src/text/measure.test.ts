import { describe, expect, it } from 'vitest';
import { RENDER_FONT_KEYS } from '../fonts/families.js';
import { fontMeasurer } from './measure.js';

describe('fontMeasurer', () => {
  it('measures real advances: CJK one em, Latin narrower, growing with the text', () => {
    expect(fontMeasurer.measure('中文', 10, false)).toBeCloseTo(20, 5);
    const short = fontMeasurer.measure('Hello', 10, false);
    expect(short).toBeGreaterThan(20);
    expect(short).toBeLessThan(40);
    expect(fontMeasurer.measure('Hello world', 10, false)).toBeGreaterThan(short);
    expect(fontMeasurer.measure('Hello', 20, false)).toBeCloseTo(2 * short, 5);
  });

  it('measures bold wider than regular where the family has a bold', () => {
    for (const font of ['sans', 'serif'] as const) {
      const text = 'Artificial Intelligence 2026';
      expect(fontMeasurer.measure(text, 12, true, font)).toBeGreaterThan(
        fontMeasurer.measure(text, 12, false, font),
      );
    }
  });

  it('measures every render font', () => {
    for (const font of RENDER_FONT_KEYS) {
      expect(fontMeasurer.measure('演示文稿 Slides', 24, false, font)).toBeGreaterThan(100);
    }
  });
});
