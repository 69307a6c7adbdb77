import { parseCustomPath } from '../geometry/custom-path.js';
import { openEnds, pathData, polygon, type PathCommand, type PathEnd } from '../geometry/path.js';
import { presetOutline } from '../geometry/presets.js';
import type { ShapeElement } from '../model.js';
import type { DeckTheme } from '../themes.js';
import { solid, type Primitive } from './primitives.js';
import { strokeOf } from './stroke.js';
import { textBoxPrimitives } from './text.js';

/**
 * A shape as the writers draw it: its preset or custom outline with fill, outline, dashes and
 * arrow heads, mirrored by its flips, and the text it carries laid out in its frame (turned
 * with the shape but never mirrored, as PowerPoint does).
 */
type Line = NonNullable<ShapeElement['line']>;

/** An arrow head is ARROW_SIZE line widths long and as wide (PowerPoint's medium head). */
const ARROW_SIZE = 3;

/** The filled triangle whose tip is the path's end, pointing the way the path goes there. */
function arrowHead(end: PathEnd, line: Line): Primitive | undefined {
  const dx = end.x - end.fromX;
  const dy = end.y - end.fromY;
  const length = Math.hypot(dx, dy);
  if (length === 0) return undefined;
  const [ux, uy] = [dx / length, dy / length];
  const long = ARROW_SIZE * line.width;
  const half = long / 2;
  const base = { x: end.x - ux * long, y: end.y - uy * long };
  const head = polygon([
    [end.x, end.y],
    [base.x - uy * half, base.y + ux * half],
    [base.x + uy * half, base.y - ux * half],
  ]);
  return { kind: 'path', d: pathData(head, { x: 0, y: 0 }), fill: solid(line.color) };
}

/** Moves an end of a straight line back under its arrow head, so the line's cap never shows. */
function shortened(end: PathEnd, by: number): { x: number; y: number } {
  const length = Math.hypot(end.x - end.fromX, end.y - end.fromY);
  const t = length > 0 ? Math.min(by, length / 2) / length : 0;
  return { x: end.x - (end.x - end.fromX) * t, y: end.y - (end.y - end.fromY) * t };
}

/** The outline's commands on the page, with the frame's scale for a custom path. */
function pageOutline(shape: ShapeElement): PathCommand[] | undefined {
  const { x, y, w, h } = shape;
  if (shape.geometry !== 'custom') return presetOutline(shape.geometry, w, h).map(placeAt(x, y));
  const parsed = shape.path && parseCustomPath(shape.path.d);
  if (!parsed || !shape.path) return undefined;
  return parsed.map(placeAt(x, y, w / shape.path.w, h / shape.path.h));
}

const placeAt =
  (x: number, y: number, sx = 1, sy = 1) =>
  (command: PathCommand): PathCommand => {
    switch (command.op) {
      case 'Z':
        return command;
      case 'C':
        return {
          ...command,
          x1: x + command.x1 * sx,
          y1: y + command.y1 * sy,
          x2: x + command.x2 * sx,
          y2: y + command.y2 * sy,
          x: x + command.x * sx,
          y: y + command.y * sy,
        };
      case 'A':
        return {
          ...command,
          rx: command.rx * sx,
          ry: command.ry * sy,
          x: x + command.x * sx,
          y: y + command.y * sy,
        };
      default:
        return { ...command, x: x + command.x * sx, y: y + command.y * sy };
    }
  };

/** An open outline with arrow heads at the ends that ask for them. */
function arrowed(commands: PathCommand[], line: Line, straight: boolean) {
  const ends = openEnds(commands);
  if (!ends || !(line.headArrow || line.tailArrow)) return { commands, heads: [] };
  const heads: Primitive[] = [];
  const path = [...commands];
  const back = (ARROW_SIZE * line.width) / 2;
  if (line.headArrow) {
    const head = arrowHead(ends.start, line);
    if (head) heads.push(head);
    if (straight) path[0] = { op: 'M', ...shortened(ends.start, back) };
  }
  if (line.tailArrow) {
    const tail = arrowHead(ends.end, line);
    if (tail) heads.push(tail);
    if (straight) path[path.length - 1] = { op: 'L', ...shortened(ends.end, back) };
  }
  return { commands: path, heads };
}

/** The shape's own drawing: its outline and arrow heads, before any flip. */
function outlinePrimitives(shape: ShapeElement): Primitive[] {
  const fill = shape.fill ? solid(shape.fill.color, shape.fill.transparency) : undefined;
  const stroke = strokeOf(shape.line);
  const paint = { ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) };
  const { x, y, w, h } = shape;
  switch (shape.geometry) {
    case 'rect':
    case 'roundRect': {
      const radius = shape.geometry === 'roundRect' ? Math.min(shape.radius ?? 0, w / 2, h / 2) : 0;
      return [{ kind: 'rect', x, y, w, h, radius, ...paint }];
    }
    case 'ellipse':
      return [{ kind: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2, ...paint }];
  }
  const outline = pageOutline(shape);
  // A custom path that does not read as M, L, C, Q and Z: its frame, never its text.
  if (!outline) return [{ kind: 'rect', x, y, w, h, radius: 0, ...paint }];
  const line = shape.geometry === 'line';
  const { commands, heads } = shape.line
    ? arrowed(outline, shape.line, line)
    : { commands: outline, heads: [] };
  const d = pathData(commands, { x: 0, y: 0 });
  // A line has no inside to fill.
  const body: Primitive = { kind: 'path', d, ...(line ? (stroke ? { stroke } : {}) : paint) };
  return [body, ...heads];
}

export function shapePrimitives(shape: ShapeElement, theme: DeckTheme): Primitive[] {
  const { x, y, w, h } = shape;
  const [cx, cy] = [x + w / 2, y + h / 2];
  const outline = outlinePrimitives(shape);
  const flipped = shape.flipH || shape.flipV;
  const body: Primitive[] = flipped
    ? [{ kind: 'mirror', h: !!shape.flipH, v: !!shape.flipV, cx, cy, primitives: outline }]
    : outline;
  if (!shape.text) return body;
  const text = textBoxPrimitives({ ...shape.text, x, y, w, h }, theme);
  // PowerPoint turns the text of a vertically flipped shape upside down; a horizontal flip
  // leaves it as it is.
  if (!shape.flipV) return [...body, ...text];
  return [...body, { kind: 'rotate', angle: 180, cx, cy, primitives: text }];
}
