/**
 * Outlines as numbers: preset geometries and parsed custom paths are lists of these commands in
 * the shape's own box (0..w, 0..h), and only pathData turns them into SVG path data. Nothing
 * read from a document reaches a writer as text: every coordinate is re-serialised here.
 */
export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  /** An elliptical arc (SVG's A with no x-axis rotation). */
  | { op: 'A'; rx: number; ry: number; large: boolean; sweep: boolean; x: number; y: number }
  | { op: 'Z' };

/** Where a box's outline goes on the page: its top-left corner and the scale of each axis. */
export interface PathPlacement {
  x: number;
  y: number;
  sx?: number;
  sy?: number;
}

const n = (value: number) => Number(value.toFixed(2));

/**
 * SVG path data of the commands placed on the page. Coordinates are rounded to hundredths of a
 * point, as every other primitive of the scene.
 */
export function pathData(commands: readonly PathCommand[], placement: PathPlacement): string {
  const { x: left, y: top, sx = 1, sy = 1 } = placement;
  const px = (x: number) => n(left + x * sx);
  const py = (y: number) => n(top + y * sy);
  return commands
    .map((command) => {
      switch (command.op) {
        case 'M':
        case 'L':
          return `${command.op}${px(command.x)} ${py(command.y)}`;
        case 'C':
          return (
            `C${px(command.x1)} ${py(command.y1)} ${px(command.x2)} ${py(command.y2)} ` +
            `${px(command.x)} ${py(command.y)}`
          );
        case 'A': {
          const flags = `${command.large ? 1 : 0} ${command.sweep ? 1 : 0}`;
          return (
            `A${n(command.rx * Math.abs(sx))} ${n(command.ry * Math.abs(sy))} 0 ${flags} ` +
            `${px(command.x)} ${py(command.y)}`
          );
        }
        case 'Z':
          return 'Z';
      }
    })
    .join(' ');
}

/** A closed polygon through the points. */
export function polygon(points: readonly (readonly [number, number])[]): PathCommand[] {
  return [
    ...points.map(([x, y], i) => ({ op: i === 0 ? ('M' as const) : ('L' as const), x, y })),
    { op: 'Z' },
  ];
}

export interface PathEnd {
  /** The end point. */
  x: number;
  y: number;
  /** A point the path comes from (or goes to) just before (after) it: the end's direction. */
  fromX: number;
  fromY: number;
}

const endOf = (command: PathCommand) =>
  command.op === 'Z' ? undefined : { x: command.x, y: command.y };

/**
 * The two ends of an open outline, each with the point that gives its direction (for arrow
 * heads); undefined when the outline is closed or has no length.
 */
export function openEnds(
  commands: readonly PathCommand[],
): { start: PathEnd; end: PathEnd } | undefined {
  const first = commands[0];
  const last = commands[commands.length - 1];
  const second = commands[1];
  if (!first || !last || !second || last.op === 'Z' || first.op !== 'M') return undefined;
  const beforeLast = endOf(commands[commands.length - 2] ?? first) ?? first;
  const toward = (command: PathCommand, previous: { x: number; y: number }) =>
    command.op === 'C' ? { x: command.x2, y: command.y2 } : previous;
  const afterFirst = second.op === 'C' ? { x: second.x1, y: second.y1 } : endOf(second);
  if (!afterFirst || second.op === 'M') return undefined;
  const lastFrom = toward(last, beforeLast);
  return {
    start: { x: first.x, y: first.y, fromX: afterFirst.x, fromY: afterFirst.y },
    end: { x: last.x, y: last.y, fromX: lastFrom.x, fromY: lastFrom.y },
  };
}
