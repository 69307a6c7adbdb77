import type { ShapeElement } from '../model.js';
import type { Stroke } from './primitives.js';

type Line = NonNullable<ShapeElement['line']>;

/** PowerPoint's preset dashes in line widths (ECMA-376 ST_PresetLineDashVal: dash, dot). */
const DASHES: Readonly<Record<NonNullable<Line['dash']>, readonly number[] | undefined>> = {
  solid: undefined,
  dash: [4, 3],
  dot: [1, 3],
};

/** An outline of the model as the writers stroke it, its dash pattern in points. */
export function strokeOf(line: Line | undefined): Stroke | undefined {
  if (!line) return undefined;
  const dash = line.dash ? DASHES[line.dash] : undefined;
  return {
    color: line.color,
    width: line.width,
    ...(dash ? { dash: dash.map((length) => length * line.width) } : {}),
  };
}
