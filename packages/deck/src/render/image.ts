import type { RectPrimitive } from './primitives.js';

type Frame = { x: number; y: number; w: number; h: number };

/** The light grey box drawn where a picture is not available: never an error. */
export const IMAGE_PLACEHOLDER = { fill: 'E5E7EB', line: 'C4C9D0', lineWidth: 0.75 } as const;

export function placeholderPrimitive({ x, y, w, h }: Frame): RectPrimitive {
  const { fill, line, lineWidth } = IMAGE_PLACEHOLDER;
  return {
    kind: 'rect',
    x,
    y,
    w,
    h,
    radius: 0,
    fill: { color: fill, opacity: 1 },
    stroke: { color: line, width: lineWidth },
  };
}
