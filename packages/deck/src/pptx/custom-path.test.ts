import { describe, expect, it } from 'vitest';
import type { ShapeElement } from '../model.js';
import { customPoints, parsePath } from './custom-path.js';

describe('custom shape paths', () => {
  it('reads M, L, C, Q and Z into numbers, in any spacing', () => {
    expect(parsePath('M0,0L10 5C1 2 3 4 5 6Q-1.5 .5 7e1 8Z')).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 10, y: 5 },
      { op: 'C', x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
      { op: 'Q', x1: -1.5, y1: 0.5, x: 70, y: 8 },
      { op: 'Z' },
    ]);
  });

  it('repeats a command over repeated coordinates, as lines after a move', () => {
    expect(parsePath('M 0 0 10 0 10 10 L 0 10 0 5')).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 10, y: 0 },
      { op: 'L', x: 10, y: 10 },
      { op: 'L', x: 0, y: 10 },
      { op: 'L', x: 0, y: 5 },
    ]);
  });

  it('drops relative commands and incomplete groups instead of writing garbage', () => {
    expect(parsePath('M 0 0 l 5 5 L 3 C 1 2 3 4 5 6 7 Z" onload="x')).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'C', x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
      { op: 'Z' },
    ]);
  });

  it('stretches the path box over the frame, in inches from its corner', () => {
    const shape: ShapeElement = {
      type: 'shape',
      id: 'c',
      x: 500,
      y: 300,
      w: 144,
      h: 36,
      geometry: 'custom',
      path: { d: 'M 0 0 L 100 50 Q 50 0 0 50 Z', w: 100, h: 50 },
    };
    expect(customPoints(shape)).toEqual([
      { x: 0, y: 0, moveTo: true },
      { x: 2, y: 0.5 },
      { x: 0, y: 0.5, curve: { type: 'quadratic', x1: 1, y1: 0 } },
      { close: true },
    ]);
    expect(customPoints({ ...shape, path: { d: 'Z', w: 1, h: 1 } })).toBeUndefined();
    expect(customPoints({ ...shape, path: undefined })).toBeUndefined();
  });
});
