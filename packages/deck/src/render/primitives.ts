import type { PositionedSpan } from '../text/layout.js';

/**
 * The drawing vocabulary the SVG and PDF writers share: every slide becomes a list of these,
 * in paint order, in points on the page. Writers only translate them; no writer decides where
 * anything goes.
 */
export interface Paint {
  color: string;
  /** 0 (invisible) to 1. */
  opacity: number;
}

export interface Stroke {
  color: string;
  width: number;
  /** Round caps and joins (icons); square otherwise. */
  round?: boolean;
  /** Dash and gap lengths in points, repeating (a dashed or dotted outline); solid without. */
  dash?: number[];
}

export interface RectPrimitive {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  radius: number;
  fill?: Paint;
  stroke?: Stroke;
}

export interface EllipsePrimitive {
  kind: 'ellipse';
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  fill?: Paint;
  stroke?: Stroke;
}

/**
 * SVG path data (M, L, C, A, Z, absolute), always made by the engine from numbers (never text
 * from a document). With `transform`, coordinates are grid units placed
 * at (x, y) and multiplied by `scale` (icons); the stroke width is then in page points.
 */
export interface PathPrimitive {
  kind: 'path';
  d: string;
  fill?: Paint;
  stroke?: Stroke;
  transform?: { x: number; y: number; scale: number };
}

export interface TextPrimitive {
  kind: 'text';
  span: PositionedSpan;
}

/**
 * A picture (`src` names it, see images.ts) shown only inside its frame (x, y, w, h), the whole
 * source drawn over `place` (render/image.ts, fitImage). The scene makes one only for a
 * picture it knows the size of, and a placeholder box otherwise.
 */
export interface ImagePrimitive {
  kind: 'image';
  src: string;
  x: number;
  y: number;
  w: number;
  h: number;
  place: { x: number; y: number; w: number; h: number };
  /**
   * A slide's background picture: drawn only when the writer has it, never as a placeholder
   * (the background colour under it shows instead).
   */
  backdrop?: true;
}

/**
 * Primitives drawn turned `angle` degrees clockwise about (cx, cy), the centre of a rotated
 * element's frame: one group per element, so the element turns as one piece in every writer.
 */
export interface RotatePrimitive {
  kind: 'rotate';
  angle: number;
  cx: number;
  cy: number;
  primitives: Primitive[];
}

/**
 * Primitives mirrored about (cx, cy), the centre of a flipped element's frame: left for right
 * with `h`, top for bottom with `v`. Inside a rotate group, so the flip comes before the turn.
 */
export interface MirrorPrimitive {
  kind: 'mirror';
  h: boolean;
  v: boolean;
  cx: number;
  cy: number;
  primitives: Primitive[];
}

export type Primitive =
  | RectPrimitive
  | EllipsePrimitive
  | PathPrimitive
  | TextPrimitive
  | ImagePrimitive
  | RotatePrimitive
  | MirrorPrimitive;

export interface SlideScene {
  width: number;
  height: number;
  background: string;
  primitives: Primitive[];
}

export const solid = (color: string, transparency = 0): Paint => ({
  color,
  opacity: 1 - transparency / 100,
});

/** The matrix (a b c d e f) that mirrors the page about a flipped element's centre. */
export function mirrorMatrix({ h, v, cx, cy }: MirrorPrimitive): number[] {
  return [h ? -1 : 1, 0, 0, v ? -1 : 1, h ? 2 * cx : 0, v ? 2 * cy : 0];
}

/**
 * How far an italic span leans: the x shift per unit of height of the oblique the writers draw
 * when a face has no italic (the shipped fonts have none), as browsers and pdfkit slant.
 */
export const ITALIC_SLANT = 0.25;
