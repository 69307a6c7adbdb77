import type { ShapeGeometry } from '../model.js';
import { polygon, type PathCommand } from './path.js';

/**
 * The outline of every preset geometry in a w x h box, with PowerPoint's default adjust values
 * (presetShapeDefinitions.xml of ECMA-376): what an imported shape looks like when its deck
 * leaves the adjustments at their defaults. `ss` below is the shorter side, as in the standard.
 */
export type PresetGeometry = Exclude<ShapeGeometry, 'custom'>;
type Outline = (w: number, h: number) => PathCommand[];

/** A share of the shorter side, as the standard's adjust values (100000 = the whole side). */
const ofShorter = (w: number, h: number, adjust: number) => Math.min(w, h) * (adjust / 100000);

/** A rounded corner: an arc of radius r to (x, y), turning clockwise. */
const corner = (r: number, x: number, y: number): PathCommand => ({
  op: 'A',
  rx: r,
  ry: r,
  large: false,
  sweep: true,
  x,
  y,
});

/** A rectangle with each corner (top-left, top-right, bottom-right, bottom-left) rounded by r. */
function roundedRect(w: number, h: number, [tl, tr, br, bl]: readonly number[]): PathCommand[] {
  const path: PathCommand[] = [
    { op: 'M', x: tl ?? 0, y: 0 },
    { op: 'L', x: w - (tr ?? 0), y: 0 },
  ];
  if (tr) path.push(corner(tr, w, tr));
  path.push({ op: 'L', x: w, y: h - (br ?? 0) });
  if (br) path.push(corner(br, w - br, h));
  path.push({ op: 'L', x: bl ?? 0, y: h });
  if (bl) path.push(corner(bl, 0, h - bl));
  path.push({ op: 'L', x: 0, y: tl ?? 0 });
  if (tl) path.push(corner(tl, tl, 0));
  path.push({ op: 'Z' });
  return path;
}

/**
 * The regular pentagon's and the five-pointed star's outer points: the standard stretches the
 * circle by hf and vf so that the five points touch the box's sides.
 */
const STAR_HF = 1.05146;
const STAR_VF = 1.10557;

function starPoints(w: number, h: number, points: number, inner?: number): [number, number][] {
  const rx = (w / 2) * STAR_HF;
  const ry = (h / 2) * STAR_VF;
  const cy = (h / 2) * STAR_VF;
  const result: [number, number][] = [];
  const step = Math.PI / points;
  for (let i = 0; i < 2 * points; i++) {
    if (i % 2 === 1 && inner === undefined) continue;
    const scale = i % 2 === 0 ? 1 : (inner ?? 1);
    const angle = -Math.PI / 2 + i * step;
    result.push([w / 2 + rx * scale * Math.cos(angle), cy + ry * scale * Math.sin(angle)]);
  }
  return result;
}

const rightArrow: Outline = (w, h) => {
  const head = w - ofShorter(w, h, 50000);
  return polygon([
    [0, h / 4],
    [head, h / 4],
    [head, 0],
    [w, h / 2],
    [head, h],
    [head, (3 * h) / 4],
    [0, (3 * h) / 4],
  ]);
};

const leftArrow: Outline = (w, h) => {
  const head = ofShorter(w, h, 50000);
  return polygon([
    [0, h / 2],
    [head, 0],
    [head, h / 4],
    [w, h / 4],
    [w, (3 * h) / 4],
    [head, (3 * h) / 4],
    [head, h],
  ]);
};

const upArrow: Outline = (w, h) => {
  const head = ofShorter(w, h, 50000);
  return polygon([
    [0, head],
    [w / 2, 0],
    [w, head],
    [(3 * w) / 4, head],
    [(3 * w) / 4, h],
    [w / 4, h],
    [w / 4, head],
  ]);
};

const downArrow: Outline = (w, h) => {
  const head = h - ofShorter(w, h, 50000);
  return polygon([
    [0, head],
    [w / 4, head],
    [w / 4, 0],
    [(3 * w) / 4, 0],
    [(3 * w) / 4, head],
    [w, head],
    [w / 2, h],
  ]);
};

const leftRightArrow: Outline = (w, h) => {
  const head = ofShorter(w, h, 50000);
  return polygon([
    [0, h / 2],
    [head, 0],
    [head, h / 4],
    [w - head, h / 4],
    [w - head, 0],
    [w, h / 2],
    [w - head, h],
    [w - head, (3 * h) / 4],
    [head, (3 * h) / 4],
    [head, h],
  ]);
};

const plus: Outline = (w, h) => {
  const a = ofShorter(w, h, 25000);
  return polygon([
    [0, a],
    [a, a],
    [a, 0],
    [w - a, 0],
    [w - a, a],
    [w, a],
    [w, h - a],
    [w - a, h - a],
    [w - a, h],
    [a, h],
    [a, h - a],
    [0, h - a],
  ]);
};

const octagon: Outline = (w, h) => {
  const a = ofShorter(w, h, 29289);
  return polygon([
    [0, a],
    [a, 0],
    [w - a, 0],
    [w, a],
    [w, h - a],
    [w - a, h],
    [a, h],
    [0, h - a],
  ]);
};

export const PRESET_OUTLINES: Readonly<Record<PresetGeometry, Outline>> = {
  rect: (w, h) =>
    polygon([
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ]),
  roundRect: (w, h) => roundedRect(w, h, Array(4).fill(ofShorter(w, h, 16667))),
  ellipse: (w, h) => [
    { op: 'M', x: 0, y: h / 2 },
    { op: 'A', rx: w / 2, ry: h / 2, large: false, sweep: true, x: w, y: h / 2 },
    { op: 'A', rx: w / 2, ry: h / 2, large: false, sweep: true, x: 0, y: h / 2 },
    { op: 'Z' },
  ],
  line: (w, h) => [
    { op: 'M', x: 0, y: 0 },
    { op: 'L', x: w, y: h },
  ],
  triangle: (w, h) =>
    polygon([
      [w / 2, 0],
      [w, h],
      [0, h],
    ]),
  chevron: (w, h) => {
    const notch = ofShorter(w, h, 50000);
    return polygon([
      [0, 0],
      [w - notch, 0],
      [w, h / 2],
      [w - notch, h],
      [0, h],
      [notch, h / 2],
    ]);
  },
  rtTriangle: (w, h) =>
    polygon([
      [0, 0],
      [w, h],
      [0, h],
    ]),
  diamond: (w, h) =>
    polygon([
      [w / 2, 0],
      [w, h / 2],
      [w / 2, h],
      [0, h / 2],
    ]),
  parallelogram: (w, h) => {
    const a = ofShorter(w, h, 25000);
    return polygon([
      [0, h],
      [a, 0],
      [w, 0],
      [w - a, h],
    ]);
  },
  trapezoid: (w, h) => {
    const a = ofShorter(w, h, 25000);
    return polygon([
      [0, h],
      [a, 0],
      [w - a, 0],
      [w, h],
    ]);
  },
  pentagon: (w, h) => polygon(starPoints(w, h, 5)),
  hexagon: (w, h) => {
    const a = ofShorter(w, h, 25000);
    return polygon([
      [0, h / 2],
      [a, 0],
      [w - a, 0],
      [w, h / 2],
      [w - a, h],
      [a, h],
    ]);
  },
  octagon,
  homePlate: (w, h) => {
    const tip = w - ofShorter(w, h, 50000);
    return polygon([
      [0, 0],
      [tip, 0],
      [w, h / 2],
      [tip, h],
      [0, h],
    ]);
  },
  rightArrow,
  leftArrow,
  upArrow,
  downArrow,
  leftRightArrow,
  // The inner points at 19098 / 50000 of the outer radius: a regular star.
  star5: (w, h) => polygon(starPoints(w, h, 5, 0.38196)),
  plus,
  snip1Rect: (w, h) => {
    const a = ofShorter(w, h, 16667);
    return polygon([
      [0, 0],
      [w - a, 0],
      [w, a],
      [w, h],
      [0, h],
    ]);
  },
  round1Rect: (w, h) => roundedRect(w, h, [0, ofShorter(w, h, 16667), 0, 0]),
  round2SameRect: (w, h) => {
    const a = ofShorter(w, h, 16667);
    return roundedRect(w, h, [a, a, 0, 0]);
  },
};

/** The outline of a preset geometry in its w x h box. */
export function presetOutline(geometry: PresetGeometry, w: number, h: number): PathCommand[] {
  return PRESET_OUTLINES[geometry](w, h);
}
