import type { PathCommand } from './path.js';

/**
 * A custom shape's outline as the model stores it (SVG path data of absolute M, L, C, Q and Z,
 * from an uploaded PPTX's custGeom) read into numbers. The text itself is never drawn: a path
 * with any other command, letter or malformed number is refused, and the caller draws a plain
 * rectangle instead. Quadratic segments become cubic ones (exact), so every writer needs only
 * M, L, C and Z (pdfkit's own quadratic is an approximation).
 */
const TOKEN = /[MLCQZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/gy;
const SEPARATOR = /[\s,]*/y;
const ARGUMENTS: Readonly<Record<string, number>> = { M: 2, L: 2, C: 6, Q: 4, Z: 0 };

/** The tokens of the path: commands and numbers; undefined when anything else is in it. */
function tokens(d: string): (string | number)[] | undefined {
  const result: (string | number)[] = [];
  let at = 0;
  const skip = () => {
    SEPARATOR.lastIndex = at;
    SEPARATOR.exec(d);
    at = SEPARATOR.lastIndex;
  };
  skip();
  while (at < d.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(d);
    if (!match) return undefined;
    const text = match[0];
    if (ARGUMENTS[text] !== undefined) result.push(text);
    else {
      const value = Number(text);
      if (!Number.isFinite(value)) return undefined;
      result.push(value);
    }
    at = TOKEN.lastIndex;
    skip();
  }
  return result;
}

/** The quadratic from (x0, y0) through control (qx, qy) to (x, y), as a cubic. */
function cubicOfQuadratic(x0: number, y0: number, values: readonly number[]): PathCommand {
  const [qx = 0, qy = 0, x = 0, y = 0] = values;
  return {
    op: 'C',
    x1: x0 + ((qx - x0) * 2) / 3,
    y1: y0 + ((qy - y0) * 2) / 3,
    x2: x + ((qx - x) * 2) / 3,
    y2: y + ((qy - y) * 2) / 3,
    x,
    y,
  };
}

function commandOf(op: string, values: readonly number[], from: { x: number; y: number }) {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = values;
  switch (op) {
    case 'M':
    case 'L':
      return { op, x: a, y: b } as PathCommand;
    case 'C':
      return { op: 'C', x1: a, y1: b, x2: c, y2: d, x: e, y: f } as PathCommand;
    case 'Q':
      return cubicOfQuadratic(from.x, from.y, values);
    default:
      return { op: 'Z' } as PathCommand;
  }
}

/**
 * The commands of `d`, or undefined when it is not a path of absolute M, L, C, Q and Z that
 * starts with M. As in SVG, numbers after a command's own repeat it (after M, as L).
 */
export function parseCustomPath(d: string): PathCommand[] | undefined {
  const list = tokens(d);
  if (!list || list[0] !== 'M') return undefined;
  const commands: PathCommand[] = [];
  let current = { x: 0, y: 0 };
  let start = current;
  let op = '';
  let at = 0;
  while (at < list.length) {
    const token = list[at];
    if (typeof token === 'string') {
      op = token;
      at++;
    } else if (op === 'Z' || op === '') return undefined;
    const count = ARGUMENTS[op] ?? 0;
    const values = list.slice(at, at + count);
    if (values.length < count || values.some((value) => typeof value !== 'number')) {
      return undefined;
    }
    at += count;
    const command = commandOf(op, values as number[], current);
    commands.push(command);
    if (command.op === 'Z') current = start;
    else {
      current = { x: command.x, y: command.y };
      if (command.op === 'M') start = current;
    }
    // Numbers after a move continue it as lines; after Z a new command must come.
    if (op === 'M') op = 'L';
  }
  return commands;
}
