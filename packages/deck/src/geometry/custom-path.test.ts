import { describe, expect, it } from 'vitest';
import { parseCustomPath } from './custom-path.js';
import { pathData } from './path.js';

const serialised = (d: string) => {
  const commands = parseCustomPath(d);
  return commands && pathData(commands, { x: 0, y: 0 });
};

describe('parseCustomPath', () => {
  it('reads absolute M, L, C and Z with commas, signs, exponents and repeated arguments', () => {
    expect(serialised('M0,0 L10-5 C1 2 3 4 5 6Z')).toBe('M0 0 L10 -5 C1 2 3 4 5 6 Z');
    expect(serialised('M 1e1 .5 20 30 40 50 z'.replace('z', 'Z'))).toBe('M10 0.5 L20 30 L40 50 Z');
    expect(serialised('M0 0 L1 1 2 2')).toBe('M0 0 L1 1 L2 2');
  });

  it('turns a quadratic segment into the same curve as a cubic one', () => {
    // From (0, 0) through control (30, 60) to (90, 0): controls at 2/3 of the way to (30, 60).
    expect(parseCustomPath('M0 0 Q30 60 90 0')).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'C', x1: 20, y1: 40, x2: 50, y2: 40, x: 90, y: 0 },
    ]);
  });

  it('starts a new subpath after Z from where the last one began', () => {
    // The quadratic starts at (10, 10), where the closed subpath began, not at (20, 10).
    const last = parseCustomPath('M10 10 L20 10 Z Q10 40 10 10')?.at(-1);
    expect(last).toMatchObject({ op: 'C', x1: 10, y1: 30 });
  });

  it.each([
    ['relative commands', 'M0 0 l10 10'],
    ['arcs', 'M0 0 A5 5 0 0 1 10 10'],
    ['horizontal lines', 'M0 0 H10'],
    ['a path not starting with M', 'L0 0 L1 1'],
    ['markup', 'M0 0 L10 10"/><script>alert(1)</script>'],
    ['an unclosed attribute', 'M0 0 L1 1" onload="x'],
    ['a missing argument', 'M0 0 C1 2 3 4 5'],
    ['numbers after Z', 'M0 0 L1 1 Z 4 5'],
    ['an infinite number', 'M0 0 L1e999 1'],
    ['a malformed number', 'M0 0 L1..2.3e 4'],
  ])('refuses %s', (_, d) => {
    expect(parseCustomPath(d)).toBeUndefined();
  });
});
