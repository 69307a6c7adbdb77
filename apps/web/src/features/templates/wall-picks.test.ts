import { describe, expect, it } from 'vitest';
import { WALL_CELLS, pickWall } from './wall-picks';

describe('login wall picks', () => {
  it('fills every cell from however many templates there are', () => {
    expect(pickWall(['a'])).toEqual(Array.from({ length: WALL_CELLS }, () => 'a'));
    const many = Array.from({ length: 50 }, (_, i) => i);
    const picks = pickWall(many);
    expect(picks).toHaveLength(100);
    expect(picks.every((p) => many.includes(p))).toBe(true);
  });

  it('picks with the given random source and is empty without templates', () => {
    const values = [0, 0.5, 0.99];
    let i = 0;
    expect(pickWall(['x', 'y', 'z'], 3, () => values[i++]!)).toEqual(['x', 'y', 'z']);
    expect(pickWall([])).toEqual([]);
  });
});
