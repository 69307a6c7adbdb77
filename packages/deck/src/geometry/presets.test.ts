import { describe, expect, it } from 'vitest';
import { SHAPE_GEOMETRIES } from '../model.js';
import { pathData, type PathCommand } from './path.js';
import { PRESET_OUTLINES, presetOutline, type PresetGeometry } from './presets.js';

const PRESETS = SHAPE_GEOMETRIES.filter((g): g is PresetGeometry => g !== 'custom');

/** The end points of the outline's segments. */
const vertices = (commands: readonly PathCommand[]) =>
  commands.flatMap((c) => (c.op === 'Z' ? [] : [[c.x, c.y] as [number, number]]));

const near = (points: [number, number][], x: number, y: number) =>
  points.some(([px, py]) => Math.abs(px - x) < 0.01 && Math.abs(py - y) < 0.01);

describe('preset outlines', () => {
  it('has one for every preset geometry of the model', () => {
    expect(Object.keys(PRESET_OUTLINES).sort()).toEqual([...PRESETS].sort());
  });

  // The ellipse's outline is two arcs: its end points touch only the sides.
  const POLYGONAL = PRESETS.filter((g) => g !== 'ellipse');

  it.each(POLYGONAL)('draws %s inside its box, touching all four sides', (geometry) => {
    const points = vertices(presetOutline(geometry, 200, 100));
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    expect(Math.min(...xs)).toBeCloseTo(0, 1);
    expect(Math.max(...xs)).toBeCloseTo(200, 1);
    expect(Math.min(...ys)).toBeCloseTo(0, 1);
    expect(Math.max(...ys)).toBeCloseTo(100, 1);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-0.01);
      expect(x).toBeLessThanOrEqual(200.01);
      expect(y).toBeGreaterThanOrEqual(-0.01);
      expect(y).toBeLessThanOrEqual(100.01);
    }
  });

  it.each(PRESETS.filter((g) => g !== 'line'))('closes the outline of %s', (geometry) => {
    const commands = presetOutline(geometry, 120, 80);
    expect(commands[0]?.op).toBe('M');
    expect(commands.at(-1)?.op).toBe('Z');
  });

  it('draws the ellipse as two half arcs of the frame', () => {
    expect(pathData(presetOutline('ellipse', 200, 100), { x: 0, y: 0 })).toBe(
      'M0 50 A100 50 0 0 1 200 50 A100 50 0 0 1 0 50 Z',
    );
  });

  it('uses PowerPoint default adjustments (a share of the shorter side)', () => {
    // Arrow heads are half the shorter side long; the shaft is half the height.
    const right = vertices(presetOutline('rightArrow', 200, 100));
    expect(near(right, 150, 0) && near(right, 150, 25) && near(right, 0, 75)).toBe(true);
    const up = vertices(presetOutline('upArrow', 100, 200));
    expect(near(up, 50, 0) && near(up, 25, 50) && near(up, 75, 200)).toBe(true);
    // Hexagon corners cut in by a quarter of the shorter side.
    expect(near(vertices(presetOutline('hexagon', 200, 100)), 25, 0)).toBe(true);
    // The octagon's corners cut by 29.289% of the shorter side.
    expect(near(vertices(presetOutline('octagon', 100, 100)), 29.29, 0)).toBe(true);
    // The parallelogram leans by a quarter of the shorter side; the trapezoid narrows on top.
    expect(near(vertices(presetOutline('parallelogram', 200, 100)), 175, 100)).toBe(true);
    expect(near(vertices(presetOutline('trapezoid', 200, 100)), 175, 0)).toBe(true);
    // One corner cut (snip) or rounded at 16.667% of the shorter side, top right.
    expect(near(vertices(presetOutline('snip1Rect', 200, 100)), 200, 16.67)).toBe(true);
    const round = presetOutline('round1Rect', 200, 100);
    expect(round.filter((c) => c.op === 'A')).toHaveLength(1);
    expect(round.find((c) => c.op === 'A')).toMatchObject({ rx: 16.667, x: 200, y: 16.667 });
    expect(presetOutline('round2SameRect', 200, 100).filter((c) => c.op === 'A')).toHaveLength(2);
  });

  it('draws a regular star and pentagon whose points touch the box', () => {
    const star = vertices(presetOutline('star5', 100, 100));
    expect(star).toHaveLength(10);
    expect(near(star, 50, 0)).toBe(true);
    // The lower points stand on the bottom edge, the side points on the side edges.
    expect(star.filter(([, y]) => Math.abs(y - 100) < 0.05)).toHaveLength(2);
    expect(star.filter(([x]) => x < 0.05 || x > 99.95)).toHaveLength(2);
    // A regular pentagram: each inner point lies on the edge from one point to the next but one.
    const [ax, ay] = star[0]!;
    const [bx, by] = star[1]!;
    const [cx, cy] = star[4]!;
    expect((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)).toBeCloseTo(0, 1);
    expect(vertices(presetOutline('pentagon', 100, 100))).toHaveLength(5);
  });

  it('keeps the engine triangle and chevron where they always were', () => {
    const place = { x: 630, y: 40 };
    expect(pathData(presetOutline('chevron', 120, 60), place)).toBe(
      'M630 40 L720 40 L750 70 L720 100 L630 100 L660 70 Z',
    );
    expect(pathData(presetOutline('triangle', 70, 60), { x: 540, y: 40 })).toBe(
      'M575 40 L610 100 L540 100 Z',
    );
  });
});

describe('pathData', () => {
  it('places and scales the commands, rounding to hundredths of a point', () => {
    const commands: PathCommand[] = [
      { op: 'M', x: 0, y: 0 },
      { op: 'C', x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
      { op: 'A', rx: 2, ry: 1, large: true, sweep: false, x: 1 / 3, y: 0 },
      { op: 'Z' },
    ];
    expect(pathData(commands, { x: 10, y: 20, sx: 2, sy: 3 })).toBe(
      'M10 20 C12 26 16 32 20 38 A4 3 0 1 0 10.67 20 Z',
    );
  });
});
