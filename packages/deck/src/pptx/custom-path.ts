import type { ShapeElement } from '../model.js';
import type { PptxShapeProps } from './pptxgen.js';

export type GeometryPoint = NonNullable<PptxShapeProps['points']>[number];

/** One command of a `custom` shape's outline, in the path's own w x h box. */
export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'Q'; x1: number; y1: number; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const COMMAND = /([MLCQZ])([^MLCQZ]*)/gi;
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;
/** How many numbers one segment of each command takes. */
const ARITY = { M: 2, L: 2, Q: 4, C: 6, Z: 0 } as const;

function segment(op: 'M' | 'L' | 'Q' | 'C', n: readonly number[]): PathCommand {
  if (op === 'C') return { op, x1: n[0]!, y1: n[1]!, x2: n[2]!, y2: n[3]!, x: n[4]!, y: n[5]! };
  if (op === 'Q') return { op, x1: n[0]!, y1: n[1]!, x: n[2]!, y: n[3]! };
  return { op, x: n[0]!, y: n[1]! };
}

/**
 * Parses the model's path data (absolute M, L, C, Q and Z, as SVG writes them) into numbers.
 * Repeated coordinate groups repeat the command (after M they are lines, as in SVG); relative
 * (lower-case) commands, which the model does not allow, and incomplete groups are dropped, so
 * a malformed path loses segments but never yields a number that is not finite.
 */
export function parsePath(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  for (const [, letter = '', args = ''] of d.matchAll(COMMAND)) {
    if (letter !== letter.toUpperCase()) continue;
    const op = letter as keyof typeof ARITY;
    if (op === 'Z') {
      commands.push({ op: 'Z' });
      continue;
    }
    const numbers = (args.match(NUMBER) ?? []).map(Number);
    if (numbers.some((value) => !Number.isFinite(value))) continue;
    const arity = ARITY[op];
    for (let at = 0; at + arity <= numbers.length; at += arity) {
      const repeated = op === 'M' && at > 0 ? 'L' : op;
      commands.push(segment(repeated, numbers.slice(at, at + arity)));
    }
  }
  return commands;
}

/**
 * pptxgenjs reads a number under 100 as inches and a larger one as EMU; a control point may
 * lie far outside the frame, so such a coordinate goes as EMU.
 */
const coordinate = (inches: number) => (inches < 100 ? inches : Math.round(inches * 914400));

/**
 * A `custom` shape's outline as pptxgenjs custom-geometry points: the path's w x h box is
 * stretched over the frame (as PowerPoint stretches a custGeom path), in inches from the
 * frame's top left. Undefined when the shape has no path or the path draws nothing.
 */
export function customPoints(element: ShapeElement): GeometryPoint[] | undefined {
  const { path } = element;
  if (!path) return undefined;
  const sx = element.w / path.w / 72;
  const sy = element.h / path.h / 72;
  const at = (x: number, y: number) => ({ x: coordinate(x * sx), y: coordinate(y * sy) });
  const points = parsePath(path.d).map((command): GeometryPoint => {
    switch (command.op) {
      case 'Z':
        return { close: true };
      case 'M':
        return { ...at(command.x, command.y), moveTo: true };
      case 'L':
        return at(command.x, command.y);
      case 'Q': {
        const control = at(command.x1, command.y1);
        const curve = { type: 'quadratic' as const, x1: control.x, y1: control.y };
        return { ...at(command.x, command.y), curve };
      }
      case 'C': {
        const first = at(command.x1, command.y1);
        const second = at(command.x2, command.y2);
        const curve = {
          type: 'cubic' as const,
          x1: first.x,
          y1: first.y,
          x2: second.x,
          y2: second.y,
        };
        return { ...at(command.x, command.y), curve };
      }
    }
  });
  return points.some((point) => !('close' in point)) ? points : undefined;
}
